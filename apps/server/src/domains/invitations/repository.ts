import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { InvitationAnswer } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  applicationStatusHistories,
  companyDetails,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  users,
} from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-names.ts';
import { publicSeeker } from '../../lib/visibility.ts';

/*
 * Invitations: seeker_job_vacancies rows with is_invitation = true. Reads name their owner in the
 * WHERE clause (the company's own vacancies, or the seeker's own profile id), taken from the session.
 */

/** A seeker who may be invited: opted into the directory, account not deleted. */
export async function findInvitableSeeker(db: Db, seekerId: number) {
  const [row] = await db
    .select({
      id: seekerDetails.id,
      user_id: seekerDetails.user_id,
    })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(and(eq(seekerDetails.id, seekerId), publicSeeker(), sql`${users.deleted_at} is null`))
    .limit(1);
  return row;
}

/** The INVITED row and its first history row (null → INVITED, the company's message as its note). */
export async function insertInvitation(
  tx: Db,
  i: { vacancyId: number; seekerId: number; userId: number; message: string | null },
): Promise<{ id: number }> {
  const [row] = await tx
    .insert(seekerJobVacancies)
    .values({
      job_vacancy_id: i.vacancyId,
      seeker_detail_id: i.seekerId,
      status: 'INVITED',
      is_invitation: true,
    })
    .returning({ id: seekerJobVacancies.id });
  await tx.insert(applicationStatusHistories).values({
    seeker_job_vacancy_id: row!.id,
    from_status: null,
    to_status: 'INVITED',
    changed_by: i.userId,
    note: i.message,
  });
  return row!;
}

/** The invitation, row-locked until the transaction ends, so two answers run one after another. */
export async function lockInvitation(tx: Db, invitationId: number) {
  const [row] = await tx
    .select({
      id: seekerJobVacancies.id,
      job_vacancy_id: seekerJobVacancies.job_vacancy_id,
      seeker_detail_id: seekerJobVacancies.seeker_detail_id,
      status: seekerJobVacancies.status,
    })
    .from(seekerJobVacancies)
    .where(and(eq(seekerJobVacancies.id, invitationId), eq(seekerJobVacancies.is_invitation, true)))
    .for('update')
    .limit(1);
  return row;
}

