import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { NOTIFICATION_TYPES, type SeekerIdentityField } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  educations,
  jobVacancies,
  notifications,
  registrationSequences,
  religions,
  seekerDetails,
  seekerEducations,
  seekerReports,
  seekerSkills,
  users,
} from '../../db/schema/index.ts';
import { seekerCardColumns } from '../../lib/seeker-columns.ts';
import { nameById, qualified } from '../../lib/sql-names.ts';
import { seekerNotDeleted } from '../../lib/visibility.ts';
import { snapshotColumn } from '../../lib/verification.ts';

/*
 * The AK/1 registration (issue 11 item 4): numbers, the card and its reports. The seeker's own reads
 * name the owner (the signed-in user's id) in the query itself; the decision's reads lock the row.
 */

/** The seeker row an office decision changes, locked until the decision's transaction ends. */
export async function lockSeekerForDecision(tx: Db, seekerId: number) {
  const [row] = await tx
    .select({
      id: seekerDetails.id,
      user_id: seekerDetails.user_id,
      status: seekerDetails.status,
      city_code: seekerDetails.city_code,
      number_registration: seekerDetails.number_registration,
      date_registration: seekerDetails.date_registration,
    })
    .from(seekerDetails)
    .where(and(eq(seekerDetails.id, seekerId), seekerNotDeleted()))
    .for('update')
    .limit(1);
  return row;
}

/**
 * The next value of a number prefix (`<city>-<year>`), in the caller's transaction. The upsert locks the
 * prefix's row, so verifications at the same moment queue on it and each gets its own value; a rollback
 * gives the value back (no gaps). A prefix's first use starts after the highest number already issued
 * under it (numbers imported or seeded before the sequence existed).
 */
export async function nextSequenceValue(tx: Db, prefix: string): Promise<number> {
  const start = sql`(select coalesce(max(cast(substring(${qualified(seekerDetails.number_registration)} from ${prefix.length + 2}::integer) as integer)), 0) + 1 from ${seekerDetails} where ${qualified(seekerDetails.number_registration)} ~ ${`^${prefix}-[0-9]{1,9}$`})`;
  const [row] = await tx
    .insert(registrationSequences)
    .values({ prefix, last_value: start })
    .onConflictDoUpdate({
      target: registrationSequences.prefix,
      set: { last_value: sql`${registrationSequences.last_value} + 1` },
    })
    .returning({ value: registrationSequences.last_value });
  return row!.value;
}

/** The identity the office verifies, kept with each VERIFIED decision (docs/decisions/073). */
export const seekerSnapshot = () =>
  snapshotColumn({
    full_name: seekerDetails.full_name,
    nik: seekerDetails.nik,
    birth_date: seekerDetails.birth_date,
    birth_place: seekerDetails.birth_place,
  } satisfies Record<SeekerIdentityField, unknown>);

