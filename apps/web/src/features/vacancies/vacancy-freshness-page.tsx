import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import {
  FRESHNESS_EVENT_LABELS,
  VACANCY_EXTEND_DAYS,
  VACANCY_FRESHNESS_MESSAGES as M,
} from '@siloker/shared/schemas/vacancy-freshness-constants';
import type { FreshnessEvent, VacancyFreshnessData } from '@siloker/shared/schemas/vacancy-freshness';
import { href, paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryView } from '../../components/query-view.tsx';
import { useFreshnessAction, vacancyFreshnessQueryOptions } from './freshness-api.ts';
import '../../components/detail-page.css';
import './vacancies.css';

function eventText(e: FreshnessEvent): string {
  const label = FRESHNESS_EVENT_LABELS[e.kind];
  if (e.kind === 'EXTENDED' && e.days !== null)
    return `${label} ${e.days} hari, sampai ${formatDate(e.new_expiry)}`;
  if (e.kind === 'EXPIRY_REMINDER') return `${label} (batas ${formatDate(e.for_expiry)})`;
  return label;
}

/**
 * VacancyFreshness (/panel/data-lowongan-kerja/kesegaran/:id, docs/decisions/104): where the expiry and
 * "still open?" notices lead. The company extends 14 or 30 days or answers Ya / Tutup in one click; the
 * office reads the same history.
 */
export function VacancyFreshness() {
  const id = Number(useParams().id);
  const query = useQuery({ ...vacancyFreshnessQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
  const data = query.data;
  useDocumentTitle(data ? `${M.freshnessTitle}: ${data.job_vacancy.title}` : paths.vacancyFreshness.title);

  return (
    <QueryView
      query={query}
      failedTitle={M.freshnessTitle}
      failedLead={M.notExtendable}
      loading={<p aria-busy="true">Memuat…</p>}
    >
      {(shown) => <FreshnessBody id={id} data={shown} />}
    </QueryView>
  );
}

/** The vacancy's expiry, the company's buttons, the open question and the history. */
function FreshnessBody({ id, data }: { id: number; data: VacancyFreshnessData }) {
  const { hasRoleCompany } = useSession();
  const action = useFreshnessAction(id);
  const v = data.job_vacancy;
  return (
    <section className="detail-section vacancy-freshness" aria-labelledby="freshness-title">
      <h1 id="freshness-title">{M.freshnessTitle}</h1>
      <p className="card-subtitle">
        {v.is_public ? (
          <Link to={href(paths.vacancyDetail, { title_slug: v.title_slug })}>{v.title}</Link>
        ) : (
          v.title
        )}
      </p>
      <p data-testid="freshness-expiry">
        {M.expiresOn}: <strong>{v.expired_at ? formatDate(v.expired_at) : '-'}</strong>
      </p>
      {hasRoleCompany && v.can_extend ? (
        <p className="detail-cta-actions">
          {VACANCY_EXTEND_DAYS.map((days) => (
            <button
              key={days}
              type="button"
              className="btn btn-primary"
              disabled={action.isPending}
              onClick={() => action.mutate({ days })}
            >
              {M.extendLabel(days)}
            </button>
          ))}
        </p>
      ) : null}
      {data.question ? (
        <div className="detail-section" role="group" aria-labelledby="freshness-question">
          <h2 id="freshness-question">{M.staleTitle}</h2>
          <p>
            {M.questionSince} {formatDate(data.question.asked_at)}. Tanpa jawaban, lowongan ditutup pada{' '}
            {formatDate(data.question.closes_at)}.
          </p>
          {hasRoleCompany ? (
            <p className="detail-cta-actions">
              <button
                type="button"
                className="btn btn-primary"
                disabled={action.isPending}
                onClick={() => action.mutate({ open: true })}
              >
                {M.yesLabel}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                disabled={action.isPending}
                onClick={() => action.mutate({ open: false })}
              >
                {M.closeLabel}
              </button>
            </p>
          ) : null}
        </div>
      ) : null}
      <h2>{M.historyTitle}</h2>
      {data.events.length === 0 ? (
        <p>{M.historyEmpty}</p>
      ) : (
        <ul className="freshness-history" data-testid="freshness-history">
          {data.events.map((e) => (
            <li key={e.id}>
              <time dateTime={e.created_at}>{formatDate(e.created_at, { withTime: true })}</time> -{' '}
              {eventText(e)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
