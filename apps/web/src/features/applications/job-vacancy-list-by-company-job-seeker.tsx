import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { COMPANY_APPLICANT_TABS } from '@siloker/shared/schemas/applications-constants';
import type { ApplicantListQuery } from '@siloker/shared/schemas/applications';
import { MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { LoadFailedCard, StatusCard } from '../../components/status-card.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  vacancyApplicantCountsQueryOptions,
  vacancyApplicantsQueryOptions,
  type ApplicantFilters,
} from './api.ts';
import { ApplicantCard } from './applicant-card.tsx';
import { BulkBar, BulkMoveDialog, type Selection } from './bulk-move.tsx';
import type { BulkMoveTarget } from '@siloker/shared/schemas/employer-desk-constants';
import './bulk-move.css';
import { APPLICANT_FILTER_NAMES, ApplicantFilterForm } from './applicant-filters.tsx';
import { useApplicantVacancy } from './use-applicant-vacancy.ts';
import '../../components/applications.css';

type ApplicantOrder = ApplicantListQuery['order_by'];
type TabKey = (typeof COMPANY_APPLICANT_TABS)[number]['key'];
const tabOf = (raw: string | undefined) =>
  COMPANY_APPLICANT_TABS.find((t) => t.key === raw) ?? COMPANY_APPLICANT_TABS[0];

const EMPTY: Record<TabKey, string> = {
  applicants: 'Belum ada pelamar baru untuk lowongan ini.',
  calls: 'Belum ada pelamar yang dipanggil.',
  passed: 'Belum ada pelamar yang lolos.',
  accepted: 'Belum ada pelamar yang diterima.',
};

/**
 * Pelamar Lowongan Kerja (/panel/data-lowongan-kerja/:title_slug/pencari-kerja): one vacancy's
 * applicants in the four tabs of docs/product.md §2, filtered on the server (§5), five a page, each with the
 * legal stage moves (§4).
 */
export function JobVacancyListByCompanyJobSeeker() {
  useDocumentTitle(paths.companyVacancyApplicants.title);
  const { title_slug: titleSlug = '' } = useParams();
  const vacancy = useApplicantVacancy(titleSlug);

  if (vacancy.isPending) {
    return (
      <section className="container page-section app-page" aria-busy="true">
        <p className="muted">Memuat lowongan…</p>
      </section>
    );
  }
  if (vacancy.isError) {
    return (
      <section className="container page-section">
        <LoadFailedCard
          title="Lowongan gagal dimuat"
          lead={MESSAGES.getDataError}
          onRetry={() => vacancy.refetch()}
        />
      </section>
    );
  }
  if (!vacancy.data) {
    return (
      <section className="container page-section">
        <StatusCard
          code="404"
          title="Lowongan tidak ditemukan"
          lead="Lowongan ini tidak ada di antara lowongan perusahaan Anda."
          actions={
            <Link to={paths.companyVacancies.path} className="btn btn-primary">
              Kembali ke Data Lowongan Kerja
            </Link>
          }
        />
      </section>
    );
  }
  return <Applicants vacancyId={vacancy.data.id} title={vacancy.data.title} />;
}

