import type {
  SeekerDetailData,
  SeekerListData,
  SeekerListQuery,
  UsersData,
  UsersQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { toSeekerPublic, toSeekerSummary, toUserSeeker } from './mapper.ts';
import * as repo from './repository.ts';
import { ownVacancyFacts } from '../matching/index.ts';

export const SEEKER_NOT_FOUND = 'Pencari kerja tidak ditemukan.';

export async function listSeekers(db: Db, q: SeekerListQuery): Promise<SeekerListData> {
  const { rows, total } = await repo.listSeekerCards(
    db,
    { scope: 'public', search: q.search, education_id: q.education_id },
    q.sort_by,
    { offset: q.offset, limit: q.limit },
  );
  return { seekers: rows.map(toSeekerSummary), total };
}

/**
 * GET /users: the panel's seeker search. A company sees only the seekers who opted in to the public
 * directory (UU PDP: no one is shown to employers without agreeing to it); the office sees every seeker.
 * Both get the directory's public fields plus skill names, never contact or identity data, and neither
 * sees a deleted account.
 */
export async function listUsers(db: Db, viewer: AuthContext, q: UsersQuery): Promise<UsersData> {
  if (viewer.role_name !== 'company' && viewer.role_name !== 'admin') throw forbidden();
  const filter = {
    scope: viewer.role_name === 'admin' ? ('office' as const) : ('public' as const),
    search: q.search,
    education_id: q.education_id,
    position_id: q.position_id,
    city_code: q.city_code,
  };
  const page = { offset: q.offset, limit: q.limit };
  // A company ranks the opted-in seekers by their match to one of its own vacancies (docs/decisions/107).
  const ranked =
    q.match_vacancy_id === undefined
      ? null
      : await repo.matchRankedCards(db, filter, await ownVacancyFacts(db, viewer, q.match_vacancy_id), page);
  const { rows, total } = ranked ?? (await repo.listSeekerCards(db, filter, q.sort_by, page));
  const skills = await repo.skillNames(
    db,
    rows.map((r) => r.id),
  );
  return {
    seekers: rows.map((r) => {
      const card = toUserSeeker(r, skills.get(r.id) ?? []);
      return ranked ? { ...card, match: ranked.scores.get(r.id) ?? 0 } : card;
    }),
    total_data: total,
  };
}

/** Only seekers who opted in have a public page; others are indistinguishable from unknown slugs. */
export async function getSeekerBySlug(db: Db, slug: string): Promise<SeekerDetailData> {
  const row = await repo.findPublicSeekerBySlug(db, slug);
  if (!row) throw notFound(SEEKER_NOT_FOUND);
  const entries = await repo.findSeekerEntries(db, row.id);
  return { seeker: toSeekerPublic(row, entries) };
}
