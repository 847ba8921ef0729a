/**
 * Inputs the profile forms need beyond components/form (date, radio and checkbox groups, a switch), in
 * the same frame as TextField: a label for every control, the hint and the one error linked by
 * aria-describedby. Each value field takes a spread of `form.field(name)`.
 */
import type { FocusEvent, FormEvent, KeyboardEvent } from 'react';
import { FieldsetFrame, type ValueFieldProps } from './field-frame.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import './form-fields.css';
import './switch.css';

interface ValueProps extends ValueFieldProps {
  name?: string;
  disabled?: boolean;
  onInput?: (event: FormEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A native date picker; its value is YYYY-MM-DD, as the API takes it. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}

export interface Choice {
  value: string;
  label: string;
}

/** One choice of a few (gender): a fieldset whose legend names the group; the first radio takes `id`. */
export function RadioGroupField({
  id,
  name,
  label,
  value,
  onValueChange,
  options,
  error,
  errorId,
  hint,
  disabled,
  onInput,
  onBlur,
}: ValueProps & { options: readonly Choice[] }) {
  return (
    <FieldsetFrame id={id} label={label} hint={hint} error={error} errorId={errorId}>
      <div className="choice-row">
        {options.map((option, index) => (
          <label key={option.value} className="form-check">
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${option.value}`}
              name={name ?? id}
              value={option.value}
              checked={value === option.value}
              disabled={disabled}
              onChange={(event) => {
                onInput?.(event);
                onValueChange(option.value);
              }}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}

/** Any number of choices (languages): checkboxes under one legend. */
export function CheckboxGroupField({
  id,
  label,
  values,
  onValuesChange,
  options,
  error,
  hint,
  disabled,
}: {
  id: string;
  label: string;
  values: readonly string[];
  onValuesChange: (values: string[]) => void;
  options: readonly Choice[];
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const errorId = `${id}-error`;
  const toggle = (choice: string, on: boolean) => {
    const next = on ? [...values, choice] : values.filter((v) => v !== choice);
    // Keep the list's own order, whatever order the boxes were ticked in.
    onValuesChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <FieldsetFrame id={id} label={label} hint={hint} error={error} errorId={errorId}>
      <div className="check-grid">
        {options.map((option, index) => (
          <label key={option.value} className="form-check">
            <input
              type="checkbox"
              id={index === 0 ? id : `${id}-${index}`}
              value={option.value}
              checked={values.includes(option.value)}
              disabled={disabled}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldsetFrame>
  );
}

/** An on/off setting with its explanation in plain words beside it, read out with the switch. */
export function SwitchField({
  id,
  label,
  checked,
  onCheckedChange,
  explanation,
  disabled,
}: {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  explanation: string;
  disabled?: boolean;
}) {
  const explanationId = `${id}-explanation`;
  return (
    <div className="switch-field">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="switch-input"
          checked={checked}
          disabled={disabled}
          aria-describedby={explanationId}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">{label}</span>
        <span className="switch-state" aria-hidden="true">
          {checked ? 'Aktif' : 'Nonaktif'}
        </span>
      </label>
      <p className="field-hint switch-explanation" id={explanationId}>
        {explanation}
      </p>
    </div>
  );
}
