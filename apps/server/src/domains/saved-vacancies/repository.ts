import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobVacancies, savedVacancies, seekerDetails } from '../../db/schema/index.ts';
import { closedVacancy } from '../../lib/visibility.ts';

/** Rows of saved_vacancies (migration 0012); one per seeker and vacancy (unique index). */

/** Saves once: a second save finds the row the first made. */
export async function insertSaved(db: Db, seekerId: number, vacancyId: number): Promise<boolean> {
  const rows = await db
    .insert(savedVacancies)
    .values({ seeker_detail_id: seekerId, job_vacancy_id: vacancyId })
    .onConflictDoNothing()
    .returning({ id: savedVacancies.id });
  return rows.length > 0;
}

export async function deleteSaved(db: Db, seekerId: number, vacancyId: number): Promise<void> {
  await db
    .delete(savedVacancies)
    .where(and(eq(savedVacancies.seeker_detail_id, seekerId), eq(savedVacancies.job_vacancy_id, vacancyId)));
}

/** A page of one seeker's saved rows, newest saved first (the index saved_vacancies_seeker_idx). */
export async function pageOf(db: Db, seekerId: number, page: { offset: number; limit: number }) {
  return db
    .select({
      id: savedVacancies.id,
      job_vacancy_id: savedVacancies.job_vacancy_id,
      created_at: savedVacancies.created_at,
    })
    .from(savedVacancies)
    .where(eq(savedVacancies.seeker_detail_id, seekerId))
    .orderBy(desc(savedVacancies.created_at), desc(savedVacancies.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOf(db: Db, seekerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedVacancies)
    .where(eq(savedVacancies.seeker_detail_id, seekerId));
  return Number(row?.total ?? 0);
}

/** Which of these vacancies the seeker saved. */
export async function savedAmong(db: Db, seekerId: number, vacancyIds: number[]): Promise<number[]> {
  if (vacancyIds.length === 0) return [];
  const rows = await db
    .select({ id: savedVacancies.job_vacancy_id })
    .from(savedVacancies)
    .where(
      and(eq(savedVacancies.seeker_detail_id, seekerId), inArray(savedVacancies.job_vacancy_id, vacancyIds)),
    );
  return rows.map((r) => r.id);
}

/**
 * Marks the saved rows of closed vacancies not yet told (optionally of one vacancy) and returns who to
 * tell about which vacancy. One UPDATE … RETURNING: of two server processes sweeping at once, each row
 * is claimed by one, so each seeker hears once (closed_notified_at, docs/decisions/087).
 */
export async function claimClosed(db: Db, vacancyId?: number, batch = 500) {
  const candidates = db
    .select({ id: savedVacancies.id })
    .from(savedVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, savedVacancies.job_vacancy_id))
    .where(
      and(
        isNull(savedVacancies.closed_notified_at),
        closedVacancy(),
        vacancyId === undefined ? undefined : eq(savedVacancies.job_vacancy_id, vacancyId),
      ),
    )
    .limit(batch);
  return db
    .update(savedVacancies)
    .set({ closed_notified_at: sql`now()` })
    .from(seekerDetails)
    .where(
      and(
        inArray(savedVacancies.id, candidates),
        isNull(savedVacancies.closed_notified_at),
        eq(seekerDetails.id, savedVacancies.seeker_detail_id),
      ),
    )
    .returning({ user_id: seekerDetails.user_id, job_vacancy_id: savedVacancies.job_vacancy_id });
}

/** The titles of these vacancies, for the notification's text. */
export async function titlesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: jobVacancies.id, title: jobVacancies.title })
    .from(jobVacancies)
    .where(inArray(jobVacancies.id, ids));
  return new Map(rows.map((r) => [r.id, r.title]));
}
