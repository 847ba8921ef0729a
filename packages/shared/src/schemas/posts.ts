import { z } from 'zod';
import { PAGE_SIZES } from '../constants.ts';
import { listQuerySchema } from './common.ts';

export const POST_ORDER_BY = ['created_at', 'start_at', 'title', 'join_count'] as const;

/** GET /posts (SPEC.md §7). */
export const PostListQuerySchema = listQuerySchema(POST_ORDER_BY, PAGE_SIZES.posts);
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

export const PostSlugParamsSchema = z.object({ title_slug: z.string().trim().min(1).max(240) });

/** An event (acara) as the public sees it. */
export const PostSchema = z.object({
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  image: z.string().nullable(),
  image_url: z.string().nullable(),
  location: z.string().nullable(),
  start_at: z.string().nullable(),
  end_at: z.string().nullable(),
  quota: z.number().nullable(),
  status: z.string(),
  view_count: z.number(),
  join_count: z.number(),
  created_at: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

/** An event in a list: without the long content. */
export const PostSummarySchema = PostSchema.omit({ content: true });
export type PostSummary = z.infer<typeof PostSummarySchema>;

export const PostListDataSchema = z.object({ posts: z.array(PostSummarySchema), total: z.number() });
export type PostListData = z.infer<typeof PostListDataSchema>;

export const PostDetailDataSchema = z.object({ post: PostSchema });
export type PostDetailData = z.infer<typeof PostDetailDataSchema>;
