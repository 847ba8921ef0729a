import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';
import { companyPublicColumns } from '../../lib/company-columns.ts';
import { qualified } from '../../lib/sql-names.ts';

/*
 * The company's own profile row, always found by its owner (the signed-in user's id) in the query
 * itself. Unlike domains/companies (public reads), this selects NIB and the document keys.
 */

const ownedBy = (userId: number) => eq(companyDetails.user_id, userId);

const profileColumns = {
  ...companyPublicColumns,
  user_id: companyDetails.user_id,
  status_note: companyDetails.status_note,
  nib: companyDetails.nib,
  file_nib: companyDetails.file_nib,
  file_npwp: companyDetails.file_npwp,
  updated_at: companyDetails.updated_at,
  // The owner counts every vacancy it has not removed, published or not (index job_vacancies_company_idx).
  job_vacancy_count:
    sql<number>`(select count(*)::int from ${jobVacancies} where ${qualified(jobVacancies.company_detail_id)} = ${qualified(companyDetails.id)} and not ${qualified(jobVacancies.is_removed)})`.as(
      'job_vacancy_count',
    ),
};

export async function findProfileOfUser(db: Db, userId: number) {
  const [row] = await db.select(profileColumns).from(companyDetails).where(ownedBy(userId)).limit(1);
  return row;
}
export type CompanyProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileOfUser>>>;

/** The user's company row, locked until the transaction ends, with what a save compares and replaces. */
export async function lockProfileOfUser(tx: Db, userId: number) {
  const [row] = await tx
    .select({
      id: companyDetails.id,
      status: companyDetails.status,
      name: companyDetails.name,
      nib: companyDetails.nib,
      photo: companyDetails.photo,
      file_nib: companyDetails.file_nib,
      file_npwp: companyDetails.file_npwp,
      address: companyDetails.address,
      province_code: companyDetails.province_code,
      city_code: companyDetails.city_code,
      district_code: companyDetails.district_code,
      sub_district_code: companyDetails.sub_district_code,
      business_field_id: companyDetails.business_field_id,
    })
    .from(companyDetails)
    .where(ownedBy(userId))
    .for('update')
    .limit(1);
  return row;
}

export type CompanyUpdate = Partial<
  Omit<typeof companyDetails.$inferInsert, 'id' | 'user_id' | 'slug_name' | 'search' | 'created_at'>
>;

export async function updateProfile(
  tx: Db,
  userId: number,
  companyId: number,
  values: CompanyUpdate,
): Promise<void> {
  await tx
    .update(companyDetails)
    .set({ ...values, updated_at: sql`now()` })
    .where(and(eq(companyDetails.id, companyId), ownedBy(userId)));
}
