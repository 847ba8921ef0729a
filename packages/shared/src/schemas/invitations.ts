import * as z from './zod.ts';
import { PAGE_SIZES, MAX_LIST_OFFSET } from '../constants.ts';
import { id, ProfileRefSchema } from './common.ts';
import { ApplicationStatusSchema, StatusHistorySchema } from './applications.ts';
import { INVITATION_ANSWERS, INVITATION_MESSAGE_MAX } from './invitations-constants.ts';

export * from './invitations-constants.ts';

/**
 * Invitations ('tawar lamaran'): a company offers one public seeker one of its own public vacancies.
 * Each is a seeker_job_vacancies row with is_invitation = true, at INVITED until the seeker answers
 * (docs/decisions/064-invitations.md). Bodies are plain objects: unknown keys are dropped.
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /invitations */
export const InviteBodySchema = z.object({
  job_vacancy_id: id(),
  seeker_detail_id: id(),
  message: z.preprocess(emptyToUndefined, z.string().trim().max(INVITATION_MESSAGE_MAX).optional()),
  auth_user_id: z.unknown().optional(),
});
export type InviteBody = z.infer<typeof InviteBodySchema>;

/** GET /invitations: `answer` narrows to pending, accepted or declined ones. */
export const InvitationListQuerySchema = z.object({
  answer: z.preprocess(emptyToUndefined, z.enum(INVITATION_ANSWERS).optional()),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0)),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.applicants),
  ),
  auth_user_id: z.unknown().optional(),
});
export type InvitationListQuery = z.infer<typeof InvitationListQuerySchema>;

/** One invitation, as both sides see it (the seeker sees the company, the company sees the seeker). */
export const InvitationSchema = z.object({
  id: z.number(),
  status: ApplicationStatusSchema,
  answer: z.enum(INVITATION_ANSWERS),
  /** When the seeker accepted or declined; null while pending. */
  answered_at: z.string().nullable(),
  message: z.string().nullable(),
  applied_at: z.string().nullable(),
  created_at: z.string(),
  job_vacancy: z.object({
    id: z.number(),
    title: z.string(),
    title_slug: z.string(),
    expired_at: z.string().nullable(),
    is_removed: z.boolean(),
  }),
  company: ProfileRefSchema,
  seeker: ProfileRefSchema,
  histories: z.array(StatusHistorySchema),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListDataSchema = z.object({
  invitations: z.array(InvitationSchema),
  total: z.number(),
});
export type InvitationListData = z.infer<typeof InvitationListDataSchema>;

export const InvitationDataSchema = z.object({
  invitation: InvitationSchema,
  /** After an accept: the vacancy's applicant count, which now includes this application. */
  applicant_count: z.number().optional(),
});
export type InvitationData = z.infer<typeof InvitationDataSchema>;

/** Accept or decline refused for an incomplete profile: 422 with what is missing. */
export const InvitationRefusalDataSchema = z.object({ missing: z.array(z.string()) });
