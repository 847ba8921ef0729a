import { and, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companyDetails, jobVacancies } from '../../db/schema/index.ts';
import { ofPublicCompany, publicCompany, publicVacancy } from '../../lib/visibility.ts';

/**
 * A vacancy that was public and is gone for good (docs/decisions/104): removed, closed (or withdrawn
 * after it went live), or past its deadline, of a company the public still sees. Null otherwise: a
 * draft, one waiting for the office, a refused one or an invitation stays a plain 404.
 */
export async function goneBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      title_slug: jobVacancies.title_slug,
      company_name: companyDetails.name,
      job_type_id: jobVacancies.job_type_id,
      position_id: jobVacancies.position_id,
      city_code: jobVacancies.city_code,
      reason: sql<'REMOVED' | 'CLOSED' | 'EXPIRED' | null>`case
        when ${jobVacancies.is_removed} then 'REMOVED'
        when ${jobVacancies.publication_status} = 'CLOSED' or (${jobVacancies.publication_status} <> 'PUBLISHED' and ${jobVacancies.closed_at} is not null) then 'CLOSED'
        when ${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.expired_at} <= now() then 'EXPIRED'
        else null end`,
    })
    .from(jobVacancies)
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(
      and(
        eq(jobVacancies.title_slug, slug),
        eq(jobVacancies.is_invitation, false),
        sql`${jobVacancies.published_at} is not null`,
        publicCompany(),
      ),
    )
    .limit(1);
  return row?.reason ? { ...row, reason: row.reason } : undefined;
}

/**
 * A few open vacancies like a gone one: the same position first, then the same job type, then the
 * same city, newest first (the public partial indexes serve each term).
 */
export async function similarOpenIds(
  db: Db,
  like: { id: number; position_id: number | null; job_type_id: number | null; city_code: string | null },
  limit: number,
): Promise<number[]> {
  const terms: SQL[] = [];
  if (like.position_id !== null) terms.push(eq(jobVacancies.position_id, like.position_id));
  if (like.job_type_id !== null) terms.push(eq(jobVacancies.job_type_id, like.job_type_id));
  if (like.city_code !== null) terms.push(eq(jobVacancies.city_code, like.city_code));
  if (terms.length === 0) return [];
  const rank = sql`(case when ${terms[0]} then 0 else 1 end)`;
  const rows = await db
    .select({ id: jobVacancies.id })
    .from(jobVacancies)
    .where(and(publicVacancy(), ofPublicCompany(), ne(jobVacancies.id, like.id), or(...terms)))
    .orderBy(rank, desc(jobVacancies.created_at), desc(jobVacancies.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
