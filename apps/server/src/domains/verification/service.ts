import {
  NOTIFICATION_TYPES,
  checkPosting,
  OFFICE_NOTIFICATIONS,
  type OfficeCompany,
  type OfficeCompanyChecks,
  type OfficeCompanyDecisionData,
  type OfficeCompanyListData,
  type OfficeCompanyListQuery,
  type OfficeSummaryData,
  type OfficeVacancy,
  type OfficeVacancyDecisionData,
  type OfficeVacancyListData,
  type OfficeVacancyListQuery,
  type VerificationDecisionBody,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { decideInOneTransaction } from '../../lib/office-decision.ts';
import { applyCompanyDecision } from '../companies/service.ts';
import { officeChecksOf } from '../company-checks/service.ts';
import { notify } from '../notifications/service.ts';
import { vacancyDetailsById } from '../vacancies/service.ts';
import { activePostingRules } from '../posting-rules/service.ts';
import { applyVacancyDecision } from './vacancy-decision.ts';
import { toOfficeCompany, toOfficeVacancy } from './mapper.ts';
import * as repo from './repository.ts';
import { openFillReports } from '../wllp/service.ts';
import { vacancyMayBePublic } from '../../lib/vacancy-public-hint.ts';

/*
 * The office's verification (issue 10 item 6). Routes admit role `admin` only; each decision changes
 * the subject's status (its own domain's rules), records the history row and notifies the account,
 * all in one transaction: either all three happen or none (lib/office-decision.ts).
 */

export async function listCompanyQueue(db: Db, q: OfficeCompanyListQuery): Promise<OfficeCompanyListData> {
  const { rows, total } = await repo.listCompanies(db, q);
  return { companies: await withChecks(db, rows), total };
}

/** Each queued company with the checks the office recorded (docs/decisions/106); one read for the page. */
async function withChecks(db: Db, rows: repo.OfficeCompanyRow[]): Promise<OfficeCompany[]> {
  const checks = await officeChecksOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toOfficeCompany(r, checks.get(r.id) ?? NO_CHECKS));
}

export async function listVacancyQueue(db: Db, q: OfficeVacancyListQuery): Promise<OfficeVacancyListData> {
  const { rows, total } = await repo.listVacancies(db, q);
  return { job_vacancies: await withPreviews(db, rows), total };
}

/** Each queued vacancy with its public page's content (docs/decisions/083); one read for the page. */
async function withPreviews(db: Db, rows: repo.OfficeVacancyRow[]): Promise<OfficeVacancy[]> {
  const previews = await vacancyDetailsById(
    db,
    rows.map((r) => r.id),
  );
  const rules = await activePostingRules(db);
  return rows.flatMap((r) => {
    const preview = previews.get(r.id);
    // The office sees what the rules find now, phrases to highlight in the preview (docs/decisions/102).
    return preview ? [toOfficeVacancy(r, preview, checkPosting(rules, preview))] : [];
  });
}

export async function officeSummary(db: Db): Promise<OfficeSummaryData> {
  return { pending: await repo.pendingCounts(db) };
}

const NO_CHECKS: OfficeCompanyChecks = {
  checks: [],
  email_domain: { account: null, website: null, matches: false, free_mail: false },
};

const noteOf = (body: VerificationDecisionBody) => body.note ?? null;

export async function decideCompany(
  db: Db,
  officeUserId: number,
  companyId: number,
  body: VerificationDecisionBody,
  actor: AuditActor,
): Promise<OfficeCompanyDecisionData> {
  const note = noteOf(body);
  const decision = { status: body.status, note, decidedBy: officeUserId, actor };
  await decideInOneTransaction(db, decision, {
    type: 'company',
    id: companyId,
    apply: (tx, change) => applyCompanyDecision(tx, { companyId, ...change }),
    tell: (tx, { userId }, verified) =>
      notify(tx, [userId], {
        type: verified ? NOTIFICATION_TYPES.companyVerified : NOTIFICATION_TYPES.companyRejected,
        title: verified ? OFFICE_NOTIFICATIONS.companyVerified : OFFICE_NOTIFICATIONS.companyRejected,
        body: verified ? OFFICE_NOTIFICATIONS.companyVerifiedBody : (note ?? ''),
        link: OFFICE_NOTIFICATIONS.companyLink,
      }),
    audit: 'company.decided',
  });
  // Its vacancies may be public now: job alerts sent at once look (docs/decisions/108).
  if (body.status === 'VERIFIED') vacancyMayBePublic();
  const row = await repo.findCompany(db, companyId);
  const [company] = row ? await withChecks(db, [row]) : [];
  if (!company) throw notFound();
  return { company };
}

export async function decideVacancy(
  db: Db,
  officeUserId: number,
  vacancyId: number,
  body: VerificationDecisionBody,
  actor: AuditActor,
): Promise<OfficeVacancyDecisionData> {
  const note = noteOf(body);
  const decision = { status: body.status, note, decidedBy: officeUserId, actor };
  await decideInOneTransaction(db, decision, {
    type: 'job_vacancy',
    id: vacancyId,
    apply: (tx, change) => applyVacancyDecision(tx, { vacancyId, ...change }),
    tell: (tx, { companyUserId, title }, verified) =>
      notify(tx, [companyUserId], {
        type: verified ? NOTIFICATION_TYPES.vacancyVerified : NOTIFICATION_TYPES.vacancyRejected,
        title: verified
          ? OFFICE_NOTIFICATIONS.vacancyVerified(title)
          : OFFICE_NOTIFICATIONS.vacancyRejected(title),
        body: verified ? OFFICE_NOTIFICATIONS.vacancyVerifiedBody : (note ?? ''),
        link: OFFICE_NOTIFICATIONS.vacancyLink,
      }),
    audit: 'vacancy.decided',
    auditDetail: ({ title }) => ({ title }),
  });
  // A refusal closes a published vacancy: its fill report is owed from now (docs/decisions/105).
  if (body.status === 'REJECTED') await openFillReports(db, vacancyId);
  // Job alerts sent at once look for it (docs/decisions/108).
  if (body.status === 'VERIFIED') vacancyMayBePublic();
  const row = await repo.findVacancy(db, vacancyId);
  const [job_vacancy] = row ? await withPreviews(db, [row]) : [];
  if (!job_vacancy) throw notFound();
  return { job_vacancy };
}
