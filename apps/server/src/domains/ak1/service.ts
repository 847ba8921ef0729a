import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import {
  AK1_CHECK_CODE_PARAM,
  AK1_MESSAGES,
  AK1_NOTIFICATIONS,
  maskName,
  AK1_REPORTS_SHOWN,
  NOTIFICATION_TYPES,
  ak1ReportCutoff,
  AK1_SEQUENCE_DIGITS,
  SEEKER_STATUS_NAMES,
  ak1Today,
  ak1ValidUntil,
  isAk1Valid,
  type Ak1CardData,
  type Ak1NotIssuedData,
  type Ak1Report,
  type Ak1ReportBody,
  type Ak1ReportData,
  type Ak1VerifyData,
  type SeekerStatus,
  type VerificationDecision,
} from '@siloker/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import { missingForApplying } from '../profiles/index.ts';
import { toAk1Card, toAk1Report } from './mapper.ts';
import { notify } from '../notifications/service.ts';
import { getAk1CardSettings } from '../settings/service.ts';
import * as repo from './repository.ts';

/*
 * The AK/1 registration (Permenaker 39/2016; issue 11 item 4): the office's verification issues the
 * number once; the seeker reads and prints the card and reports every 6 months; anyone can check a
 * number. The rules of validity and due dates live in @siloker/shared (ak1-constants.ts).
 */

export interface RegistrationDeps {
  db: Db;
  config: Pick<AppConfig, 'publicUrl' | 'cityCode'>;
}

/** `6472-2026`: the region's digits (the seeker's city, else the deployment's) and the year. */
export function numberPrefix(seekerCityCode: string | null, configCityCode: string, now: Date): string {
  const digits = (code: string | null) => (code ?? '').replace(/\D/g, '');
  const city = digits(seekerCityCode).length === 4 ? digits(seekerCityCode) : digits(configCityCode);
  return `${city}-${now.getUTCFullYear()}`;
}

/**
 * The registration side of an office decision, in the decision's transaction (the office domain records
 * the history and tells the seeker). VERIFIED needs a complete profile, and issues the number and date
 * only the first time: a seeker verified again keeps them.
 */
export async function applySeekerDecision(
  tx: Db,
  d: {
    seekerId: number;
    status: VerificationDecision;
    note: string | null;
    decidedBy: number;
    cityCode: string;
  },
): Promise<{ userId: number; fromStatus: string; numberRegistration: string | null }> {
  const row = await repo.lockSeekerForDecision(tx, d.seekerId);
  if (!row) throw notFound(AK1_MESSAGES.seekerNotFound);
  if (d.status === 'REJECTED') {
    await repo.setRejected(tx, row.id, d);
    return { userId: row.user_id, fromStatus: row.status, numberRegistration: row.number_registration };
  }
  const missing = await missingForApplying(tx, row.user_id);
  if (missing.length > 0) {
    const message = AK1_MESSAGES.seekerIncomplete(missing);
    throw validationFailed(message, { status: [message] });
  }
  const now = new Date();
  let numberRegistration = row.number_registration;
  if (numberRegistration === null) {
    const prefix = numberPrefix(row.city_code, d.cityCode, now);
    const value = await repo.nextSequenceValue(tx, prefix);
    numberRegistration = `${prefix}-${String(value).padStart(AK1_SEQUENCE_DIGITS, '0')}`;
  }
  // A card whose 2 years have run out is renewed by verifying again: same number, registered today
  // (decision 068). A card still valid keeps its date.
  const today = ak1Today(now);
  const stillValid = row.date_registration !== null && today <= ak1ValidUntil(row.date_registration);
  await repo.setVerified(tx, row.id, {
    numberRegistration,
    checkCode: newCheckCode(),
    dateRegistration: stillValid ? row.date_registration! : today,
    note: d.note,
    decidedBy: d.decidedBy,
  });
  return { userId: row.user_id, fromStatus: row.status, numberRegistration };
}

function ownSeeker(user: AuthContext): void {
  if (user.role_name !== 'seeker' || user.seeker_detail_id === null) throw forbidden();
}

/** 128 random bits, url-safe: the card's code, which no one derives from the number (decision 073). */
const newCheckCode = () => randomBytes(16).toString('base64url');

/** The card's QR link: the check page with the card's code, which makes it the full check. */
export const verifyUrl = (publicUrl: string, number: string, code: string | null) =>
  `${publicUrl}/kartu-ak1/${encodeURIComponent(number)}${code ? `?${AK1_CHECK_CODE_PARAM}=${encodeURIComponent(code)}` : ''}`;

