import * as z from './zod.ts';
import { evenWithFieldErrors } from './zod.ts';
import { ApplicantListQuerySchema, ApplicationStatusSchema } from './applications.ts';
import { id } from './common.ts';
import { formatValidationMessage } from '../validation/rules.ts';
import {
  APPLY_LIMIT_PER_DAY_MAX,
  APPLY_LIMIT_PER_DAY_MIN,
  BULK_MOVE_MAX,
  BULK_MOVE_TARGETS,
  BULK_NOTE_MAX,
  DESK_LABELS,
  DESK_MESSAGES,
  MESSAGE_TEMPLATE_BODY_MAX,
  MESSAGE_TEMPLATE_NAME_MAX,
  WALK_IN_PLACE_MAX,
  WALK_IN_QUOTA_MAX,
} from './employer-desk-constants.ts';

export * from './employer-desk-constants.ts';

/*
 * The employer's desk (docs/decisions/109-employer-desk.md): bulk moves of applicants, the company's
 * message templates, walk-in sessions and their bookings.
 */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const requiredText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .trim()
      .min(1, { error: formatValidationMessage('required', { field: label }) })
      .max(max, { error: formatValidationMessage('max', { field: label, length: max }) }),
  );

/** The applicant filters of the list (docs/product.md §5) with the stage shown: "all N matching". */
export const BulkMoveFilterSchema = ApplicantListQuerySchema.omit({
  offset: true,
  limit: true,
  auth_user_id: true,
});
export type BulkMoveFilter = z.infer<typeof BulkMoveFilterSchema>;

/**
 * POST /seekers/job-vacancy/bulk-change-status: either the applicants picked one by one
 * (`seeker_detail_ids`) or every applicant of the vacancy matching `filter`, resolved by the server.
 */
export const BulkMoveBodySchema = z
  .object({
    job_vacancy_id: id(),
    status: z.enum(BULK_MOVE_TARGETS),
    seeker_detail_ids: z
      .array(id())
      .min(1, { error: DESK_MESSAGES.bulkEmpty })
      .max(BULK_MOVE_MAX, { error: DESK_MESSAGES.bulkTooMany(BULK_MOVE_MAX + 1) })
      .optional(),
    filter: BulkMoveFilterSchema.optional(),
    note: z.preprocess(emptyToUndefined, z.string().trim().max(BULK_NOTE_MAX).optional()),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    const ids = Array.isArray(v.seeker_detail_ids);
    const filter = typeof v.filter === 'object' && v.filter !== null;
    if (ids === filter) {
      ctx.addIssue({
        code: 'custom',
        path: ['seeker_detail_ids'],
        message: ids ? DESK_MESSAGES.bulkOneSelection : DESK_MESSAGES.bulkEmpty,
      });
    }
  }, evenWithFieldErrors);
export type BulkMoveBody = z.infer<typeof BulkMoveBodySchema>;

export const BulkMovedSchema = z.object({
  seeker_detail_id: z.number(),
  name: z.string(),
  from: ApplicationStatusSchema,
  to: ApplicationStatusSchema,
});
export const BulkSkippedSchema = z.object({
  seeker_detail_id: z.number(),
  /** Null when the id is no applicant of this vacancy. */
  name: z.string().nullable(),
  status: ApplicationStatusSchema.nullable(),
  reason: z.string(),
});
export const BulkMoveDataSchema = z.object({
  moved: z.array(BulkMovedSchema),
  skipped: z.array(BulkSkippedSchema),
});
export type BulkMoveData = z.infer<typeof BulkMoveDataSchema>;
export type BulkSkipped = z.infer<typeof BulkSkippedSchema>;

/* ---------- Message templates ---------- */

export const MessageTemplateBodySchema = z.object({
  name: requiredText(DESK_LABELS.templateName, MESSAGE_TEMPLATE_NAME_MAX),
  body: requiredText(DESK_LABELS.templateBody, MESSAGE_TEMPLATE_BODY_MAX),
  auth_user_id: z.unknown().optional(),
});
export type MessageTemplateBody = z.infer<typeof MessageTemplateBodySchema>;

export const MessageTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type MessageTemplate = z.infer<typeof MessageTemplateSchema>;

export const MessageTemplateListDataSchema = z.object({
  templates: z.array(MessageTemplateSchema),
  total: z.number(),
});
export type MessageTemplateListData = z.infer<typeof MessageTemplateListDataSchema>;

export const MessageTemplateDataSchema = z.object({ template: MessageTemplateSchema });
export type MessageTemplateData = z.infer<typeof MessageTemplateDataSchema>;

/* ---------- Walk-in sessions ---------- */

