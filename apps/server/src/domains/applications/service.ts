import {
  APPLICATION_MESSAGES,
  APPLY_BURST_PER_IP_PER_MINUTE,
  APPLY_BURST_PER_USER_PER_MINUTE,
  BULK_MOVE_FROM,
  BULK_MOVE_MAX,
  DESK_MESSAGES,
  APPLICATION_NOTIFICATIONS,
  COMPANY_APPLICANT_TABS,
  NOTIFICATION_TYPES,
  PAGE_SIZES,
  SEEKER_STATUS_GROUPS,
  canMoveApplication,
  type ApplicantListData,
  type ApplicantListQuery,
  type ApplicantStagesData,
  type ApplicationStatus,
  type ApplyBody,
  type ApplyData,
  type BulkMoveBody,
  type BulkMoveData,
  type ChangeApplicationStatusBody,
  type ChangeApplicationStatusData,
  type SeekerApplicationPage,
  type SeekerApplicationStatusesData,
  type SeekerApplicationsQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { hit, peek, type Limit } from '../../lib/throttle.ts';
import { applyLimitPerDay } from '../settings/service.ts';
import { notify } from '../notifications/service.ts';
import { applicantOf } from '../profiles/index.ts';
import { fileAcceptedReport } from '../ak1/service.ts';
import { scheduleInTransaction, type InterviewEnv } from '../interviews/index.ts';
import {
  historiesById,
  toApplicant,
  toSeekerApplication,
  toSeekerJobVacancy,
  toStatusHistory,
} from './mapper.ts';
import * as repo from './repository.ts';
import { applicationMatchScores } from '../matching/index.ts';

/**
 * What the invitations domain reads of applications (docs/decisions/079-layout-and-boundaries.md): an
 * invitation is an application row at INVITED, so it looks up the vacancy, an existing application and
 * the seeker's name the same way applying does.
 */
export { findApplication, findVacancy, seekerName } from './repository.ts';

/** The status histories of these applications, by application id. */
export async function statusHistoriesOf(db: Db, applicationIds: number[]) {
  return historiesById(await repo.historiesOf(db, applicationIds));
}

/** Where the notifications point (apps/web/src/config/paths.ts). */
const SEEKER_APPLICATIONS_LINK = '/panel/data-lowongan-kerja/pencari-kerja';
const applicantsLink = (titleSlug: string) => `/panel/data-lowongan-kerja/${titleSlug}/pencari-kerja`;

/** The caller's own seeker profile id; a seeker account always has one. */
function ownSeekerId(user: AuthContext): number {
  if (user.role_name !== 'seeker' || user.seeker_detail_id === null) {
    throw forbidden(APPLICATION_MESSAGES.onlySeekers);
  }
  return user.seeker_detail_id;
}

/** The vacancy, which must be the calling company's own: unknown → 404, another company's → 403. */
async function ownVacancy(db: Db, user: AuthContext, vacancyId: number): Promise<repo.VacancyRow> {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  const vacancy = await repo.findVacancy(db, vacancyId);
  if (!vacancy) throw notFound(APPLICATION_MESSAGES.vacancyNotFound);
  if (vacancy.company_detail_id !== user.company_detail_id) {
    throw forbidden(APPLICATION_MESSAGES.notOwnVacancy);
  }
  return vacancy;
}

/** A burst of applies from one account or one address is slowed (docs/decisions/109): 429 with Retry-After. */
export const APPLY_BURST_LIMITS = {
  user: { name: 'apply:user', max: APPLY_BURST_PER_USER_PER_MINUTE, windowSeconds: 60 },
  ip: { name: 'apply:ip', max: APPLY_BURST_PER_IP_PER_MINUTE, windowSeconds: 60 },
} satisfies Record<string, Limit>;

const waitText = (seconds: number) =>
  seconds < 60 ? `${seconds} detik` : `${Math.ceil(seconds / 60)} menit`;

const burstChecks = (userId: number, ip: string) =>
  [
    [APPLY_BURST_LIMITS.user, userId],
    [APPLY_BURST_LIMITS.ip, ip],
  ] as const;

/**
 * Past either burst limit, 429 with the wait (never a silent drop). What counts is an application
 * sent (countBurst after the insert), so a refused or repeated apply (409, 404) is not one: fifty
 * double-clicks are still one application and forty-nine 409s.
 */
async function slowBursts(db: Db, userId: number, ip: string): Promise<void> {
  for (const [limit, subject] of burstChecks(userId, ip)) {
    const { count, retryAfter } = await peek(db, limit, subject);
    if (count >= limit.max) throw tooManyRequests(DESK_MESSAGES.applyBurst(waitText(retryAfter)), retryAfter);
  }
}

async function countBurst(db: Db, userId: number, ip: string): Promise<void> {
  for (const [limit, subject] of burstChecks(userId, ip)) await hit(db, limit, subject);
}

/** Where the request came from and the portal's time zone (the day of the per-day limit). */
export interface ApplyContext {
  ip: string;
  timeZone: string;
}

/**
 * POST /seekers/applied/: who (a seeker, naming their own profile) → the burst limits → the vacancy is
 * public → the profile is complete → one transaction (the seeker's row locked, the day's limit, the
 * application, history, count) → the company is told. The unique index settles two applies at once: the
 * loser gets the same 409 as a late second one.
 */
export async function apply(
  db: Db,
  user: AuthContext,
  body: ApplyBody,
  ctx: ApplyContext,
): Promise<ApplyData> {
  const seekerId = ownSeekerId(user);
  if (body.seeker_detail_id !== seekerId) throw forbidden(APPLICATION_MESSAGES.notOwnSeeker);
  await slowBursts(db, user.id, ctx.ip);

  const vacancy = await repo.findVacancy(db, body.job_vacancy_id);
  if (!vacancy) throw notFound(APPLICATION_MESSAGES.vacancyNotFound);
  if (!vacancy.is_public) throw new AppError('VALIDATION', APPLICATION_MESSAGES.vacancyUnavailable);

  // A second apply is refused by the unique index below (409), with no read of its own first.
  const { missing, name } = await applicantOf(db, user.id);
  if (missing.length > 0) {
    throw new AppError('VALIDATION', APPLICATION_MESSAGES.profileIncomplete(missing), undefined, {
      missing,
    });
  }

  const limit = await applyLimitPerDay(db);
  let result: Awaited<ReturnType<typeof repo.insertApplication>>;
  try {
    result = await db.transaction(async (tx) => {
      // The seeker's row lock queues one seeker's applies, so two at once cannot both pass the limit.
      const today = await repo.lockSeekerAppliedToday(tx, seekerId, ctx.timeZone);
      if (today.count >= limit) {
        throw tooManyRequests(DESK_MESSAGES.applyLimit(limit), today.secondsToMidnight);
      }
      return repo.insertApplication(tx, {
        vacancyId: vacancy.id,
        seekerId,
        userId: user.id,
        // Whitespace alone is no letter (docs/decisions/088).
        coverLetter: body.cover_letter || null,
      });
    });
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.alreadyApplied);
    throw error;
  }
  await countBurst(db, user.id, ctx.ip);

  await notify(db, [vacancy.company_user_id], {
    type: NOTIFICATION_TYPES.applicationNew,
    ...APPLICATION_NOTIFICATIONS.newApplicant(vacancy.title, name),
    link: applicantsLink(vacancy.title_slug),
  });
  return {
    seeker_job_vacancy: toSeekerJobVacancy(result.application),
    applicant_count: result.applicant_count,
  };
}

