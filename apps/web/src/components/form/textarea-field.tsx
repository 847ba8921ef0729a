import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy, type ValueFieldProps } from './field-frame.tsx';
import './form-fields.css';

export type TextAreaFieldProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'value' | 'onChange'
> &
  ValueFieldProps;

/** A labelled multi-line input with the markup of TextField; takes a spread of `form.field(name)`. */
export function TextAreaField({
  id,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  rows = 3,
  ...rest
}: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={errorId} className={className}>
      <textarea
        {...rest}
        id={id}
        rows={rows}
        className="form-input form-textarea"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy({ id, hint, error, errorId })}
      />
    </FieldFrame>
  );
}
