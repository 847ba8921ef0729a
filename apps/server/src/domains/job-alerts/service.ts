import {
  JOB_ALERT_ACTIONS,
  JOB_ALERT_CONFIRM_HOURS,
  JOB_ALERT_CONFIRM_PAGE,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MANAGE_PAGE,
  JOB_ALERT_MESSAGES as M,
  JOB_ALERTS_MAX,
  rupiah,
  type JobAlert,
  type JobAlertCreateBody,
  type JobAlertFilters,
  type JobAlertFrequency,
  type JobAlertListData,
  type JobAlertListQuery,
  type JobAlertManageData,
  type JobAlertStatus,
  type JobAlertSubscribeBody,
  type JobAlertUpdateBody,
} from '@siloker/shared';
import { API_PREFIX } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { isoOrNull } from '../../lib/mapping.ts';
import { containsPattern } from '../../lib/search.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import { jobAlertConfirmMail, mailSender } from '../../mail/templates.ts';
import { queueMail } from '../notifications/service.ts';
import * as repo from './repository.ts';

/*
 * Job alerts, saved searches mailed (issue 21 §2, docs/decisions/108): a seeker's own from the panel,
 * a guest's by e-mail after a double opt-in, and the one-click pause and unsubscribe of every mail.
 */

const HOUR_MS = 3_600_000;

/** A guest's subscriptions: per address (IP) and per e-mail, so nobody floods an inbox with confirmations. */
export const JOB_ALERT_LIMITS = {
  email: { name: 'job-alert:email', max: 3, windowSeconds: 3600 },
  ip: { name: 'job-alert:ip', max: 20, windowSeconds: 3600 },
  /** The one-click links: an opaque token per mail, but still nothing to try a million of. */
  tokenIp: { name: 'job-alert-token:ip', max: 60, windowSeconds: 600 },
} satisfies Record<string, Limit>;

/** The filter columns of an alert from the list's own query fields. */
function filterColumns(f: JobAlertFilters) {
  const keyword = f.search?.trim() || null;
  return {
    keyword,
    keyword_pattern: keyword === null ? null : containsPattern(keyword),
    job_type_id: f.job_type_id ?? null,
    province_code: f.province_code ?? null,
    city_code: f.city_code ?? null,
    district_code: f.district_code ?? null,
    education_id: f.education_id ?? null,
    salary_min: f.salary_min ?? null,
    salary_max: f.salary_max ?? null,
  };
}

/** The alert's filters as the list's query fields (only those set). */
export function filtersOf(a: repo.JobAlertRow): JobAlertFilters {
  const f: JobAlertFilters = {};
  if (a.keyword !== null) f.search = a.keyword;
  if (a.job_type_id !== null) f.job_type_id = a.job_type_id;
  if (a.province_code !== null) f.province_code = a.province_code;
  if (a.city_code !== null) f.city_code = a.city_code;
  if (a.district_code !== null) f.district_code = a.district_code;
  if (a.education_id !== null) f.education_id = a.education_id;
  if (a.salary_min !== null) f.salary_min = a.salary_min;
  if (a.salary_max !== null) f.salary_max = a.salary_max;
  return f;
}

/** The search in words: "“sopir” · Penuh Waktu · Samarinda Ulu · SMA · gaji Rp 3.000.000 – Rp 5.000.000". */
export function summaryOf(a: repo.JobAlertRow, names: repo.FilterNames): string {
  const salary =
    a.salary_min !== null && a.salary_max !== null
      ? `gaji ${rupiah(a.salary_min)} – ${rupiah(a.salary_max)}`
      : a.salary_min !== null
        ? `gaji mulai ${rupiah(a.salary_min)}`
        : a.salary_max !== null
          ? `gaji sampai ${rupiah(a.salary_max)}`
          : null;
  const place =
    (a.district_code && names.districts.get(a.district_code)) ||
    (a.city_code && names.cities.get(a.city_code)) ||
    (a.province_code && names.provinces.get(a.province_code)) ||
    null;
  const parts = [
    a.keyword ? `“${a.keyword}”` : null,
    a.job_type_id !== null ? (names.jobTypes.get(a.job_type_id) ?? null) : null,
    place,
    a.education_id !== null ? (names.educations.get(a.education_id) ?? null) : null,
    salary,
  ].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(' · ') : M.allVacancies;
}

