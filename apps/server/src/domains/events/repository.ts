import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PostListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { postParticipants, posts, postTrackers } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { recordViewOnce } from '../../lib/view-counter.ts';
import { publicPost } from '../../lib/visibility.ts';

export const summaryColumns = {
  id: posts.id,
  title: posts.title,
  title_slug: posts.title_slug,
  excerpt: posts.excerpt,
  image: posts.image,
  location: posts.location,
  start_at: posts.start_at,
  end_at: posts.end_at,
  quota: posts.quota,
  status: posts.status,
  view_count: posts.view_count,
  join_count: posts.join_count,
  created_at: posts.created_at,
};

export type PostSummaryRow = Awaited<ReturnType<typeof listPublicPosts>>['rows'][number];
export type PostRow = NonNullable<Awaited<ReturnType<typeof findPublicPostBySlug>>>;

const ORDER_COLUMNS: Record<PostListQuery['order_by'], PgColumn> = {
  created_at: posts.created_at,
  start_at: posts.start_at,
  title: posts.title,
  join_count: posts.join_count,
};

/** Full-text match on the stored tsvector, or a part of the title (trigram index). */
export const postSearch = (search: string): SQL =>
  or(
    sql`${posts.search} @@ websearch_to_tsquery('indonesian', ${search})`,
    ilike(posts.title, containsPattern(search)),
  )!;

export async function listPublicPosts(db: Db, q: PostListQuery) {
  const conditions: SQL[] = [publicPost()];
  if (q.search) conditions.push(postSearch(q.search));
  const where = and(...conditions)!;
  const col = ORDER_COLUMNS[q.order_by];
  const dir = q.sort_by === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db
    .select(summaryColumns)
    .from(posts)
    .where(where)
    .orderBy(sql`${col} ${dir}`, sql`${posts.id} ${dir}`)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(posts)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findPublicPostBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, content: posts.content })
    .from(posts)
    .where(and(eq(posts.title_slug, slug), publicPost()))
    .limit(1);
  return row;
}

/** Whether the public may see this event (the rule of visibility.ts). */
export async function isPublicPost(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, id), publicPost()))
    .limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Views (docs/product.md §4): one tracker per event and client address

const trackerColumns = {
  id: postTrackers.id,
  post_id: postTrackers.post_id,
  ip_address: postTrackers.ip_address,
};

export function recordPostView(db: Db, postId: number, ipAddress: string, userId: number | null) {
  return recordViewOnce(db, {
    insert: async (tx) =>
      (
        await tx
          .insert(postTrackers)
          .values({ post_id: postId, ip_address: ipAddress, user_id: userId })
          .onConflictDoNothing()
          .returning(trackerColumns)
      )[0],
    increment: (tx) =>
      tx
        .update(posts)
        .set({ view_count: sql`${posts.view_count} + 1` })
        .where(eq(posts.id, postId)),
    existing: async (tx) =>
      (
        await tx
          .select(trackerColumns)
          .from(postTrackers)
          .where(and(eq(postTrackers.post_id, postId), eq(postTrackers.ip_address, ipAddress)))
          .limit(1)
      )[0],
  });
}

// ---------------------------------------------------------------------------------------------------------
// Joining (docs/product.md §4, §7): the seeker in every query

export const participantColumns = {
  id: postParticipants.id,
  post_id: postParticipants.post_id,
  seeker_detail_id: postParticipants.seeker_detail_id,
  attended_at: postParticipants.attended_at,
  created_at: postParticipants.created_at,
};
export type ParticipantRow = NonNullable<Awaited<ReturnType<typeof findOwnParticipation>>>;

/** The seeker's own place in the event, if any. */
export async function findOwnParticipation(db: Db, postId: number, seekerId: number) {
  const [row] = await db
    .select(participantColumns)
    .from(postParticipants)
    .where(and(eq(postParticipants.post_id, postId), eq(postParticipants.seeker_detail_id, seekerId)))
    .limit(1);
  return row;
}

/** What decides whether an event takes one more participant, read fresh. */
export async function findJoinState(db: Db, postId: number) {
  const [row] = await db
    .select({
      status: posts.status,
      is_removed: posts.is_removed,
      start_at: posts.start_at,
      end_at: posts.end_at,
      quota: posts.quota,
      join_count: posts.join_count,
    })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return row;
}

/** The seeker's place, new; undefined when the seeker already had one (the unique index decides). */
export async function insertParticipant(db: Db, postId: number, seekerId: number) {
  const [row] = await db
    .insert(postParticipants)
    .values({ post_id: postId, seeker_detail_id: seekerId })
    .onConflictDoNothing()
    .returning(participantColumns);
  return row;
}

/**
 * Takes one place, in one statement: only a PUBLISHED, live, not yet over event with a place left
 * is counted. Concurrent joins queue on the row lock and each re-checks `join_count < quota` on the
 * row as the previous one left it, so a quota is never exceeded. Returns the new count, or undefined
 * when the event refused.
 */
export async function takePlace(db: Db, postId: number): Promise<number | undefined> {
  const [row] = await db
    .update(posts)
    .set({ join_count: sql`${posts.join_count} + 1` })
    .where(
      and(
        eq(posts.id, postId),
        sql`${posts.status} = 'PUBLISHED'`,
        sql`not ${posts.is_removed}`,
        sql`(${posts.quota} is null or ${posts.join_count} < ${posts.quota})`,
        sql`coalesce(${posts.end_at}, ${posts.start_at}, 'infinity'::timestamptz) >= now()`,
      ),
    )
    .returning({ join_count: posts.join_count });
  return row?.join_count;
}

/**
 * Gives the seeker's place back (issue 17 item 11): deletes their row only while the event has not
 * started (a start in the past, or a removed event, keeps it) and lowers the count in the same
 * transaction. Returns the new count, or undefined when nothing was deleted.
 */
export async function releasePlace(db: Db, postId: number, seekerId: number): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(postParticipants)
      .where(
        and(
          eq(postParticipants.post_id, postId),
          eq(postParticipants.seeker_detail_id, seekerId),
          sql`exists (select 1 from ${posts} where ${posts.id} = ${postId} and not ${posts.is_removed}
            and (${posts.start_at} is null or ${posts.start_at} > now()))`,
        ),
      )
      .returning({ id: postParticipants.id });
    if (!gone) return undefined;
    const [row] = await tx
      .update(posts)
      .set({ join_count: sql`greatest(${posts.join_count} - 1, 0)` })
      .where(eq(posts.id, postId))
      .returning({ join_count: posts.join_count });
    return row?.join_count ?? 0;
  });
}

/** The seeker's joined events that are still public, latest joined first. */
const joinedBy = (seekerId: number): SQL =>
  and(eq(postParticipants.seeker_detail_id, seekerId), publicPost())!;

export async function listJoinedPosts(db: Db, seekerId: number, page: { offset: number; limit: number }) {
  const where = joinedBy(seekerId);
  const rows = await db
    .select({
      ...summaryColumns,
      joined_at: postParticipants.created_at,
      attended_at: postParticipants.attended_at,
    })
    .from(postParticipants)
    .innerJoin(posts, eq(posts.id, postParticipants.post_id))
    .where(where)
    .orderBy(desc(postParticipants.created_at), desc(postParticipants.id))
    .limit(page.limit)
    .offset(page.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(postParticipants)
    .innerJoin(posts, eq(posts.id, postParticipants.post_id))
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}
export type JoinedPostRow = Awaited<ReturnType<typeof listJoinedPosts>>['rows'][number];
