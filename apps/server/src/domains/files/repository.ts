import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, jobVacancies, seekerDetails, seekerJobVacancies } from '../../db/schema/index.ts';
import { contactShared } from '../../lib/contact-access.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = Pick<
  typeof files.$inferInsert,
  'owner_user_id' | 'kind' | 'visibility' | 'storage_key' | 'mime' | 'size' | 'original_name'
>;

export async function insertFiles(db: Db, rows: NewFileRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(files).values(rows);
}

export async function deleteByKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(files).where(inArray(files.storage_key, keys));
}

export async function findByKey(db: Db, key: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.storage_key, key)).limit(1);
  return row;
}

export async function listOwned(db: Db, ownerUserId: number): Promise<FileRow[]> {
  return db.select().from(files).where(eq(files.owner_user_id, ownerUserId));
}

export async function findOwned(db: Db, ownerUserId: number, keys: string[]): Promise<FileRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.owner_user_id, ownerUserId), inArray(files.storage_key, keys)));
}

/**
 * Whether the seeker who is `seekerUserId` has an application to a vacancy of the company
 * `companyDetailId` that shares their documents, by the one access rule (lib/contact-access.ts,
 * docs/decisions/076): the seeker applied or accepted the invitation (whatever the stage since, a
 * rejection included), and the vacancy is live or stopped being live less than DOCUMENT_ACCESS_DAYS
 * ago. A pending or declined invitation gives no access. A read-only check across the applications,
 * vacancies and seekers tables, in one query for the download route.
 */
export async function seekerAppliedToCompany(
  db: Db,
  companyDetailId: number,
  seekerUserId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: seekerJobVacancies.id })
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .where(
      and(
        eq(jobVacancies.company_detail_id, companyDetailId),
        eq(seekerDetails.user_id, seekerUserId),
        contactShared(),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the seeker `seekerDetailId` is shown an AK/1 card (ak1 service's cardOf: a number and date,
 * not rejected), so may open the signature and stamp printed on it (docs/decisions/086). A read-only
 * check of the seekers table for the download route.
 */
export async function holdsAk1Card(db: Db, seekerDetailId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: seekerDetails.id })
    .from(seekerDetails)
    .where(
      and(
        eq(seekerDetails.id, seekerDetailId),
        isNotNull(seekerDetails.number_registration),
        isNotNull(seekerDetails.date_registration),
        ne(seekerDetails.status, 'REJECTED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
