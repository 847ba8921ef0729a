import type { ChangeEvent, SelectHTMLAttributes } from 'react';
import './form-fields.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'value' | 'onChange' | 'onInput' | 'children'
> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice ('' value), e.g. 'Pilih provinsi'. */
  placeholder?: string;
  /** The one message shown under the field (SPEC.md §5: only the first error per field). */
  error?: string;
  errorId: string;
  hint?: string;
  /** Marks the field dirty (useForm); called on every choice. */
  onInput?: () => void;
}

/**
 * A labelled native <select> with its hint and error line, the markup of TextField: a native control
 * is what screen readers and phone pickers handle best. Takes a spread of `form.field(name)`.
 */
export function SelectField({
  id,
  label,
  value,
  onValueChange,
  options,
  placeholder,
  error,
  errorId,
  hint,
  className,
  onInput,
  ...rest
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // A value the list does not hold (yet) stays visible instead of silently showing the first option.
  const known = value === '' || options.some((option) => option.value === value);
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // Choosing is a select's only input: it makes the field dirty even where no input event fires.
    onInput?.();
    onValueChange(event.target.value);
  };
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <div className="input-wrap select-wrap">
        <select
          {...rest}
          id={id}
          className="form-input form-select"
          value={value}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        >
          {placeholder !== undefined || value === '' ? <option value="">{placeholder ?? ''}</option> : null}
          {known ? null : <option value={value}>{value}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
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