/** Why a move is refused, or null when docs/product.md §4 allows it. */
function refusal(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (from === to) return APPLICATION_MESSAGES.sameStatus(from);
  if (from === 'REJECTED') return APPLICATION_MESSAGES.rejectedFinal;
  return canMoveApplication(from, to) ? null : APPLICATION_MESSAGES.illegalMove(from, to);
}

/** One applicant's move as the transaction left it: the rows written and whom to tell. */
interface MovedOne {
  moved: Awaited<ReturnType<typeof repo.moveApplication>>;
  seekerUserId: number;
}

/**
 * One applicant's move, all or nothing, in its own transaction: the application row locked → the move
 * is legal from the stage it holds → the row and its history change together (and an acceptance files
 * the AK/1 report). The single move and every member of a bulk move go through here.
 */
async function moveOne(
  db: Db,
  vacancy: repo.VacancyRow,
  m: { seekerId: number; to: ApplicationStatus; userId: number; note: string | null },
  /** The rule the locked stage is checked against: a single move's (refusal) unless given. */
  check: (from: ApplicationStatus, to: ApplicationStatus) => string | null = refusal,
  /** What must happen with the move or not at all (the interview of a single move to CALLED). */
  withMove?: (tx: Db, applicationId: number) => Promise<unknown>,
): Promise<MovedOne> {
  return db.transaction(async (tx) => {
    const current = await repo.lockApplication(tx, vacancy.id, m.seekerId);
    if (!current) throw notFound(APPLICATION_MESSAGES.notApplied);
    const from = current.status as ApplicationStatus;
    const why = check(from, m.to);
    if (why) throw new AppError('VALIDATION', why, undefined, { from, to: m.to });
    const result = await repo.moveApplication(tx, {
      id: current.id,
      from,
      to: m.to,
      userId: m.userId,
      note: m.note,
    });
    // A placement is the seeker's AK/1 report "working" (issue 11 item 4), filed with the move.
    if (m.to === 'ACCEPTED') {
      await fileAcceptedReport(tx, { seekerId: current.seeker_detail_id, vacancyId: vacancy.id });
    }
    if (withMove) await withMove(tx, current.id);
    return { moved: result, seekerUserId: current.seeker_user_id };
  });
}