/** An instant with its offset (`2026-12-01T09:00:00+08:00` or `…Z`), as the web form sends it. */
const instant = (label: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .max(40)
      .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), {
        error: `${label}: ${DESK_MESSAGES.sessionBadTime}`,
      })
      .transform((v) => new Date(v))
      .refine((d) => Number.isFinite(d.getTime()), { error: `${label}: ${DESK_MESSAGES.sessionBadTime}` }),
  );

export const WalkInSessionBodySchema = z.object({
  starts_at: instant(DESK_LABELS.sessionStart),
  ends_at: instant(DESK_LABELS.sessionEnd),
  place: requiredText(DESK_LABELS.sessionPlace, WALK_IN_PLACE_MAX),
  quota: z.coerce
    .number({ error: formatValidationMessage('required', { field: DESK_LABELS.sessionQuota }) })
    .int({ error: `${DESK_LABELS.sessionQuota} harus bilangan bulat 1–${WALK_IN_QUOTA_MAX}.` })
    .min(1, { error: `${DESK_LABELS.sessionQuota} harus bilangan bulat 1–${WALK_IN_QUOTA_MAX}.` })
    .max(WALK_IN_QUOTA_MAX, {
      error: `${DESK_LABELS.sessionQuota} harus bilangan bulat 1–${WALK_IN_QUOTA_MAX}.`,
    }),
  auth_user_id: z.unknown().optional(),
});
export type WalkInSessionBody = z.infer<typeof WalkInSessionBodySchema>;

export const WalkInSessionSchema = z.object({
  id: z.number(),
  job_vacancy_id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  quota: z.number(),
  booked_count: z.number(),
  /** Whether the session has started: it can no longer be booked. */
  is_past: z.boolean(),
});
export type WalkInSession = z.infer<typeof WalkInSessionSchema>;

/** GET /walk-in-sessions?job_vacancy_id=: the vacancy whose sessions are read. */
export const WalkInSessionListQuerySchema = z.object({
  job_vacancy_id: id(),
  auth_user_id: z.unknown().optional(),
});

/** GET /walk-in-sessions: the sessions and, for a signed-in seeker, the one they booked. */
export const WalkInSessionListDataSchema = z.object({
  sessions: z.array(WalkInSessionSchema),
  my_session_id: z.number().nullable(),
});
export type WalkInSessionListData = z.infer<typeof WalkInSessionListDataSchema>;

/** Who booked a session, as the company sees it: the name, when, and whether they applied too. */
export const WalkInBookingSchema = z.object({
  id: z.number(),
  seeker_name: z.string(),
  booked_at: z.string(),
  has_applied: z.boolean(),
});
export type WalkInBooking = z.infer<typeof WalkInBookingSchema>;

export const CompanyWalkInSessionSchema = WalkInSessionSchema.extend({
  bookings: z.array(WalkInBookingSchema),
});
export type CompanyWalkInSession = z.infer<typeof CompanyWalkInSessionSchema>;

export const CompanyWalkInListDataSchema = z.object({ sessions: z.array(CompanyWalkInSessionSchema) });
export type CompanyWalkInListData = z.infer<typeof CompanyWalkInListDataSchema>;

export const WalkInSessionDataSchema = z.object({ session: WalkInSessionSchema });
export type WalkInSessionData = z.infer<typeof WalkInSessionDataSchema>;

/** The answer to booking or cancelling: the session as it is now and whether the caller holds a place. */
export const WalkInBookingDataSchema = z.object({ session: WalkInSessionSchema, booked: z.boolean() });
export type WalkInBookingData = z.infer<typeof WalkInBookingDataSchema>;

/** GET /seeker/walk-in-bookings: one of the seeker's own bookings, with the vacancy it is for. */
export const SeekerWalkInBookingSchema = z.object({
  session: WalkInSessionSchema,
  vacancy_title: z.string(),
  /** The vacancy's page, or null when it is no longer public (closed, expired, taken down). */
  vacancy_slug: z.string().nullable(),
  company_name: z.string(),
});
export type SeekerWalkInBooking = z.infer<typeof SeekerWalkInBookingSchema>;

export const SeekerWalkInBookingListDataSchema = z.object({ bookings: z.array(SeekerWalkInBookingSchema) });
export type SeekerWalkInBookingListData = z.infer<typeof SeekerWalkInBookingListDataSchema>;

/** The office's apply limit as a settings form field ('' or absent keeps the one in force). */
export const ApplyLimitFieldSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, { error: DESK_MESSAGES.applyLimitInvalid })
    .transform(Number)
    .refine((n) => n >= APPLY_LIMIT_PER_DAY_MIN && n <= APPLY_LIMIT_PER_DAY_MAX, {
      error: DESK_MESSAGES.applyLimitInvalid,
    })
    .optional(),
);