/** Accepting: the row goes to APPLIED now, the history records it and the vacancy counts it once. */
export async function acceptInvitation(
  tx: Db,
  a: { id: number; vacancyId: number; userId: number },
): Promise<number> {
  await tx
    .update(seekerJobVacancies)
    .set({ status: 'APPLIED', applied_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(seekerJobVacancies.id, a.id));
  await tx.insert(applicationStatusHistories).values({
    seeker_job_vacancy_id: a.id,
    from_status: 'INVITED',
    to_status: 'APPLIED',
    changed_by: a.userId,
  });
  const [vacancy] = await tx
    .update(jobVacancies)
    .set({ applicant_count: sql`${jobVacancies.applicant_count} + 1` })
    .where(eq(jobVacancies.id, a.vacancyId))
    .returning({ applicant_count: jobVacancies.applicant_count });
  return vacancy!.applicant_count;
}

/** Declining: the row goes to REJECTED (final) and the history says the seeker declined. */
export async function declineInvitation(tx: Db, d: { id: number; userId: number; note: string }) {
  await tx
    .update(seekerJobVacancies)
    .set({ status: 'REJECTED', updated_at: sql`now()` })
    .where(eq(seekerJobVacancies.id, d.id));
  await tx.insert(applicationStatusHistories).values({
    seeker_job_vacancy_id: d.id,
    from_status: 'INVITED',
    to_status: 'REJECTED',
    changed_by: d.userId,
    note: d.note,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Lists: the seeker's own invitations, or those a company sent to its own vacancies

/** Whose invitations: the seeker's own profile, or the company's own vacancies. */
export type InvitationOwner = { seekerId: number } | { companyId: number };

const historyOfRow = (condition: SQL) =>
  sql`(select ${qualified(applicationStatusHistories.seeker_job_vacancy_id)} from ${applicationStatusHistories} where ${qualified(applicationStatusHistories.seeker_job_vacancy_id)} = ${qualified(seekerJobVacancies.id)} and ${condition})`;
const answeredWith = (to: 'APPLIED' | 'REJECTED') =>
  sql`exists ${historyOfRow(sql`${qualified(applicationStatusHistories.from_status)} = 'INVITED' and ${qualified(applicationStatusHistories.to_status)} = ${to}`)}`;

function invitationWhere(owner: InvitationOwner, answer?: InvitationAnswer): SQL {
  const c: SQL[] = [eq(seekerJobVacancies.is_invitation, true)];
  c.push(
    'seekerId' in owner
      ? eq(seekerJobVacancies.seeker_detail_id, owner.seekerId)
      : eq(jobVacancies.company_detail_id, owner.companyId),
  );
  if (answer === 'PENDING') c.push(eq(seekerJobVacancies.status, 'INVITED'));
  if (answer === 'ACCEPTED') c.push(answeredWith('APPLIED'));
  if (answer === 'DECLINED') c.push(answeredWith('REJECTED'));
  return and(...c)!;
}

const firstNote = sql<
  string | null
>`(select ${qualified(applicationStatusHistories.note)} from ${applicationStatusHistories} where ${qualified(applicationStatusHistories.seeker_job_vacancy_id)} = ${qualified(seekerJobVacancies.id)} and ${qualified(applicationStatusHistories.to_status)} = 'INVITED' order by ${qualified(applicationStatusHistories.id)} limit 1)`;
const answerRow = (column: SQL) =>
  sql`(select ${column} from ${applicationStatusHistories} where ${qualified(applicationStatusHistories.seeker_job_vacancy_id)} = ${qualified(seekerJobVacancies.id)} and ${qualified(applicationStatusHistories.from_status)} = 'INVITED' order by ${qualified(applicationStatusHistories.id)} limit 1)`;

const invitationColumns = {
  id: seekerJobVacancies.id,
  status: seekerJobVacancies.status,
  applied_at: seekerJobVacancies.applied_at,
  created_at: seekerJobVacancies.created_at,
  message: firstNote.as('message'),
  answer_to: answerRow(sql`${qualified(applicationStatusHistories.to_status)}`)
    .mapWith(String)
    .as('answer_to'),
  answered_at: answerRow(sql`${qualified(applicationStatusHistories.created_at)}`)
    .mapWith(applicationStatusHistories.created_at)
    .as('answered_at'),
  vacancy_id: jobVacancies.id,
  vacancy_title: jobVacancies.title,
  vacancy_slug: jobVacancies.title_slug,
  vacancy_expired_at: jobVacancies.expired_at,
  vacancy_is_removed: jobVacancies.is_removed,
  company_id: companyDetails.id,
  company_name: companyDetails.name,
  company_slug: companyDetails.slug_name,
  company_photo: companyDetails.photo,
  seeker_id: seekerDetails.id,
  seeker_name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`.as('seeker_name'),
  seeker_slug: seekerDetails.slug_name,
  seeker_photo: seekerDetails.photo,
};

const invitationsFrom = (db: Db) =>
  db
    .select(invitationColumns)
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id));

/** A page of invitations, newest first. */
export async function listInvitations(
  db: Db,
  owner: InvitationOwner,
  page: { offset: number; limit: number },
  answer?: InvitationAnswer,
) {
  return invitationsFrom(db)
    .where(invitationWhere(owner, answer))
    .orderBy(desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

export async function countInvitations(db: Db, owner: InvitationOwner, answer?: InvitationAnswer) {
  const [row] = await db
    .select({ n: count() })
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .where(invitationWhere(owner, answer));
  return Number(row?.n ?? 0);
}

/** One invitation as the lists show it. */
export async function readInvitation(db: Db, invitationId: number) {
  const [row] = await invitationsFrom(db).where(eq(seekerJobVacancies.id, invitationId)).limit(1);
  return row;
}
