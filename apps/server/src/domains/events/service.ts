import {
  joinBlocker,
  POST_CANCEL_MESSAGES,
  POST_MESSAGES,
  type JoinBlocker,
  type PostCancelData,
  type PostDetailData,
  type PostJoinData,
  type PostListData,
  type PostListQuery,
  type PostViewData,
  type SeekerPostsData,
  type SeekerPostsQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { isoOrNull } from '../../lib/mapping.ts';
import { viewerAddress } from '../../lib/view-counter.ts';
import { toJoinedPost, toParticipant, toPost, toPostSummary } from './mapper.ts';
import * as repo from './repository.ts';

export const POST_NOT_FOUND = POST_MESSAGES.notFound;

export async function listPosts(db: Db, q: PostListQuery): Promise<PostListData> {
  const { rows, total } = await repo.listPublicPosts(db, q);
  return { posts: rows.map(toPostSummary), total };
}

/** The seeker's own detail id, or null for anyone else (guests, companies, the office). */
const seekerOf = (user: AuthContext | null): number | null =>
  user?.role_name === 'seeker' ? user.seeker_detail_id : null;

/**
 * Drafts and removed events are the office's business: not found for the public. A signed-in seeker
 * also gets their own participation, so the page knows they joined.
 */
export async function getPostBySlug(db: Db, slug: string, user: AuthContext | null): Promise<PostDetailData> {
  const row = await repo.findPublicPostBySlug(db, slug);
  if (!row) throw notFound(POST_NOT_FOUND);
  const seekerId = seekerOf(user);
  const own = seekerId === null ? undefined : await repo.findOwnParticipation(db, row.id, seekerId);
  return { post: toPost(row, own) };
}

/** Counts a view of a public event once per client address (docs/product.md §4); anyone may send it. */
export async function viewPost(
  db: Db,
  postId: number,
  ip: string,
  userId: number | null,
): Promise<PostViewData> {
  if (!(await repo.isPublicPost(db, postId))) throw notFound(POST_NOT_FOUND);
  return { post_tracker: await repo.recordPostView(db, postId, viewerAddress(ip), userId) };
}

const REFUSALS: Record<JoinBlocker, string> = {
  closed: POST_MESSAGES.closed,
  past: POST_MESSAGES.past,
  full: POST_MESSAGES.full,
};

/** Why the event refused a place, read after the refusal so the message names the real reason. */
async function refusal(db: Db, postId: number): Promise<AppError> {
  const state = await repo.findJoinState(db, postId);
  if (!state || state.is_removed || state.status === 'DRAFT') return notFound(POST_NOT_FOUND);
  const reason = joinBlocker({
    status: state.status,
    start_at: isoOrNull(state.start_at),
    end_at: isoOrNull(state.end_at),
    quota: state.quota,
    join_count: state.join_count,
  });
  return new AppError('CONFLICT', REFUSALS[reason ?? 'full']);
}

/**
 * POST /posts/join: the signed-in seeker takes one place. The participant row and the counted place
 * are one transaction: the insert (unique per seeker and event) refuses a second join, the
 * conditional UPDATE refuses a full, closed, hidden or past event, and either refusal undoes both.
 */
export async function joinPost(db: Db, user: AuthContext, postId: number): Promise<PostJoinData> {
  const seekerId = seekerOf(user);
  if (seekerId === null) throw forbidden(POST_MESSAGES.seekerOnly);
  const participant = await db.transaction(async (tx) => {
    const inserted = await repo.insertParticipant(tx, postId, seekerId).catch((error: unknown) => {
      // A post id that does not exist fails the foreign key: the same 404 as a hidden event.
      if ((error as { code?: string; cause?: { code?: string } }).code === '23503')
        throw notFound(POST_NOT_FOUND);
      if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw notFound(POST_NOT_FOUND);
      throw error;
    });
    if (!inserted) {
      if (!(await repo.isPublicPost(tx, postId))) throw notFound(POST_NOT_FOUND);
      throw new AppError('CONFLICT', POST_MESSAGES.alreadyJoined);
    }
    if ((await repo.takePlace(tx, postId)) === undefined) throw await refusal(tx, postId);
    return inserted;
  });
  return { post_participant: toParticipant(participant) };
}

/**
 * POST /posts/cancel: the signed-in seeker gives their place back until the event starts (issue 17
 * item 11); the count of places taken drops with it. Only the caller's own row is ever touched. No
 * place (or an event the public cannot see) is 404; an event that has started is 409.
 */
export async function cancelPlace(db: Db, user: AuthContext, postId: number): Promise<PostCancelData> {
  const seekerId = seekerOf(user);
  if (seekerId === null) throw forbidden(POST_MESSAGES.seekerOnly);
  const count = await repo.releasePlace(db, postId, seekerId);
  if (count !== undefined) return { post_id: postId, join_count: count };
  const visible = await repo.isPublicPost(db, postId);
  const own = visible ? await repo.findOwnParticipation(db, postId, seekerId) : undefined;
  if (!own) throw notFound(visible ? POST_CANCEL_MESSAGES.notJoined : POST_NOT_FOUND);
  throw new AppError('CONFLICT', POST_CANCEL_MESSAGES.started);
}

/** GET /posts/seeker/: the caller's joined events only; whatever else is sent, the session decides. */
export async function listSeekerPosts(
  db: Db,
  user: AuthContext,
  q: SeekerPostsQuery,
): Promise<SeekerPostsData> {
  const seekerId = seekerOf(user);
  if (seekerId === null) throw forbidden(POST_MESSAGES.seekerOnly);
  const { rows, total } = await repo.listJoinedPosts(db, seekerId, q);
  return { posts: rows.map(toJoinedPost), total };
}
