import type { ReactNode } from 'react';

/** The form's submit button: disabled and relabelled while the request is on its way. */
export function SubmitButton({
  busy,
  busyLabel = 'Memproses...',
  children,
  className = 'btn btn-primary btn-block',
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
