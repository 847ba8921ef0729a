import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { masterListQueryOptions } from '../master/index.ts';
import { seekersQueryOptions, type SeekerListParams } from './api.ts';
import { SeekerCard } from './seeker-card.tsx';
import './seekers.css';

const FILTERS = ['education_id'] as const;
/** The search form the education filter joins: one GET form without JavaScript (docs/decisions/099). */
const SEEKER_FORM_ID = 'seeker-list-form';

function EducationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const educations = useQuery(masterListQueryOptions('educations'));
  return (
    <div className="seekers-filter">
      <label htmlFor="seeker-education" className="form-label">
        Pendidikan terakhir
      </label>
      <select
        id="seeker-education"
        name="education_id"
        form={SEEKER_FORM_ID}
        className="form-input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-busy={educations.isPending || undefined}
      >
        <option value="">Semua pendidikan</option>
        {(educations.data ?? []).map((education) => (
          <option key={education.id} value={String(education.id)}>
            {education.name}
          </option>
        ))}
        {/* A filter from the address stays selectable while (or if) the levels cannot be loaded. */}
        {value && !educations.data?.some((e) => String(e.id) === value) ? (
          <option value={value}>Pendidikan terpilih</option>
        ) : null}
      </select>
    </div>
  );
}

/**
 * JobSeekerList (/pencari-kerja): the seekers who agreed to be listed (the API decides who), newest
 * first, filtered by education and searched by name or keyword (docs/product.md §2, §9).
 */
export function JobSeekerList() {
  useDocumentTitle(paths.seekers.title);
  const list = useListParams(PAGE_SIZES.seekers, FILTERS);
  const educationId = list.filters.education_id ?? '';
  const query = useMemo<SeekerListParams>(() => {
    const id = Number(educationId);
    return {
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
      // A malformed id in the address is ignored rather than sent (the API would refuse it).
      ...(Number.isInteger(id) && id > 0 ? { education_id: id } : {}),
    };
  }, [list.query.offset, list.query.limit, list.search, educationId]);
  const seekers = useQuery(seekersQueryOptions(query));
  const filtered = Boolean(list.search || query.education_id);

  return (
    <section className="container page-section seekers-page" aria-labelledby="seekers-title">
      <header className="seekers-head">
        <h1 id="seekers-title">Pencari Kerja</h1>
        <p className="muted">Pencari kerja yang bersedia profilnya ditampilkan untuk perusahaan.</p>
      </header>
      <div className="seekers-toolbar">
        <ListSearch
          key={list.search}
          id="seeker-search"
          label="Cari pencari kerja"
          placeholder="Cari nama atau kata kunci"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
          formId={SEEKER_FORM_ID}
        />
        <EducationFilter
          value={educationId}
          onChange={(value) => list.update({ filters: { education_id: value } })}
        />
      </div>
      {filtered ? (
        <p className="seekers-filter-note">
          {list.search ? (
            <span>
              Hasil pencarian untuk <strong>“{list.search}”</strong>
            </span>
          ) : null}
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => list.update({ search: '', filters: { education_id: '' } })}
          >
            Hapus filter
          </button>
        </p>
      ) : null}

      <ListResults
        result={seekers}
        list={list}
        defaultSize={PAGE_SIZES.seekers}
        noun="pencari kerja"
        errorText={MESSAGES.getDataError}
        filtered={filtered}
        emptyText={searchEmptyText('pencari kerja', 'Belum ada pencari kerja yang ditampilkan.')}
        renderItem={(seeker) => <SeekerCard key={seeker.id} seeker={seeker} />}
      />
    </section>
  );
}
