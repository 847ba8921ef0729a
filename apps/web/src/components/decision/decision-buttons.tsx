import type { VerificationStatus } from '@siloker/shared/schemas/verification-constants';
import '../office-queue.css';

export interface DecisionButtonsProps {
  status: VerificationStatus;
  /** Names the subject for screen readers ('Verifikasi PT Mahakam Jaya'). */
  subjectName: string;
  busy: boolean;
  /** Why Verifikasi is not possible yet (missing documents), or null. */
  verifyBlocked?: string | null;
  onVerify: () => void;
  onReject: () => void;
}

/** 'Verifikasi' and 'Tolak', each hidden when it is already the subject's status. */
export function DecisionButtons({
  status,
  subjectName,
  busy,
  verifyBlocked = null,
  onVerify,
  onReject,
}: DecisionButtonsProps) {
  return (
    <div className="office-actions">
      {status !== 'VERIFIED' ? (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          aria-label={`Verifikasi ${subjectName}`}
          disabled={busy || verifyBlocked !== null}
          title={verifyBlocked ?? undefined}
          onClick={onVerify}
        >
          Verifikasi
        </button>
      ) : null}
      {status !== 'REJECTED' ? (
        <button
          type="button"
          className="btn btn-outline btn-danger-outline btn-sm"
          aria-label={`Tolak ${subjectName}`}
          disabled={busy}
          onClick={onReject}
        >
          Tolak
        </button>
      ) : null}
    </div>
  );
}
