import { and, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyListQuery, CompanyVerifiedField } from '@siloker/shared';
import { decisionColumns, snapshotColumn, type VerificationChange } from '../../lib/verification.ts';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';
import { companyPublicColumns } from '../../lib/company-columns.ts';
import { prepared } from '../../lib/prepared.ts';
import { containsPattern } from '../../lib/search.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { qualified } from '../../lib/sql-names.ts';
import { publicCompany, publicVacancy } from '../../lib/visibility.ts';
import { publicChecksColumn } from '../company-checks/service.ts';
import { responsiveMarkColumn } from '../vacancies/service.ts';

/** Public columns only: nib, file_nib and file_npwp are never selected here. */
const publicColumns = {
  ...companyPublicColumns,
  // Correlated count over the company index (company_detail_id, created_at): one query for the page.
  job_vacancy_count:
    sql<number>`(select count(*)::int from ${jobVacancies} where ${qualified(jobVacancies.company_detail_id)} = ${qualified(companyDetails.id)} and ${publicVacancy()})`.as(
      'job_vacancy_count',
    ),
};

export type CompanyRow = Awaited<ReturnType<ReturnType<typeof publicQuery>['execute']>>[number];

/**
 * The company page's row: its public columns, the office's checks still current (docs/decisions/106)
 * and the "Perusahaan responsif" mark (docs/decisions/104) in one statement (docs/decisions/119). The
 * checks' sub-select names company_details itself, so the page's company reaches it as `page_company`.
 */
const detailColumns = {
  ...publicColumns,
  company_checks: sql<unknown>`(select ${publicChecksColumn(sql.raw('page_company.id'))} from (select ${qualified(companyDetails.id)} as id) as page_company)`,
  is_responsive: responsiveMarkColumn(companyDetails.id),
};

function publicQuery(db: Db) {
  return db.select(publicColumns).from(companyDetails).$dynamic();
}

/*
 * The directory reads are prepared statements (lib/prepared.ts, docs/decisions/006): built once per
 * shape (with or without a search, the order), values as placeholders, so a request neither builds SQL
 * nor, once PostgreSQL settles on a generic plan, plans it (docs/decisions/007).
 */

/** Whole words through the stored tsvector, parts of the name through its trigram index. */
const searchCondition = () =>
  or(
    sql`${companyDetails.search} @@ websearch_to_tsquery('indonesian', ${sql.placeholder('term')})`,
    ilike(companyDetails.name, sql.placeholder('pattern')),
  )!;

const listWhere = (search: boolean): SQL =>
  search ? and(publicCompany(), searchCondition())! : publicCompany();

const listValues = (q: CompanyListQuery) => ({
  term: q.search,
  pattern: q.search === undefined ? undefined : containsPattern(q.search),
});

/**
 * Newest first or by name, ties by id, each exactly the key of a partial index over the VERIFIED
 * companies (db/schema/companies.ts) or its backward scan.
 */
function orderBy(q: CompanyListQuery): SQL[] {
  const desc = q.sort_by === 'desc';
  // (name, id) is an ascending index; (created_at, id) a descending one, as Drizzle writes `.desc()`.
  const direction =
    q.order_by === 'name'
      ? sql.raw(desc ? 'desc nulls first' : 'asc nulls last')
      : sql.raw(desc ? 'desc nulls last' : 'asc nulls first');
  const col = q.order_by === 'name' ? companyDetails.name : companyDetails.created_at;
  return [sql`${col} ${direction}`, sql`${companyDetails.id} ${direction}`];
}

/** The ids of a page, in order: an index walk over narrow rows. */
async function pageIds(db: Db, q: CompanyListQuery, page: { offset: number; limit: number }) {
  const search = q.search !== undefined;
  const rows = await prepared(db, `companies:ids:${search}:${q.order_by}:${q.sort_by}`, () =>
    db
      .select({ id: companyDetails.id })
      .from(companyDetails)
      .where(listWhere(search))
      .orderBy(...orderBy(q))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  ).execute({ ...listValues(q), ...page });
  return rows.map((r) => r.id);
}

