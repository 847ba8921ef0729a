import {
  EXPIRY_REMINDER_DAYS,
  NOTIFICATION_TYPES,
  RESPONSIVE_MIN_APPLICATIONS,
  RESPONSIVE_MOVE_DAYS,
  RESPONSIVE_WINDOW_DAYS,
  STALE_AFTER_DAYS,
  STALE_ANSWER_DAYS,
  VACANCY_FRESHNESS_MESSAGES as M,
  formatDate,
  provinceTimeZone,
  vacancyFreshnessLink,
  type FreshnessEventKind,
  type VacancyFreshnessData,
  type VacancyFreshnessQuery,
} from '@siloker/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { isoOrNull } from '../../lib/mapping.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { notify } from '../notifications/service.ts';
import { changePublicationStatus, closeVacancyOfCompany } from './company-service.ts';
import * as companyRepo from './company-repository.ts';
import * as repo from './freshness-repository.ts';

/*
 * Vacancies that do not go stale (issue 20 item 5, docs/decisions/104): the expiry reminder with its
 * one-click extensions, the "Masih membuka lowongan ini?" question and the closing when it is not
 * answered, and the "Perusahaan responsif" mark. Every job takes `now`, so tests move the clock.
 */

const DAY_MS = 86_400_000;
/** Vacancies handled per run of a job: the rest follow at the next run. */
const BATCH = 200;

/** Tells each company, once per deadline, that a public vacancy ends within EXPIRY_REMINDER_DAYS. */
export async function remindExpiringVacancies(
  db: Db,
  now: Date = new Date(),
  timeZone?: string,
): Promise<number> {
  const due = await repo.expiringUnreminded(db, now, EXPIRY_REMINDER_DAYS, BATCH);
  let told = 0;
  for (const v of due) {
    if (!v.expired_at || !(await repo.claimReminder(db, v.id, v.expired_at))) continue;
    await notify(db, [v.company_user_id], {
      type: NOTIFICATION_TYPES.vacancyExpiring,
      title: M.expiringTitle,
      body: M.expiringBody(v.title, formatDate(v.expired_at.toISOString(), { timeZone })),
      link: vacancyFreshnessLink(v.id),
    });
    told += 1;
  }
  return told;
}

/** Asks each company with a public vacancy whose applicants saw no stage change for STALE_AFTER_DAYS. */
export async function askStaleVacancies(db: Db, now: Date = new Date()): Promise<number> {
  const due: repo.DueVacancy[] = [];
  const top = await repo.maxVacancyId(db);
  for (let after = 0; after < top && due.length < BATCH; after += repo.SCAN_SLICE) {
    const slice = { after, upTo: after + repo.SCAN_SLICE };
    due.push(...(await repo.staleUnasked(db, now, STALE_AFTER_DAYS, BATCH - due.length, slice)));
  }
  for (const v of due) {
    await db.transaction(async (tx) => {
      await repo.insertEvent(tx, { job_vacancy_id: v.id, kind: 'STALE_ASKED', created_at: now });
      await notify(tx, [v.company_user_id], {
        type: NOTIFICATION_TYPES.vacancyStaleCheck,
        title: M.staleTitle,
        body: M.staleBody(v.title, STALE_AFTER_DAYS),
        link: vacancyFreshnessLink(v.id),
      });
    });
  }
  return due.length;
}

/**
 * Closes each vacancy whose question went STALE_ANSWER_DAYS without an answer, through the company's
 * own close path (saved-vacancy notices follow), and tells its applicants still in the running.
 */
export async function closeUnansweredVacancies(db: Db, now: Date = new Date()): Promise<number> {
  const due = await repo.staleUnanswered(db, now, STALE_ANSWER_DAYS, BATCH);
  let closed = 0;
  for (const v of due) {
    if (!(await closeVacancyOfCompany(db, v.company_detail_id, v.id))) continue;
    await repo.insertEvent(db, { job_vacancy_id: v.id, kind: 'STALE_CLOSED', created_at: now });
    await notify(db, [v.company_user_id], {
      type: NOTIFICATION_TYPES.vacancyStaleClosed,
      title: M.companyClosedTitle,
      body: M.companyClosedBody(v.title),
      link: vacancyFreshnessLink(v.id),
    });
    await notify(db, await repo.applicantUserIds(db, v.id), {
      type: NOTIFICATION_TYPES.vacancyStaleClosed,
      title: M.staleClosedTitle,
      body: M.staleClosedBody(v.title),
      link: '/lowongan-kerja',
    });
    closed += 1;
  }
  return closed;
}

/** Recomputes the "Perusahaan responsif" mark of every company (one statement). */
export function refreshResponsiveCompanies(db: Db, now: Date = new Date()): Promise<number> {
  return repo.refreshResponsiveness(db, now, {
    windowDays: RESPONSIVE_WINDOW_DAYS,
    moveDays: RESPONSIVE_MOVE_DAYS,
    minApplications: RESPONSIVE_MIN_APPLICATIONS,
  });
}

/**
 * The freshness jobs, hourly, and the responsive mark (a 90-day figure), daily; each once across N
 * servers (lib/periodic.ts, job_runs).
 */
