import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  JOB_ALERT_ACTIONS,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MESSAGES as M,
} from '@siloker/shared/schemas/job-alerts-constants';
import type { JobAlertManageData } from '@siloker/shared/schemas/job-alerts';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { manageQueryOptions, useTokenAction } from './api.ts';
import './job-alerts.css';

/** The server's message of a refusal (4xx), or null. */
const messageOf = (error: unknown) =>
  isApiError(error) && error.status < 500 && error.message && !error.message.startsWith('HTTP ')
    ? error.message
    : null;

function Summary({ data }: { data: JobAlertManageData }) {
  return (
    <dl className="job-alert-facts">
      <dt>Pencarian</dt>
      <dd data-testid="job-alert-summary">{data.summary}</dd>
      <dt>Frekuensi</dt>
      <dd>{JOB_ALERT_FREQUENCY_LABELS[data.frequency]}</dd>
    </dl>
  );
}

/**
 * The confirmation link of a guest's alert (/langganan-lowongan/konfirmasi?token=, docs/decisions/108):
 * opening it shows a button; the POST confirms (a mail scanner that opens links confirms nothing).
 */
export function JobAlertConfirm() {
  useDocumentTitle(paths.jobAlertConfirm.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const action = useTokenAction();
  const [result, setResult] = useState<{ ok: boolean; message: string; data?: JobAlertManageData } | null>(
    null,
  );
  return (
    <section className="container page-section job-alert-page" aria-labelledby="job-alert-confirm-title">
      <h1 id="job-alert-confirm-title">{M.confirmTitle}</h1>
      {result ? (
        <div role="status" data-testid="job-alert-result" data-ok={result.ok}>
          <p>{result.message}</p>
          {result.data ? <Summary data={result.data} /> : null}
          <p>
            <Link to={paths.vacancies.path}>Lihat lowongan</Link>
          </p>
        </div>
      ) : (
        <>
          <p>{M.confirmQuestion}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={action.isPending}
            onClick={() =>
              action.mutate(
                { action: 'confirm', token },
                {
                  onSuccess: ({ data, message }) => setResult({ ok: true, message, data: data ?? undefined }),
                  onError: (error) => setResult({ ok: false, message: messageOf(error) ?? M.confirmInvalid }),
                },
              )
            }
          >
            {M.confirmButton}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * The one-click links of every alert mail (/langganan-lowongan/kelola/<token>?aksi=jeda|berhenti,
 * docs/decisions/108): no sign-in; GET shows the search, the button POSTs the pause or the unsubscribe.
 */
export function JobAlertManage() {
  useDocumentTitle(paths.jobAlertManage.title);
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const unsubscribe = params.get('aksi') === JOB_ALERT_ACTIONS.unsubscribe;
  const shown = useQuery(manageQueryOptions(token));
  const action = useTokenAction();
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="container page-section job-alert-page" aria-labelledby="job-alert-manage-title">
      <h1 id="job-alert-manage-title">{M.manageTitle}</h1>
      {done ? (
        <p role="status" data-testid="job-alert-result">
          {done}
        </p>
      ) : shown.isPending ? (
        <p aria-busy="true">Memuat…</p>
      ) : shown.isError ? (
        <p role="alert">{messageOf(shown.error) ?? M.manageInvalid}</p>
      ) : (
        <>
          <Summary data={shown.data} />
          <p>{unsubscribe ? M.unsubscribeQuestion : M.pauseQuestion}</p>
          <div className="job-alert-buttons">
            {unsubscribe || shown.data.status === 'PAUSED' ? null : (
              <button
                type="button"
                className="btn btn-primary"
                disabled={action.isPending}
                onClick={() =>
                  action.mutate({ action: 'pause', token }, { onSuccess: ({ message }) => setDone(message) })
                }
              >
                {M.pauseButton}
              </button>
            )}
            <button
              type="button"
              className={unsubscribe ? 'btn btn-danger' : 'btn btn-outline'}
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { action: 'unsubscribe', token },
                  { onSuccess: ({ message }) => setDone(message) },
                )
              }
            >
              {M.unsubscribeButton}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
