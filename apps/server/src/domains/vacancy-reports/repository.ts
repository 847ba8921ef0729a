import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  users,
  vacancyReports,
} from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-names.ts';
import { notDeletedUser } from '../../lib/visibility.ts';

/* Reports of fake or unfair vacancies (docs/decisions/103-vacancy-reports.md). */

const isOpen = eq(vacancyReports.status, 'OPEN');

/**
 * Whether the account counts as verified for the hiding threshold (decision 103): its e-mail is
 * activated, it is not deleted, and a seeker's profile (AK/1) or a company was verified by the office;
 * an office account always counts.
 */
export async function isVerifiedReporter(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({
      verified: sql<boolean>`(${users.email_verified_at} is not null and ${users.deleted_at} is null and (
        ${qualified(users.role_name)} = 'admin'
        or exists (select 1 from ${seekerDetails} where ${qualified(seekerDetails.user_id)} = ${qualified(users.id)} and ${qualified(seekerDetails.status)} = 'VERIFIED')
        or exists (select 1 from ${companyDetails} where ${qualified(companyDetails.user_id)} = ${qualified(users.id)} and ${qualified(companyDetails.status)} = 'VERIFIED')))`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verified === true;
}

/** The vacancy and its company's account, the vacancy row locked so reports of it count one at a time. */
export async function lockVacancy(tx: Db, vacancyId: number) {
  const [row] = await tx
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      company_detail_id: jobVacancies.company_detail_id,
      company_user_id: companyDetails.user_id,
      reported_hidden_at: jobVacancies.reported_hidden_at,
      is_removed: jobVacancies.is_removed,
    })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(eq(jobVacancies.id, vacancyId))
    .for('update', { of: jobVacancies })
    .limit(1);
  return row;
}

/** One report; false when this account already reported this vacancy (the unique index). */
export async function insertReport(
  tx: Db,
  row: { vacancyId: number; userId: number; category: string; note: string | null; verified: boolean },
): Promise<boolean> {
  const inserted = await tx
    .insert(vacancyReports)
    .values({
      job_vacancy_id: row.vacancyId,
      reporter_user_id: row.userId,
      category: row.category,
      note: row.note,
      reporter_verified: row.verified,
    })
    .onConflictDoNothing()
    .returning({ id: vacancyReports.id });
  return inserted.length > 0;
}

/** Distinct verified accounts with an open report of the vacancy (one report per account: unique). */
export async function openVerifiedCount(tx: Db, vacancyId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancyReports)
    .where(
      and(eq(vacancyReports.job_vacancy_id, vacancyId), isOpen, eq(vacancyReports.reporter_verified, true)),
    );
  return Number(row?.n ?? 0);
}

/** Hides the vacancy; true only for the statement that hid it (so the company is told once). */
export async function hideVacancy(tx: Db, vacancyId: number): Promise<boolean> {
  const rows = await tx
    .update(jobVacancies)
    .set({ reported_hidden_at: sql`now()` })
    .where(and(eq(jobVacancies.id, vacancyId), isNull(jobVacancies.reported_hidden_at)))
    .returning({ id: jobVacancies.id });
  return rows.length > 0;
}

export async function unhideVacancy(tx: Db, vacancyId: number): Promise<void> {
  await tx.update(jobVacancies).set({ reported_hidden_at: null }).where(eq(jobVacancies.id, vacancyId));
}

/**
 * Removal for fraud (docs/decisions/103): after the office's refusal, the vacancy is removed as a
 * company's own removal does (applications stay for the record).
 */
export async function markRemoved(tx: Db, vacancyId: number): Promise<void> {
  await tx
    .update(jobVacancies)
    .set({ is_removed: true, updated_at: sql`now()` })
    .where(eq(jobVacancies.id, vacancyId));
}

/** Closes the vacancy's open reports with the office's decision; returns how many. */
export async function closeOpenReports(
  tx: Db,
  vacancyId: number,
  status: 'DISMISSED' | 'REMOVED',
  decidedBy: number,
): Promise<number> {
  const rows = await tx
    .update(vacancyReports)
    .set({ status, decided_at: sql`now()`, decided_by: decidedBy })
    .where(and(eq(vacancyReports.job_vacancy_id, vacancyId), isOpen))
    .returning({ id: vacancyReports.id });
  return rows.length;
}

/** The accounts that applied to the vacancy (not deleted), to warn them. */
export async function applicantUserIds(tx: Db, vacancyId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ user_id: seekerDetails.user_id })
    .from(seekerJobVacancies)
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .where(
      and(
        eq(seekerJobVacancies.job_vacancy_id, vacancyId),
        isNotNull(seekerJobVacancies.applied_at),
        notDeletedUser(seekerDetails.user_id),
      ),
    );
  return rows.map((r) => r.user_id);
}

/** The queue's page: vacancies with open reports, the one waiting longest first. */
export async function openGroups(db: Db, page: { offset: number; limit: number }) {
  const first = sql<string>`min(${vacancyReports.created_at})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        job_vacancy_id: vacancyReports.job_vacancy_id,
        first_reported_at: first.as('first_reported_at'),
        report_count: sql<number>`count(*)::int`,
        verified_count: sql<number>`(count(*) filter (where ${vacancyReports.reporter_verified}))::int`,
      })
      .from(vacancyReports)
      .where(isOpen)
      .groupBy(vacancyReports.job_vacancy_id)
      .orderBy(asc(first), asc(vacancyReports.job_vacancy_id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(distinct ${vacancyReports.job_vacancy_id})::int` })
      .from(vacancyReports)
      .where(isOpen),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The vacancies of a queue page, with their company. */
export async function vacanciesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      title_slug: jobVacancies.title_slug,
      company_detail_id: jobVacancies.company_detail_id,
      company_name: companyDetails.name,
      reported_hidden_at: jobVacancies.reported_hidden_at,
    })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(inArray(jobVacancies.id, ids));
}

/** The oldest open reports of each vacancy (at most `perVacancy` each), with their reporter. */
export async function openReportsOf(db: Db, ids: number[], perVacancy: number) {
  if (ids.length === 0) return [];
  const ranked = db
    .select({
      id: vacancyReports.id,
      job_vacancy_id: vacancyReports.job_vacancy_id,
      category: vacancyReports.category,
      note: vacancyReports.note,
      created_at: vacancyReports.created_at,
      reporter_verified: vacancyReports.reporter_verified,
      reporter_user_id: vacancyReports.reporter_user_id,
      rank: sql<number>`row_number() over (partition by ${vacancyReports.job_vacancy_id} order by ${vacancyReports.created_at}, ${vacancyReports.id})`.as(
        'rank',
      ),
    })
    .from(vacancyReports)
    .where(and(isOpen, inArray(vacancyReports.job_vacancy_id, ids)))
    .as('ranked');
  return db
    .select({
      id: ranked.id,
      job_vacancy_id: ranked.job_vacancy_id,
      category: ranked.category,
      note: ranked.note,
      created_at: ranked.created_at,
      reporter_verified: ranked.reporter_verified,
      reporter_name: users.name,
      reporter_role: users.role_name,
    })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.reporter_user_id))
    .where(sql`${ranked.rank} <= ${perVacancy}`)
    .orderBy(asc(ranked.job_vacancy_id), asc(ranked.created_at), asc(ranked.id));
}
