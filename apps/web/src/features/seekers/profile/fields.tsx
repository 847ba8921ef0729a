/**
 * Inputs the profile forms need beyond components/form (date, multi-line text, radio and checkbox
 * groups, a switch), in the same markup as TextField: a label for every control, the hint and the one
 * error linked by aria-describedby. Each takes a spread of `form.field(name)`.
 */
import type { FocusEvent, FormEvent, KeyboardEvent, ReactNode } from 'react';

interface BaseProps {
  id: string;
  name?: string;
  label: string;
  error?: string;
  errorId: string;
  hint?: string;
  disabled?: boolean;
  onInput?: (event: FormEvent) => void;
  onBlur?: (event: FocusEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

interface ValueProps extends BaseProps {
  value: string;
  onValueChange: (value: string) => void;
}

const describedBy = (id: string, hint: string | undefined, error: string | undefined, errorId: string) =>
  [hint ? `${id}-hint` : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

function HintAndError({ id, hint, error, errorId }: Pick<BaseProps, 'id' | 'hint' | 'error' | 'errorId'>) {
  return (
    <>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </>
  );
}

function Field({ error, className, children }: { error?: string; className?: string; children: ReactNode }) {
  return (
    <div className={`form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`}>
      {children}
    </div>
  );
}

/** A native date picker; its value is YYYY-MM-DD, as the API takes it. */
export function DateField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  ...events
}: ValueProps & { className?: string; min?: string; max?: string; autoComplete?: string }) {
  return (
    <Field error={error} className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        {...events}
        id={id}
        name={name}
        type="date"
        className="form-input"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, errorId)}
      />
      <HintAndError id={id} hint={hint} error={error} errorId={errorId} />
    </Field>
  );
}

export function TextAreaField({
  id,
  name,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  rows = 3,
  maxLength,
  ...events
}: ValueProps & { className?: string; rows?: number; maxLength?: number }) {
  return (
    <Field error={error} className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <textarea
        {...events}
        id={id}
        name={name}
        className="form-input form-textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error, errorId)}
      />
      <HintAndError id={id} hint={hint} error={error} errorId={errorId} />
    </Field>
  );
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
    <fieldset
      className={`form-field form-fieldset${error ? ' has-error' : ''}`}
      aria-describedby={describedBy(id, hint, error, errorId)}
    >
      <legend className="form-label">{label}</legend>
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
      <HintAndError id={id} hint={hint} error={error} errorId={errorId} />
    </fieldset>
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
    <fieldset
      className={`form-field form-fieldset${error ? ' has-error' : ''}`}
      aria-describedby={describedBy(id, hint, error, errorId)}
    >
      <legend className="form-label">{label}</legend>
      <div className="choice-grid">
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
      <HintAndError id={id} hint={hint} error={error} errorId={errorId} />
    </fieldset>
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
