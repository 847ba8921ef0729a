import {
  formatDate,
  GENDER_NAMES,
  NOTIFICATION_TYPES,
  provinceTimeZone,
  STATISTICS_MESSAGES,
  WLLP_COMPANY_LINK,
  WLLP_MESSAGES,
  WLLP_OTHER_LABELS,
  WLLP_REMINDER_DAYS,
  type WllpCompanyData,
  type WllpCompliance,
  type WllpFillReport,
  type WllpFillReportBody,
  type WllpFillReportFormData,
  type WllpFillReportSavedData,
  type WllpGroupRow,
  type WllpReportData,
  type WllpReportListQuery,
  type WllpReportQuery,
} from '@siloker/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { addError, throwIfAny, type FieldErrors } from '../../lib/form-errors.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { existingMasterIds } from '../master/service.ts';
import { notify } from '../notifications/service.ts';
import { getSettings } from '../settings/service.ts';
import { dayIn } from '../statistics/service.ts';
import * as repo from './repository.ts';

/*
 * Wajib Lapor Lowongan Pekerjaan (Perpres 57/2023; docs/decisions/105-wllp.md). A vacancy posted on the
 * portal is its Pasal 5 report; once it stops being open, whoever closed it, the company owes the
 * Pasal 6 fill report, reminded after 3 and 10 days; the office reads and downloads the report per
 * period.
 */

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

function ownCompanyOf(user: AuthContext): number {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  return user.company_detail_id;
}

const toFillReport = (r: repo.FillReportRow): WllpFillReport => ({
  job_vacancy_id: r.job_vacancy_id,
  title: r.title,
  title_slug: r.title_slug,
  worker_count: r.worker_count,
  due_at: iso(r.due_at)!,
  filed_at: iso(r.filed_at),
  overdue: r.overdue,
  hired_portal: r.hired_portal,
  hired_other: r.hired_other,
  hired_male: r.hired_male,
  hired_female: r.hired_female,
  educations: r.educations,
});

/**
 * Makes the due fill reports of vacancies that stopped being open (of one, right after a close path;
 * of all, from the sweep, which catches deadlines and every other path). Returns how many were made.
 */
export function openFillReports(db: Db, vacancyId?: number): Promise<number> {
  return repo.openDue(db, vacancyId);
}

/**
 * Reminds each company of a missing fill report after WLLP_REMINDER_DAYS[0] and [1] days, each once
 * (in the app and by e-mail through the outbox). `now` is the clock, so tests move it.
 */
export async function remindFillReports(db: Db, now: Date = new Date()): Promise<number> {
  let told = 0;
  // The last reminder first: a report found past both gets the last one only.
  for (const stage of [1, 0] as const) {
    const days = WLLP_REMINDER_DAYS[stage];
    const rows = await repo.claimReminders(db, stage, days, now);
    for (const row of rows) {
      await notify(db, [row.user_id], {
        type: NOTIFICATION_TYPES.wllpFillReportDue,
        title: WLLP_MESSAGES.reminderTitle,
        body: WLLP_MESSAGES.reminderBody(row.title, days),
        link: WLLP_COMPANY_LINK,
      });
    }
    told += rows.length;
  }
  return told;
}

/** One sweep: drop reports of reopened vacancies, make the due ones, remind. */
export async function sweepFillReports(db: Db, now: Date = new Date()) {
  const dropped = await repo.dropReopened(db);
  const opened = await repo.openDue(db);
  const reminded = await remindFillReports(db, now);
  return { dropped, opened, reminded };
}

export const WLLP_SWEEP_MS = 10 * 60_000;

/** The sweep every WLLP_SWEEP_MS, once across N servers (lib/periodic.ts, docs/decisions/091). */
export function registerWllpSweep(app: FastifyInstance, intervalMs = WLLP_SWEEP_MS): void {
  registerPeriodic(
    app,
    intervalMs,
    'wajib lapor lowongan gagal',
    async () => {
      const done = await sweepFillReports(app.db);
      if (done.opened || done.reminded) app.log.info(done, 'wajib lapor lowongan');
    },
    { job: 'wllp-sweep' },
  );
}

// ---- The company ----

export async function companyCompliance(db: Db, companyId: number): Promise<WllpCompliance> {
  return repo.complianceOf(db, companyId);
}