export function registerFreshnessJobs(
  app: FastifyInstance,
  intervalMs = 60 * 60_000,
  responsiveMs = DAY_MS,
): void {
  registerPeriodic(
    app,
    intervalMs,
    'pemeriksaan kesegaran lowongan gagal',
    async () => {
      const reminded = await remindExpiringVacancies(
        app.db,
        new Date(),
        provinceTimeZone(app.config.provinceCode),
      );
      const asked = await askStaleVacancies(app.db);
      const closed = await closeUnansweredVacancies(app.db);
      if (reminded || asked || closed) app.log.info({ reminded, asked, closed }, 'kesegaran lowongan');
    },
    { job: 'vacancy-freshness' },
  );
  registerPeriodic(
    app,
    responsiveMs,
    'perhitungan perusahaan responsif gagal',
    async () => void (await refreshResponsiveCompanies(app.db)),
    { job: 'responsive-companies' },
  );
}

/** The vacancy as its owner or the office may read it: 404 when there is none, 403 another company's. */
async function readable(db: Db, user: AuthContext, vacancyId: number) {
  const row = await repo.vacancyOf(db, vacancyId);
  if (!row || row.is_invitation || (row.is_removed && user.role_name !== 'admin')) throw notFound();
  if (user.role_name === 'company' && row.company_detail_id !== user.company_detail_id) throw forbidden();
  if (user.role_name !== 'company' && user.role_name !== 'admin') throw forbidden();
  return row;
}

const canExtend = (v: { status: string; is_removed: boolean; publication_status: string }) =>
  v.status === 'VERIFIED' && !v.is_removed && v.publication_status !== 'CLOSED';

/** GET /job-vacancies/freshness/{id}: the owner's screen and the office's view of the history. */
export async function vacancyFreshness(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  q: VacancyFreshnessQuery,
): Promise<VacancyFreshnessData> {
  const v = await readable(db, user, vacancyId);
  const [asked, { rows, total }] = await Promise.all([
    repo.openQuestionOf(db, vacancyId),
    repo.eventsOf(db, vacancyId, q),
  ]);
  return {
    job_vacancy: {
      id: v.id,
      title: v.title,
      title_slug: v.title_slug,
      expired_at: isoOrNull(v.expired_at),
      publication_status: v.publication_status,
      is_public: v.is_public === true,
      can_extend: canExtend(v),
    },
    question:
      asked && v.is_public
        ? {
            asked_at: asked.toISOString(),
            closes_at: new Date(asked.getTime() + STALE_ANSWER_DAYS * DAY_MS).toISOString(),
          }
        : null,
    events: rows.map((r) => ({
      id: r.id,
      kind: r.kind as FreshnessEventKind,
      for_expiry: isoOrNull(r.for_expiry),
      new_expiry: isoOrNull(r.new_expiry),
      days: r.days,
      by_company: r.user_id !== null,
      created_at: new Date(r.created_at).toISOString(),
    })),
    total,
  };
}

function ownCompanyOf(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  return user.company_detail_id;
}

/**
 * POST /job-vacancies/extend/{id}: the deadline moves `days` on from the later of now and the current
 * deadline; the office sees it in the history, and the next deadline gets its own reminder.
 */
export async function extendVacancy(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  days: number,
  timeZone?: string,
): Promise<{ data: VacancyFreshnessData; message: string }> {
  const companyId = ownCompanyOf(user);
  await readable(db, user, vacancyId);
  const newExpiry = await db.transaction(async (tx) => {
    const current = await companyRepo.lockOwn(tx, companyId, { id: vacancyId, title_slug: null });
    if (!current) throw notFound();
    if (current.status !== 'VERIFIED' || current.publication_status === 'CLOSED')
      throw new AppError('CONFLICT', M.notExtendable);
    const from = Math.max(Date.now(), current.expired_at ? new Date(current.expired_at).getTime() : 0);
    const next = new Date(from + days * DAY_MS);
    await companyRepo.updateVacancy(tx, companyId, current.id, { expired_at: next });
    await repo.insertEvent(tx, {
      job_vacancy_id: current.id,
      kind: 'EXTENDED',
      for_expiry: current.expired_at ? new Date(current.expired_at) : null,
      new_expiry: next,
      days,
      user_id: user.id,
    });
    return next;
  });
  const data = await vacancyFreshness(db, user, vacancyId, { offset: 0, limit: 20 });
  return { data, message: M.extended(days, formatDate(newExpiry.toISOString(), { timeZone })) };
}

/** POST /job-vacancies/still-open/{id}: "Ya" keeps it up (and re-arms the question), "Tutup" closes it. */
export async function answerStillOpen(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  open: boolean,
): Promise<{ data: VacancyFreshnessData; message: string }> {
  ownCompanyOf(user);
  await readable(db, user, vacancyId);
  if (!(await repo.openQuestionOf(db, vacancyId))) throw new AppError('CONFLICT', M.noQuestion);
  if (open) {
    await repo.insertEvent(db, { job_vacancy_id: vacancyId, kind: 'STALE_CONFIRMED', user_id: user.id });
  } else {
    await changePublicationStatus(db, user, vacancyId, 'CLOSED');
  }
  const data = await vacancyFreshness(db, user, vacancyId, { offset: 0, limit: 20 });
  return { data, message: open ? M.confirmed : M.closed };
}
