import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies, jobVacancyTrackers } from '../../db/schema/index.ts';
import { recordViewOnce } from '../../lib/view-counter.ts';
import { publicCompany, publicVacancy } from '../../lib/visibility.ts';

/** View counting (docs/product.md §4): one tracker per vacancy and client address. */

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

/** Records the view and counts it, both or neither (lib/view-counter.ts). */
export async function recordView(db: Db, jobVacancyId: number, ipAddress: string, userId: number | null) {
  return recordViewOnce(db, {
    insert: async (tx) =>
      (
        await tx
          .insert(jobVacancyTrackers)
          .values({ job_vacancy_id: jobVacancyId, ip_address: ipAddress, user_id: userId })
          .onConflictDoNothing()
          .returning(trackerColumns)
      )[0],
    increment: (tx) =>
      tx
        .update(jobVacancies)
        .set({ view_count: sql`${jobVacancies.view_count} + 1` })
        .where(eq(jobVacancies.id, jobVacancyId)),
    existing: async (tx) =>
      (
        await tx
          .select(trackerColumns)
          .from(jobVacancyTrackers)
          .where(
            and(
              eq(jobVacancyTrackers.job_vacancy_id, jobVacancyId),
              eq(jobVacancyTrackers.ip_address, ipAddress),
            ),
          )
          .limit(1)
      )[0],
  });
}
