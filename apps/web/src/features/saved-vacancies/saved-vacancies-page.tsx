import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  SAVED_VACANCIES_PAGE_SIZE,
  SAVED_VACANCY_MESSAGES,
} from '@siloker/shared/schemas/saved-vacancies-constants';
import type { SavedVacancy } from '@siloker/shared/schemas/saved-vacancies';
import { ListResults } from '../../components/list/list-results.tsx';
import { useListParams } from '../../components/list/use-list-params.ts';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { VacancyCard } from '../vacancies/index.ts';
import { savedVacanciesQueryOptions } from './api.ts';
import { SaveVacancyButton } from './save-button.tsx';
import '../../components/list/list.css';
import './saved-vacancies.css';

/** Why a saved vacancy cannot be opened now: closed for good, or hidden while the office checks it. */
function noteOf(item: SavedVacancy) {
  if (item.is_open) return null;
  const closed = item.is_closed;
  return (
    <p className="saved-vacancy-note" data-state={closed ? 'closed' : 'hidden'} role="note">
      {closed ? SAVED_VACANCY_MESSAGES.closedNote : SAVED_VACANCY_MESSAGES.hiddenNote}
    </p>
  );
}

/**
 * SavedVacancies (/panel/lowongan-tersimpan, docs/decisions/087): the vacancies the seeker saved,
 * newest saved first, paged on the server; one that closed stays with a note and no link, until the
 * seeker removes it ("Tersimpan" again).
 */
export function SavedVacancies() {
  useDocumentTitle(paths.savedVacancies.title);
  const list = useListParams(SAVED_VACANCIES_PAGE_SIZE);
  const result = useQuery(savedVacanciesQueryOptions({ offset: list.query.offset, limit: list.query.limit }));

  return (
    <section className="container page-section" aria-labelledby="saved-vacancies-title">
      <header className="list-head">
        <h1 id="saved-vacancies-title">{paths.savedVacancies.title}</h1>
        <p className="muted">
          Lowongan yang Anda simpan untuk dilamar nanti, yang terakhir disimpan di atas.
        </p>
      </header>
      <ListResults
        result={result}
        list={list}
        defaultSize={SAVED_VACANCIES_PAGE_SIZE}
        noun="lowongan"
        errorText={MESSAGES.getDataError}
        filtered={false}
        emptyText={{
          filtered: SAVED_VACANCY_MESSAGES.empty,
          emptyPage: 'Tidak ada lowongan tersimpan pada halaman ini.',
          none: SAVED_VACANCY_MESSAGES.empty,
        }}
        gridClassName="vacancy-grid"
        renderItem={(item) => (
          <VacancyCard
            key={item.id}
            vacancy={item.job_vacancy}
            headingLevel={2}
            linked={item.is_open}
            note={noteOf(item)}
            action={
              <SaveVacancyButton
                vacancyId={item.job_vacancy.id}
                vacancyTitle={item.job_vacancy.title}
                saved
              />
            }
          />
        )}
      />
      {result.data?.total === 0 ? (
        <p>
          <Link to={paths.vacancies.path} className="btn btn-primary">
            Cari lowongan
          </Link>
        </p>
      ) : null}
    </section>
  );
}