/** The seeker is told of the move, as every move tells them. */
async function tellSeeker(db: Db, vacancy: repo.VacancyRow, seekerUserId: number, to: ApplicationStatus) {
  await notify(db, [seekerUserId], {
    type: NOTIFICATION_TYPES.applicationStatus,
    ...APPLICATION_NOTIFICATIONS.statusChanged(vacancy.title, to),
    link: SEEKER_APPLICATIONS_LINK,
  });
}

/**
 * POST /seekers/job-vacancy/change-status: the company's own vacancy → the one move (moveOne) → the
 * seeker is told.
 */
export async function changeStatus(
  db: Db,
  user: AuthContext,
  body: ChangeApplicationStatusBody,
  interviewEnv?: InterviewEnv,
): Promise<ChangeApplicationStatusData> {
  const vacancy = await ownVacancy(db, user, body.job_vacancy_id);
  const to = body.status as ApplicationStatus;
  const { interview } = body;
  const { moved, seekerUserId } = await moveOne(
    db,
    vacancy,
    { seekerId: body.seeker_detail_id, to, userId: user.id, note: body.note ?? null },
    refusal,
    // The interview offered with the move to CALLED is scheduled with it, or neither happens (docs/decisions/110).
    to === 'CALLED' && interview && interviewEnv
      ? (tx, applicationId) => scheduleInTransaction(tx, applicationId, interview, interviewEnv)
      : undefined,
  );
  await tellSeeker(db, vacancy, seekerUserId, to);
  return {
    seeker_job_vacancy: toSeekerJobVacancy(moved.application),
    history: toStatusHistory(moved.history),
  };
}

/**
 * The seekers a bulk move names: the ones picked, or every applicant of the vacancy matching the
 * filter (the server's own list, so no id of another vacancy's applicant can slip in); more than
 * BULK_MOVE_MAX is refused whole.
 */
async function bulkSelection(db: Db, vacancyId: number, body: BulkMoveBody): Promise<number[]> {
  if (body.seeker_detail_ids) return [...new Set(body.seeker_detail_ids)];
  const filter = body.filter!;
  if (body.status !== 'REJECTED' && filter.status !== BULK_MOVE_FROM[body.status]) {
    throw badRequest(DESK_MESSAGES.bulkFilterStage, { 'filter.status': [DESK_MESSAGES.bulkFilterStage] });
  }
  const ids = await repo.matchingApplicationIds(db, vacancyId, filter);
  if (ids.length === 0) throw badRequest(DESK_MESSAGES.bulkEmpty);
  if (ids.length > BULK_MOVE_MAX) throw badRequest(DESK_MESSAGES.bulkTooMany(ids.length));
  return repo.seekersOfApplications(db, vacancyId, ids);
}

