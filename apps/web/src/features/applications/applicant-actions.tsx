import { useState } from 'react';
import type { ApplicationStatus } from '@siloker/shared/enums';
import { MESSAGES } from '@siloker/shared/messages';
import type { Applicant } from '@siloker/shared/schemas/applications';
import {
  canMoveApplication,
  nextStage,
  type CompanySettableStatus,
  previousStage,
} from '@siloker/shared/schemas/applications-constants';
import { feedback } from '../../lib/feedback.tsx';
import { useChangeApplicantStatus } from './api.ts';
import { RejectApplicantDialog } from './reject-dialog.tsx';
import { stageName } from './stage-parts.tsx';

/** The verb of each forward move. */
const FORWARD_LABELS: Partial<Record<ApplicationStatus, string>> = {
  CALLED: 'Panggil',
  PASSED: 'Loloskan',
  ACCEPTED: 'Terima',
};

/**
 * The legal moves of one applicant (docs/product.md §4, canMoveApplication): one step forward, one step back,
 * and Tolak (asked first, with an optional note). The server's answer is shown either way.
 */
export function ApplicantActions({ vacancyId, applicant }: { vacancyId: number; applicant: Applicant }) {
  const change = useChangeApplicantStatus(vacancyId);
  const [rejecting, setRejecting] = useState(false);
  const from = applicant.status;
  const next = nextStage(from) as CompanySettableStatus | null;
  const back = previousStage(from) as CompanySettableStatus | null;
  const canReject = canMoveApplication(from, 'REJECTED');
  if (!next && !back && !canReject) return null;

  // Only pipeline stages and REJECTED reach here (nextStage/previousStage stay on the pipeline).
  const move = (status: CompanySettableStatus, note?: string) =>
    change.mutate(
      { seeker_detail_id: applicant.seeker.id, status, ...(note ? { note } : {}) },
      {
        onSuccess: (res) => {
          setRejecting(false);
          feedback.toast(res.message);
        },
        onError: (error) => {
          setRejecting(false);
          feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );

  return (
    <div className="app-actions" role="group" aria-label={`Ubah tahap ${applicant.seeker.name}`}>
      {next && canMoveApplication(from, next) ? (
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={change.isPending}
          onClick={() => move(next)}
        >
          {FORWARD_LABELS[next] ?? stageName(next)}
        </button>
      ) : null}
      {back && canMoveApplication(from, back) ? (
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={change.isPending}
          onClick={() => move(back)}
        >
          Kembalikan ke {stageName(back)}
        </button>
      ) : null}
      {canReject ? (
        <button
          type="button"
          className="btn btn-danger btn-sm"
          disabled={change.isPending}
          onClick={() => setRejecting(true)}
        >
          Tolak
        </button>
      ) : null}
      {rejecting ? (
        <RejectApplicantDialog
          seekerName={applicant.seeker.name}
          busy={change.isPending}
          onCancel={() => setRejecting(false)}
          onReject={(note) => move('REJECTED', note)}
        />
      ) : null}
    </div>
  );
}
