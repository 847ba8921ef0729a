import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MESSAGES as M,
  JOB_ALERT_STATUS_LABELS,
  JOB_ALERTS_PAGE_SIZE,
  type JobAlertFrequency,
} from '@siloker/shared/schemas/job-alerts-constants';
import type { JobAlert } from '@siloker/shared/schemas/job-alerts';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { jobAlertsQueryOptions, useChangeAlert } from './api.ts';
import '../../components/list/list.css';
import './job-alerts.css';

/** The list's address of an alert's search, to open it again. */
function searchHref(alert: JobAlert): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(alert.filters)) if (v !== undefined) params.set(k, String(v));
  const q = params.toString();
  return `${paths.vacancies.path}${q ? `?${q}` : ''}`;
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const change = useChangeAlert();
  const run = (c: Parameters<typeof change.mutate>[0]['change']) =>
    change.mutate(
      { id: alert.id, change: c },
      {
        onSuccess: ({ message }) => feedback.toast(message),
        onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
      },
    );
  const selectId = `alert-frequency-${alert.id}`;
  const paused = alert.status === 'PAUSED';
  return (
    <li className="job-alert" data-testid="job-alert" data-status={alert.status}>
      <div className="job-alert-main">
        <h2 className="job-alert-title">
          <Link to={searchHref(alert)}>{alert.summary}</Link>
        </h2>
        <p className="muted">
          <span className="job-alert-status" data-state={alert.status}>
            {JOB_ALERT_STATUS_LABELS[alert.status]}
          </span>{' '}
          · {M.lastSent}: {alert.last_sent_at ? formatDate(alert.last_sent_at, { withTime: true }) : M.never}
        </p>
      </div>
      <div className="job-alert-actions">
        <label htmlFor={selectId} className="job-alert-frequency-label">
          {M.frequencyLabel}
        </label>
        <select
          id={selectId}
          className="form-select"
          value={alert.frequency}
          disabled={change.isPending}
          onChange={(e) => run({ frequency: e.target.value as JobAlertFrequency })}
        >
          {JOB_ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {JOB_ALERT_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-outline btn-sm"
          disabled={change.isPending}
          onClick={() => run({ status: paused ? 'ACTIVE' : 'PAUSED' })}
        >
          {paused ? M.resume : M.pause}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={change.isPending}
          aria-label={`${M.remove}: ${alert.summary}`}
          onClick={async () => {
            if (await feedback.confirm({ message: M.confirmRemove, confirmText: M.remove, tone: 'warning' }))
              run('delete');
          }}
        >
          {M.remove}
        </button>
      </div>
    </li>
  );
}

/**
 * JobAlerts (/panel/langganan-lowongan, docs/decisions/108): the seeker's saved searches, with their
 * frequency, pause and resume, and deletion.
 */
export function JobAlerts() {
  useDocumentTitle(paths.jobAlerts.title);
  const list = useListParams(JOB_ALERTS_PAGE_SIZE);
  const result = useQuery(jobAlertsQueryOptions({ offset: list.query.offset, limit: list.query.limit }));
  return (
    <section className="container page-section" aria-labelledby="job-alerts-title">
      <header className="list-head">
        <h1 id="job-alerts-title">{paths.jobAlerts.title}</h1>
        <p className="muted">{M.panelIntro}</p>
      </header>
      <ListResults
        result={result}
        list={list}
        defaultSize={JOB_ALERTS_PAGE_SIZE}
        noun="langganan"
        errorText={MESSAGES.getDataError}
        filtered={false}
        emptyText={{ filtered: M.empty, emptyPage: 'Tidak ada langganan pada halaman ini.', none: M.empty }}
        gridClassName="job-alert-list"
        renderItem={(alert) => <AlertRow key={alert.id} alert={alert} />}
      />
      {result.data?.total === 0 ? (
        <p>
          <Link to={paths.vacancies.path} className="btn btn-primary">
            Cari lowongan
          </Link>
        </p>
      ) : null}
    </section>
  );
}
