import { APPLICATION_STATUS_NAMES, type ApplicationStatus } from '@siloker/shared/enums';
import { formatDate } from '@siloker/shared/format/index';
import type { StatusHistory } from '@siloker/shared/schemas/applications';
import '../../components/applications.css';

export const stageName = (status: ApplicationStatus) => APPLICATION_STATUS_NAMES[status] ?? status;

/** An application's stage as a coloured badge ('Dipanggil'). */
export function StageBadge({ status }: { status: ApplicationStatus }) {
  return <span className={`app-stage app-stage-${status.toLowerCase()}`}>{stageName(status)}</span>;
}

/** The stage changes of one application, oldest first: from → to, when, and the company's note. */
export function StageHistory({ histories }: { histories: readonly StatusHistory[] }) {
  if (histories.length === 0) return null;
  return (
    <details className="app-history">
      <summary>Riwayat tahap ({histories.length})</summary>
      <ol>
        {histories.map((h) => (
          <li key={h.id}>
            <p className="app-history-move">
              {h.from_status ? (
                <>
                  {stageName(h.from_status)} <span aria-hidden="true">→</span>
                  <span className="sr-only">ke</span> {stageName(h.to_status)}
                </>
              ) : (
                stageName(h.to_status)
              )}
            </p>
            <p className="app-history-when muted">
              <time dateTime={h.created_at}>{formatDate(h.created_at, { withTime: true })}</time>
            </p>
            {h.note ? <p className="app-history-note">Catatan: {h.note}</p> : null}
          </li>
        ))}
      </ol>
    </details>
  );
}
