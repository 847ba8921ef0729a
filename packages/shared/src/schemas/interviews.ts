import * as z from './zod.ts';
import { MAX_LIST_OFFSET } from '../constants.ts';
import { id } from './common.ts';
import {
  INTERVIEW_ANSWERS,
  INTERVIEW_KINDS,
  INTERVIEW_LIMITS as L,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_STATUSES,
  INTERVIEWS_PAGE_SIZE,
  INTERVIEW_AGENDA_MAX,
} from './interviews-constants.ts';

/** Interview scheduling (docs/product.md §7 "Wawancara", docs/decisions/110). */

const emptyToUndefined = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : (v ?? undefined));
const DAY_MS = 86_400_000;

/** An https address only: no other scheme, no credentials in it. */
export function isHttpsUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === 'https:' && u.hostname.length > 0 && !u.username && !u.password;
  } catch {
    return false;
  }
}

/**
 * What a company fills in to schedule or move an interview. `starts_at` is an ISO 8601 instant (the web
 * reads the date and time on the portal's clock, docs/decisions/085); it must lie ahead, within a year.
 */
export const InterviewFieldsSchema = z
  .object({
    starts_at: z
      .string({ error: M.startsAtInvalid })
      .max(40, { error: M.startsAtInvalid })
      .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, {
        error: M.startsAtInvalid,
        abort: true,
      })
      .refine((v) => Date.parse(v) > Date.now(), { error: M.startsAtPast, abort: true })
      .refine((v) => Date.parse(v) <= Date.now() + L.aheadDays * DAY_MS, { error: M.startsAtTooFar }),
    duration_minutes: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: M.durationInvalid })
        .int({ error: M.durationInvalid })
        .min(L.durationMin, { error: M.durationInvalid })
        .max(L.durationMax, { error: M.durationInvalid })
        .default(L.durationDefault),
    ),
    kind: z.enum(INTERVIEW_KINDS, { error: M.kindInvalid }),
    round: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: M.roundInvalid })
        .int({ error: M.roundInvalid })
        .min(1, { error: M.roundInvalid })
        .max(L.roundMax, { error: M.roundInvalid })
        .default(1),
    ),
    location: z.preprocess(
      emptyToUndefined,
      z.string({ error: M.locationTooLong }).max(L.locationMax, { error: M.locationTooLong }).optional(),
    ),
    online_url: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: M.urlInvalid })
        .max(L.urlMax, { error: M.urlInvalid })
        .refine(isHttpsUrl, { error: M.urlInvalid })
        .optional(),
    ),
    note: z.preprocess(
      emptyToUndefined,
      z.string({ error: M.noteTooLong }).max(L.noteMax, { error: M.noteTooLong }).optional(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'IN_PERSON' && !b.location) {
      ctx.addIssue({ code: 'custom', path: ['location'], message: M.locationRequired });
    }
    if (b.kind === 'ONLINE' && !b.online_url) {
      ctx.addIssue({ code: 'custom', path: ['online_url'], message: M.urlRequired });
    }
  });
export type InterviewFields = z.infer<typeof InterviewFieldsSchema>;
export type InterviewFieldsInput = z.input<typeof InterviewFieldsSchema>;

/** POST /interviews: an interview for an applicant of the company's own vacancy who is at CALLED. */
export const ScheduleInterviewBodySchema = z.intersection(
  z.object({ job_vacancy_id: id(), seeker_detail_id: id(), auth_user_id: z.unknown().optional() }),
  InterviewFieldsSchema,
);
export type ScheduleInterviewBody = z.infer<typeof ScheduleInterviewBodySchema>;

/** POST /interviews/{interview_id}/reschedule: the same fields, a new time or place; the seeker answers again. */
export const RescheduleInterviewBodySchema = z.intersection(
  z.object({ auth_user_id: z.unknown().optional() }),
  InterviewFieldsSchema,
);
export type RescheduleInterviewBody = z.infer<typeof RescheduleInterviewBodySchema>;

export const InterviewParamsSchema = z.object({ interview_id: id() });