/** GET /company/wllp: the company's compliance and one page of its own fill reports. */
export async function companyWllp(
  db: Db,
  user: AuthContext,
  q: WllpReportListQuery,
): Promise<WllpCompanyData> {
  const companyId = ownCompanyOf(user);
  const rows = await repo.pageOf(db, companyId, q.tab, { offset: q.offset, limit: q.limit });
  const total = await repo.countOf(db, companyId, q.tab);
  return { compliance: await repo.complianceOf(db, companyId), fill_reports: rows.map(toFillReport), total };
}

/** The company's own report of the vacancy, made now if the sweep has not yet; 404/403/409 otherwise. */
async function ownReport(db: Db, companyId: number, vacancyId: number): Promise<repo.FillReportRow> {
  let row = await repo.findOne(db, companyId, vacancyId);
  if (row) return row;
  const owner = await repo.vacancyOwner(db, vacancyId);
  if (owner === null) throw notFound(WLLP_MESSAGES.reportNotFound);
  if (owner !== companyId) throw forbidden();
  await repo.openDue(db, vacancyId);
  row = await repo.findOne(db, companyId, vacancyId);
  if (!row) throw new AppError('CONFLICT', WLLP_MESSAGES.reportNotDue);
  return row;
}

async function acceptedOf(db: Db, vacancyId: number) {
  const rows = await repo.acceptedOf(db, vacancyId);
  const byEducation = new Map<number, number>();
  for (const r of rows) {
    if (r.education_id !== null)
      byEducation.set(r.education_id, (byEducation.get(r.education_id) ?? 0) + r.n);
  }
  const sum = (pred: (r: repo.AcceptedRow) => boolean) => rows.filter(pred).reduce((s, r) => s + r.n, 0);
  return {
    total: sum(() => true),
    male: sum((r) => r.gender === 'male'),
    female: sum((r) => r.gender === 'female'),
    educations: [...byEducation].map(([education_id, count]) => ({ education_id, count })),
  };
}

/** GET /company/wllp/{job_vacancy_id}: the report as filed, or pre-filled from the ACCEPTED applications. */
export async function fillReportForm(
  db: Db,
  user: AuthContext,
  vacancyId: number,
): Promise<WllpFillReportFormData> {
  const companyId = ownCompanyOf(user);
  const row = await ownReport(db, companyId, vacancyId);
  const accepted = await acceptedOf(db, vacancyId);
  const report = toFillReport(row);
  const fill_report =
    row.filed_at === null
      ? {
          ...report,
          hired_portal: accepted.total,
          hired_other: 0,
          hired_male: accepted.male,
          hired_female: accepted.female,
          educations: accepted.educations,
        }
      : report;
  return { fill_report, accepted };
}

/**
 * POST /company/wllp/{job_vacancy_id}: files the report. The shared schema holds the splits to one
 * total; here the portal's hires are held to the vacancy's ACCEPTED applications and the educations
 * to the master list, every refusal on its field.
 */
export async function fileFillReport(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  body: WllpFillReportBody,
): Promise<WllpFillReportSavedData> {
  const companyId = ownCompanyOf(user);
  await ownReport(db, companyId, vacancyId);
  const errors: FieldErrors = {};
  const accepted = await acceptedOf(db, vacancyId);
  if (body.hired_portal > accepted.total)
    addError(errors, 'hired_portal', WLLP_MESSAGES.portalAboveAccepted(accepted.total));
  const ids = body.educations.map((e) => e.education_id);
  const known = await existingMasterIds(db, 'educations', ids);
  if (ids.some((id) => !known.has(id))) addError(errors, 'educations', WLLP_MESSAGES.educationUnknown);
  throwIfAny(errors);
  const educations = body.educations.filter((e) => e.count > 0);
  await repo.file(db, companyId, vacancyId, user.id, { ...body, educations });
  const row = await repo.findOne(db, companyId, vacancyId);
  if (!row) throw notFound(WLLP_MESSAGES.reportNotFound);
  return { fill_report: toFillReport(row), compliance: await repo.complianceOf(db, companyId) };
}

// ---- The office ----

export interface WllpSettings {
  provinceCode: string;
}

