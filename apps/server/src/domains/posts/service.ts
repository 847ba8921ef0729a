import type { PostDetailData, PostListData, PostListQuery } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { toPost, toPostSummary } from './mapper.ts';
import * as repo from './repository.ts';

export const POST_NOT_FOUND = 'Acara tidak ditemukan.';

export async function listPosts(db: Db, q: PostListQuery): Promise<PostListData> {
  const { rows, total } = await repo.listPublicPosts(db, q);
  return { posts: rows.map(toPostSummary), total };
}

/** Drafts are the office's work in progress: not found for the public. */
export async function getPostBySlug(db: Db, slug: string): Promise<PostDetailData> {
  const row = await repo.findPublicPostBySlug(db, slug);
  if (!row) throw notFound(POST_NOT_FOUND);
  return { post: toPost(row) };
}
