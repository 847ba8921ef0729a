import { useState, type InputHTMLAttributes } from 'react';
import { FieldFrame, fieldDescribedBy, type ValueFieldProps } from './field-frame.tsx';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type'>, ValueFieldProps {
  /** 'date' is the native date picker; its value is YYYY-MM-DD, as the API takes it. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'time' | 'url' | 'number';
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {open ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * A labelled input with its hint and error line. Password fields get a show/hide toggle whose name
 * ('Tampilkan' / 'Sembunyikan') never repeats the field label, so the label stays unique.
 */
export function TextField({
  id,
  label,
  value,
  onValueChange,
  type = 'text',
  error,
  errorId,
  hint,
  className,
  ...rest
}: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const isPassword = type === 'password';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={errorId} className={className}>
      <div className={isPassword ? 'input-wrap has-toggle' : 'input-wrap'}>
        <input
          {...rest}
          id={id}
          className="form-input"
          type={isPassword && visible ? 'text' : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={fieldDescribedBy({ id, hint, error, errorId })}
        />
        {isPassword ? (
          <button
            type="button"
            className="password-toggle"
            aria-label={visible ? 'Sembunyikan' : 'Tampilkan'}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon open={!visible} />
          </button>
        ) : null}
      </div>
    </FieldFrame>
  );
}

/**
 * Props for an e-mail input. A text input with the e-mail keyboard: the browser's own e-mail check
 * would silently block a submit the §5 rule accepts, and the §5 message is the one to show.
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
} as const;
