import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  Post,
  PostDetailData,
  PostListData,
  PostListQuery,
  PostSummary,
} from '@siloker/shared/schemas/posts';
import { api, isApiError, type QueryParams } from '../../lib/api-client.ts';

/** An event in a list (the shared response shape, without the long content). */
export type PostListItem = PostSummary;
export type { Post };

/** The list query the web app sends; the server fills in the defaults (created_at desc, page size). */
export type PostListParams = Partial<Omit<PostListQuery, 'auth_user_id'>>;

/** Events (GET /posts → data.posts, data.total). Failures are shown with the §8 text. */
export const postsQueryOptions = (params: PostListParams = {}) =>
  queryOptions({
    queryKey: ['posts', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<PostListData>('/posts', { query: params as QueryParams, signal });
      return { items: res.data.data.posts ?? [], total: res.data.data.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.fetchPostsError },
  });

/**
 * One event by its slug (GET /posts/slug/{title_slug}). A 404 resolves to `null` — a "not found" page,
 * not a failure — so only real failures reach the §8 error text.
 */
export const postDetailQueryOptions = (titleSlug: string) =>
  queryOptions({
    queryKey: ['posts', 'detail', titleSlug],
    queryFn: async ({ signal }): Promise<Post | null> => {
      try {
        const res = await api.get<PostDetailData>(`/posts/slug/${encodeURIComponent(titleSlug)}`, { signal });
        return res.data.data.post;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.fetchPostDetailError },
  });
