import * as z from './zod.ts';
import { PAGE_SIZES } from '../constants.ts';
import { POST_STATUSES } from '../enums.ts';
import { id, listQuerySchema } from './common.ts';
import { checkRules } from './profiles.ts';
import {
  OFFICE_PARTICIPANTS_PAGE_SIZE,
  OFFICE_POSTS_PAGE_SIZE,
  POST_FORM_FIELDS,
  POST_LABELS,
  POST_MESSAGES,
  POST_QUOTA_MAX,
  SEEKER_POSTS_PAGE_SIZE,
} from './events-constants.ts';

export * from './events-constants.ts';

export const POST_ORDER_BY = ['created_at', 'start_at', 'title', 'join_count'] as const;

/** GET /posts (docs/product.md §7). */
export const PostListQuerySchema = listQuerySchema(POST_ORDER_BY, PAGE_SIZES.posts);
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

export const PostSlugParamsSchema = z.object({ title_slug: z.string().trim().min(1).max(240) });

/** A seeker's place in an event (docs/product.md §3 "Post participant"). */
export const PostParticipantSchema = z.object({
  id: z.number(),
  post_id: z.number(),
  seeker_detail_id: z.number(),
  /** Marked by the office at the event. */
  attended_at: z.string().nullable(),
  created_at: z.string(),
});
export type PostParticipant = z.infer<typeof PostParticipantSchema>;

const postFields = {
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  excerpt: z.string().nullable(),
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
};

/** An event in a list: without the long content. */
export const PostSummarySchema = z.object(postFields);
export type PostSummary = z.infer<typeof PostSummarySchema>;

/**
 * An event (acara) as the public sees it. `content` is HTML, sanitised by the server (lib/sanitize.ts).
 * `post_participants` holds the caller's own participation only (a signed-in seeker who joined), so the
 * page shows 'Sudah bergabung' without ever listing other people.
 */
export const PostSchema = PostSummarySchema.extend({
  content: z.string(),
  post_participants: z.array(PostParticipantSchema),
});
export type Post = z.infer<typeof PostSchema>;

export const PostListDataSchema = z.object({ posts: z.array(PostSummarySchema), total: z.number() });
export type PostListData = z.infer<typeof PostListDataSchema>;

export const PostDetailDataSchema = z.object({ post: PostSchema });
export type PostDetailData = z.infer<typeof PostDetailDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// Seeker side (docs/product.md §4 view counting and joining, §7)

const postId = id();

/** POST /posts/join {post_id} → data.post_participant. The seeker comes from the session. */
export const PostJoinBodySchema = z.object({ post_id: postId, auth_user_id: z.unknown().optional() });
export type PostJoinBody = z.infer<typeof PostJoinBodySchema>;
export const PostJoinDataSchema = z.object({ post_participant: PostParticipantSchema });
export type PostJoinData = z.infer<typeof PostJoinDataSchema>;

/**
 * POST /posts/cancel {post_id} → the event's id and its count of places taken after the cancel: the
 * signed-in seeker gives their place back until the event starts (issue 17 item 11).
 */
export const PostCancelBodySchema = z.object({ post_id: postId, auth_user_id: z.unknown().optional() });
export type PostCancelBody = z.infer<typeof PostCancelBodySchema>;
export const PostCancelDataSchema = z.object({ post_id: z.number(), join_count: z.number() });
export type PostCancelData = z.infer<typeof PostCancelDataSchema>;

/** POST /posts/view {post_id} → data.post_tracker: one counted view per event and client address. */
export const PostViewBodySchema = z.object({ post_id: postId, auth_user_id: z.unknown().optional() });
export type PostViewBody = z.infer<typeof PostViewBodySchema>;
export const PostTrackerSchema = z.object({ id: z.number(), post_id: z.number(), ip_address: z.string() });
export type PostTracker = z.infer<typeof PostTrackerSchema>;
export const PostViewDataSchema = z.object({ post_tracker: PostTrackerSchema });
export type PostViewData = z.infer<typeof PostViewDataSchema>;

/** GET /posts/seeker/: the signed-in seeker's joined events, latest joined first. */
export const SeekerPostsQuerySchema = listQuerySchema(['created_at'] as const, SEEKER_POSTS_PAGE_SIZE);
export type SeekerPostsQuery = z.infer<typeof SeekerPostsQuerySchema>;
export const JoinedPostSchema = PostSummarySchema.extend({
  joined_at: z.string(),
  attended_at: z.string().nullable(),
});
export type JoinedPost = z.infer<typeof JoinedPostSchema>;
export const SeekerPostsDataSchema = z.object({ posts: z.array(JoinedPostSchema), total: z.number() });
export type SeekerPostsData = z.infer<typeof SeekerPostsDataSchema>;

// ---------------------------------------------------------------------------------------------------------
// Office event management (issue 11 item 5), role `admin` only

const statusFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
  z.enum(POST_STATUSES, { error: POST_MESSAGES.badStatus }).optional(),
);

export const OFFICE_POST_ORDER_BY = ['created_at', 'start_at', 'title'] as const;
/** GET /office/posts: every status (or one), removed events left out. */
export const OfficePostListQuerySchema = listQuerySchema(OFFICE_POST_ORDER_BY, OFFICE_POSTS_PAGE_SIZE).extend(
  {
    status: statusFilter,
  },
);
export type OfficePostListQuery = z.infer<typeof OfficePostListQuerySchema>;

