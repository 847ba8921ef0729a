import { queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../lib/api-client.ts';

export interface PostListItem {
  id: number;
  title: string;
  title_slug: string;
  excerpt?: string | null;
  image_url?: string | null;
  location?: string | null;
  start_at?: string | null;
}

export interface PostListParams {
  search?: string;
  offset?: number;
  limit?: number;
  order_by?: string;
  sort_by?: 'asc' | 'desc';
}

/** Events (GET /posts → data.posts, data.total). */
export const postsQueryOptions = (params: PostListParams = {}) =>
  queryOptions({
    queryKey: ['posts', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ posts: PostListItem[]; total: number }>('/posts', {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.posts ?? [], total: res.data.data.total ?? 0 };
    },
  });
