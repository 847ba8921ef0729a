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
import { INTERVIEW_TEXTS } from '@siloker/shared/schemas/interviews-constants';
import type { InterviewFields } from '@siloker/shared/schemas/interviews';
import { feedback } from '../../lib/feedback.tsx';
import { ScheduleInterviewDialog, serverFieldErrors, useSaveInterview } from '../interviews/index.ts';
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
  const schedule = useSaveInterview();
  const [rejecting, setRejecting] = useState(false);
  /** 'call': the move to CALLED offers an interview; 'schedule': one for an applicant already there. */
  const [dialog, setDialog] = useState<'call' | 'schedule' | null>(null);
  const from = applicant.status;
  const next = nextStage(from) as CompanySettableStatus | null;
  const back = previousStage(from) as CompanySettableStatus | null;
  const canReject = canMoveApplication(from, 'REJECTED');
  const canSchedule = from === 'CALLED';
  if (!next && !back && !canReject && !canSchedule) return null;

  // Only pipeline stages and REJECTED reach here (nextStage/previousStage stay on the pipeline).
  const move = (status: CompanySettableStatus, note?: string, interview?: InterviewFields) =>
    change.mutate(
      {
        seeker_detail_id: applicant.seeker.id,
        status,
        ...(note ? { note } : {}),
        ...(interview ? { interview } : {}),
      },
      {
        onSuccess: (res) => {
          setRejecting(false);
          setDialog(null);
          feedback.toast(res.message);
        },
        onError: (error) => {
          setRejecting(false);
          // Field errors of the interview stay in its dialog; anything else is told and closes it.
          if (interview && serverFieldErrors(error)) return;
          setDialog(null);
          feedback.handleError(error, MESSAGES.sendDataError);
        },
      },
    );
  const scheduleFor = (fields: InterviewFields) =>
    schedule.mutate(
      { job_vacancy_id: vacancyId, seeker_detail_id: applicant.seeker.id, fields },
      {
        onSuccess: (res) => {
          setDialog(null);
          feedback.toast(res.message);
        },
        onError: (error) => {
          if (serverFieldErrors(error)) return;
          setDialog(null);
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
          onClick={() => (next === 'CALLED' ? setDialog('call') : move(next))}
        >
          {FORWARD_LABELS[next] ?? stageName(next)}
        </button>
      ) : null}
      {canSchedule ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setDialog('schedule')}>
          {INTERVIEW_TEXTS.scheduleButton}
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
      {dialog ? (
        <ScheduleInterviewDialog
          seekerName={applicant.seeker.name}
          busy={dialog === 'call' ? change.isPending : schedule.isPending}
          serverErrors={serverFieldErrors(dialog === 'call' ? change.error : schedule.error)}
          onCancel={() => setDialog(null)}
          onSubmit={(fields) => (dialog === 'call' ? move('CALLED', undefined, fields) : scheduleFor(fields))}
          submitLabel={dialog === 'call' ? 'Panggil & jadwalkan' : undefined}
          secondary={
            dialog === 'call' ? { label: 'Panggil tanpa jadwal', onClick: () => move('CALLED') } : undefined
          }
        />
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
