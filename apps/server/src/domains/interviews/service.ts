import { randomUUID } from 'node:crypto';
import {
  APPLICATION_MESSAGES,
  INTERVIEW_MESSAGES as M,
  INTERVIEW_NOTIFICATIONS as N,
  NOTIFICATION_TYPES,
  companyAgendaLink,
  formatDate,
  seekerInterviewLink,
  timeZoneLabel,
  type CancelInterviewBody,
  type Interview,
  type InterviewAgendaData,
  type InterviewAgendaQuery,
  type InterviewAnswer,
  type InterviewAnswerBody,
  type InterviewData,
  type InterviewFields,
  type InterviewKind,
  type InterviewStatus,
  type ScheduleInterviewBody,
  type SeekerInterviewListData,
  type SeekerInterviewListQuery,
} from '@siloker/shared';
import { fromZonedInput, toZonedInput } from '@siloker/shared/format/zoned';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, conflict, forbidden, notFound } from '../../http/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import { notify } from '../notifications/service.ts';
import { interviewAttachment, type CalendarEnv } from './ics.ts';
import * as repo from './repository.ts';

/*
 * Interview scheduling (issue 21 §3, docs/decisions/110): a company schedules, moves or cancels an
 * interview of an applicant at CALLED; the seeker is told in-app and by e-mail with an `.ics`, answers
 * (confirm or ask for another time), and is reminded the day before by a periodic job.
 */

export type InterviewEnv = CalendarEnv;

const DAY_MS = 86_400_000;

/**
 * Every schedule, reschedule and cancel mails the seeker, and every answer the company: a company may
 * make 120 such changes an hour, a seeker 30 answers (docs/decisions/110), then 429.
 */