export const CancelInterviewBodySchema = z.object({
  reason: z.preprocess(
    emptyToUndefined,
    z.string({ error: M.reasonTooLong }).max(L.reasonMax, { error: M.reasonTooLong }).optional(),
  ),
  auth_user_id: z.unknown().optional(),
});
export type CancelInterviewBody = z.infer<typeof CancelInterviewBodySchema>;

/** POST /interviews/{interview_id}/answer: the seeker confirms, or asks for another time with a reason. */
export const InterviewAnswerBodySchema = z
  .object({
    answer: z.enum(INTERVIEW_ANSWERS, { error: M.answerInvalid }),
    reason: z.preprocess(
      emptyToUndefined,
      z.string({ error: M.reasonTooLong }).max(L.reasonMax, { error: M.reasonTooLong }).optional(),
    ),
    auth_user_id: z.unknown().optional(),
  })
  .refine((b) => b.answer !== 'RESCHEDULE_REQUESTED' || !!b.reason, {
    path: ['reason'],
    message: M.reasonRequired,
    ...z.evenWithFieldErrors,
  });
export type InterviewAnswerBody = z.infer<typeof InterviewAnswerBodySchema>;

const pageQuery = (max: number, fallback: number) => ({
  offset: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
  ),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(max).default(fallback),
  ),
});

/** GET /interviews/mine: the seeker's interviews, coming ones (soonest first) or past ones (latest first). */
export const SeekerInterviewListQuerySchema = z.object({
  past: z.preprocess(
    (v) => (v === 'true' || v === true ? true : v === 'false' || v === '' || v === undefined ? false : v),
    z.boolean(),
  ),
  ...pageQuery(50, INTERVIEWS_PAGE_SIZE),
  auth_user_id: z.unknown().optional(),
});
export type SeekerInterviewListQuery = z.infer<typeof SeekerInterviewListQuerySchema>;

/** GET /interviews/agenda: the company's interviews of the week holding `week` (a day, portal clock). */
export const InterviewAgendaQuerySchema = z.object({
  week: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: M.weekInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.weekInvalid })
      .refine(
        (v) =>
          !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
          new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        {
          error: M.weekInvalid,
        },
      )
      .optional(),
  ),
  ...pageQuery(INTERVIEW_AGENDA_MAX, INTERVIEW_AGENDA_MAX),
  auth_user_id: z.unknown().optional(),
});
export type InterviewAgendaQuery = z.infer<typeof InterviewAgendaQuerySchema>;

export const InterviewSchema = z.object({
  id: z.number(),
  round: z.number(),
  kind: z.enum(INTERVIEW_KINDS),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number(),
  location: z.string().nullable(),
  online_url: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(INTERVIEW_STATUSES),
  sequence: z.number(),
  answer: z.enum(INTERVIEW_ANSWERS).nullable(),
  answer_reason: z.string().nullable(),
  answered_at: z.string().nullable(),
  job_vacancy: z.object({ id: z.number(), title: z.string(), title_slug: z.string() }),
  company_name: z.string(),
  /** The applicant, as the company already sees them in its applicant list. */
  seeker: z.object({ seeker_detail_id: z.number(), name: z.string() }),
});
export type Interview = z.infer<typeof InterviewSchema>;

export const InterviewDataSchema = z.object({ interview: InterviewSchema });
export type InterviewData = z.infer<typeof InterviewDataSchema>;

export const SeekerInterviewListDataSchema = z.object({
  interviews: z.array(InterviewSchema),
  total: z.number(),
});
export type SeekerInterviewListData = z.infer<typeof SeekerInterviewListDataSchema>;

export const InterviewAgendaDataSchema = z.object({
  /** The week's Monday and Sunday on the portal's clock, `YYYY-MM-DD`. */
  week_start: z.string(),
  week_end: z.string(),
  interviews: z.array(InterviewSchema),
  total: z.number(),
});
export type InterviewAgendaData = z.infer<typeof InterviewAgendaDataSchema>;
