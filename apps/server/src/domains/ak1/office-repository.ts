import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OfficeReportsDueQuery, OfficeSeekerListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { educations, seekerDetails, seekerEducations, seekerSkills, users } from '../../db/schema/index.ts';
import { seekerRegistrationColumns } from '../../lib/seeker-columns.ts';
import { nameById } from '../../lib/sql-names.ts';
import { seekerNotDeleted } from '../../lib/visibility.ts';

/*
 * The office's seeker queue and its "report due" list (issue 11 item 4). The office sees every seeker,
 * so no owner scopes these reads; the role is checked before they run (seeker-routes.ts). Deleted
 * accounts are never listed.
 */

const NIK_LENGTH = 16;

/**
 * A NIK (digits: whole, or its start) or a name. Names go through the stored tsvector and its GIN index,
 * as whole words or each word as a prefix ("rahm" finds "Rahmawati"), so the search never scans the table.
 */
function searchCondition(term: string | undefined): SQL | undefined {
  if (term === undefined) return undefined;
  const t = term.trim();
  if (/^\d+$/.test(t)) {
    return t.length === NIK_LENGTH ? eq(seekerDetails.nik, t) : sql`${seekerDetails.nik} like ${`${t}%`}`;
  }
  const words = t.match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return undefined;
  const prefix = words.map((w) => `${w.toLowerCase()}:*`).join(' & ');
  // Whole words as the stored (stemmed) vector has them, or each word's start.
  return or(
    sql`${seekerDetails.search} @@ websearch_to_tsquery('indonesian', ${t})`,
    sql`${seekerDetails.search} @@ to_tsquery('simple', ${prefix})`,
  );
}

const seekerColumns = {
  ...seekerRegistrationColumns,
  user_name: users.name,
  education_name: nameById(educations, seekerDetails.education_id, 'education_name'),
  verified_at: seekerDetails.verified_at,
  created_at: seekerDetails.created_at,
  verified_snapshot: seekerDetails.verified_snapshot,
  file_cv: seekerDetails.file_cv,
};

export type OfficeSeekerRow = NonNullable<Awaited<ReturnType<typeof findSeeker>>>;

const seekerWhere = (q: { status: string; search?: string | undefined }): SQL =>
  and(eq(seekerDetails.status, q.status), seekerNotDeleted(), searchCondition(q.search))!;

const direction = (sortBy: 'asc' | 'desc') => (sortBy === 'asc' ? asc : desc);

/** One page of a status, newest registrations first by default (index seeker_details_status_idx). */
export async function listSeekers(db: Db, q: OfficeSeekerListQuery) {
  const dir = direction(q.sort_by);
  const col = q.order_by === 'full_name' ? seekerDetails.full_name : seekerDetails.created_at;
  const [rows, [total]] = await Promise.all([
    db
      .select(seekerColumns)
      .from(seekerDetails)
      .innerJoin(users, eq(users.id, seekerDetails.user_id))
      .where(seekerWhere(q))
      .orderBy(dir(col), dir(seekerDetails.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(seekerDetails).where(seekerWhere(q)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSeeker(db: Db, id: number) {
  const [row] = await db
    .select(seekerColumns)
    .from(seekerDetails)
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(eq(seekerDetails.id, id))
    .limit(1);
  return row;
}

/** The educations of these seekers: for completeness (level and year) and the certificates. */
export async function educationsOf(db: Db, seekerIds: number[]) {
  if (seekerIds.length === 0) return [];
  return db
    .select({
      seeker_detail_id: seekerEducations.seeker_detail_id,
      education_id: seekerEducations.education_id,
      education_name: nameById(educations, seekerEducations.education_id, 'education_name'),
      graduation_year: seekerEducations.graduation_year,
      certificate: seekerEducations.certificate,
    })
    .from(seekerEducations)
    .where(inArray(seekerEducations.seeker_detail_id, seekerIds))
    .orderBy(asc(seekerEducations.seeker_detail_id), asc(seekerEducations.sort), asc(seekerEducations.id));
}
export type EducationRow = Awaited<ReturnType<typeof educationsOf>>[number];

/** The skill certificates of these seekers. */
export async function skillCertificatesOf(db: Db, seekerIds: number[]) {
  if (seekerIds.length === 0) return [];
  return db
    .select({
      seeker_detail_id: seekerSkills.seeker_detail_id,
      name: seekerSkills.name,
      certificate: seekerSkills.certificate,
    })
    .from(seekerSkills)
    .where(and(inArray(seekerSkills.seeker_detail_id, seekerIds), isNotNull(seekerSkills.certificate)))
    .orderBy(asc(seekerSkills.seeker_detail_id), asc(seekerSkills.sort), asc(seekerSkills.id));
}
export type SkillCertificateRow = Awaited<ReturnType<typeof skillCertificatesOf>>[number];

const dueColumns = {
  id: seekerDetails.id,
  user_name: users.name,
  full_name: seekerDetails.full_name,
  email: users.email,
  phone: seekerDetails.phone,
  number_registration: seekerDetails.number_registration,
  date_registration: seekerDetails.date_registration,
  last_reported_at: seekerDetails.last_reported_at,
};
export type ReportDueRow = Awaited<ReturnType<typeof listReportsDue>>['rows'][number];

/**
 * Verified seekers whose last report is older than `cutoff` (their next is overdue), on the partial index
 * seeker_details_report_due_idx. A card issued before reports were recorded (no last report) counts from
 * its registration date; those come after the dated ones.
 */
const dueWhere = (cutoff: Date, search: string | undefined): SQL =>
  and(
    eq(seekerDetails.status, 'VERIFIED'),
    or(
      lt(seekerDetails.last_reported_at, cutoff),
      and(
        isNull(seekerDetails.last_reported_at),
        lt(seekerDetails.date_registration, cutoff.toISOString().slice(0, 10)),
      ),
    ),
    seekerNotDeleted(),
    searchCondition(search),
  )!;

export async function listReportsDue(db: Db, q: OfficeReportsDueQuery, cutoff: Date) {
  const order =
    q.sort_by === 'asc'
      ? sql`${seekerDetails.last_reported_at} asc nulls last`
      : sql`${seekerDetails.last_reported_at} desc nulls first`;
  const [rows, [total]] = await Promise.all([
    db
      .select(dueColumns)
      .from(seekerDetails)
      .innerJoin(users, eq(users.id, seekerDetails.user_id))
      .where(dueWhere(cutoff, q.search))
      .orderBy(order, asc(seekerDetails.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(seekerDetails).where(dueWhere(cutoff, q.search)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
