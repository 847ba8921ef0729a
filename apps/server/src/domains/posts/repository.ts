import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PostListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { posts } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { publicPost } from '../visibility.ts';

const summaryColumns = {
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

export async function listPublicPosts(db: Db, q: PostListQuery) {
  const conditions: SQL[] = [publicPost()];
  if (q.search) {
    conditions.push(
      or(
        sql`${posts.search} @@ websearch_to_tsquery('indonesian', ${q.search})`,
        ilike(posts.title, containsPattern(q.search)),
      )!,
    );
  }
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
