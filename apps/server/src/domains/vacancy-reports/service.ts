import {
  NOTIFICATION_TYPES,
  OFFICE_NOTIFICATIONS,
  VACANCY_REPORT_HIDE_THRESHOLD,
  VACANCY_REPORT_MESSAGES,
  VACANCY_REPORTS_SHOWN_MAX,
  type OfficeVacancyReportDecisionBody,
  type OfficeVacancyReportDecisionData,
  type OfficeVacancyReportGroup,
  type OfficeVacancyReportListData,
  type OfficeVacancyReportListQuery,
  type VacancyReportBody,
  type VacancyReportCategory,
  type VacancyReportData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { consume, type Limit } from '../../lib/throttle.ts';
import { notify } from '../notifications/service.ts';
import { isPublicVacancy } from '../vacancies/service.ts';
import { decideCompany, decideVacancy } from '../verification/service.ts';
import * as repo from './repository.ts';

/*
 * Reports of fake or unfair vacancies (issue 20 item 3; docs/decisions/103-vacancy-reports.md): any
 * signed-in account but the vacancy's own company reports a public vacancy once; three distinct
 * verified accounts hide it until the office dismisses the reports or removes it for fraud.
 */

/** Reports per account and per address (docs/decisions/103): enough for honest use, not for a flood. */
export const REPORT_LIMITS = {
  user: { name: 'vacancy-report:user', max: 10, windowSeconds: 60 * 60 },
  ip: { name: 'vacancy-report:ip', max: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/** POST /vacancy-reports. */
export async function reportVacancy(
  db: Db,
  user: AuthContext,
  ip: string,
  body: VacancyReportBody,
): Promise<VacancyReportData> {
  await consume(db, [
    [REPORT_LIMITS.user, user.id],
    [REPORT_LIMITS.ip, ip],
  ]);
  // Only what the public sees may be reported (404 otherwise, as its page is).
  if (!(await isPublicVacancy(db, body.job_vacancy_id))) throw notFound(VACANCY_REPORT_MESSAGES.notAvailable);
  const verified = await repo.isVerifiedReporter(db, user.id);
  await db.transaction(async (tx) => {
    const vacancy = await repo.lockVacancy(tx, body.job_vacancy_id);
    if (!vacancy) throw notFound(VACANCY_REPORT_MESSAGES.notAvailable);
    if (vacancy.company_user_id === user.id) throw forbidden(VACANCY_REPORT_MESSAGES.ownVacancy);
    const inserted = await repo.insertReport(tx, {
      vacancyId: vacancy.id,
      userId: user.id,
      category: body.category,
      note: body.note ?? null,
      verified,
    });
    if (!inserted) throw conflict(VACANCY_REPORT_MESSAGES.already);
    if (!verified) return;
    if ((await repo.openVerifiedCount(tx, vacancy.id)) < VACANCY_REPORT_HIDE_THRESHOLD) return;
    // The company learns that it is under review, never by whom (docs/security.md).
    if (await repo.hideVacancy(tx, vacancy.id)) {
      await notify(tx, [vacancy.company_user_id], {
        type: NOTIFICATION_TYPES.vacancyUnderReview,
        title: VACANCY_REPORT_MESSAGES.underReviewTitle(vacancy.title),
        body: VACANCY_REPORT_MESSAGES.underReviewBody,
        link: OFFICE_NOTIFICATIONS.vacancyLink,
      });
    }
  });
  return { job_vacancy_id: body.job_vacancy_id, reported: true };
}

/** GET /office/vacancy-reports: one page of vacancies with open reports, oldest first. */
export async function listReportQueue(
  db: Db,
  q: OfficeVacancyReportListQuery,
): Promise<OfficeVacancyReportListData> {
  const { rows, total } = await repo.openGroups(db, { offset: q.offset, limit: q.limit });
  const ids = rows.map((r) => r.job_vacancy_id);
  const [vacancies, reports] = await Promise.all([
    repo.vacanciesOf(db, ids),
    repo.openReportsOf(db, ids, VACANCY_REPORTS_SHOWN_MAX),
  ]);
  const byId = new Map(vacancies.map((v) => [v.id, v]));
  const groups = rows.flatMap((r): OfficeVacancyReportGroup[] => {
    const v = byId.get(r.job_vacancy_id);
    if (!v) return [];
    return [
      {
        job_vacancy: {
          id: v.id,
          title: v.title,
          title_slug: v.title_slug,
          company_detail_id: v.company_detail_id,
          company_name: v.company_name,
          is_hidden: v.reported_hidden_at !== null,
        },
        first_reported_at: new Date(r.first_reported_at).toISOString(),
        report_count: Number(r.report_count),
        verified_count: Number(r.verified_count),
        reports: reports
          .filter((x) => x.job_vacancy_id === v.id)
          .map((x) => ({
            id: x.id,
            category: x.category as VacancyReportCategory,
            note: x.note,
            created_at: new Date(x.created_at).toISOString(),
            reporter_name: x.reporter_name,
            reporter_role: x.reporter_role,
            reporter_verified: x.reporter_verified,
          })),
      },
    ];
  });
  return { groups, total };
}

/**
 * POST /office/vacancy-reports/{id}/decision, in one transaction. DISMISS closes the open reports and
 * lifts the reports' hiding (anything else that hides it still does, lib/visibility.ts). REMOVE is the
 * office's refusal of the vacancy with the fraud note (history, company notice, audit of the
 * verification domain), then its removal; every applicant is warned in-app and by e-mail (outbox).
 * `suspend_company` is the office's refusal of the company, which takes all its vacancies down.
 */
export async function decideReports(
  db: Db,
  office: AuditActor,
  vacancyId: number,
  body: OfficeVacancyReportDecisionBody,
): Promise<OfficeVacancyReportDecisionData> {
  return db.transaction(async (tx) => {
    const vacancy = await repo.lockVacancy(tx, vacancyId);
    if (!vacancy) throw notFound(VACANCY_REPORT_MESSAGES.notInQueue);
    const remove = body.decision === 'REMOVE';
    const closed = await repo.closeOpenReports(tx, vacancy.id, remove ? 'REMOVED' : 'DISMISSED', office.id);
    if (closed === 0) throw notFound(VACANCY_REPORT_MESSAGES.notInQueue);
    const note = body.note ?? null;
    let notified = 0;
    let suspended = false;
    if (!remove) {
      await repo.unhideVacancy(tx, vacancy.id);
    } else {
      const fraudNote = note
        ? `${VACANCY_REPORT_MESSAGES.fraudNote} ${note}`
        : VACANCY_REPORT_MESSAGES.fraudNote;
      if (!vacancy.is_removed) {
        await decideVacancy(tx, office.id, vacancy.id, { status: 'REJECTED', note: fraudNote }, office);
        await repo.markRemoved(tx, vacancy.id);
      }
      const applicants = await repo.applicantUserIds(tx, vacancy.id);
      await notify(tx, applicants, {
        type: NOTIFICATION_TYPES.vacancyFraudRemoved,
        title: VACANCY_REPORT_MESSAGES.fraudTitle(vacancy.title),
        body: VACANCY_REPORT_MESSAGES.fraudBody,
        link: null,
      });
      notified = applicants.length;
      if (body.suspend_company) {
        await decideCompany(
          tx,
          office.id,
          vacancy.company_detail_id,
          { status: 'REJECTED', note: VACANCY_REPORT_MESSAGES.suspendNote },
          office,
        );
        suspended = true;
      }
    }
    await recordAudit(tx, office, {
      action: remove ? 'vacancy_report.removed' : 'vacancy_report.dismissed',
      subjectType: 'job_vacancy',
      subjectId: vacancy.id,
      detail: {
        title: vacancy.title,
        reports: closed,
        applicants_notified: notified,
        company_suspended: suspended,
        note,
      },
    });
    return {
      job_vacancy_id: vacancy.id,
      decision: body.decision,
      reports_closed: closed,
      applicants_notified: notified,
      company_suspended: suspended,
    };
  });
}