/** Why a forward bulk move skips an applicant whose stage is not the one before the target. */
function bulkRefusal(from: ApplicationStatus, to: ApplicationStatus): string | null {
  if (to === 'REJECTED' || from === to) return refusal(from, to);
  const expected = BULK_MOVE_FROM[to as keyof typeof BULK_MOVE_FROM];
  if (from !== expected) return from === 'REJECTED' ? refusal(from, to) : DESK_MESSAGES.skipStage(from, to);
  return null;
}

/**
 * POST /seekers/job-vacancy/bulk-change-status (docs/decisions/109): the company's own vacancy → the
 * selection → for each applicant, the same all-or-nothing move as a single one (moveOne: its row,
 * history and notification) when it is one stage forward (or a rejection) from where it stands; every
 * other applicant is listed as skipped with the reason, and nothing of theirs changes. A forward bulk
 * move never moves back: an applicant already past the source stage is skipped.
 */
export async function bulkChangeStatus(db: Db, user: AuthContext, body: BulkMoveBody): Promise<BulkMoveData> {
  const vacancy = await ownVacancy(db, user, body.job_vacancy_id);
  const to = body.status as ApplicationStatus;
  const seekerIds = await bulkSelection(db, vacancy.id, body);
  const current = await repo.applicationsOfSeekers(db, vacancy.id, seekerIds);
  const out: BulkMoveData = { moved: [], skipped: [] };
  for (const seekerId of seekerIds) {
    const row = current.get(seekerId);
    if (!row) {
      out.skipped.push({
        seeker_detail_id: seekerId,
        name: null,
        status: null,
        reason: APPLICATION_MESSAGES.notApplied,
      });
      continue;
    }
    const seen = row.status as ApplicationStatus;
    const why = bulkRefusal(seen, to);
    if (why) {
      out.skipped.push({ seeker_detail_id: seekerId, name: row.name, status: seen, reason: why });
      continue;
    }
    try {
      const { moved, seekerUserId } = await moveOne(
        db,
        vacancy,
        { seekerId, to, userId: user.id, note: body.note ?? null },
        bulkRefusal,
      );
      await tellSeeker(db, vacancy, seekerUserId, to);
      out.moved.push({
        seeker_detail_id: seekerId,
        name: row.name,
        from: moved.history.from_status as ApplicationStatus,
        to,
      });
    } catch (error) {
      // Moved by someone else since it was read: its refusal, and its rows as they were.
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      out.skipped.push({ seeker_detail_id: seekerId, name: row.name, status: seen, reason: error.message });
    }
  }
  return out;
}