async function toJobAlerts(db: Db, rows: repo.JobAlertRow[]): Promise<JobAlert[]> {
  const names = await repo.filterNames(db, rows);
  return rows.map((a) => ({
    id: a.id,
    filters: filtersOf(a),
    summary: summaryOf(a, names),
    frequency: a.frequency as JobAlertFrequency,
    status: a.status as JobAlertStatus,
    created_at: a.created_at.toISOString(),
    last_sent_at: isoOrNull(a.last_sent_at),
  }));
}

async function one(db: Db, row: repo.JobAlertRow): Promise<{ job_alert: JobAlert }> {
  const [job_alert] = await toJobAlerts(db, [row]);
  return { job_alert: job_alert! };
}

function seekerOf(user: AuthContext): number {
  if (user.role_name !== 'seeker') throw forbidden(M.rolesOnly);
  return user.id;
}

/** POST /job-alerts: a seeker's own alert, to the account's address, active at once (the address is verified). */
export async function createAlert(
  db: Db,
  user: AuthContext,
  email: string,
  body: JobAlertCreateBody,
): Promise<{ job_alert: JobAlert }> {
  const userId = seekerOf(user);
  if ((await repo.countFor(db, { userId })) >= JOB_ALERTS_MAX) throw new AppError('CONFLICT', M.tooMany);
  const row = await repo.insertAlert(db, {
    ...filterColumns(body),
    user_id: userId,
    email,
    frequency: body.frequency,
    status: 'ACTIVE',
    confirmed_at: new Date(),
  });
  return one(db, row);
}

/**
 * POST /job-alerts/subscribe: a guest's alert waits for its confirmation link. The answer is the same
 * whatever the address (an account's, a subscribed one, one at the cap): nothing tells who is known.
 */
export async function subscribeGuest(
  db: Db,
  deps: { publicUrl: string; ip: string },
  body: JobAlertSubscribeBody,
): Promise<void> {
  await consume(db, [
    [JOB_ALERT_LIMITS.ip, deps.ip],
    [JOB_ALERT_LIMITS.email, body.email],
  ]);
  if ((await repo.countFor(db, { email: body.email })) >= JOB_ALERTS_MAX) return;
  const { token, hash } = generateToken();
  const names = await repo.filterNames(db, [filterColumns(body)]);
  await db.transaction(async (tx) => {
    const row = await repo.insertAlert(tx, {
      ...filterColumns(body),
      user_id: null,
      email: body.email,
      frequency: body.frequency,
      status: 'ACTIVE',
      confirm_token_hash: hash,
      confirm_expires_at: new Date(Date.now() + JOB_ALERT_CONFIRM_HOURS * HOUR_MS),
    });
    const sender = await mailSender(tx);
    await queueMail(tx, [
      jobAlertConfirmMail({
        to: body.email,
        ...sender,
        summary: summaryOf(row, names),
        frequency: JOB_ALERT_FREQUENCY_LABELS[body.frequency],
        url: `${deps.publicUrl}${JOB_ALERT_CONFIRM_PAGE}?token=${token}`,
      }),
    ]);
  });
}

async function manageData(
  db: Db,
  row: repo.JobAlertRow,
  status?: 'UNSUBSCRIBED',
): Promise<JobAlertManageData> {
  const names = await repo.filterNames(db, [row]);
  return {
    summary: summaryOf(row, names),
    frequency: row.frequency as JobAlertFrequency,
    status: status ?? (row.status as JobAlertStatus),
  };
}

/** POST /job-alerts/confirm: the opt-in link, once and before it expires. */
export async function confirmAlert(db: Db, ip: string, token: string): Promise<JobAlertManageData> {
  await consume(db, [[JOB_ALERT_LIMITS.tokenIp, ip]]);
  const row = await repo.confirmByToken(db, hashToken(token));
  if (!row) throw notFound(M.confirmInvalid);
  return manageData(db, row);
}