function Applicants({ vacancyId, title }: { vacancyId: number; title: string }) {
  const list = useListParams(PAGE_SIZES.applicants, ['tab', 'order_by', ...APPLICANT_FILTER_NAMES]);
  const tab = tabOf(list.filters.tab);
  // The order is not a filter: it changes neither the counts, the bulk selection nor "all matching".
  const order: ApplicantOrder = list.filters.order_by === 'match' ? 'match' : 'applied_at';
  const filters = useMemo<ApplicantFilters>(() => {
    const { tab: _tab, order_by: _order, ...rest } = list.filters;
    return { ...rest, ...(list.search ? { search: list.search } : {}) };
  }, [list.filters, list.search]);
  const applicants = useQuery(
    vacancyApplicantsQueryOptions(vacancyId, tab.status, {
      ...filters,
      ...(order === 'match' ? { order_by: order } : {}),
      offset: list.query.offset,
      limit: list.query.limit,
    }),
  );
  const counts = useQuery(vacancyApplicantCountsQueryOptions(vacancyId, filters));
  // The bulk selection belongs to one tab and one filter set: it is dropped when either changes.
  const [selection, setSelection] = useState<Selection>({ ids: new Set(), allMatching: false });
  const [moving, setMoving] = useState<BulkMoveTarget | null>(null);
  const selectionKey = `${tab.status}|${JSON.stringify(filters)}`;
  useEffect(() => setSelection({ ids: new Set(), allMatching: false }), [selectionKey]);
  const pageIds = applicants.data?.items.map((a) => a.seeker.id) ?? [];
  const total = applicants.data?.total ?? 0;
  const pick = (seekerId: number, on: boolean) =>
    setSelection((s) => {
      // Unpicking one of "all matching" keeps the rest of this page picked.
      const ids = new Set(s.allMatching ? pageIds : s.ids);
      if (on) ids.add(seekerId);
      else ids.delete(seekerId);
      return { ids, allMatching: false };
    });
  const filtered = Object.keys(filters).length > 0;
  const clearAll = () =>
    list.update({
      search: '',
      filters: Object.fromEntries(APPLICANT_FILTER_NAMES.map((n) => [n, ''])),
    });

  return (
    <section className="container page-section app-page" aria-labelledby="applicants-title">
      <header className="app-head">
        <p className="app-back">
          <Link to={paths.companyVacancies.path}>← {paths.companyVacancies.title}</Link>
        </p>
        <h1 id="applicants-title">{title}</h1>
        <p className="muted">Pelamar lowongan ini menurut tahapnya. Filter berlaku di semua halaman.</p>
      </header>
      <div className="tabs app-tabs" role="group" aria-label="Tahap pelamar">
        {COMPANY_APPLICANT_TABS.map((t) => {
          const count = counts.data?.[t.status];
          return (
            <button
              key={t.key}
              type="button"
              className={`tab${tab.key === t.key ? ' active' : ''}`}
              aria-pressed={tab.key === t.key}
              onClick={() => list.update({ filters: { tab: t.key === 'applicants' ? '' : t.key } })}
            >
              {t.label}
              {count === undefined ? null : ` (${count})`}
            </button>
          );
        })}
      </div>
      <ApplicantFilterForm
        key={JSON.stringify(filters)}
        applied={filters}
        onApply={({ search, ...rest }) => list.update({ search, filters: rest })}
      />
      <div className="app-order">
        <label htmlFor="applicant-order" className="form-label">
          {MATCH_TEXTS.sortControl}
        </label>
        <select
          id="applicant-order"
          className="form-input"
          value={order}
          onChange={(e) => list.update({ filters: { order_by: e.target.value === 'match' ? 'match' : '' } })}
        >
          <option value="applied_at">{MATCH_TEXTS.newest}</option>
          <option value="match">{MATCH_TEXTS.sortLabel}</option>
        </select>
      </div>
      <BulkBar
        stage={tab.status}
        pageIds={pageIds}
        total={total}
        selection={selection}
        onChange={setSelection}
        onMove={setMoving}
      />
      {moving ? (
        <BulkMoveDialog
          vacancyId={vacancyId}
          stage={tab.status}
          to={moving}
          count={selection.allMatching ? total : selection.ids.size}
          selection={selection}
          filters={filters}
          onClose={() => {
            setMoving(null);
            setSelection({ ids: new Set(), allMatching: false });
          }}
        />
      ) : null}
      <ListResults
        result={applicants}
        list={list}
        defaultSize={PAGE_SIZES.applicants}
        noun="pelamar"
        errorText={MESSAGES.getDataError}
        filtered={filtered}
        clear={{ label: 'Hapus filter', onClear: clearAll }}
        emptyText={{
          filtered: 'Tidak ada pelamar yang cocok dengan filter Anda.',
          emptyPage: 'Tidak ada pelamar pada halaman ini.',
          none: EMPTY[tab.key],
        }}
        gridClassName="app-list"
        renderItem={(applicant) => (
          <ApplicantCard
            key={applicant.id}
            vacancyId={vacancyId}
            applicant={applicant}
            picked={selection.allMatching || selection.ids.has(applicant.seeker.id)}
            onPick={(on) => pick(applicant.seeker.id, on)}
          />
        )}
      />
    </section>
  );
}