async function applicantPage(
  db: Db,
  vacancyId: number,
  q: { filter: repo.ApplicantFilter; order: ApplicantListQuery['order_by'] },
  page: { offset: number; limit: number },
): Promise<ApplicantListData> {
  const { filter } = q;
  let rows: repo.ApplicantRow[];
  let total: number;
  let scores: Map<number, number>;
  if (q.order === 'match') {
    // Best match first, newest application first among equals (a stable sort of the newest-first ids).
    const ids = await repo.filteredApplicationIds(db, vacancyId, filter);
    scores = await applicationMatchScores(db, vacancyId, ids);
    const sorted = [...ids].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
    const pageIds = sorted.slice(page.offset, page.offset + page.limit);
    const cards = new Map(
      (await repo.applicantCards(db, vacancyId, filter.status, pageIds)).map((r) => [r.id, r]),
    );
    rows = pageIds.flatMap((id) => cards.get(id) ?? []);
    total = ids.length;
  } else {
    [rows, total] = await Promise.all([
      repo.listApplicants(db, vacancyId, filter, page),
      repo.countApplicants(db, vacancyId, filter),
    ]);
    scores = await applicationMatchScores(
      db,
      vacancyId,
      rows.map((r) => r.id),
    );
  }
  const [entries, histories] = await Promise.all([
    repo.entriesOf(
      db,
      rows.map((r) => r.seeker_detail_id),
    ),
    repo.historiesOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const byId = historiesById(histories);
  return {
    applicants: rows.map((r) => toApplicant(r, entries, byId, scores.get(r.id) ?? 0)),
    total,
  };
}

function filterOf(q: ApplicantListQuery): {
  filter: repo.ApplicantFilter;
  order: ApplicantListQuery['order_by'];
} {
  const { offset: _o, limit: _l, auth_user_id: _a, order_by, ...filter } = q;
  return { filter, order: order_by };
}

/** GET /seekers/job-vacancy-applied/{id}: one stage of the company's own vacancy, filtered and paged. */
export async function listApplicants(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  q: ApplicantListQuery,
): Promise<ApplicantListData> {
  const vacancy = await ownVacancy(db, user, vacancyId);
  return applicantPage(db, vacancy.id, filterOf(q), { offset: q.offset, limit: q.limit });
}

/** GET /seekers/job-vacancy/{id}: the first page and total of the called, passed and accepted stages. */
export async function applicantStages(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  q: ApplicantListQuery,
): Promise<ApplicantStagesData> {
  const vacancy = await ownVacancy(db, user, vacancyId);
  const filter = filterOf(q);
  const page = { offset: 0, limit: q.limit };
  const stage = (key: 'calls' | 'passed' | 'accepted') => {
    const status = COMPANY_APPLICANT_TABS.find((t) => t.key === key)!.status;
    return applicantPage(db, vacancy.id, { ...filter, filter: { ...filter.filter, status } }, page);
  };
  const [calls, passed, accepted] = await Promise.all([stage('calls'), stage('passed'), stage('accepted')]);
  return { calls, passed, accepted };
}

/** The seeker's own id; a `seeker_detail_id` in the query must name it (it is never used to choose). */
function seekerOf(user: AuthContext, q: SeekerApplicationsQuery): number {
  const seekerId = ownSeekerId(user);
  if (q.seeker_detail_id !== undefined && q.seeker_detail_id !== seekerId) {
    throw forbidden(APPLICATION_MESSAGES.notOwnApplications);
  }
  return seekerId;
}

async function seekerPage(
  db: Db,
  seekerId: number,
  scope: repo.SeekerApplicationScope,
  page: { offset: number; limit: number },
  vacancyId?: number,
): Promise<SeekerApplicationPage> {
  const [rows, total] = await Promise.all([
    repo.listSeekerApplications(db, seekerId, scope, page, vacancyId),
    repo.countSeekerApplications(db, seekerId, scope, vacancyId),
  ]);
  const byId = historiesById(
    await repo.historiesOf(
      db,
      rows.map((r) => r.id),
    ),
  );
  return { applicants: rows.map((r) => toSeekerApplication(r, byId)), total };
}

/** GET /job-vacancies/seeker/job-application-applicants: the seeker's own applications, paged. */
export async function listOwnApplications(
  db: Db,
  user: AuthContext,
  q: SeekerApplicationsQuery,
): Promise<SeekerApplicationPage> {
  const seekerId = seekerOf(user, q);
  return seekerPage(db, seekerId, q.status, { offset: q.offset, limit: q.limit }, q.job_vacancy_id);
}

/** GET /job-vacancies/seeker/job-application-statuses: each group's total and first applications. */
export async function ownApplicationStatuses(
  db: Db,
  user: AuthContext,
  q: SeekerApplicationsQuery,
): Promise<SeekerApplicationStatusesData> {
  const seekerId = seekerOf(user, q);
  const page = { offset: 0, limit: q.limit ?? PAGE_SIZES.applicants };
  const [calls, passed, accepted, rejected, invited, total] = await Promise.all([
    seekerPage(db, seekerId, SEEKER_STATUS_GROUPS.calls, page),
    seekerPage(db, seekerId, SEEKER_STATUS_GROUPS.passed, page),
    seekerPage(db, seekerId, SEEKER_STATUS_GROUPS.accepted, page),
    seekerPage(db, seekerId, SEEKER_STATUS_GROUPS.rejected, page),
    seekerPage(db, seekerId, 'invited', page),
    repo.countSeekerApplications(db, seekerId, 'all'),
  ]);
  return { calls, passed, accepted, invited, rejected, total };
}