async function byMailToken(db: Db, ip: string, token: string): Promise<repo.JobAlertRow | null> {
  await consume(db, [[JOB_ALERT_LIMITS.tokenIp, ip]]);
  return repo.findByMailToken(db, hashToken(token));
}

/** GET /job-alerts/manage/{token}: what a mail's one-click link is about (never the address). */
export async function manageAlert(db: Db, ip: string, token: string): Promise<JobAlertManageData> {
  const row = await byMailToken(db, ip, token);
  if (!row) throw notFound(M.manageInvalid);
  return manageData(db, row);
}

/** POST /job-alerts/pause/{token}: one click, no sign-in. */
export async function pauseByToken(db: Db, ip: string, token: string): Promise<JobAlertManageData> {
  const row = await byMailToken(db, ip, token);
  if (!row) throw notFound(M.manageInvalid);
  await repo.updateAlert(db, row.id, { status: 'PAUSED' });
  return manageData(db, { ...row, status: 'PAUSED' });
}

/**
 * POST /job-alerts/unsubscribe/{token}: one click, no sign-in, and the `List-Unsubscribe-Post` target
 * (RFC 8058). The alert and its records are deleted. A token whose alert is already gone answers the
 * same success, so a mail client's repeated POST is harmless and nothing tells a used token from another.
 */
export async function unsubscribeByToken(
  db: Db,
  ip: string,
  token: string,
): Promise<{ data: JobAlertManageData | null }> {
  const row = await byMailToken(db, ip, token);
  if (!row) return { data: null };
  const data = await manageData(db, row, 'UNSUBSCRIBED');
  await repo.deleteAlert(db, row.id);
  return { data };
}

/** GET /job-alerts: the seeker's own, newest first. */
export async function listAlerts(db: Db, user: AuthContext, q: JobAlertListQuery): Promise<JobAlertListData> {
  const userId = seekerOf(user);
  const [rows, total] = await Promise.all([repo.pageOfUser(db, userId, q), repo.countFor(db, { userId })]);
  return { job_alerts: await toJobAlerts(db, rows), total };
}

async function ownAlert(db: Db, user: AuthContext, id: number): Promise<repo.JobAlertRow> {
  const userId = seekerOf(user);
  const row = await repo.findOfUser(db, userId, id);
  if (!row) throw notFound(M.notFound);
  return row;
}

/** POST /job-alerts/update/{id}: frequency, pause or resume. */
export async function updateAlert(
  db: Db,
  user: AuthContext,
  id: number,
  body: JobAlertUpdateBody,
): Promise<{ job_alert: JobAlert; message: string }> {
  const row = await ownAlert(db, user, id);
  const changes: Partial<repo.NewJobAlert> = {};
  if (body.frequency) changes.frequency = body.frequency;
  if (body.status) changes.status = body.status;
  await repo.updateAlert(db, row.id, changes);
  const message =
    body.status && body.status !== row.status ? (body.status === 'PAUSED' ? M.paused : M.resumed) : M.updated;
  return { ...(await one(db, { ...row, ...changes } as repo.JobAlertRow)), message };
}

/** DELETE /job-alerts/{id}. */
export async function deleteAlert(db: Db, user: AuthContext, id: number): Promise<{ id: number }> {
  const row = await ownAlert(db, user, id);
  await repo.deleteAlert(db, row.id);
  return { id: row.id };
}

/** The one-click links of a mail, by its manage token. */
export function manageLinks(publicUrl: string, token: string) {
  const page = `${publicUrl}${JOB_ALERT_MANAGE_PAGE}/${token}`;
  return {
    pauseUrl: `${page}?aksi=${JOB_ALERT_ACTIONS.pause}`,
    unsubscribeUrl: `${page}?aksi=${JOB_ALERT_ACTIONS.unsubscribe}`,
    oneClickUrl: `${publicUrl}${API_PREFIX}/job-alerts/unsubscribe/${token}`,
  };
}
