import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies, jobVacancyTrackers } from '../../db/schema/index.ts';
import { publicCompany, publicVacancy } from '../visibility.ts';

/** View counting (SPEC.md §4): one tracker per vacancy and client address. */

const trackerColumns = {
  id: jobVacancyTrackers.id,
  job_vacancy_id: jobVacancyTrackers.job_vacancy_id,
  ip_address: jobVacancyTrackers.ip_address,
};

/** Whether a guest may see this vacancy (the rule of visibility.ts). */
export async function isPublicVacancy(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(and(eq(jobVacancies.id, id), publicVacancy(), publicCompany()))
    .limit(1);
  return row !== undefined;
}

/**
 * Records the view and counts it, both or neither: the unique (job_vacancy_id, ip_address) index
 * decides, so concurrent first views from one address still count once. Returns the tracker, new or
 * the one already there.
 */
export async function recordView(db: Db, jobVacancyId: number, ipAddress: string, userId: number | null) {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(jobVacancyTrackers)
      .values({ job_vacancy_id: jobVacancyId, ip_address: ipAddress, user_id: userId })
      .onConflictDoNothing()
      .returning(trackerColumns);
    if (inserted) {
      await tx
        .update(jobVacancies)
        .set({ view_count: sql`${jobVacancies.view_count} + 1` })
        .where(eq(jobVacancies.id, jobVacancyId));
      return inserted;
    }
    const [existing] = await tx
      .select(trackerColumns)
      .from(jobVacancyTrackers)
      .where(
        and(
          eq(jobVacancyTrackers.job_vacancy_id, jobVacancyId),
          eq(jobVacancyTrackers.ip_address, ipAddress),
        ),
      )
      .limit(1);
    return existing!;
  });
}
