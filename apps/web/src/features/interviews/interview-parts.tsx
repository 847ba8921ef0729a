import './interviews.css';
import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import { INTERVIEW_ANSWER_LABELS, INTERVIEW_KIND_LABELS } from '@siloker/shared/schemas/interviews-constants';
import type { Interview } from '@siloker/shared/schemas/interviews';
import { isApiError } from '../../lib/api-client.ts';

/** '1 Desember 2026 09.00 WITA' on the portal's clock. */
export const whenOf = (iso: string, zone: string) =>
  `${formatDate(iso, { timeZone: zone, withTime: true })} ${timeZoneLabel(zone)}`;

/** The server's field errors of a 400/422 answer (`data.errors`), or none. */
export function serverFieldErrors(error: unknown): Record<string, string[]> | undefined {
  if (!isApiError(error)) return undefined;
  const data = (error.response.data as { data?: { errors?: Record<string, string[]> } }).data;
  return data?.errors;
}

/** The facts of one interview, as both sides read them. */
export function InterviewFacts({ interview, zone }: { interview: Interview; zone: string }) {
  const answer = INTERVIEW_ANSWER_LABELS[interview.answer ?? 'NONE'];
  return (
    <dl className="interview-facts">
      <div>
        <dt>Waktu</dt>
        <dd>
          {whenOf(interview.starts_at, zone)} ({interview.duration_minutes} menit)
        </dd>
      </div>
      <div>
        <dt>Jenis</dt>
        <dd>
          {INTERVIEW_KIND_LABELS[interview.kind]}, tahap {interview.round}
        </dd>
      </div>
      {interview.online_url ? (
        <div>
          <dt>Tautan</dt>
          <dd>
            <a href={interview.online_url} target="_blank" rel="noopener noreferrer">
              {interview.online_url}
            </a>
          </dd>
        </div>
      ) : null}
      {interview.location ? (
        <div>
          <dt>Tempat</dt>
          <dd>{interview.location}</dd>
        </div>
      ) : null}
      {interview.note ? (
        <div>
          <dt>Catatan</dt>
          <dd>{interview.note}</dd>
        </div>
      ) : null}
      <div>
        <dt>Status</dt>
        <dd>
          {interview.status === 'CANCELLED' ? (
            <strong>Dibatalkan</strong>
          ) : (
            <>
              {answer}
              {interview.answer_reason ? `: ${interview.answer_reason}` : ''}
            </>
          )}
        </dd>
      </div>
    </dl>
  );
}