export const INTERVIEW_THROTTLE = {
  company: { name: 'interview:company', max: 120, windowSeconds: 3600 },
  seeker: { name: 'interview-answer:seeker', max: 30, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

function toInterview(r: repo.InterviewRow): Interview {
  return {
    id: r.id,
    round: r.round,
    kind: r.kind as InterviewKind,
    starts_at: r.starts_at.toISOString(),
    ends_at: new Date(r.starts_at.getTime() + r.duration_minutes * 60_000).toISOString(),
    duration_minutes: r.duration_minutes,
    location: r.location,
    online_url: r.online_url,
    note: r.note,
    status: r.status as InterviewStatus,
    sequence: r.sequence,
    answer: r.answer as InterviewAnswer | null,
    answer_reason: r.answer_reason,
    answered_at: r.answered_at?.toISOString() ?? null,
    job_vacancy: { id: r.vacancy_id, title: r.vacancy_title, title_slug: r.vacancy_slug },
    company_name: r.company_name,
    seeker: { seeker_detail_id: r.seeker_detail_id, name: r.seeker_name },
  };
}

/** '1 Desember 2026 09.00 WITA' */
function whenText(at: Date, timeZone: string): string {
  return `${formatDate(at, { timeZone, withTime: true })} ${timeZoneLabel(timeZone)}`;
}

/** The week (Monday to Sunday) holding a day, as `YYYY-MM-DD` on the portal's clock. */
export function weekOf(day: string): { start: string; end: string; next: string } {
  const d = new Date(`${day}T00:00:00Z`);
  const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
  const iso = (t: Date) => t.toISOString().slice(0, 10);
  return {
    start: iso(monday),
    end: iso(new Date(monday.getTime() + 6 * DAY_MS)),
    next: iso(new Date(monday.getTime() + 7 * DAY_MS)),
  };
}

const fieldsOf = (f: InterviewFields) => ({
  round: f.round,
  kind: f.kind,
  starts_at: new Date(f.starts_at),
  duration_minutes: f.duration_minutes,
  location: f.kind === 'ONLINE' ? null : (f.location ?? null),
  online_url: f.kind === 'ONLINE' ? (f.online_url ?? null) : null,
  note: f.note ?? null,
});

async function tellSeeker(
  tx: Db,
  row: repo.InterviewRow,
  what: 'scheduled' | 'rescheduled' | 'cancelled',
  env: InterviewEnv,
  reason: string | null = null,
): Promise<void> {
  const when = whenText(row.starts_at, env.timeZone);
  const text =
    what === 'cancelled'
      ? N.cancelled(row.vacancy_title, row.company_name, reason)
      : N[what](row.vacancy_title, row.company_name, when);
  const ics = interviewAttachment(row, what === 'cancelled' ? 'CANCEL' : 'REQUEST', env);
  await notify(tx, [row.seeker_user_id], {
    type:
      what === 'scheduled'
        ? NOTIFICATION_TYPES.interviewScheduled
        : what === 'rescheduled'
          ? NOTIFICATION_TYPES.interviewRescheduled
          : NOTIFICATION_TYPES.interviewCancelled,
    ...text,
    link: seekerInterviewLink(row.id),
    data: { interview_id: row.id },
    mail_attachment: { filename: ics.filename, content_type: ics.contentType, content: ics.content },
  });
}

/**
 * Schedules an interview for an application at CALLED inside the caller's transaction, and tells the
 * seeker (the notification, with its `.ics`, commits or rolls back with it). The applications domain
 * calls this with the move to CALLED; POST /interviews calls it for an applicant already there.
 */
export async function scheduleInTransaction(
  tx: Db,
  applicationId: number,
  fields: InterviewFields,
  env: InterviewEnv,
): Promise<Interview> {
  const app = await repo.lockApplicationOf(tx, { applicationId });
  if (!app) throw notFound(APPLICATION_MESSAGES.notApplied);
  if (app.status !== 'CALLED') throw new AppError('VALIDATION', M.notCalled);
  let id: number;
  try {
    // A savepoint, so a taken round is a 409 and the caller's transaction stays usable.
    id = await tx.transaction((sp) =>
      repo.insertInterview(sp, {
        application_id: app.application_id,
        company_detail_id: app.company_detail_id,
        seeker_user_id: app.seeker_user_id,
        uid: `wawancara-${randomUUID()}@${new URL(env.publicUrl).hostname}`,
        ...fieldsOf(fields),
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(M.roundTaken);
    throw error;
  }
  const row = (await repo.interviewById(tx, id))!;
  await tellSeeker(tx, row, 'scheduled', env);
  return toInterview(row);
}

function ownCompany(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  return user.company_detail_id;
}

/** POST /interviews: the company's own vacancy (404 unknown, 403 another's) → the applicant at CALLED. */
export async function scheduleInterview(
  db: Db,
  user: AuthContext,
  body: ScheduleInterviewBody,
  env: InterviewEnv,
): Promise<InterviewData> {
  const companyId = ownCompany(user);
  await consume(db, [[INTERVIEW_THROTTLE.company, user.id]]);
  const interview = await db.transaction(async (tx) => {
    const app = await repo.lockApplicationOf(tx, {
      vacancyId: body.job_vacancy_id,
      seekerDetailId: body.seeker_detail_id,
    });
    if (!app) throw notFound(APPLICATION_MESSAGES.notApplied);
    if (app.company_detail_id !== companyId) throw forbidden(APPLICATION_MESSAGES.notOwnVacancy);
    return scheduleInTransaction(tx, app.application_id, body, env);
  });
  return { interview };
}

/** The company's own interview, locked; another company's or an unknown one is 404 (nothing is told). */
async function ownInterview(tx: Db, user: AuthContext, id: number): Promise<repo.InterviewRow> {
  const companyId = ownCompany(user);
  const row = await repo.interviewById(tx, id, true);
  if (!row || row.company_detail_id !== companyId) throw notFound(M.notFound);
  if (row.status === 'CANCELLED') throw conflict(M.cancelled);
  return row;
}

/** POST /interviews/{id}/reschedule: new fields, SEQUENCE + 1, the answer cleared, the seeker told. */
export async function rescheduleInterview(
  db: Db,
  user: AuthContext,
  id: number,
  body: InterviewFields,
  env: InterviewEnv,
): Promise<InterviewData> {
  await consume(db, [[INTERVIEW_THROTTLE.company, user.id]]);
  return db.transaction(async (tx) => {
    const before = await ownInterview(tx, user, id);
    try {
      await tx.transaction((sp) =>
        repo.updateInterview(sp, id, {
          ...fieldsOf(body),
          sequence: before.sequence + 1,
          answer: null,
          answer_reason: null,
          answered_at: null,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(M.roundTaken);
      throw error;
    }
    const row = (await repo.interviewById(tx, id))!;
    await tellSeeker(tx, row, 'rescheduled', env);
    return { interview: toInterview(row) };
  });
}

/** POST /interviews/{id}/cancel: CANCELLED, SEQUENCE + 1, a METHOD:CANCEL `.ics` to the seeker. */
export async function cancelInterview(
  db: Db,
  user: AuthContext,
  id: number,
  body: CancelInterviewBody,
  env: InterviewEnv,
): Promise<InterviewData> {
  await consume(db, [[INTERVIEW_THROTTLE.company, user.id]]);
  return db.transaction(async (tx) => {
    const before = await ownInterview(tx, user, id);
    await repo.updateInterview(tx, id, { status: 'CANCELLED', sequence: before.sequence + 1 });
    const row = (await repo.interviewById(tx, id))!;
    await tellSeeker(tx, row, 'cancelled', env, body.reason ?? null);
    return { interview: toInterview(row) };
  });
}

/** POST /interviews/{id}/answer: the seeker's own, scheduled, not yet begun interview; the company is told. */
export async function answerInterview(
  db: Db,
  user: AuthContext,
  id: number,
  body: InterviewAnswerBody,
  env: InterviewEnv,
  now: Date = new Date(),
): Promise<InterviewData> {
  await consume(db, [[INTERVIEW_THROTTLE.seeker, user.id]]);
  return db.transaction(async (tx) => {
    const before = await repo.interviewById(tx, id, true);
    if (!before || before.seeker_user_id !== user.id) throw notFound(M.notFound);
    if (before.status === 'CANCELLED') throw conflict(M.cancelled);
    if (before.starts_at.getTime() <= now.getTime()) throw conflict(M.passed);
    const reason = body.answer === 'RESCHEDULE_REQUESTED' ? (body.reason ?? null) : null;
    await repo.updateInterview(tx, id, { answer: body.answer, answer_reason: reason, answered_at: now });
    const row = (await repo.interviewById(tx, id))!;
    const when = whenText(row.starts_at, env.timeZone);
    await notify(tx, [row.company_user_id], {
      type: NOTIFICATION_TYPES.interviewAnswered,
      ...(body.answer === 'CONFIRMED'
        ? N.confirmed(row.seeker_name, row.vacancy_title, when)
        : N.rescheduleAsked(row.seeker_name, row.vacancy_title, when, reason ?? '')),
      link: companyAgendaLink(weekOf(toZonedInput(row.starts_at, env.timeZone).slice(0, 10)).start),
      data: { interview_id: row.id },
    });
    return { interview: toInterview(row) };
  });
}

/** GET /interviews/mine: the caller's own interviews only. */
export async function seekerInterviews(
  db: Db,
  user: AuthContext,
  q: SeekerInterviewListQuery,
  now: Date = new Date(),
): Promise<SeekerInterviewListData> {
  const { rows, total } = await repo.seekerPage(db, user.id, q.past, now, q);
  return { interviews: rows.map(toInterview), total };
}

/** GET /interviews/agenda: the company's own interviews of one week (Monday to Sunday, portal clock). */
export async function interviewAgenda(
  db: Db,
  user: AuthContext,
  q: InterviewAgendaQuery,
  env: InterviewEnv,
  now: Date = new Date(),
): Promise<InterviewAgendaData> {
  const companyId = ownCompany(user);
  const week = weekOf(q.week ?? toZonedInput(now, env.timeZone).slice(0, 10));
  const from = new Date(fromZonedInput(`${week.start}T00:00`, env.timeZone));
  const to = new Date(fromZonedInput(`${week.next}T00:00`, env.timeZone));
  const { rows, total } = await repo.agendaPage(db, companyId, from, to, q);
  return { week_start: week.start, week_end: week.end, interviews: rows.map(toInterview), total };
}

/** Interviews reminded per run; the rest follow at the next. */
const REMINDER_BATCH = 200;

/**
 * The day-before reminder: every scheduled interview whose start falls on tomorrow (portal clock) is
 * reminded once for that start, in-app and by e-mail. A run on the interview's own day sends nothing; a
 * moved interview is reminded again for its new day. The claim and the notification share a transaction.
 */
export async function remindInterviews(db: Db, timeZone: string, now: Date = new Date()): Promise<number> {
  const today = toZonedInput(now, timeZone).slice(0, 10);
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const after = new Date(Date.parse(`${today}T00:00:00Z`) + 2 * DAY_MS).toISOString().slice(0, 10);
  const from = new Date(fromZonedInput(`${next}T00:00`, timeZone));
  const to = new Date(fromZonedInput(`${after}T00:00`, timeZone));
  const due = await repo.dueReminders(db, from, to, REMINDER_BATCH);
  let sent = 0;
  for (const row of due) {
    const told = await db.transaction(async (tx) => {
      if (!(await repo.claimReminder(tx, row.id, row.starts_at))) return false;
      await notify(tx, [row.seeker_user_id], {
        type: NOTIFICATION_TYPES.interviewReminder,
        ...N.reminder(row.vacancy_title, row.company_name, whenText(row.starts_at, timeZone)),
        link: seekerInterviewLink(row.id),
        data: { interview_id: row.id },
      });
      return true;
    });
    if (told) sent += 1;
  }
  return sent;
}

/** The reminder job, every 15 minutes, once across N servers (lib/periodic.ts, job_runs, decision 091). */
export function registerInterviewReminders(
  app: FastifyInstance,
  timeZone: string,
  intervalMs = 15 * 60_000,
): void {
  registerPeriodic(
    app,
    intervalMs,
    'pengingat wawancara gagal',
    async () => {
      const sent = await remindInterviews(app.db, timeZone);
      if (sent) app.log.info({ sent }, 'pengingat wawancara');
    },
    { job: 'interview-reminders' },
  );
}