/** An event as the office manages it: the public fields plus its bookkeeping. */
export const OfficePostSchema = PostSummarySchema.extend({
  content: z.string(),
  /** Participants marked present. */
  attended_count: z.number(),
  updated_at: z.string(),
});
export type OfficePost = z.infer<typeof OfficePostSchema>;

export const OfficePostListDataSchema = z.object({ posts: z.array(OfficePostSchema), total: z.number() });
export type OfficePostListData = z.infer<typeof OfficePostListDataSchema>;
export const OfficePostDataSchema = z.object({ post: OfficePostSchema });
export type OfficePostData = z.infer<typeof OfficePostDataSchema>;

/** Multipart text: absent, empty and the literal 'NULL' all mean "no value". */
const text = z.preprocess(
  (v) => (v === undefined || v === null || v === 'NULL' ? '' : typeof v === 'string' ? v.trim() : v),
  z.string(),
);

const parseMoment = (v: string): Date | null => {
  if (v === '') return null;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? null : new Date(ms);
};

/** A place, or an online event's link: a link must be https (nothing else opens from the page). */
export function isBadEventLink(location: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(location) && !/^www\./i.test(location)) return false;
  try {
    const url = new URL(location);
    return url.protocol !== 'https:' || url.hostname === '';
  } catch {
    return true;
  }
}

/**
 * POST /office/posts and /office/posts/{id} (multipart, with the image file `image`). Moments are ISO
 * 8601 with their offset (the web sends toISOString()); the end, when given, is after the start; an
 * empty quota is no limit. status, view_count, join_count and is_removed other than `status` are not
 * fields of the form.
 */
export const PostFormSchema = z
  .object({
    title: text,
    excerpt: text,
    content: z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string()),
    location: text,
    start_at: text,
    end_at: text,
    quota: text,
    status: z.preprocess(
      (v) => (v === undefined || v === '' ? 'DRAFT' : typeof v === 'string' ? v.toUpperCase() : v),
      z.enum(POST_STATUSES, { error: POST_MESSAGES.badStatus }),
    ),
  })
  .superRefine((v, ctx) => {
    checkRules(POST_FORM_FIELDS, { ...v, content: v.content.trim() }, ctx);
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const start = parseMoment(v.start_at);
    const end = parseMoment(v.end_at);
    if (v.start_at !== '' && !start) issue('start_at', POST_MESSAGES.badDate(POST_LABELS.start_at));
    if (v.end_at !== '' && !end) issue('end_at', POST_MESSAGES.badDate(POST_LABELS.end_at));
    if (start && end && end.getTime() <= start.getTime()) issue('end_at', POST_MESSAGES.endBeforeStart);
    if (v.location !== '' && isBadEventLink(v.location)) issue('location', POST_MESSAGES.badLink);
    if (v.quota !== '' && !(/^\d{1,7}$/.test(v.quota) && +v.quota >= 1 && +v.quota <= POST_QUOTA_MAX)) {
      issue('quota', POST_MESSAGES.badQuota);
    }
  })
  .transform((v) => ({
    title: v.title,
    excerpt: v.excerpt === '' ? null : v.excerpt,
    content: v.content,
    location: v.location,
    start_at: parseMoment(v.start_at)!,
    end_at: parseMoment(v.end_at),
    quota: v.quota === '' ? null : Number(v.quota),
    status: v.status,
  }));
export type PostFormValues = z.output<typeof PostFormSchema>;

/** POST /office/posts/{id}/status {status}: publish, close, or back to draft. */
export const PostStatusBodySchema = z.object({
  status: z.enum(POST_STATUSES, { error: POST_MESSAGES.badStatus }),
  auth_user_id: z.unknown().optional(),
});
export type PostStatusBody = z.infer<typeof PostStatusBodySchema>;

export const OfficeParticipantParamsSchema = z.object({
  id: id(),
  participantId: id(),
});

export const OFFICE_PARTICIPANT_ORDER_BY = ['created_at', 'name'] as const;
/** GET /office/posts/{id}/participants: search by name, e-mail or phone. */
export const OfficeParticipantListQuerySchema = listQuerySchema(
  OFFICE_PARTICIPANT_ORDER_BY,
  OFFICE_PARTICIPANTS_PAGE_SIZE,
).extend({
  // The door list reads in joining order.
  sort_by: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined),
    z.enum(['asc', 'desc']).default('asc'),
  ),
});
export type OfficeParticipantListQuery = z.infer<typeof OfficeParticipantListQuerySchema>;

/** A participant as the office sees it at the door: who, how to reach them, and whether they came. */
export const OfficeParticipantSchema = z.object({
  id: z.number(),
  seeker_detail_id: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  education_name: z.string().nullable(),
  joined_at: z.string(),
  attended_at: z.string().nullable(),
});
export type OfficeParticipant = z.infer<typeof OfficeParticipantSchema>;

export const OfficeParticipantListDataSchema = z.object({
  post: OfficePostSchema,
  participants: z.array(OfficeParticipantSchema),
  total: z.number(),
});
export type OfficeParticipantListData = z.infer<typeof OfficeParticipantListDataSchema>;

/** POST /office/posts/{id}/participants/{participantId}/attendance {attended}. */
export const AttendanceBodySchema = z.object({
  attended: z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean({ error: 'Nilai kehadiran harus ya atau tidak.' }),
  ),
  auth_user_id: z.unknown().optional(),
});
export type AttendanceBody = z.infer<typeof AttendanceBodySchema>;
export const AttendanceDataSchema = z.object({ participant: OfficeParticipantSchema });
export type AttendanceData = z.infer<typeof AttendanceDataSchema>;
