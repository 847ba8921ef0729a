import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button.tsx';
import './form-fields.css';

/** A long form's save button, in a bar that stays in reach at the bottom while the form scrolls. */
export function SaveBar({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="save-bar">
      <SubmitButton busy={busy} busyLabel="Menyimpan..." className="btn btn-primary">
        {children}
      </SubmitButton>
    </div>
  );
}
