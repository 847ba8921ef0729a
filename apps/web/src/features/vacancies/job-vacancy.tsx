import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES, VACANCY_FILTER_LOADING_MS } from '@siloker/shared/constants';
import { formatThousands } from '@siloker/shared/format/index';
import { ListResults } from '../../components/list/list-results.tsx';
import { ListLoading } from '../../components/list/list-loading.tsx';
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
import { citiesQueryOptions, districtsQueryOptions, provincesQueryOptions } from '../locations/index.ts';
import { masterListQueryOptions } from '../master/index.ts';
import { SaveVacancyButton, savedIdsQueryOptions } from '../saved-vacancies/index.ts';
import { useSession } from '../../lib/session-context.tsx';
import { SaveSearchButton } from '../job-alerts/index.ts';
import { MATCH_SORT, MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { MatchBadge, matchedVacanciesQueryOptions } from '../matching/index.ts';
import { SalaryRangeFilter } from './salary-range-filter.tsx';
import { useSlowFetch } from './use-slow-fetch.ts';
import { VacancyCard, VacancyCardSkeleton } from './vacancy-card.tsx';
import '../../components/list/list.css';
import './vacancies.css';

/** Every filter the address keeps (docs/decisions/087 added education, city, kecamatan and salary). */
const FILTERS = [
  'job_type_id',
  'education_id',
  'province_code',
  'city_code',
  'district_code',
  'salary_min',
  'salary_max',
  'user_id',
  'sort',
] as const;
type FilterName = (typeof FILTERS)[number];
/** The filters the list sends to GET /job-vacancies as they are in the address. */
const SENT: readonly FilterName[] = FILTERS.filter((f) => f !== 'sort');
/** The search form the filters join (their `form` attribute): one GET form without JavaScript (docs/decisions/099). */
const FORM_ID = 'vacancy-list-form';

function FilterSelect({
  label,
  value,
  onChange,
  children,
  disabled = false,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="list-filter">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        form={FORM_ID}
        className="form-input"
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
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

  const { user, hasRoleSeeker } = useSession();
  // Newest first unless the visitor picks an order, with a search too; relevance needs a search.
  const defaultSort: VacancySort = 'newest';
  // "Paling cocok": a signed-in seeker's match, sorted on the server (docs/decisions/107).
  const byMatch = hasRoleSeeker && filters.sort === MATCH_SORT;
  const sort: VacancySort | typeof MATCH_SORT = byMatch
    ? MATCH_SORT
    : filters.sort && isVacancySort(filters.sort) && (filters.sort !== 'relevance' || list.search)
      ? filters.sort
      : defaultSort;
  const { order_by, sort_by } = VACANCY_SORTS[sort === MATCH_SORT ? defaultSort : sort];
  const params: VacancyListParams = {
    offset: list.query.offset,
    limit: list.query.limit,
    ...(list.search ? { search: list.search } : {}),
    ...Object.fromEntries(SENT.flatMap((name) => (filters[name] ? [[name, filters[name]]] : []))),
    order_by,
    sort_by,
  };

  const plain = useQuery({ ...vacanciesQueryOptions(params), enabled: !byMatch });
  const matched = useQuery(matchedVacanciesQueryOptions(params, { enabled: byMatch }));
  const vacancies = byMatch ? matched : plain;
  const scoreOf = new Map(
    byMatch ? (matched.data?.items ?? []).map((v, i) => [v.id, matched.data?.scores[i] ?? 0]) : [],
  );
  const jobTypes = useQuery(masterListQueryOptions('job_types'));
  const educations = useQuery(masterListQueryOptions('educations'));
  const provinces = useQuery(provincesQueryOptions());
  const cities = useQuery(citiesQueryOptions(filters.province_code ?? ''));
  const districts = useQuery(districtsQueryOptions(filters.city_code ?? ''));

  // docs/product.md §9 "vacancy filter loading indicator 3 s": see useSlowFetch.
  const refreshing = vacancies.isFetching && vacancies.isPlaceholderData;
  const slow = useSlowFetch(refreshing, VACANCY_FILTER_LOADING_MS);
  const busy = vacancies.isPending || refreshing;

  const total = vacancies.data?.total ?? 0;
  const items = vacancies.data?.items ?? [];
  const filtered = Boolean(list.search || SENT.some((name) => filters[name]));
  // Phones fold the filters away: the toggle tells how many are in use (a salary range counts once).
  const activeFilters = [
    filters.job_type_id,
    filters.education_id,
    filters.province_code,
    filters.city_code,
    filters.district_code,
    filters.salary_min || filters.salary_max,
    filters.sort,
  ].filter(Boolean).length;
  const companyName = filters.user_id ? items[0]?.company.name : undefined;
  const setFilter = (name: FilterName, value: string) => list.update({ filters: { [name]: value } });
  // A region below the one changed no longer fits it: it is cleared with it.
  const setRegion = (name: 'province_code' | 'city_code' | 'district_code', value: string) =>
    list.update({
      filters:
        name === 'province_code'
          ? { province_code: value, city_code: '', district_code: '' }
          : name === 'city_code'
            ? { city_code: value, district_code: '' }
            : { district_code: value },
    });
  const clearAll = () =>
    list.update({ search: '', filters: Object.fromEntries(FILTERS.map((name) => [name, ''])) });

  // Which cards of this page the seeker saved: one question for the page (docs/decisions/087).
  const saved = useQuery(
    savedIdsQueryOptions(
      items.map((v) => v.id),
      hasRoleSeeker,
    ),
  );

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
          formId={FORM_ID}
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
            name="job_type_id"
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
            label="Pendidikan minimal"
            name="education_id"
            value={filters.education_id ?? ''}
            onChange={(v) => setFilter('education_id', v)}
          >
            <option value="">Semua pendidikan</option>
            {(educations.data ?? []).map((e) => (
              <option key={e.id} value={String(e.id)}>
                {e.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Provinsi"
            name="province_code"
            value={filters.province_code ?? ''}
            onChange={(v) => setRegion('province_code', v)}
          >
            <option value="">Semua provinsi</option>
            {(provinces.data ?? []).map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Kabupaten/Kota"
            name="city_code"
            value={filters.city_code ?? ''}
            disabled={!filters.province_code}
            onChange={(v) => setRegion('city_code', v)}
          >
            <option value="">
              {filters.province_code ? 'Semua kabupaten/kota' : 'Pilih provinsi dahulu'}
            </option>
            {(cities.data ?? []).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Kecamatan"
            name="district_code"
            value={filters.district_code ?? ''}
            disabled={!filters.city_code}
            onChange={(v) => setRegion('district_code', v)}
          >
            <option value="">{filters.city_code ? 'Semua kecamatan' : 'Pilih kabupaten/kota dahulu'}</option>
            {(districts.data ?? []).map((d) => (
              <option key={d.code} value={d.code}>
                {d.name}
              </option>
            ))}
          </FilterSelect>
          <SalaryRangeFilter
            key={`${filters.salary_min ?? ''}-${filters.salary_max ?? ''}`}
            min={filters.salary_min ?? ''}
            max={filters.salary_max ?? ''}
            onApply={(range) => list.update({ filters: range })}
            keep={{
              ...(list.search ? { search: list.search } : {}),
              ...Object.fromEntries(
                FILTERS.flatMap((name) =>
                  filters[name] && name !== 'salary_min' && name !== 'salary_max'
                    ? [[name, filters[name]]]
                    : [],
                ),
              ),
            }}
          />
          <FilterSelect
            label="Urutkan"
            name="sort"
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
            {hasRoleSeeker ? <option value={MATCH_SORT}>{MATCH_TEXTS.sortLabel}</option> : null}
          </FilterSelect>
          {/* Without JavaScript the choices above are sent together (styles/no-script.css). */}
          <button type="submit" form={FORM_ID} className="btn btn-primary no-script-only">
            Terapkan filter
          </button>
        </div>
      </div>

      <SaveSearchButton filters={{ ...filters, search: list.search }} />

      {filters.user_id ? (
        <div className="list-scope">
          <p>
            Lowongan dari <strong>{companyName ?? 'satu perusahaan'}</strong>
          </p>
          {/* The company stays chosen when the search form is sent without JavaScript. */}
          <input type="hidden" name="user_id" form={FORM_ID} value={filters.user_id} />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setFilter('user_id', '')}>
            Tampilkan semua lowongan
          </button>
        </div>
      ) : null}

      <ListLoading busy={busy} text="Memuat lowongan…" />

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
        renderItem={(vacancy) => (
          <VacancyCard
            key={vacancy.id}
            vacancy={vacancy}
            headingLevel={2}
            note={scoreOf.has(vacancy.id) ? <MatchBadge score={scoreOf.get(vacancy.id)!} /> : undefined}
            action={
              hasRoleSeeker || !user ? (
                <SaveVacancyButton
                  vacancyId={vacancy.id}
                  vacancyTitle={vacancy.title}
                  saved={saved.data?.has(vacancy.id) ?? false}
                />
              ) : null
            }
          />
        )}
        slow={slow}
        skeletons={Math.min(list.size, 6)}
        gridClassName="vacancy-grid"
        skeletonCard={{ content: <VacancyCardSkeleton /> }}
      />
    </section>
  );
}
