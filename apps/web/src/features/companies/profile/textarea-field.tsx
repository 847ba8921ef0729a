import type { TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  errorId: string;
  hint?: string;
}

/** A labelled textarea with the markup of TextField; takes a spread of `form.field(name)`. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  rows = 5,
  ...rest
}: TextAreaFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        className="form-input form-textarea"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
