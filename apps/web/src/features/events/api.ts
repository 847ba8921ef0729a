import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  JoinedPost,
  Post,
  PostCancelData,
  PostDetailData,
  PostJoinData,
  PostListData,
  PostListQuery,
  PostSummary,
  PostTracker,
  PostViewData,
  SeekerPostsData,
  SeekerPostsQuery,
} from '@siloker/shared/schemas/events';
import { apiPath } from '@siloker/shared/api/paths';
import * as eventsPaths from '@siloker/shared/api/paths/events';
import { api, isApiError, type QueryParams } from '../../lib/api-client.ts';
import { createViewCounter, useCountView } from '../../lib/view-once.ts';

/** An event in a list (the shared response shape, without the long content). */
export type PostListItem = PostSummary;
export type { JoinedPost, Post };

/** The list query the web app sends; the server fills in the defaults (created_at desc, page size). */
export type PostListParams = Partial<Omit<PostListQuery, 'auth_user_id'>>;

/** Events (GET /posts → data.posts, data.total). Failures are shown with the §8 text. */
export const postsQueryOptions = (params: PostListParams = {}) =>
  queryOptions({
    queryKey: ['posts', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<PostListData>(apiPath(eventsPaths.eventList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.posts ?? [], total: res.data.data.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.fetchPostsError },
  });

/**
 * One event by its slug (GET /posts/slug/{title_slug}). A 404 resolves to `null` — a "not found" page,
 * not a failure — so only real failures reach the §8 error text. The answer carries the signed-in
 * seeker's own participation, so the key names who is asking.
 */
export const postDetailQueryOptions = (titleSlug: string, viewerId: number | string | null = null) =>
  queryOptions({
    queryKey: ['posts', 'detail', titleSlug, viewerId],
    queryFn: async ({ signal }): Promise<Post | null> => {
      try {
        const res = await api.get<PostDetailData>(
          apiPath(eventsPaths.eventDetail, { title_slug: titleSlug }),
          {
            signal,
          },
        );
        return res.data.data.post;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.fetchPostDetailError },
  });

/**
 * POST /posts/join {post_id} → data.post_participant. On success the participant is added to the
 * event on screen and join_count goes up by one (docs/product.md §4), and the seeker's lists are refetched.
 */
export function useJoinPost(post: Pick<Post, 'id' | 'title_slug'>, viewerId: number | string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await api.post<PostJoinData>(apiPath(eventsPaths.eventJoin), { post_id: post.id })).data.data
        .post_participant,
    onSuccess: (participant) => {
      client.setQueryData(postDetailQueryOptions(post.title_slug, viewerId).queryKey, (old) =>
        old
          ? {
              ...old,
              join_count: old.join_count + 1,
              post_participants: [...old.post_participants, participant],
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: ['posts', 'seeker'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

/* ---------- View counting (docs/product.md §4): once per event, as for vacancies ---------- */

export const POST_TRACKERS_STORAGE_KEY = 'post_trackers';

const isPostTracker = (t: unknown): t is PostTracker =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as PostTracker).post_id === 'number' &&
  typeof (t as PostTracker).ip_address === 'string';

/** POST /posts/view {post_id} → data.post_tracker. */
async function sendPostView(postId: number): Promise<PostTracker> {
  return (await api.post<PostViewData>(apiPath(eventsPaths.eventView), { post_id: postId })).data.data
    .post_tracker;
}

export const postViews = createViewCounter<PostTracker>({
  storageKey: POST_TRACKERS_STORAGE_KEY,
  itemIdOf: (t) => t.post_id,
  isTracker: isPostTracker,
  send: sendPostView,
});

/** Counts the view of the event on screen, once. */
export function useCountPostView(postId: number | undefined): void {
  useCountView(postViews, postId);
}

/* ---------- The seeker's joined events (docs/product.md §2 'Acara Diikuti') ---------- */

export type SeekerPostsParams = Partial<Pick<SeekerPostsQuery, 'offset' | 'limit'>>;

/** GET /posts/seeker/ → data.posts, data.total: the signed-in seeker's own, latest joined first. */
export const seekerPostsQueryOptions = (params: SeekerPostsParams) =>
  queryOptions({
    queryKey: ['posts', 'seeker', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<SeekerPostsData>(apiPath(eventsPaths.seekerEventList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.posts, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.fetchPostsError },
  });

/**
 * POST /posts/cancel {post_id}: the signed-in seeker gives their place back before the event starts
 * (issue 17 item 11). The event on screen loses the participation and takes the server's count; the
 * seeker's lists and dashboard are refetched.
 */
export function useCancelPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (post: Pick<Post, 'id' | 'title_slug'>) =>
      (await api.post<PostCancelData>(apiPath(eventsPaths.eventCancel), { post_id: post.id })).data,
    onSuccess: (envelope, post) => {
      client.setQueriesData<Post | null>({ queryKey: ['posts', 'detail', post.title_slug] }, (old) =>
        old ? { ...old, join_count: envelope.data.join_count, post_participants: [] } : old,
      );
      void client.invalidateQueries({ queryKey: ['posts', 'seeker'] });
      void client.invalidateQueries({ queryKey: ['posts', 'list'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
