import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { OfficeParticipantListQuery, OfficePostListQuery, PostStatus } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { educations, postParticipants, posts, seekerDetails, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { qualified } from '../../lib/sql-names.ts';
import { postSearch, summaryColumns } from './repository.ts';

/** The office's reads and writes of events (issue 11 item 5). A removed event is gone for everyone. */

const live = (id: number): SQL => and(eq(posts.id, id), eq(posts.is_removed, false))!;

/** Participants marked present (correlated subquery: columns qualified, see lib/sql-names.ts). */
const attendedCount = sql<number>`(select count(*)::int from ${postParticipants} where ${qualified(postParticipants.post_id)} = ${qualified(posts.id)} and ${qualified(postParticipants.attended_at)} is not null)`;

const officeColumns = {
  ...summaryColumns,
  content: posts.content,
  updated_at: posts.updated_at,
  attended_count: attendedCount,
};
export type OfficePostRow = NonNullable<Awaited<ReturnType<typeof findOfficePost>>>;

const ORDER_COLUMNS: Record<OfficePostListQuery['order_by'], PgColumn> = {
  created_at: posts.created_at,
  start_at: posts.start_at,
  title: posts.title,
};

export async function listOfficePosts(db: Db, q: OfficePostListQuery) {
  const conditions: SQL[] = [eq(posts.is_removed, false)];
  if (q.status) conditions.push(eq(posts.status, q.status));
  if (q.search) conditions.push(postSearch(q.search));
  const where = and(...conditions)!;
  const dir = q.sort_by === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db
    .select(officeColumns)
    .from(posts)
    .where(where)
    .orderBy(sql`${ORDER_COLUMNS[q.order_by]} ${dir}`, sql`${posts.id} ${dir}`)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(posts)
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findOfficePost(db: Db, id: number) {
  const [row] = await db.select(officeColumns).from(posts).where(live(id)).limit(1);
  return row;
}

/** The event being edited, locked until the transaction ends, with the image an edit may replace. */
export async function lockPost(db: Db, id: number) {
  const [row] = await db
    .select({ id: posts.id, image: posts.image })
    .from(posts)
    .where(live(id))
    .for('update')
    .limit(1);
  return row;
}

export interface PostWrite {
  title: string;
  excerpt: string | null;
  content: string;
  location: string;
  start_at: Date;
  end_at: Date | null;
  quota: number | null;
  status: PostStatus;
  image?: string;
}

export async function insertPost(
  db: Db,
  slug: string,
  createdBy: number,
  values: PostWrite,
): Promise<number> {
  const [row] = await db
    .insert(posts)
    .values({ ...values, title_slug: slug, created_by: createdBy })
    .returning({ id: posts.id });
  return row!.id;
}

export async function updatePost(db: Db, id: number, values: Partial<PostWrite>): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ ...values, updated_at: new Date() })
    .where(live(id))
    .returning({ id: posts.id });
  return rows.length > 0;
}

/** Removal keeps the row (participants and statistics keep their links); no list shows it again. */
export async function markRemoved(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(posts)
    .set({ is_removed: true, updated_at: new Date() })
    .where(live(id))
    .returning({ id: posts.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------
// Participants: the event in every query

const participantColumns = {
  id: postParticipants.id,
  seeker_detail_id: postParticipants.seeker_detail_id,
  full_name: seekerDetails.full_name,
  user_name: users.name,
  email: users.email,
  phone: seekerDetails.phone,
  education_name: educations.name,
  joined_at: postParticipants.created_at,
  attended_at: postParticipants.attended_at,
};
export type OfficeParticipantRow = Awaited<ReturnType<typeof listParticipants>>['rows'][number];

const PARTICIPANT_ORDER: Record<OfficeParticipantListQuery['order_by'], SQL> = {
  created_at: sql`${postParticipants.created_at}`,
  name: sql`coalesce(${seekerDetails.full_name}, ${users.name})`,
};

function participantsWhere(postId: number, search: string | undefined): SQL {
  const conditions: SQL[] = [eq(postParticipants.post_id, postId)];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(
      or(
        ilike(seekerDetails.full_name, pattern),
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(seekerDetails.phone, pattern),
      )!,
    );
  }
  return and(...conditions)!;
}

/** One event's participants (search within one event only: its rows come from the post_id index). */
export async function listParticipants(
  db: Db,
  postId: number,
  q: Pick<OfficeParticipantListQuery, 'search' | 'order_by' | 'sort_by' | 'offset' | 'limit'>,
) {
  const where = participantsWhere(postId, q.search);
  const order = q.sort_by === 'desc' ? desc : asc;
  const rows = await db
    .select(participantColumns)
    .from(postParticipants)
    .innerJoin(seekerDetails, eq(seekerDetails.id, postParticipants.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .leftJoin(educations, eq(educations.id, seekerDetails.education_id))
    .where(where)
    .orderBy(order(PARTICIPANT_ORDER[q.order_by]), order(postParticipants.id))
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(postParticipants)
    .innerJoin(seekerDetails, eq(seekerDetails.id, postParticipants.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(where);
  return { rows, total: Number(count?.total ?? 0) };
}

export async function findParticipant(db: Db, postId: number, participantId: number) {
  const [row] = await db
    .select(participantColumns)
    .from(postParticipants)
    .innerJoin(seekerDetails, eq(seekerDetails.id, postParticipants.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .leftJoin(educations, eq(educations.id, seekerDetails.education_id))
    .where(and(eq(postParticipants.post_id, postId), eq(postParticipants.id, participantId)))
    .limit(1);
  return row;
}

/** Marks (now) or clears attendance; a participant already marked keeps the first moment. */
export async function setAttendance(db: Db, postId: number, participantId: number, attended: boolean) {
  const rows = await db
    .update(postParticipants)
    .set({
      attended_at: attended ? sql`coalesce(${postParticipants.attended_at}, now())` : null,
    })
    .where(and(eq(postParticipants.post_id, postId), eq(postParticipants.id, participantId)))
    .returning({ id: postParticipants.id });
  return rows.length > 0;
}