export async function setVerified(
  tx: Db,
  seekerId: number,
  d: {
    numberRegistration: string;
    dateRegistration: string;
    checkCode: string;
    note: string | null;
    decidedBy: number;
  },
): Promise<void> {
  await tx
    .update(seekerDetails)
    .set({
      status: 'VERIFIED',
      // The card's code is made with its number and kept with it (docs/decisions/073).
      ak1_check_code: sql`coalesce(${seekerDetails.ak1_check_code}, ${d.checkCode})`,
      // The identity the office verified, which the queue compares a later change with.
      verified_snapshot: seekerSnapshot(),
      status_note: d.note,
      verified_at: sql`now()`,
      verified_by: d.decidedBy,
      number_registration: d.numberRegistration,
      date_registration: d.dateRegistration,
      // Registration counts as the first report: the next is due 6 months from now.
      last_reported_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(eq(seekerDetails.id, seekerId));
}

/** A rejection keeps an issued number (a later verification gives the same one back). */
export async function setRejected(
  tx: Db,
  seekerId: number,
  d: { note: string | null; decidedBy: number },
): Promise<void> {
  await tx
    .update(seekerDetails)
    .set({
      status: 'REJECTED',
      status_note: d.note,
      verified_at: null,
      verified_by: d.decidedBy,
      updated_at: sql`now()`,
    })
    .where(eq(seekerDetails.id, seekerId));
}

/** Everything the card prints, of the signed-in user's own profile. */
export async function findCardOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({
      ...seekerCardColumns,
      user_name: users.name,
      ak1_check_code: seekerDetails.ak1_check_code,
      last_reported_at: seekerDetails.last_reported_at,
      religion_name: nameById(religions, seekerDetails.religion_id, 'religion_name'),
      education_name: nameById(educations, seekerDetails.education_id, 'education_name'),
    })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(eq(seekerDetails.user_id, userId))
    .limit(1);
  return row;
}
export type CardRow = NonNullable<Awaited<ReturnType<typeof findCardOfUser>>>;

export async function educationsOf(db: Db, seekerId: number) {
  return db
    .select({
      education_name: nameById(educations, seekerEducations.education_id, 'education_name'),
      school_name: seekerEducations.school_name,
      major: seekerEducations.major,
      graduation_year: seekerEducations.graduation_year,
    })
    .from(seekerEducations)
    .where(eq(seekerEducations.seeker_detail_id, seekerId))
    .orderBy(asc(seekerEducations.sort), asc(seekerEducations.id));
}

export async function skillNamesOf(db: Db, seekerId: number): Promise<string[]> {
  const rows = await db
    .select({ name: seekerSkills.name })
    .from(seekerSkills)
    .where(eq(seekerSkills.seeker_detail_id, seekerId))
    .orderBy(asc(seekerSkills.sort), asc(seekerSkills.id));
  return rows.map((r) => r.name);
}

const reportColumns = {
  id: seekerReports.id,
  seeker_detail_id: seekerReports.seeker_detail_id,
  status: seekerReports.status,
  company_name: seekerReports.company_name,
  job_vacancy_id: seekerReports.job_vacancy_id,
  note: seekerReports.note,
  source: seekerReports.source,
  reported_at: seekerReports.reported_at,
};
export type ReportRow = {
  id: number;
  seeker_detail_id: number;
  status: string;
  company_name: string | null;
  job_vacancy_id: number | null;
  note: string | null;
  source: string;
  reported_at: Date;
};

/** One seeker's latest reports, newest first (index seeker_reports_seeker_idx). */
export async function reportsOf(db: Db, seekerId: number, limit: number): Promise<ReportRow[]> {
  return db
    .select(reportColumns)
    .from(seekerReports)
    .where(eq(seekerReports.seeker_detail_id, seekerId))
    .orderBy(desc(seekerReports.reported_at), desc(seekerReports.id))
    .limit(limit);
}

/** The latest report of each of these seekers. */
export async function latestReportsOf(db: Db, seekerIds: number[]): Promise<ReportRow[]> {
  if (seekerIds.length === 0) return [];
  return db
    .selectDistinctOn([seekerReports.seeker_detail_id], reportColumns)
    .from(seekerReports)
    .where(inArray(seekerReports.seeker_detail_id, seekerIds))
    .orderBy(seekerReports.seeker_detail_id, desc(seekerReports.reported_at), desc(seekerReports.id));
}

/**
 * A report, and the seeker's last report time moved to it. An accepted application files a report for
 * any seeker, but only a card holder (VERIFIED) has a report clock to move.
 */
export async function insertReport(
  tx: Db,
  r: {
    seekerId: number;
    status: string;
    companyName: string | null;
    vacancyId: number | null;
    note: string | null;
    source: 'SEEKER' | 'APPLICATION';
  },
): Promise<ReportRow> {
  const [row] = await tx
    .insert(seekerReports)
    .values({
      seeker_detail_id: r.seekerId,
      status: r.status,
      company_name: r.companyName,
      job_vacancy_id: r.vacancyId,
      note: r.note,
      source: r.source,
    })
    .returning(reportColumns);
  await tx
    .update(seekerDetails)
    .set({ last_reported_at: row!.reported_at })
    .where(and(eq(seekerDetails.id, r.seekerId), eq(seekerDetails.status, 'VERIFIED')));
  return row!;
}

/** The company a vacancy belongs to, for the WORKING report an acceptance files. */
export async function companyNameOfVacancy(tx: Db, vacancyId: number): Promise<string | null> {
  const [row] = await tx
    .select({ name: companyDetails.name })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(eq(jobVacancies.id, vacancyId))
    .limit(1);
  return row?.name ?? null;
}

/** The card behind a number, for the public check: only what it may show, and what decides validity. */
export async function findByNumber(db: Db, number: string) {
  const [row] = await db
    .select({
      number_registration: seekerDetails.number_registration,
      full_name: seekerDetails.full_name,
      user_name: users.name,
      status: seekerDetails.status,
      date_registration: seekerDetails.date_registration,
      ak1_check_code: seekerDetails.ak1_check_code,
    })
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(and(eq(seekerDetails.number_registration, number), seekerNotDeleted()))
    .limit(1);
  return row;
}

/** Site settings the card prints (the office's name and its city). */
/**
 * Card holders whose 6-monthly report is overdue (last report before `cutoff`) and who have not been
 * reminded since that report: one reminder per report cycle, whichever server sweeps first. Serves from
 * the partial index seeker_details_report_due_idx and notifications_user_idx.
 */
export async function usersDueForReminder(db: Db, cutoff: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ user_id: seekerDetails.user_id })
    .from(seekerDetails)
    .where(
      and(
        eq(seekerDetails.status, 'VERIFIED'),
        sql`${seekerDetails.last_reported_at} < ${cutoff.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${users} where ${qualified(users.id)} = ${qualified(seekerDetails.user_id)} and ${qualified(users.deleted_at)} is not null)`,
        sql`not exists (select 1 from ${notifications} where ${qualified(notifications.user_id)} = ${qualified(seekerDetails.user_id)} and ${qualified(notifications.type)} = ${NOTIFICATION_TYPES.ak1ReportDue} and ${qualified(notifications.created_at)} > ${qualified(seekerDetails.last_reported_at)})`,
      ),
    )
    .orderBy(asc(seekerDetails.last_reported_at))
    .limit(limit);
  return rows.map((r) => r.user_id);
}
