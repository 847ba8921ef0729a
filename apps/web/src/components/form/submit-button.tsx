import type { ReactNode } from 'react';

/** The form's submit button: disabled and relabelled while the request is on its way. */
export function SubmitButton({
  busy,
  busyLabel = 'Memproses...',
  children,
  className = 'btn btn-primary btn-block',
  form,
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  className?: string;
  /** The form's id when the button sits outside it (a dialog's footer). */
  form?: string;
}) {
  return (
    <button type="submit" form={form} className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? busyLabel : children}
    </button>
  );
}
