import { and, asc, count, desc, eq, getTableName, ilike, sql, type SQL } from 'drizzle-orm';
import type { OfficeCompanyListQuery, OfficeVacancyListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  businessFields,
  cities,
  companyDetails,
  districts,
  jobTypes,
  jobVacancies,
  positions,
  provinces,
  seekerDetails,
  subDistricts,
} from '../../db/schema/index.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/search.ts';
import { nameById, qualified, regionColumns } from '../../lib/sql-names.ts';
import { notDeletedUser } from '../../lib/visibility.ts';

/*
 * The office's queues (issue 10 item 6). The office sees every company and vacancy, so no owner
 * scopes these reads; the role is checked before they run (routes.ts). Deleted accounts, invitations
 * and removed vacancies are never in a queue.
 */

/** Enough of the description for the mapper's plain-text excerpt, whatever HTML it carries. */
const DESCRIPTION_PREFIX_CHARS = 1600;

type VerifiedNames = Record<string, string | null> | null;
const snapshot = qualified(companyDetails.verified_snapshot);
/** The name behind one code or id of the verified snapshot, compared as text (no cast can fail). */
const snapshotName = (name: PgColumn, key: PgColumn, field: string) =>
  sql`(select ${qualified(name)} from ${sql.raw(`"${getTableName(key.table)}"`)} where ${qualified(key)}::text = ${snapshot}->>${sql.raw(`'${field}'`)})`;

const companyColumns = {
  id: companyDetails.id,
  name: companyDetails.name,
  slug_name: companyDetails.slug_name,
  email: companyDetails.email,
  phone: companyDetails.phone,
  website: companyDetails.website,
  address: companyDetails.address,
  photo: companyDetails.photo,
  ...regionColumns(companyDetails),
  business_field_id: companyDetails.business_field_id,
  business_field_name: nameById(businessFields, companyDetails.business_field_id, 'business_field_name'),
  status_office: companyDetails.status_office,
  nib: companyDetails.nib,
  file_nib: companyDetails.file_nib,
  file_npwp: companyDetails.file_npwp,
  status: companyDetails.status,
  status_note: companyDetails.status_note,
  verified_at: companyDetails.verified_at,
  created_at: companyDetails.created_at,
  verified_snapshot: companyDetails.verified_snapshot,
  // The names behind the verified region codes and business field, for the queue's old → new
  // (docs/decisions/073); compared as text, so a snapshot value never fails a cast.
  verified_names: sql<VerifiedNames>`(case when ${snapshot} is null then null else jsonb_build_object(
    'province_code', ${snapshotName(provinces.name, provinces.code, 'province_code')},
    'city_code', ${snapshotName(cities.name, cities.code, 'city_code')},
    'district_code', ${snapshotName(districts.name, districts.code, 'district_code')},
    'sub_district_code', ${snapshotName(subDistricts.name, subDistricts.code, 'sub_district_code')},
    'business_field_id', ${snapshotName(businessFields.name, businessFields.id, 'business_field_id')}
  ) end)`.as('verified_names'),
  // Every vacancy the company has not removed, invitations included (index job_vacancies_company_idx).
  job_vacancy_count:
    sql<number>`(select count(*)::int from ${jobVacancies} where ${qualified(jobVacancies.company_detail_id)} = ${qualified(companyDetails.id)} and not ${qualified(jobVacancies.is_removed)})`.as(
      'job_vacancy_count',
    ),
};

export type OfficeCompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

const companyWhere = (q: { status: string; search?: string }, id?: number): SQL =>
  and(
    id === undefined ? eq(companyDetails.status, q.status) : eq(companyDetails.id, id),
    notDeletedUser(companyDetails.user_id),
    q.search === undefined ? undefined : ilike(companyDetails.name, containsPattern(q.search)),
  )!;

const direction = (sortBy: 'asc' | 'desc') => (sortBy === 'asc' ? asc : desc);

