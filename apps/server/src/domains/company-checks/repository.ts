import { and, eq, inArray, is, sql, SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgColumn } from 'drizzle-orm/pg-core';
import { COMPANY_CHECK_BASIS, COMPANY_CHECK_KINDS, type CompanyCheckKind } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { companyChecks, companyDetails, users } from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-names.ts';
import { snapshotColumn } from '../../lib/verification.ts';
import { notDeletedUser } from '../../lib/visibility.ts';

/*
 * The office's checks of a company (docs/decisions/106). A check's fingerprint is the md5 of the values
 * it stands on, built like the verified snapshot (lib/verification.ts snapshotColumn, decision 073) from
 * the company row and its account. The same SQL makes it when the office records and when a read
 * compares, so a check is shown exactly while nothing it stands on changed.
 */

type BasisField = (typeof COMPANY_CHECK_BASIS)[CompanyCheckKind][number];

const BASIS_SQL: Record<BasisField, AnyPgColumn | SQL> = {
  name: qualified(companyDetails.name),
  nib: qualified(companyDetails.nib),
  file_nib: qualified(companyDetails.file_nib),
  file_npwp: qualified(companyDetails.file_npwp),
  address: qualified(companyDetails.address),
  province_code: qualified(companyDetails.province_code),
  city_code: qualified(companyDetails.city_code),
  district_code: qualified(companyDetails.district_code),
  sub_district_code: qualified(companyDetails.sub_district_code),
  business_field_id: qualified(companyDetails.business_field_id),
  account_email_domain: sql`lower(split_part(${qualified(users.email)}, '@', 2))`,
};

/** The fingerprint of `kind`'s values now, over company_details joined to its account (users). */
const fingerprintOf = (kind: CompanyCheckKind): SQL =>
  sql`md5(${snapshotColumn(
    Object.fromEntries(COMPANY_CHECK_BASIS[kind].map((field: BasisField) => [field, BASIS_SQL[field]])),
  )}::text)`;

/** Whether a company_checks row still matches its company's values (the row's kind picks the basis). */
const isCurrent = (): SQL =>
  sql`${qualified(companyChecks.fingerprint)} = (case ${qualified(companyChecks.kind)} ${sql.join(
    COMPANY_CHECK_KINDS.map((kind) => sql`when ${sql.raw(`'${kind}'`)} then ${fingerprintOf(kind)}`),
    sql` `,
  )} end)`;

/** The company (not of a deleted account) with what the checks' preconditions read, locked. */
export async function lockCompany(tx: Db, companyId: number) {
  const [row] = await tx
    .select({
      id: companyDetails.id,
      nib: companyDetails.nib,
      file_nib: companyDetails.file_nib,
      file_npwp: companyDetails.file_npwp,
      address: companyDetails.address,
      website: companyDetails.website,
      account_email: users.email,
    })
    .from(companyDetails)
    .innerJoin(users, eq(users.id, companyDetails.user_id))
    .where(and(eq(companyDetails.id, companyId), notDeletedUser(companyDetails.user_id)))
    .for('update', { of: companyDetails })
    .limit(1);
  return row;
}

/** Records `kind` for the company as its values are now; a second recording replaces the first. */
export async function upsertCheck(
  tx: Db,
  c: { companyId: number; kind: CompanyCheckKind; recordedBy: number; visitedOn: string | null },
): Promise<void> {
  const fingerprint = sql`(select ${fingerprintOf(c.kind)} from ${companyDetails} inner join ${users} on ${qualified(users.id)} = ${qualified(companyDetails.user_id)} where ${qualified(companyDetails.id)} = ${c.companyId})`;
  await tx
    .insert(companyChecks)
    .values({
      company_detail_id: c.companyId,
      kind: c.kind,
      recorded_by: c.recordedBy,
      visited_on: c.visitedOn,
      fingerprint,
    })
    .onConflictDoUpdate({
      target: [companyChecks.company_detail_id, companyChecks.kind],
      set: {
        recorded_by: c.recordedBy,
        recorded_at: sql`now()`,
        visited_on: c.visitedOn,
        fingerprint: sql`excluded.fingerprint`,
      },
    });
}

export async function deleteCheck(tx: Db, companyId: number, kind: CompanyCheckKind): Promise<boolean> {
  const gone = await tx
    .delete(companyChecks)
    .where(and(eq(companyChecks.company_detail_id, companyId), eq(companyChecks.kind, kind)))
    .returning({ id: companyChecks.id });
  return gone.length > 0;
}

const recorder = alias(users, 'recorder');

/** Every recorded check of these companies, current or not, with who recorded it: the office's view. */
export async function allChecks(db: Db, companyIds: number[]) {
  return db
    .select({
      company_detail_id: companyChecks.company_detail_id,
      kind: companyChecks.kind,
      recorded_at: companyChecks.recorded_at,
      visited_on: companyChecks.visited_on,
      recorded_by_name: recorder.name,
      is_current: sql<boolean>`(${isCurrent()})`,
    })
    .from(companyChecks)
    .innerJoin(companyDetails, eq(companyDetails.id, companyChecks.company_detail_id))
    .innerJoin(users, eq(users.id, companyDetails.user_id))
    .leftJoin(recorder, eq(recorder.id, companyChecks.recorded_by))
    .where(inArray(companyChecks.company_detail_id, companyIds));
}

/** What the e-mail domain rule compares, per company: its website and its account's e-mail. */
export async function domainFacts(db: Db, companyIds: number[]) {
  return db
    .select({ id: companyDetails.id, website: companyDetails.website, account_email: users.email })
    .from(companyDetails)
    .innerJoin(users, eq(users.id, companyDetails.user_id))
    .where(inArray(companyDetails.id, companyIds));
}

/**
 * The current checks of the company whose id is `companyId` (a column of the statement around it, or
 * an expression) as a JSON array of {kind, recorded_at, visited_on}: a vacancy card or the company page
 * reads its company's checks in its own statement. `companyId` must not name company_details: inside,
 * that name is the sub-select's own row.
 */
export const currentChecksJson = (companyId: PgColumn | SQL): SQL<unknown> =>
  sql`(select coalesce(json_agg(json_build_object('kind', ${qualified(companyChecks.kind)}, 'recorded_at', ${qualified(companyChecks.recorded_at)}, 'visited_on', ${qualified(companyChecks.visited_on)})), '[]'::json) from ${companyChecks} inner join ${companyDetails} on ${qualified(companyDetails.id)} = ${qualified(companyChecks.company_detail_id)} inner join ${users} on ${qualified(users.id)} = ${qualified(companyDetails.user_id)} where ${qualified(companyChecks.company_detail_id)} = ${is(companyId, SQL) ? companyId : qualified(companyId)} and ${isCurrent()})`;
