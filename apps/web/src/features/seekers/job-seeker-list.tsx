import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { Pagination } from '../../components/list/pagination.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { masterListQueryOptions } from '../master/api.ts';
import { seekersQueryOptions, type SeekerListParams } from './api.ts';
import { SeekerCard } from './seeker-card.tsx';
import './seekers.css';

const FILTERS = ['education_id'] as const;

/** The search box; its text resets whenever the address's search changes (the form is keyed on it). */
function SeekerSearch({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="seekers-search" role="search" onSubmit={submit}>
      <label htmlFor="seeker-search" className="sr-only">
        Cari pencari kerja
      </label>
      <input
        id="seeker-search"
        className="form-input"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Cari nama atau kata kunci"
        autoComplete="off"
      />
      <button type="submit" className="btn btn-primary">
        Cari
      </button>
    </form>
  );
}

function EducationFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const educations = useQuery(masterListQueryOptions('educations'));
  return (
    <div className="seekers-filter">
      <label htmlFor="seeker-education" className="form-label">
        Pendidikan terakhir
      </label>
      <select
        id="seeker-education"
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

function SkeletonCards({ count }: { count: number }) {
  return (
    <ul className="card-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="card">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line short" />
        </li>
      ))}
    </ul>
  );
}

/**
 * JobSeekerList (/pencari-kerja): the seekers who agreed to be listed (the API decides who), newest
 * first, filtered by education and searched by name or keyword (SPEC.md §2, §9).
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
        <SeekerSearch
          key={list.search}
          initial={list.search}
          onSearch={(search) => list.update({ search })}
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

      {seekers.isPending ? (
        <SkeletonCards count={3} />
      ) : seekers.isError ? (
        <div className="empty-state" role="alert">
          <p>{MESSAGES.getDataError}</p>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void seekers.refetch()}>
            Coba lagi
          </button>
        </div>
      ) : (
        <>
          {seekers.data.items.length === 0 ? (
            <div className="empty-state">
              <p>
                {filtered
                  ? 'Tidak ada pencari kerja yang cocok dengan pencarian Anda.'
                  : seekers.data.total > 0
                    ? 'Tidak ada pencari kerja pada halaman ini.'
                    : 'Belum ada pencari kerja yang ditampilkan.'}
              </p>
            </div>
          ) : (
            <ul className="card-grid" aria-busy={seekers.isPlaceholderData || undefined}>
              {seekers.data.items.map((seeker) => (
                <SeekerCard key={seeker.id} seeker={seeker} />
              ))}
            </ul>
          )}
          {seekers.data.total > 0 ? (
            <Pagination
              page={list.page}
              size={list.size}
              total={seekers.data.total}
              defaultSize={PAGE_SIZES.seekers}
              onPage={(page) => list.update({ page })}
              onSize={(size) => list.update({ size })}
              noun="pencari kerja"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
