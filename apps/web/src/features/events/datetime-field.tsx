import type { InputHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy, type ValueFieldProps } from '../../components/form/field-frame.tsx';

type DateTimeFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'> &
  ValueFieldProps & { className?: string };

/**
 * A labelled native date-and-time picker. Its value 'YYYY-MM-DDTHH:mm' is a wall-clock time the caller
 * reads on the portal's clock (form-values.ts, docs/decisions/085), never the device's.
 */
export function DateTimeField({
  id,
  label,
  value,
  onValueChange,
  error,
  errorId,
  hint,
  className,
  ...rest
}: DateTimeFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={errorId} className={className}>
      <input
        {...rest}
        id={id}
        className="form-input"
        type="datetime-local"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy({ id, hint, error, errorId })}
      />
    </FieldFrame>
  );
}
