import { and, eq, sql, type SQL } from 'drizzle-orm';
import { closedNow } from '../../lib/contact-access.ts';
import { decisionColumns, type VerificationChange } from '../../lib/verification.ts';
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

/**
 * A refusal takes the vacancy down, which starts its applicants' document window; a verification of a
 * published one puts it back up (docs/decisions/076).
 */
const closedAfter = (change: VerificationChange): SQL =>
  change.status === 'REJECTED'
    ? closedNow()
    : sql`case when ${jobVacancies.publication_status} = 'PUBLISHED' then null else ${jobVacancies.closed_at} end`;

/** `snapshot`: the verified version (VERIFIED only); without one the last verified version stays. */
export async function setVacancyStatus(
  tx: Db,
  vacancyId: number,
  change: VerificationChange,
  snapshot?: Record<string, string | null>,
): Promise<void> {
  await tx
    .update(jobVacancies)
    .set({
      ...decisionColumns(change),
      closed_at: closedAfter(change),
      ...(snapshot ? { verified_snapshot: snapshot } : {}),
    })
    .where(eq(jobVacancies.id, vacancyId));
}
