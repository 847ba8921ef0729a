import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';
import { closedNow } from '../../lib/contact-access.ts';
import { containsPattern } from '../../lib/search.ts';
import { detailColumns, withNames } from './cards.ts';

/*
 * A company's own vacancies. Every statement names the owning company in its WHERE, so a vacancy of
 * another company is never read or written here, whatever id a request carries.
 */

const ownedBy = (companyId: number) =>
  and(eq(jobVacancies.company_detail_id, companyId), eq(jobVacancies.is_removed, false))!;

/**
 * The 'Aktif' tab: what the public sees of this vacancy: verified, published and not expired (as the
 * dashboard counts it). An edited vacancy waits for the office again, so it is inactive until
 * re-verified. Everything else is 'Tidak Aktif'.
 */
const isActive = sql<boolean>`(${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.publication_status} = 'PUBLISHED' and (${jobVacancies.expired_at} is null or ${jobVacancies.expired_at} > now()))`;

const ownColumns = {
  ...detailColumns,
  status_note: jobVacancies.status_note,
  published_at: jobVacancies.published_at,
  updated_at: jobVacancies.updated_at,
  is_active: isActive.as('is_active'),
  reported_hidden_at: jobVacancies.reported_hidden_at,
};

const ownQuery = (db: Db) =>
  db
    .select(ownColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .$dynamic();

/** The company as its vacancy screens need it: may it publish, and its defaults for a new vacancy. */
export async function findCompany(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companyDetails.id,
      user_id: companyDetails.user_id,
      name: companyDetails.name,
      slug_name: companyDetails.slug_name,
      status: companyDetails.status,
      status_note: companyDetails.status_note,
      email: companyDetails.email,
      province_code: companyDetails.province_code,
      city_code: companyDetails.city_code,
    })
    .from(companyDetails)
    .where(eq(companyDetails.id, companyId))
    .limit(1);
  return row;
}

export interface OwnListFilter {
  tab?: 'active' | 'inactive';
  search?: string;
  title_slug?: string;
}

/** Invitations (offers to one seeker) are not listed here: they belong to the invitation screens. */
function listWhere(companyId: number, f: OwnListFilter, withTab: boolean): SQL {
  const parts: (SQL | undefined)[] = [ownedBy(companyId), eq(jobVacancies.is_invitation, false)];
  if (f.title_slug) parts.push(eq(jobVacancies.title_slug, f.title_slug));
  if (f.search) {
    const pattern = containsPattern(f.search);
    parts.push(or(ilike(jobVacancies.title, pattern), ilike(jobVacancies.position_other, pattern)));
  }
  if (withTab && f.tab === 'active') parts.push(isActive);
  if (withTab && f.tab === 'inactive') parts.push(sql`not ${isActive}`);
  return and(...parts)!;
}

/** A page of the company's vacancies, newest first (index job_vacancies_company_idx). */
export async function listOwn(
  db: Db,
  companyId: number,
  f: OwnListFilter,
  page: { offset: number; limit: number },
) {
  const rows = await ownQuery(db)
    .where(listWhere(companyId, f, true))
    .orderBy(desc(jobVacancies.created_at), desc(jobVacancies.id))
    .limit(page.limit)
    .offset(page.offset);
  return withNames(db, rows);
}

/** How many of the company's vacancies (with the search) fall in each tab. */
export async function countOwn(db: Db, companyId: number, f: OwnListFilter) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${isActive})::int`,
      inactive: sql<number>`count(*) filter (where not ${isActive})::int`,
    })
    .from(jobVacancies)
    .where(listWhere(companyId, f, false));
  return { active: Number(row?.active ?? 0), inactive: Number(row?.inactive ?? 0) };
}

/** One of the company's own vacancies (not removed) with every column the owner sees. */
export async function findOwnById(db: Db, companyId: number, id: number) {
  const [row] = await ownQuery(db)
    .where(and(ownedBy(companyId), eq(jobVacancies.id, id)))
    .limit(1);
  return row && (await withNames(db, [row]))[0];
}

export type OwnVacancyRow = NonNullable<Awaited<ReturnType<typeof findOwnById>>>;

const byKey = (key: { id: number | null; title_slug: string | null }) =>
  key.id !== null ? eq(jobVacancies.id, key.id) : eq(jobVacancies.title_slug, key.title_slug ?? '');

/** Whether the company has this live vacancy (by id or slug). */
export async function findOwnKey(
  db: Db,
  companyId: number,
  key: { id: number | null; title_slug: string | null },
) {
  const [row] = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .where(and(ownedBy(companyId), byKey(key)))
    .limit(1);
  return row;
}

/** The company's vacancy by id or slug, locked until the transaction ends, with what a save replaces. */
export async function lockOwn(
  tx: Db,
  companyId: number,
  key: { id: number | null; title_slug: string | null },
) {
  const which = byKey(key);
  const [row] = await tx
    .select({
      id: jobVacancies.id,
      status: jobVacancies.status,
      status_note: jobVacancies.status_note,
      publication_status: jobVacancies.publication_status,
      expired_at: jobVacancies.expired_at,
      closed_at: jobVacancies.closed_at,
      poster: jobVacancies.poster,
    })
    .from(jobVacancies)
    .where(and(ownedBy(companyId), which))
    .for('update')
    .limit(1);
  return row;
}

/** The company of a live vacancy, to tell "not yours" (403) from "no such vacancy" (404). */
export async function ownerOf(db: Db, key: { id: number | null; title_slug: string | null }) {
  const which = byKey(key);
  const [row] = await db
    .select({ company_detail_id: jobVacancies.company_detail_id })
    .from(jobVacancies)
    .where(and(which, eq(jobVacancies.is_removed, false)))
    .limit(1);
  return row?.company_detail_id ?? null;
}

export type VacancyWrite = Omit<
  typeof jobVacancies.$inferInsert,
  | 'id'
  | 'company_detail_id'
  | 'title_slug'
  | 'search'
  | 'created_at'
  | 'updated_at'
  | 'is_removed'
  | 'applicant_count'
  | 'view_count'
  | 'is_invitation'
  | 'seeker_detail_id'
>;

export async function insertVacancy(tx: Db, companyId: number, titleSlug: string, values: VacancyWrite) {
  const [row] = await tx
    .insert(jobVacancies)
    .values({ ...values, company_detail_id: companyId, title_slug: titleSlug })
    .returning({ id: jobVacancies.id });
  return row!.id;
}

export async function updateVacancy(tx: Db, companyId: number, id: number, values: Partial<VacancyWrite>) {
  await tx
    .update(jobVacancies)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(ownedBy(companyId), eq(jobVacancies.id, id)));
}

/**
 * Removed, not deleted: its applications and their history stay. It stops being live, which starts the
 * applicants' document window (docs/decisions/076).
 */
export async function markRemoved(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(jobVacancies)
    .set({ is_removed: true, closed_at: closedNow(), updated_at: sql`now()` })
    .where(and(ownedBy(companyId), eq(jobVacancies.id, id)))
    .returning({ id: jobVacancies.id });
  return rows.length > 0;
}
