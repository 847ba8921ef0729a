import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';

/*
 * The office's status change of a vacancy (issue 10 item 6). Invitations (private offers to one
 * seeker) and removed vacancies are not in the office's queue, so they are not found here either.
 */

const inOfficeQueue = (vacancyId: number) =>
  and(
    eq(jobVacancies.id, vacancyId),
    eq(jobVacancies.is_invitation, false),
    eq(jobVacancies.is_removed, false),
  );

/** The vacancy and its company's account, the vacancy row locked until the transaction ends. */
export async function lockVacancyForDecision(tx: Db, vacancyId: number) {
  const [row] = await tx
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      status: jobVacancies.status,
      company_user_id: companyDetails.user_id,
    })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(inOfficeQueue(vacancyId))
    .for('update', { of: jobVacancies })
    .limit(1);
  return row;
}

/** VERIFIED stamps who and when; REJECTED clears them (the decision history keeps both). */
export async function setVacancyStatus(
  tx: Db,
  vacancyId: number,
  change: { status: 'VERIFIED' | 'REJECTED'; note: string | null; decidedBy: number },
): Promise<void> {
  const verified = change.status === 'VERIFIED';
  await tx
    .update(jobVacancies)
    .set({
      status: change.status,
      status_note: change.note,
      verified_at: verified ? sql`now()` : null,
      verified_by: verified ? change.decidedBy : null,
      updated_at: sql`now()`,
    })
    .where(eq(jobVacancies.id, vacancyId));
}