/** The period asked for: without `from`, the first of the month of `to` (today by default). */
function periodOf(q: WllpReportQuery, today: string) {
  const to = q.to ?? today;
  const from = q.from ?? `${to.slice(0, 7)}-01`;
  if (to < from) throw badRequest(STATISTICS_MESSAGES.badRange, { to: [STATISTICS_MESSAGES.toBeforeFrom] });
  return { from, to };
}

const dayLabel = (day: string) => formatDate(`${day}T00:00:00Z`, { timeZone: 'UTC' });

/** GET /office/wllp: the period's WLLP report, computed in SQL. */
export async function officeWllpReport(db: Db, s: WllpSettings, q: WllpReportQuery): Promise<WllpReportData> {
  const timeZone = provinceTimeZone(s.provinceCode);
  const period = { ...periodOf(q, dayIn(new Date(), timeZone)), timeZone };
  const vacancies = await repo.vacancyGroups(db, period);
  const fills = await repo.fillGroups(db, period);
  const educationFills = await repo.fillEducations(db, period);
  const overdue = await repo.overdueCompanies(db, period);
  const { configs } = await getSettings(db);
  const officeName = configs.office_name || configs.web_name;

  const merge = (dim: string, hires: Map<string, number>): WllpGroupRow[] => {
    const rows = new Map<string, WllpGroupRow>();
    const at = (key: string | null, label: string | null) => {
      const k = key ?? 'none';
      let row = rows.get(k);
      if (!row) {
        row = { key: k, label: label ?? WLLP_OTHER_LABELS.none, job_vacancies: 0, openings: 0, hired: 0 };
        rows.set(k, row);
      }
      return row;
    };
    for (const v of vacancies.filter((r) => r.dim === dim)) {
      const row = at(v.key, v.label);
      row.job_vacancies += v.job_vacancies;
      row.openings += v.openings;
    }
    for (const f of fills.filter((r) => r.dim === dim)) at(f.key, f.label).hired += f.hired;
    for (const [key, hired] of hires)
      at(key, educationFills.find((e) => e.key === key)?.label ?? null).hired += hired;
    return [...rows.values()].sort((a, b) =>
      a.key === 'none' ? 1 : b.key === 'none' ? -1 : a.label.localeCompare(b.label, 'id'),
    );
  };

  const vacancyTotal = vacancies.find((r) => r.dim === 'total');
  const fillTotal = fills.find((r) => r.dim === 'total');
  const openingsAny =
    (vacancyTotal?.openings ?? 0) - (vacancyTotal?.openings_male ?? 0) - (vacancyTotal?.openings_female ?? 0);
  const bySex: WllpGroupRow[] = [
    {
      key: 'male',
      label: GENDER_NAMES.male,
      job_vacancies: 0,
      openings: vacancyTotal?.openings_male ?? 0,
      hired: fillTotal?.hired_male ?? 0,
    },
    {
      key: 'female',
      label: GENDER_NAMES.female,
      job_vacancies: 0,
      openings: vacancyTotal?.openings_female ?? 0,
      hired: fillTotal?.hired_female ?? 0,
    },
    { key: 'any', label: WLLP_OTHER_LABELS.any, job_vacancies: 0, openings: openingsAny, hired: 0 },
  ];
  return {
    from: period.from,
    to: period.to,
    office_name: officeName,
    title: WLLP_MESSAGES.periodTitle(officeName, dayLabel(period.from), dayLabel(period.to)),
    summary: {
      job_vacancies: vacancyTotal?.job_vacancies ?? 0,
      openings: vacancyTotal?.openings ?? 0,
      reports_due: fillTotal?.reports_due ?? 0,
      reports_filed: fillTotal?.reports_filed ?? 0,
      hired: fillTotal?.hired ?? 0,
      hired_portal: fillTotal?.hired_portal ?? 0,
      hired_other: fillTotal?.hired_other ?? 0,
    },
    by_business_field: merge('field', new Map()),
    by_education: merge('education', new Map(educationFills.map((e) => [e.key, e.hired]))),
    by_sex: bySex,
    by_district: merge('district', new Map()),
    overdue_companies: overdue.map((o) => ({
      company_detail_id: o.company_detail_id,
      name: o.name,
      overdue_reports: o.overdue_reports,
      oldest_due_at: iso(o.oldest_due_at)!,
    })),
  };
}
