import type { ChangeEvent, SelectHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy, type ValueFieldProps } from './field-frame.tsx';
import './form-fields.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options under a heading of their own (an <optgroup>), e.g. the positions of one group. */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

const isGroup = (item: SelectOption | SelectOptionGroup): item is SelectOptionGroup => 'options' in item;

export interface SelectFieldProps
  extends
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'onInput' | 'children'>,
    ValueFieldProps {
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** The first, empty choice ('' value), e.g. 'Pilih provinsi'. */
  placeholder?: string;
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
  // A value the list does not hold (yet) stays visible instead of silently showing the first option.
  const known =
    value === '' ||
    options.some((item) => (isGroup(item) ? item.options : [item]).some((option) => option.value === value));
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // Choosing is a select's only input: it makes the field dirty even where no input event fires.
    onInput?.();
    onValueChange(event.target.value);
  };
  const optionOf = (option: SelectOption) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={errorId} className={className}>
      <div className="input-wrap select-wrap">
        <select
          {...rest}
          id={id}
          className="form-input form-select"
          value={value}
          onChange={handleChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy({ id, hint, error, errorId })}
        >
          {placeholder !== undefined || value === '' ? <option value="">{placeholder ?? ''}</option> : null}
          {known ? null : <option value={value}>{value}</option>}
          {options.map((item) =>
            isGroup(item) ? (
              <optgroup key={`group:${item.label}`} label={item.label}>
                {item.options.map(optionOf)}
              </optgroup>
            ) : (
              optionOf(item)
            ),
          )}
        </select>
      </div>
    </FieldFrame>
  );
}