/** The public rows of these companies, in this order; one statement per count (`id in ($1 … $n)`). */
async function rowsOf(db: Db, ids: number[]): Promise<CompanyRow[]> {
  if (ids.length === 0) return [];
  const names = ids.map((_, i) => `id${i}`);
  const rows = await prepared(db, `companies:rows:${ids.length}`, () =>
    publicQuery(db).where(
      inArray(
        companyDetails.id,
        names.map((name) => sql.placeholder(name)),
      ),
    ),
  ).execute(Object.fromEntries(names.map((name, i) => [name, ids[i]])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of the directory (ids first, then just those rows) and its total, cached per search (docs/decisions/004). */
/** A company's name by its id, whatever its status (what its applicants and invitees know it by). */
export async function companyNameById(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companyDetails.name })
    .from(companyDetails)
    .where(eq(companyDetails.id, companyId))
    .limit(1);
  return row?.name ?? null;
}

export async function listPublicCompanies(db: Db, q: CompanyListQuery) {
  const search = q.search !== undefined;
  const total = await shortCached(db, `companies:total:${q.search ?? ''}`, async () => {
    const [count] = await prepared(db, `companies:count:${search}`, () =>
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(companyDetails)
        .where(listWhere(search)),
    ).execute(listValues(q));
    return Number(count?.total ?? 0);
  });
  const rows = await rowsOf(db, await pageIds(db, q, { offset: q.offset, limit: q.limit }));
  return { rows, total };
}

export async function findPublicCompanyBySlug(db: Db, slug: string) {
  const [row] = await prepared(db, 'companies:public-by-slug', () =>
    db
      .select(detailColumns)
      .from(companyDetails)
      .where(and(eq(companyDetails.slug_name, sql.placeholder('slug')), publicCompany()))
      .limit(1),
  ).execute({ slug });
  return row;
}

// ---------------------------------------------------------------------------------------------------------
// Office verification (issue 10 item 6): the status change, inside the office's transaction.

/** The company row a decision reads, locked until the transaction ends (two decisions run one after the other). */
export async function lockCompanyForDecision(tx: Db, companyId: number) {
  const [row] = await tx
    .select({
      id: companyDetails.id,
      user_id: companyDetails.user_id,
      status: companyDetails.status,
      name: companyDetails.name,
      address: companyDetails.address,
      sub_district_code: companyDetails.sub_district_code,
      phone: companyDetails.phone,
      business_field_id: companyDetails.business_field_id,
      nib: companyDetails.nib,
      status_office: companyDetails.status_office,
      file_nib: companyDetails.file_nib,
      file_npwp: companyDetails.file_npwp,
    })
    .from(companyDetails)
    .where(eq(companyDetails.id, companyId))
    .for('update')
    .limit(1);
  return row;
}

/** What the office verified, kept with each VERIFIED decision (docs/decisions/073). */
export const companySnapshot = () =>
  snapshotColumn({
    name: companyDetails.name,
    nib: companyDetails.nib,
    file_nib: companyDetails.file_nib,
    file_npwp: companyDetails.file_npwp,
    address: companyDetails.address,
    province_code: companyDetails.province_code,
    city_code: companyDetails.city_code,
    district_code: companyDetails.district_code,
    sub_district_code: companyDetails.sub_district_code,
    business_field_id: companyDetails.business_field_id,
  } satisfies Record<CompanyVerifiedField, unknown>);

export async function setCompanyStatus(tx: Db, companyId: number, change: VerificationChange): Promise<void> {
  await tx
    .update(companyDetails)
    .set({
      ...decisionColumns(change),
      ...(change.status === 'VERIFIED' ? { verified_snapshot: companySnapshot() } : {}),
    })
    .where(eq(companyDetails.id, companyId));
}
