import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { formatDate } from '@siloker/shared/format/index';
import {
  WLLP_MEASURES,
  WLLP_MESSAGES,
  WLLP_OVERDUE_COLUMNS,
  WLLP_SUMMARY_LABELS,
  WLLP_TABLES,
} from '@siloker/shared/schemas/wllp-constants';
import type { WllpGroupRow, WllpReportData } from '@siloker/shared/schemas/wllp';
import { QueryView } from '../../components/query-view.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { paths } from '../../config/paths.ts';
import { isApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { wllpExportUrl, wllpReportQueryOptions, type WllpPeriod } from './api.ts';
import './wllp.css';

/*
 * Laporan WLLP (/panel/laporan-wllp, office; docs/decisions/105-wllp.md): the period's vacancies
 * reported, openings and fills by business field, education, sex and kecamatan, and the companies whose
 * fill reports are overdue; each download carries the same tables (CSV, XLSX one sheet per table).
 */

const num = (n: number) => n.toLocaleString('id-ID');

function GroupTable({
  title,
  group,
  rows,
  id,
  withVacancies = true,
}: {
  title: string;
  group: string;
  rows: WllpGroupRow[];
  id: string;
  withVacancies?: boolean;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">Tidak ada data pada periode ini.</p>
      ) : (
        <div className="wllp-table-wrap">
          <table className="wllp-table">
            <thead>
              <tr>
                <th scope="col">{group}</th>
                {withVacancies ? (
                  <th scope="col" className="num">
                    {WLLP_MEASURES.job_vacancies}
                  </th>
                ) : null}
                <th scope="col" className="num">
                  {WLLP_MEASURES.openings}
                </th>
                <th scope="col" className="num">
                  {WLLP_MEASURES.hired}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  {withVacancies ? <td className="num">{num(r.job_vacancies)}</td> : null}
                  <td className="num">{num(r.openings)}</td>
                  <td className="num">{num(r.hired)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Report({ data }: { data: WllpReportData }) {
  const title = (key: string) => WLLP_TABLES.find((t) => t.key === key)!;
  const group = (key: string) => {
    const t = title(key);
    return 'group' in t ? t.group : '';
  };
  return (
    <>
      <p>
        <strong>{data.title}</strong>
      </p>
      <div className="wllp-downloads">
        <a className="btn btn-outline btn-sm" href={wllpExportUrl('csv', data)} download>
          {WLLP_MESSAGES.downloadCsv}
        </a>
        <a className="btn btn-primary btn-sm" href={wllpExportUrl('xlsx', data)} download>
          {WLLP_MESSAGES.downloadXlsx}
        </a>
      </div>
      <section aria-labelledby="wllp-summary">
        <h2 id="wllp-summary">{title('summary').title}</h2>
        <dl className="wllp-cards">
          {(Object.keys(WLLP_SUMMARY_LABELS) as (keyof typeof WLLP_SUMMARY_LABELS)[]).map((k) => (
            <div className="wllp-card" key={k}>
              <dt>{WLLP_SUMMARY_LABELS[k]}</dt>
              <dd>{num(data.summary[k])}</dd>
            </div>
          ))}
        </dl>
      </section>
      <GroupTable
        id="wllp-field"
        title={title('by_business_field').title}
        group={group('by_business_field')}
        rows={data.by_business_field}
      />
      <GroupTable
        id="wllp-education"
        title={title('by_education').title}
        group={group('by_education')}
        rows={data.by_education}
      />
      <GroupTable
        id="wllp-sex"
        title={title('by_sex').title}
        group={group('by_sex')}
        rows={data.by_sex}
        withVacancies={false}
      />
      <GroupTable
        id="wllp-district"
        title={title('by_district').title}
        group={group('by_district')}
        rows={data.by_district}
      />
      <section aria-labelledby="wllp-overdue">
        <h2 id="wllp-overdue">{title('overdue_companies').title}</h2>
        {data.overdue_companies.length === 0 ? (
          <p className="muted">{WLLP_MESSAGES.noOverdue}</p>
        ) : (
          <div className="wllp-table-wrap">
            <table className="wllp-table">
              <thead>
                <tr>
                  <th scope="col">{WLLP_OVERDUE_COLUMNS.name}</th>
                  <th scope="col" className="num">
                    {WLLP_OVERDUE_COLUMNS.overdue_reports}
                  </th>
                  <th scope="col">{WLLP_OVERDUE_COLUMNS.oldest_due_at}</th>
                </tr>
              </thead>
              <tbody>
                {data.overdue_companies.map((c) => (
                  <tr key={c.company_detail_id}>
                    <th scope="row">{c.name}</th>
                    <td className="num">{num(c.overdue_reports)}</td>
                    <td>{formatDate(c.oldest_due_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export function OfficeWllp() {
  useDocumentTitle(paths.officeWllp.title);
  const [params, setParams] = useSearchParams();
  const asked: WllpPeriod = { from: params.get('from') || undefined, to: params.get('to') || undefined };
  const query = useQuery(wllpReportQueryOptions(asked));
  const data = query.data;
  const [from, setFrom] = useState(asked.from ?? '');
  const [to, setTo] = useState(asked.to ?? '');
  const shownFrom = from || data?.from || '';
  const shownTo = to || data?.to || '';
  const refusal = isApiError(query.error)
    ? ((query.error.response.data?.data as { errors?: Record<string, string[]> } | null)?.errors?.to?.[0] ??
      query.error.message)
    : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (shownFrom) next.set('from', shownFrom);
    if (shownTo) next.set('to', shownTo);
    setParams(next);
  };

  return (
    <section className="container page-section wllp-page" aria-labelledby="wllp-office-title">
      <header>
        <h1 id="wllp-office-title">{WLLP_MESSAGES.officeHeading}</h1>
        <p className="muted">{WLLP_MESSAGES.officeIntro}</p>
      </header>
      <form className="wllp-period" onSubmit={submit} noValidate>
        <TextField
          id="wllp-from"
          label="Dari tanggal"
          type="date"
          value={shownFrom}
          onValueChange={setFrom}
          errorId="wllp-from-error"
        />
        <TextField
          id="wllp-to"
          label="Sampai tanggal"
          type="date"
          value={shownTo}
          onValueChange={setTo}
          errorId="wllp-to-error"
          error={refusal ?? undefined}
        />
        <button type="submit" className="btn btn-primary">
          {WLLP_MESSAGES.show}
        </button>
      </form>
      {refusal && !data ? null : (
        // A refused period is said under its field; the card is for a failure of the request itself.
        <QueryView
          query={query}
          failedTitle="Laporan gagal dimuat"
          failedLead="Periksa koneksi Anda lalu coba lagi."
          loadingText="Memuat laporan..."
          loadingStatus
        >
          {(report) => (
            <div className="wllp-page" aria-busy={query.isFetching}>
              <Report data={report} />
            </div>
          )}
        </QueryView>
      )}
    </section>
  );
}
