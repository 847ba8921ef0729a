import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@siloker/shared/constants';
import { MESSAGES } from '@siloker/shared/messages';
import { MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { ListResults, searchEmptyText } from '../../components/list/list-results.tsx';
import { ListSearch } from '../../components/list/list-search.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useSession } from '../../lib/session-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { masterListQueryOptions } from '../master/index.ts';
import { usersQueryOptions, type UsersParams } from './api.ts';
import { InviteLink } from '../invitations/index.ts';
import { CompanyMatchBadge } from '../matching/index.ts';
import { companyIdOf, companyVacanciesQueryOptions } from '../vacancies/index.ts';
import { SeekerCard } from './seeker-card.tsx';
import './seekers.css';

const FILTERS = ['education_id', 'match_vacancy_id'] as const;
/** The company's open vacancies, for ranking the directory by match (at most 100 are live at once in practice). */
const OPEN_VACANCIES = { tab: 'active', offset: 0, limit: 100 } as const;
const positiveId = (raw: string) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Cari Pencari Kerja (/panel/cari-pencari-kerja): a company or the office searches job seekers from
 * the panel through GET /users, five a page (docs/product.md §7, §9). A company sees only seekers who opted in,
 * with the directory's public fields; the server decides both.
 */
export function SeekerSearch() {
  useDocumentTitle(paths.seekerSearch.title);
  const { user, hasRoleCompany } = useSession();
  const list = useListParams(PAGE_SIZES.users, FILTERS);
  const educationId = list.filters.education_id ?? '';
  // Only a company ranks by match, and only against its own vacancies (docs/decisions/107).
  const matchVacancyId = hasRoleCompany ? (list.filters.match_vacancy_id ?? '') : '';
  const educations = useQuery(masterListQueryOptions('educations'));
  const vacancies = useQuery(
    companyVacanciesQueryOptions(hasRoleCompany ? companyIdOf(user) : null, OPEN_VACANCIES),
  );
  const query = useMemo<UsersParams>(() => {
    const education = positiveId(educationId);
    const vacancy = positiveId(matchVacancyId);
    return {
      offset: list.query.offset,
      limit: list.query.limit,
      ...(list.search ? { search: list.search } : {}),
      ...(education ? { education_id: education } : {}),
      ...(vacancy ? { match_vacancy_id: vacancy } : {}),
    };
  }, [list.query.offset, list.query.limit, list.search, educationId, matchVacancyId]);
  const seekers = useQuery(usersQueryOptions(user?.id ?? null, query));
  const filtered = Boolean(list.search || query.education_id);

  return (
    <section className="container page-section seekers-page" aria-labelledby="seeker-search-title">
      <header className="seekers-head">
        <h1 id="seeker-search-title">{paths.seekerSearch.title}</h1>
        <p className="muted">
          Temukan pencari kerja yang sesuai dengan kebutuhan Anda. Hanya pencari kerja yang bersedia profilnya
          ditampilkan yang muncul di sini.
        </p>
      </header>
      <div className="seekers-toolbar">
        <ListSearch
          key={list.search}
          id="users-search"
          label="Cari pencari kerja"
          placeholder="Cari nama, jabatan, atau kata kunci"
          initial={list.search}
          onSearch={(search) => list.update({ search })}
        />
        <div className="seekers-filter">
          <label htmlFor="users-education" className="form-label">
            Pendidikan terakhir
          </label>
          <select
            id="users-education"
            className="form-input"
            value={educationId}
            onChange={(e) => list.update({ filters: { education_id: e.target.value } })}
          >
            <option value="">Semua pendidikan</option>
            {(educations.data ?? []).map((education) => (
              <option key={education.id} value={String(education.id)}>
                {education.name}
              </option>
            ))}
          </select>
        </div>
        {hasRoleCompany ? (
          <div className="seekers-filter">
            <label htmlFor="users-match-vacancy" className="form-label">
              {MATCH_TEXTS.rankFor}
            </label>
            <select
              id="users-match-vacancy"
              className="form-input"
              value={matchVacancyId}
              onChange={(e) => list.update({ filters: { match_vacancy_id: e.target.value } })}
            >
              <option value="">{MATCH_TEXTS.noRank}</option>
              {(vacancies.data?.job_vacancies ?? []).map((vacancy) => (
                <option key={vacancy.id} value={String(vacancy.id)}>
                  {vacancy.title}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ListResults
        result={seekers}
        list={list}
        defaultSize={PAGE_SIZES.users}
        noun="pencari kerja"
        errorText={MESSAGES.fetchUsersError}
        filtered={filtered}
        clear={{
          label: 'Hapus filter',
          onClear: () => list.update({ search: '', filters: { education_id: '' } }),
        }}
        emptyText={searchEmptyText('pencari kerja', 'Belum ada pencari kerja yang bersedia ditampilkan.')}
        renderItem={(seeker) => (
          <SeekerCard
            key={seeker.id}
            seeker={seeker}
            skills={seeker.skills}
            badge={seeker.match === undefined ? null : <CompanyMatchBadge score={seeker.match} />}
            action={
              hasRoleCompany ? (
                <InviteLink slug={seeker.slug_name} name={seeker.name} className="btn btn-outline btn-sm" />
              ) : null
            }
          />
        )}
      />
    </section>
  );
}
