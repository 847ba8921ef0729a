import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobVacancies, postParticipants, posts, seekerJobVacancies } from '../../db/schema/index.ts';
import { publicPost } from '../../lib/visibility.ts';

/*
 * The dashboard is a read model: it only counts and lists rows other domains write, so it reads them
 * here in a few aggregate statements rather than through each domain's per-page services. Every
 * statement names the owner (the company or the seeker from the token) in its WHERE.
 */

/** The company's own live vacancies; invitations belong to the invitation screens. */
const ownedBy = (companyId: number): SQL =>
  and(
    eq(jobVacancies.company_detail_id, companyId),
    eq(jobVacancies.is_removed, false),
    eq(jobVacancies.is_invitation, false),
  )!;

/** Active: what the public can find (VERIFIED, PUBLISHED, not expired). Inactive: everything else. */
const isActive = sql<boolean>`(${jobVacancies.status} = 'VERIFIED' and ${jobVacancies.publication_status} = 'PUBLISHED' and (${jobVacancies.expired_at} is null or ${jobVacancies.expired_at} > now()))`;

/** The newest vacancies of one tab (index job_vacancies_company_idx). */
export async function ownVacancies(db: Db, companyId: number, active: boolean, limit: number) {
  return db
    .select({
      id: jobVacancies.id,
      title: jobVacancies.title,
      title_slug: jobVacancies.title_slug,
      status: jobVacancies.status,
      publication_status: jobVacancies.publication_status,
      expired_at: jobVacancies.expired_at,
    })
    .from(jobVacancies)
    .where(and(ownedBy(companyId), active ? isActive : sql`not ${isActive}`))
    .orderBy(desc(jobVacancies.created_at), desc(jobVacancies.id))
    .limit(limit);
}
export type DashboardVacancyRow = Awaited<ReturnType<typeof ownVacancies>>[number];

export async function countOwnVacancies(db: Db, companyId: number) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${isActive})::int`,
      inactive: sql<number>`count(*) filter (where not ${isActive})::int`,
    })
    .from(jobVacancies)
    .where(ownedBy(companyId));
  return { active: Number(row?.active ?? 0), inactive: Number(row?.inactive ?? 0) };
}

/**
 * Applicants per vacancy and stage, for vacancies already read as the company's own (the ids come from
 * ownVacancies, never from a request). Index seeker_job_vacancies_vacancy_status_idx.
 */
export async function stageCounts(db: Db, vacancyIds: number[]) {
  if (vacancyIds.length === 0) return [];
  return db
    .select({
      job_vacancy_id: seekerJobVacancies.job_vacancy_id,
      status: seekerJobVacancies.status,
      n: count(),
    })
    .from(seekerJobVacancies)
    .where(inArray(seekerJobVacancies.job_vacancy_id, vacancyIds))
    .groupBy(seekerJobVacancies.job_vacancy_id, seekerJobVacancies.status);
}
export type StageCountRow = Awaited<ReturnType<typeof stageCounts>>[number];

/** The seeker's joined events that are still public (not back to DRAFT), latest joined first. */
const joinedBy = (seekerId: number): SQL =>
  and(eq(postParticipants.seeker_detail_id, seekerId), publicPost())!;

export async function joinedPosts(db: Db, seekerId: number, limit: number) {
  return db
    .select({
      id: posts.id,
      title: posts.title,
      title_slug: posts.title_slug,
      start_at: posts.start_at,
      location: posts.location,
      joined_at: postParticipants.created_at,
    })
    .from(postParticipants)
    .innerJoin(posts, eq(posts.id, postParticipants.post_id))
    .where(joinedBy(seekerId))
    .orderBy(desc(postParticipants.created_at), desc(postParticipants.id))
    .limit(limit);
}
export type DashboardPostRow = Awaited<ReturnType<typeof joinedPosts>>[number];

export async function countJoinedPosts(db: Db, seekerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(postParticipants)
    .innerJoin(posts, eq(posts.id, postParticipants.post_id))
    .where(joinedBy(seekerId));
  return Number(row?.n ?? 0);
}
