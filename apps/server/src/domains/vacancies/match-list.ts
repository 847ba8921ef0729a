import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobVacancies } from '../../db/schema/index.ts';
import {
  matchParts,
  seekerPlaceholders,
  seekerValues,
  vacancyColumns,
  type SeekerMatchFacts,
} from '../../lib/match.ts';
import { prepared } from '../../lib/prepared.ts';
import { listShape, listValues, listWhere, type Page, type VacancyListFilter } from './list-query.ts';

/**
 * A page of the public list ordered by one seeker's match (docs/decisions/107): every public row that
 * passes the filters (read through the public partial indexes) is scored, then the best first, the newest
 * first among equals. The seeker's facts are placeholders, so one plan serves every seeker.
 */
export async function matchPageIds(
  db: Db,
  filter: VacancyListFilter,
  seeker: SeekerMatchFacts,
  page: Page,
): Promise<{ id: number; score: number }[]> {
  const rows = await prepared(db, `vacancies:match:${listShape(filter)}`, () => {
    const score = matchParts(vacancyColumns('job_vacancies'), seekerPlaceholders()).score;
    return db
      .select({ id: jobVacancies.id, score: score.as('score') })
      .from(jobVacancies)
      .where(listWhere(filter))
      .orderBy(sql`score desc`, sql`${jobVacancies.created_at} desc`, sql`${jobVacancies.id} desc`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  }).execute({ ...listValues(filter, page), ...seekerValues(seeker) });
  return rows.map((r) => ({ id: Number(r.id), score: Number(r.score) }));
}
