import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import type { OfficeVacancyReportGroup } from '@siloker/shared/schemas/vacancy-reports';
import {
  VACANCY_REPORT_CATEGORY_LABELS,
  VACANCY_REPORT_MESSAGES as M,
  VACANCY_REPORTER_ROLE_NAMES,
  VACANCY_REPORTS_PAGE_SIZE,
  type VacancyReportDecision,
} from '@siloker/shared/schemas/vacancy-reports-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { href, paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { officeReportsQueryOptions, useDecideReports } from './api.ts';
import '../../components/list/list.css';
import '../../components/tags.css';
import './vacancy-reports.css';

/**
 * OfficeVacancyReports (/panel/laporan-lowongan, docs/decisions/103): vacancies with open reports, the
 * one waiting longest first, each with its reports' categories and notes; the office dismisses them
 * or removes the vacancy for fraud, and may suspend its company.
 */
export function OfficeVacancyReports() {
  useDocumentTitle(paths.officeVacancyReports.title);
  const list = useListParams(VACANCY_REPORTS_PAGE_SIZE);
  const result = useQuery(officeReportsQueryOptions({ offset: list.query.offset, limit: list.query.limit }));
  return (
    <section className="container page-section" aria-labelledby="vacancy-reports-title">
      <header className="list-head">
        <h1 id="vacancy-reports-title">{paths.officeVacancyReports.title}</h1>
        <p className="muted">{M.queueIntro}</p>
      </header>
      <ListResults
        result={result}
        list={list}
        defaultSize={VACANCY_REPORTS_PAGE_SIZE}
        noun="lowongan"
        errorText={MESSAGES.getDataError}
        filtered={false}
        emptyText={{ filtered: M.queueEmpty, emptyPage: M.queueEmpty, none: M.queueEmpty }}
        gridClassName="report-queue"
        renderItem={(group) => (
          // A list item: the list of ListResults is a <ul> (axe 'list').
          <li key={group.job_vacancy.id}>
            <ReportGroup group={group} />
          </li>
        )}
      />
    </section>
  );
}

function ReportGroup({ group }: { group: OfficeVacancyReportGroup }) {
  const { job_vacancy: v } = group;
  const decide = useDecideReports();
  const [suspend, setSuspend] = useState(false);
  const headingId = `report-group-${v.id}`;
  const send = (decision: VacancyReportDecision) =>
    decide.mutate(
      { id: v.id, body: { decision, suspend_company: decision === 'REMOVE' && suspend } },
      {
        onSuccess: ({ message }) => feedback.toast(message),
        onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
      },
    );
  return (
    <article className="report-group" aria-labelledby={headingId} data-testid="report-group">
      <h2 id={headingId}>
        <Link to={href(paths.vacancyDetail, { title_slug: v.title_slug })}>{v.title}</Link>
      </h2>
      <p className="card-subtitle">{v.company_name}</p>
      <div className="report-group-meta">
        <span className={`tag ${v.is_hidden ? 'tag-accent' : ''}`}>
          {v.is_hidden ? M.hiddenTag : M.visibleTag}
        </span>
        <span>{M.reportsCount(group.report_count, group.verified_count)}</span>
        <span>
          {M.firstReported}: {formatDate(group.first_reported_at, { withTime: true })}
        </span>
      </div>
      <ul className="report-list" aria-label={`Laporan untuk ${v.title}`}>
        {group.reports.map((r) => (
          <li key={r.id}>
            <strong>{VACANCY_REPORT_CATEGORY_LABELS[r.category]}</strong>
            <span className="muted">
              {' '}
              · {r.reporter_name} ({VACANCY_REPORTER_ROLE_NAMES[r.reporter_role] ?? r.reporter_role},{' '}
              {r.reporter_verified ? M.reporterVerified : M.reporterUnverified}) ·{' '}
              {formatDate(r.created_at, { withTime: true })}
            </span>
            {r.note ? <p>{r.note}</p> : null}
          </li>
        ))}
      </ul>
      <div className="report-actions">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled={decide.isPending}
          onClick={() => send('DISMISS')}
        >
          {M.dismiss}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={decide.isPending}
          onClick={() => send('REMOVE')}
        >
          {M.remove}
        </button>
        <label className="report-suspend">
          <input type="checkbox" checked={suspend} onChange={(e) => setSuspend(e.target.checked)} />{' '}
          {M.suspendCompany}
        </label>
      </div>
    </article>
  );
}
