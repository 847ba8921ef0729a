/**
 * The frame every form field shares: the label (or a legend for a group), the control, then the hint
 * and the one error (docs/product.md §5: only the first error per field), linked to the control by
 * aria-describedby. One place, so every field reads its messages out the same way.
 */
import type { ReactNode } from 'react';

/** What every value field takes from `form.field(name)` (use-form.ts), besides its events. */
export interface ValueFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The one message shown under the field (docs/product.md §5: only the first error per field). */
  error?: string;
  errorId: string;
  hint?: string;
}

export interface FieldMessagesProps {
  /** The control's id; the hint takes `${id}-hint`. */
  id: string;
  hint?: string;
  error?: string;
  errorId: string;
}

/** The control's aria-describedby: the hint, then the error, each only while it shows. */
export function fieldDescribedBy({ id, hint, error, errorId }: FieldMessagesProps): string | undefined {
  return [hint ? `${id}-hint` : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function fieldClassName(error: string | undefined, className: string | undefined): string {
  return `form-field${error ? ' has-error' : ''}${className ? ` ${className}` : ''}`;
}

/** The hint and the error under a control, with the ids fieldDescribedBy names. */
export function FieldMessages({ id, hint, error, errorId }: FieldMessagesProps) {
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

interface FrameProps extends FieldMessagesProps {
  label: string;
  className?: string;
  children: ReactNode;
}

/** One control: its label above it, its messages below it. */
export function FieldFrame({ label, className, children, ...messages }: FrameProps) {
  return (
    <div className={fieldClassName(messages.error, className)}>
      <label className="form-label" htmlFor={messages.id}>
        {label}
      </label>
      {children}
      <FieldMessages {...messages} />
    </div>
  );
}

/** A group of radios or checkboxes: a fieldset named by its legend and described by its messages. */
export function FieldsetFrame({ label, className, children, ...messages }: FrameProps) {
  return (
    <fieldset
      className={fieldClassName(messages.error, `form-fieldset${className ? ` ${className}` : ''}`)}
      aria-describedby={fieldDescribedBy(messages)}
    >
      <legend className="form-label">{label}</legend>
      {children}
      <FieldMessages {...messages} />
    </fieldset>
  );
}
