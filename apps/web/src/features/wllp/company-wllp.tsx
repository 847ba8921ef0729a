import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import {
  WLLP_MESSAGES,
  WLLP_PAGE_SIZE,
  WLLP_REPORT_TAB_NAMES,
  WLLP_REPORT_TABS,
  type WllpReportTab,
} from '@siloker/shared/schemas/wllp-constants';
import type { WllpCompliance, WllpFillReport } from '@siloker/shared/schemas/wllp';
import { QueryView } from '../../components/query-view.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { companyWllpQueryOptions } from './api.ts';
import { FillReportForm } from './fill-report-form.tsx';
import './wllp.css';

/*
 * Wajib Lapor (/panel/wajib-lapor, companies; docs/decisions/105-wllp.md): the company's compliance with
 * Perpres 57/2023, its fill reports due and done, and the form of each.
 */

const COMPLIANCE_KEYS = ['vacancies_reported', 'reports_done', 'reports_due', 'reports_overdue'] as const;

export function ComplianceCards({ compliance }: { compliance: WllpCompliance }) {
  return (
    <dl className="wllp-cards" aria-label="Kepatuhan wajib lapor">
      {COMPLIANCE_KEYS.map((key) => (
        <div
          key={key}
          className={`wllp-card${key === 'reports_overdue' && compliance[key] > 0 ? ' is-warning' : ''}`}
        >
          <dt>{WLLP_MESSAGES.compliance[key]}</dt>
          <dd>{compliance[key].toLocaleString('id-ID')}</dd>
        </div>
      ))}
    </dl>
  );
}

function ReportItem({ report }: { report: WllpFillReport }) {
  const [open, setOpen] = useState(false);
  const headingId = `wllp-item-${report.job_vacancy_id}`;
  return (
    <li className="wllp-item" aria-labelledby={headingId}>
      <div className="wllp-item-head">
        <h2 id={headingId}>{report.title}</h2>
        {report.filed_at ? (
          <span className="wllp-badge is-done">{WLLP_REPORT_TAB_NAMES.done}</span>
        ) : report.overdue ? (
          <span className="wllp-badge is-overdue">{WLLP_MESSAGES.overdue}</span>
        ) : (
          <span className="wllp-badge">{WLLP_REPORT_TAB_NAMES.due}</span>
        )}
      </div>
      <p className="muted">
        {WLLP_MESSAGES.dueSince} {formatDate(report.due_at)} · Kebutuhan {report.worker_count} orang
        {report.filed_at
          ? ` · ${WLLP_MESSAGES.totalHired} ${report.hired_portal + report.hired_other} orang`
          : ''}
      </p>
      <div>
        <button
          type="button"
          className={report.filed_at ? 'btn btn-outline btn-sm' : 'btn btn-primary btn-sm'}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {report.filed_at ? WLLP_MESSAGES.editAction : WLLP_MESSAGES.fileAction}
          <span className="sr-only">: {report.title}</span>
        </button>
      </div>
      {open ? <FillReportForm vacancyId={report.job_vacancy_id} onDone={() => setOpen(false)} /> : null}
    </li>
  );
}

export function CompanyWllp() {
  useDocumentTitle(paths.companyWllp.title);
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: WllpReportTab = (WLLP_REPORT_TABS as readonly string[]).includes(tabParam ?? '')
    ? (tabParam as WllpReportTab)
    : 'due';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useQuery(
    companyWllpQueryOptions({ tab, offset: (page - 1) * WLLP_PAGE_SIZE, limit: WLLP_PAGE_SIZE }),
  );
  const go = (next: { tab?: WllpReportTab; page?: number }) => {
    const p = new URLSearchParams();
    p.set('tab', next.tab ?? tab);
    if ((next.page ?? 1) > 1) p.set('page', String(next.page));
    setParams(p);
  };

  return (
    <section className="container page-section wllp-page" aria-labelledby="wllp-title">
      <header>
        <h1 id="wllp-title">{WLLP_MESSAGES.companyHeading}</h1>
        <p className="muted">{WLLP_MESSAGES.companyIntro}</p>
      </header>
      <QueryView
        query={query}
        failedTitle="Data wajib lapor gagal dimuat"
        failedLead="Periksa koneksi Anda lalu coba lagi."
        loadingText="Memuat..."
        loadingStatus
      >
        {(data) => (
          <>
            <ComplianceCards compliance={data.compliance} />
            <nav className="wllp-tabs" aria-label="Daftar laporan pengisian">
              {WLLP_REPORT_TABS.map((t) => (
                <button
                  key={t}
                  type="button"
                  className={t === tab ? 'btn btn-primary btn-sm' : 'btn btn-outline btn-sm'}
                  aria-pressed={t === tab}
                  onClick={() => go({ tab: t })}
                >
                  {WLLP_REPORT_TAB_NAMES[t]}
                </button>
              ))}
            </nav>
            {data.fill_reports.length === 0 ? (
              <p className="muted">{WLLP_MESSAGES.empty}</p>
            ) : (
              <ul className="wllp-list">
                {data.fill_reports.map((r) => (
                  <ReportItem key={r.job_vacancy_id} report={r} />
                ))}
              </ul>
            )}
            {data.total > WLLP_PAGE_SIZE ? (
              <nav className="wllp-tabs" aria-label="Halaman laporan">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={page <= 1}
                  onClick={() => go({ page: page - 1 })}
                >
                  Sebelumnya
                </button>
                <span>
                  Halaman {page} dari {Math.ceil(data.total / WLLP_PAGE_SIZE)}
                </span>
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={page * WLLP_PAGE_SIZE >= data.total}
                  onClick={() => go({ page: page + 1 })}
                >
                  Berikutnya
                </button>
              </nav>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