/** The code given matches the card's, compared in constant time. */
function codeMatches(given: string | undefined, stored: string | null): boolean {
  if (!given || !stored) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function cardOf(deps: RegistrationDeps, user: AuthContext): Promise<Ak1CardData> {
  const { db, config } = deps;
  const row = await repo.findCardOfUser(db, user.id);
  if (!row) throw notFound(AK1_MESSAGES.seekerNotFound);
  const status = row.status as SeekerStatus;
  // A holder whose changed identity waits for the office keeps seeing the card, marked not valid.
  const issued = status === 'VERIFIED' || status === 'NOT_YET_VERIFIED';
  if (!issued || !row.number_registration || !row.date_registration) {
    const data: Ak1NotIssuedData = {
      seeker_status: status,
      status_note: row.status_note,
      missing: await missingForApplying(db, user.id),
    };
    throw new AppError('NOT_FOUND', AK1_MESSAGES.notVerified(SEEKER_STATUS_NAMES[status]), undefined, data);
  }
  const url = verifyUrl(config.publicUrl, row.number_registration, row.ak1_check_code);
  const [educations, skills, reports, settings, qrSvg] = await Promise.all([
    repo.educationsOf(db, row.id),
    repo.skillNamesOf(db, row.id),
    repo.reportsOf(db, row.id, AK1_REPORTS_SHOWN),
    getAk1CardSettings(db),
    QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
  ]);
  return {
    card: toAk1Card(row, {
      educations,
      skills,
      reports,
      verifyUrl: url,
      qrSvg,
      office: settings,
      now: new Date(),
    }),
  };
}

/** GET /seeker/ak1: the signed-in seeker's own card; a clear 404 (status, note, what is missing) before it is issued. */
export async function getOwnCard(deps: RegistrationDeps, user: AuthContext): Promise<Ak1CardData> {
  ownSeeker(user);
  return cardOf(deps, user);
}

/** POST /seeker/ak1/reports: a card holder's 6-monthly report; the next is due 6 months after it. */
export async function fileOwnReport(
  deps: RegistrationDeps,
  user: AuthContext,
  body: Ak1ReportBody,
): Promise<Ak1ReportData> {
  ownSeeker(user);
  const row = await repo.findCardOfUser(deps.db, user.id);
  if (!row || row.status !== 'VERIFIED' || !row.number_registration) {
    throw new AppError('VALIDATION', AK1_MESSAGES.notRegistered);
  }
  const report = await deps.db.transaction((tx) =>
    repo.insertReport(tx, {
      seekerId: row.id,
      status: body.status,
      companyName: body.status === 'WORKING' ? (body.company_name ?? null) : null,
      vacancyId: null,
      note: body.note ?? null,
      source: 'SEEKER',
    }),
  );
  const { card } = await cardOf(deps, user);
  return { card, report: toAk1Report(report) };
}

/**
 * An application moved to ACCEPTED is a placement: it files a WORKING report for the seeker, in the
 * stage change's transaction. The applications domain calls this; moving back and forward again does
 * not file the same placement twice.
 */
export async function fileAcceptedReport(tx: Db, a: { seekerId: number; vacancyId: number }): Promise<void> {
  const [latest] = await repo.reportsOf(tx, a.seekerId, 1);
  if (latest?.source === 'APPLICATION' && latest.job_vacancy_id === a.vacancyId) return;
  await repo.insertReport(tx, {
    seekerId: a.seekerId,
    status: 'WORKING',
    companyName: await repo.companyNameOfVacancy(tx, a.vacancyId),
    vacancyId: a.vacancyId,
    note: null,
    source: 'APPLICATION',
  });
}

/**
 * GET /ak1/verify/{number}: the public check. With the card's code (the QR link): the number, the name
 * on the card, valid or not and until when. A number alone (typed, or walked) gives validity and a
 * masked name only, so sequential numbers reveal no names (decision 073).
 */
export async function verifyNumber(db: Db, number: string, code?: string): Promise<Ak1VerifyData> {
  const row = await repo.findByNumber(db, number);
  if (!row || !row.number_registration || !row.date_registration) throw notFound(AK1_MESSAGES.cardNotFound);
  const name = row.full_name ?? row.user_name;
  const withCode = codeMatches(code, row.ak1_check_code);
  return {
    number_registration: row.number_registration,
    name: withCode ? name : maskName(name),
    is_valid: isAk1Valid(row.status, row.date_registration),
    valid_until: withCode ? ak1ValidUntil(row.date_registration) : null,
    with_code: withCode,
  };
}

/** Numbers are sequential, so the public check is throttled per address: a QR scan is one request. */
const VERIFY_LIMIT: Limit = { name: 'ak1-verify:ip', max: 60, windowSeconds: 10 * 60 };

export async function verifyNumberThrottled(
  db: Db,
  ip: string,
  number: string,
  code: string | undefined,
): Promise<Ak1VerifyData> {
  await consume(db, [[VERIFY_LIMIT, ip]]);
  return verifyNumber(db, number, code);
}

/** The latest report of each seeker (the office's "report due" list shows it beside the name). */
export async function latestReports(db: Db, seekerIds: number[]): Promise<Map<number, Ak1Report>> {
  const rows = await repo.latestReportsOf(db, seekerIds);
  return new Map(rows.map((r) => [r.seeker_detail_id, toAk1Report(r)]));
}

/** Reminders per sweep: the rest follow at the next one. */
const REMINDER_BATCH = 500;

/**
 * Tells each card holder whose report is overdue, once per report cycle (in the app and, unless they
 * switched it off, by e-mail). Run by the hourly sweep of registerReportReminders.
 */
export async function remindDueReports(db: Db, now: Date = new Date()): Promise<number> {
  const userIds = await repo.usersDueForReminder(db, ak1ReportCutoff(now), REMINDER_BATCH);
  if (userIds.length === 0) return 0;
  await notify(db, userIds, {
    type: NOTIFICATION_TYPES.ak1ReportDue,
    title: AK1_NOTIFICATIONS.reportDueTitle,
    body: AK1_NOTIFICATIONS.reportDueBody,
    link: AK1_NOTIFICATIONS.cardLink,
  });
  return userIds.length;
}

/** Sweeps for overdue reports when the server is ready and then every hour, once across N servers. */
export function registerReportReminders(app: FastifyInstance, intervalMs = 60 * 60_000): void {
  registerPeriodic(
    app,
    intervalMs,
    'pengingat lapor AK/1 gagal',
    async () => {
      const reminded = await remindDueReports(app.db);
      if (reminded) app.log.info({ reminded }, 'pengingat lapor AK/1');
    },
    { job: 'ak1-reminders' },
  );
}