export async function listCompanies(db: Db, q: OfficeCompanyListQuery) {
  const dir = direction(q.sort_by);
  const col = q.order_by === 'name' ? companyDetails.name : companyDetails.created_at;
  const [rows, [total]] = await Promise.all([
    db
      .select(companyColumns)
      .from(companyDetails)
      .where(companyWhere(q))
      .orderBy(dir(col), dir(companyDetails.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(companyDetails).where(companyWhere(q)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findCompany(db: Db, id: number) {
  const [row] = await db
    .select(companyColumns)
    .from(companyDetails)
    .where(eq(companyDetails.id, id))
    .limit(1);
  return row;
}

const vacancyColumns = {
  id: jobVacancies.id,
  title: jobVacancies.title,
  title_slug: jobVacancies.title_slug,
  company_id: companyDetails.id,
  company_name: companyDetails.name,
  company_status: companyDetails.status,
  status: jobVacancies.status,
  status_note: jobVacancies.status_note,
  publication_status: jobVacancies.publication_status,
  is_position_other: jobVacancies.is_position_other,
  position_other: jobVacancies.position_other,
  position_name: nameById(positions, jobVacancies.position_id, 'position_name'),
  job_type_name: nameById(jobTypes, jobVacancies.job_type_id, 'job_type_name'),
  salary: jobVacancies.salary,
  salary_type: jobVacancies.salary_type,
  worker_count: jobVacancies.worker_count,
  male_count: jobVacancies.male_count,
  female_count: jobVacancies.female_count,
  is_gender_based_count: jobVacancies.is_gender_based_count,
  expired_at: jobVacancies.expired_at,
  description: sql<
    string | null
  >`left(${jobVacancies.description}, ${sql.raw(String(DESCRIPTION_PREFIX_CHARS))})`.as('description'),
  poster: jobVacancies.poster,
  verified_at: jobVacancies.verified_at,
  created_at: jobVacancies.created_at,
  verified_snapshot: jobVacancies.verified_snapshot,
};

export type OfficeVacancyRow = NonNullable<Awaited<ReturnType<typeof findVacancy>>>;

const vacancyWhere = (q: { status: string; search?: string }, id?: number): SQL =>
  and(
    id === undefined ? eq(jobVacancies.status, q.status) : eq(jobVacancies.id, id),
    eq(jobVacancies.is_invitation, false),
    eq(jobVacancies.is_removed, false),
    q.search === undefined ? undefined : ilike(jobVacancies.title, containsPattern(q.search)),
  )!;

export async function listVacancies(db: Db, q: OfficeVacancyListQuery) {
  const dir = direction(q.sort_by);
  const col = q.order_by === 'title' ? jobVacancies.title : jobVacancies.created_at;
  const [rows, [total]] = await Promise.all([
    db
      .select(vacancyColumns)
      .from(jobVacancies)
      .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
      .where(vacancyWhere(q))
      .orderBy(dir(col), dir(jobVacancies.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(jobVacancies).where(vacancyWhere(q)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findVacancy(db: Db, id: number) {
  const [row] = await db
    .select(vacancyColumns)
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(eq(jobVacancies.id, id))
    .limit(1);
  return row;
}

/** What waits for the office: each count walks a (status, created_at) index. */
export async function pendingCounts(db: Db) {
  const [companies, vacancies, seekers] = await Promise.all([
    db
      .select({ n: count() })
      .from(companyDetails)
      .where(companyWhere({ status: 'PENDING' })),
    db
      .select({ n: count() })
      .from(jobVacancies)
      .where(vacancyWhere({ status: 'PENDING' })),
    db
      .select({ n: count() })
      .from(seekerDetails)
      .where(and(eq(seekerDetails.status, 'NOT_YET_VERIFIED'), notDeletedUser(seekerDetails.user_id))),
  ]);
  return {
    companies: Number(companies[0]?.n ?? 0),
    job_vacancies: Number(vacancies[0]?.n ?? 0),
    seekers: Number(seekers[0]?.n ?? 0),
  };
}
