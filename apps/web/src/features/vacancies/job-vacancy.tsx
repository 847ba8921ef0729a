import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, VACANCY_FILTER_LOADING_MS } from '@siloker/shared/constants';
import { formatThousands } from '@siloker/shared/format/index';
import { ListResults } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  isVacancySort,
  vacanciesQueryOptions,
  VACANCY_SORTS,
  type VacancyListParams,
  type VacancySort,
} from './api.ts';
import { provincesQueryOptions } from '../locations/index.ts';
import { masterListQueryOptions } from '../master/index.ts';
import { useSlowFetch } from './use-slow-fetch.ts';
import { VacancyCard, VacancyCardSkeleton } from './vacancy-card.tsx';
import '../../components/list/list.css';
import './vacancies.css';

const FILTERS = ['job_type_id', 'province_code', 'user_id', 'sort'] as const;

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className="form-input" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** JobVacancy (/lowongan-kerja): the public vacancy list with search, filters, sort and paging. */
export function JobVacancy() {
  useDocumentTitle(paths.vacancies.title);
  const list = useListParams(PAGE_SIZES.vacancies, FILTERS);
  const { filters } = list;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filterPanelId = useId();

  // Newest first unless the visitor picks an order, with a search too; relevance needs a search.
  const defaultSort: VacancySort = 'newest';
  const sort: VacancySort =
    filters.sort && isVacancySort(filters.sort) && (filters.sort !== 'relevance' || list.search)
      ? filters.sort
      : defaultSort;
  const { order_by, sort_by } = VACANCY_SORTS[sort];
  const params: VacancyListParams = {
    offset: list.query.offset,
    limit: list.query.limit,
    ...(list.search ? { search: list.search } : {}),
    ...(filters.job_type_id ? { job_type_id: filters.job_type_id } : {}),
    ...(filters.province_code ? { province_code: filters.province_code } : {}),
    ...(filters.user_id ? { user_id: filters.user_id } : {}),
    order_by,
    sort_by,
  };

  const vacancies = useQuery(vacanciesQueryOptions(params));
  const jobTypes = useQuery(masterListQueryOptions('job_types'));
  const provinces = useQuery(provincesQueryOptions());

  // docs/product.md §9 "vacancy filter loading indicator 3 s": see useSlowFetch.
  const refreshing = vacancies.isFetching && vacancies.isPlaceholderData;
  const slow = useSlowFetch(refreshing, VACANCY_FILTER_LOADING_MS);
  const busy = vacancies.isPending || refreshing;

  const total = vacancies.data?.total ?? 0;
  const items = vacancies.data?.items ?? [];
  const filtered = Boolean(list.search || filters.job_type_id || filters.province_code || filters.user_id);
  // Phones fold the filters away: the toggle tells how many are in use.
  const activeFilters = [filters.job_type_id, filters.province_code, filters.sort].filter(Boolean).length;
  const companyName = filters.user_id ? items[0]?.company.name : undefined;
  const setFilter = (name: (typeof FILTERS)[number], value: string) =>
    list.update({ filters: { [name]: value } });
  const clearAll = () =>
    list.update({ search: '', filters: { job_type_id: '', province_code: '', user_id: '', sort: '' } });

  return (
    <section className="container page-section vacancy-list-page">
      <div className="list-head">
        <h1>Lowongan Pekerjaan</h1>
        <p className="muted" data-testid="vacancy-total">
          {vacancies.data ? `${formatThousands(total) || '0'} lowongan ditemukan` : '\u00a0'}
        </p>
      </div>

      <div className="list-toolbar">
        <ListSearch
          key={list.search}
          id="vacancy-search"
          label="Cari lowongan"
          placeholder="Cari posisi, perusahaan, atau kata kunci"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
        <button
          type="button"
          className="btn btn-outline list-filter-toggle"
          aria-expanded={filtersOpen}
          aria-controls={filterPanelId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          Filter dan urutan{activeFilters ? ` (${activeFilters})` : ''}
        </button>
        <div id={filterPanelId} className="list-filters" data-open={filtersOpen}>
          <FilterSelect
            label="Jenis pekerjaan"
            value={filters.job_type_id ?? ''}
            onChange={(v) => setFilter('job_type_id', v)}
          >
            <option value="">Semua jenis</option>
            {(jobTypes.data ?? []).map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Provinsi"
            value={filters.province_code ?? ''}
            onChange={(v) => setFilter('province_code', v)}
          >
            <option value="">Semua provinsi</option>
            {(provinces.data ?? []).map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Urutkan"
            value={sort}
            onChange={(v) => setFilter('sort', v === defaultSort ? '' : v)}
          >
            {(Object.keys(VACANCY_SORTS) as VacancySort[])
              .filter((key) => key !== 'relevance' || list.search)
              .map((key) => (
                <option key={key} value={key}>
                  {VACANCY_SORTS[key].label}
                </option>
              ))}
          </FilterSelect>
        </div>
      </div>

      {filters.user_id ? (
        <div className="list-scope">
          <p>
            Lowongan dari <strong>{companyName ?? 'satu perusahaan'}</strong>
          </p>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFilter('user_id', '')}>
            Tampilkan semua lowongan
          </button>
        </div>
      ) : null}

      <div className="list-status" role="status" aria-live="polite">
        {busy ? (
          <span className="list-loading">
            <span className="spinner spinner-sm" aria-hidden="true" />
            Memuat lowongan…
          </span>
        ) : null}
      </div>

      <ListResults
        result={vacancies}
        list={list}
        defaultSize={PAGE_SIZES.vacancies}
        noun="lowongan"
        errorText="Lowongan belum dapat dimuat. Silakan coba lagi nanti."
        filtered={filtered}
        emptyText={{
          filtered: 'Tidak ada lowongan yang cocok dengan pencarian atau filter Anda.',
          emptyPage: 'Tidak ada lowongan pada halaman ini.',
          none: 'Belum ada lowongan yang dibuka saat ini.',
        }}
        clear={{ label: 'Hapus pencarian dan filter', onClear: clearAll }}
        renderItem={(vacancy) => <VacancyCard key={vacancy.id} vacancy={vacancy} headingLevel={2} />}
        slow={slow}
        skeletons={Math.min(list.size, 6)}
        gridClassName="vacancy-grid"
        skeletonCard={{ content: <VacancyCardSkeleton /> }}
      />
    </section>
  );
}
