import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  businessFields,
  cities,
  companyDetails,
  districts,
  jobVacancies,
  provinces,
  subDistricts,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { nameByCode, nameById, qualified } from '../../lib/sql-names.ts';
import { publicCompany, publicVacancy } from '../visibility.ts';

/** Public columns only: nib, file_nib and file_npwp are never selected here. */
const publicColumns = {
  id: companyDetails.id,
  name: companyDetails.name,
  slug_name: companyDetails.slug_name,
  about: companyDetails.about,
  photo: companyDetails.photo,
  email: companyDetails.email,
  phone: companyDetails.phone,
  website: companyDetails.website,
  address: companyDetails.address,
  postal_code: companyDetails.postal_code,
  province_code: companyDetails.province_code,
  city_code: companyDetails.city_code,
  district_code: companyDetails.district_code,
  sub_district_code: companyDetails.sub_district_code,
  province_name: nameByCode(provinces, companyDetails.province_code, 'province_name'),
  city_name: nameByCode(cities, companyDetails.city_code, 'city_name'),
  district_name: nameByCode(districts, companyDetails.district_code, 'district_name'),
  sub_district_name: nameByCode(subDistricts, companyDetails.sub_district_code, 'sub_district_name'),
  business_field_id: companyDetails.business_field_id,
  business_field_name: nameById(businessFields, companyDetails.business_field_id, 'business_field_name'),
  status_office: companyDetails.status_office,
  status: companyDetails.status,
  created_at: companyDetails.created_at,
  // Correlated count over the company index (company_detail_id, created_at): one query for the page.
  job_vacancy_count:
    sql<number>`(select count(*)::int from ${jobVacancies} where ${qualified(jobVacancies.company_detail_id)} = ${qualified(companyDetails.id)} and ${publicVacancy()})`.as(
      'job_vacancy_count',
    ),
};

export type CompanyRow = Awaited<ReturnType<typeof listPublicCompanies>>['rows'][number];

function publicQuery(db: Db) {
  return db.select(publicColumns).from(companyDetails).$dynamic();
}

export async function listPublicCompanies(db: Db, q: CompanyListQuery) {
  const conditions: SQL[] = [publicCompany()];
  if (q.search) {
    conditions.push(
      or(
        sql`${companyDetails.search} @@ websearch_to_tsquery('indonesian', ${q.search})`,
        ilike(companyDetails.name, containsPattern(q.search)),
      )!,
    );
  }
  const where = and(...conditions)!;
  const desc = q.sort_by === 'desc';
  // created_at follows company_details_status_idx (status, created_at DESC NULLS LAST).
  const order =
    q.order_by === 'name'
      ? [sql`${companyDetails.name} ${desc ? sql`desc` : sql`asc`}`, sql`${companyDetails.id} asc`]
      : [
          desc
            ? sql`${companyDetails.created_at} desc nulls last`
            : sql`${companyDetails.created_at} asc nulls first`,
          desc ? sql`${companyDetails.id} desc` : sql`${companyDetails.id} asc`,
        ];
  const rows = await publicQuery(db)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(companyDetails)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findPublicCompanyBySlug(db: Db, slug: string) {
  const [row] = await publicQuery(db)
    .where(and(eq(companyDetails.slug_name, slug), publicCompany()))
    .limit(1);
  return row;
}
