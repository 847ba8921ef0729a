import {
  DESK_MESSAGES,
  NOTIFICATION_TYPES,
  WALK_IN_MAX_HOURS,
  WALK_IN_MY_BOOKINGS_LINK,
  WALK_IN_NOTIFICATIONS,
  WALK_IN_MY_BOOKINGS_MAX,
  WALK_IN_SESSIONS_MAX,
  timeRangeText,
  type CompanyWalkInListData,
  type SeekerWalkInBookingListData,
  type WalkInBookingData,
  type WalkInSession,
  type WalkInSessionBody,
  type WalkInSessionData,
  type WalkInSessionListData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import { findVacancy } from '../applications/service.ts';
import { companyName } from '../companies/service.ts';
import { notify } from '../notifications/service.ts';
import * as repo from './repository.ts';

/*
 * Walk-in sessions (issue 21 §3; docs/decisions/109-employer-desk.md): a company adds sessions to its
 * vacancy (when, where, how many); seekers see them on the vacancy page and book one place per vacancy,
 * never past the quota (a conditional UPDATE in the booking's transaction); the company sees who booked.
 */

const toSession = (r: repo.SessionRow): WalkInSession => ({
  id: r.id,
  job_vacancy_id: r.job_vacancy_id,
  starts_at: r.starts_at.toISOString(),
  ends_at: r.ends_at.toISOString(),
  place: r.place,
  quota: r.quota,
  booked_count: r.booked_count,
  is_past: r.is_past,
});

/** The vacancy, which must be the calling company's own: unknown → 404, another company's → 403. */
async function ownVacancy(db: Db, user: AuthContext, vacancyId: number) {
  if (user.role_name !== 'company' || user.company_detail_id === null) throw forbidden();
  const vacancy = await findVacancy(db, vacancyId);
  if (!vacancy) throw notFound(DESK_MESSAGES.vacancyUnavailable);
  if (vacancy.company_detail_id !== user.company_detail_id) throw forbidden();
  return vacancy;
}

function ownSeekerId(user: AuthContext): number {
  if (user.role_name !== 'seeker' || user.seeker_detail_id === null)
    throw forbidden(DESK_MESSAGES.onlySeekers);
  return user.seeker_detail_id;
}

/** GET /walk-in-sessions?job_vacancy_id=: a public vacancy's sessions (404 otherwise, as its page). */
export async function publicSessions(
  db: Db,
  user: AuthContext | null,
  vacancyId: number,
): Promise<WalkInSessionListData> {
  const vacancy = await findVacancy(db, vacancyId);
  if (!vacancy?.is_public) throw notFound(DESK_MESSAGES.vacancyUnavailable);
  const [rows, mine] = await Promise.all([
    repo.listSessions(db, vacancyId, WALK_IN_SESSIONS_MAX),
    user?.role_name === 'seeker' && user.seeker_detail_id !== null
      ? repo.bookedSessionId(db, vacancyId, user.seeker_detail_id)
      : null,
  ]);
  return { sessions: rows.map(toSession), my_session_id: mine };
}

/** GET /seeker/walk-in-bookings: the caller's own bookings (never anyone else's), upcoming first. */
export async function myBookings(db: Db, user: AuthContext): Promise<SeekerWalkInBookingListData> {
  const rows = await repo.bookingsOfSeeker(db, ownSeekerId(user), WALK_IN_MY_BOOKINGS_MAX);
  return {
    bookings: rows.map((r) => ({
      session: toSession(r),
      vacancy_title: r.vacancy_title,
      vacancy_slug: r.vacancy_slug,
      company_name: r.company_name,
    })),
  };
}

/** GET /company/job-vacancies/{id}/walk-in-sessions: the company's own vacancy's sessions with who booked. */
export async function companySessions(
  db: Db,
  user: AuthContext,
  vacancyId: number,
): Promise<CompanyWalkInListData> {
  const vacancy = await ownVacancy(db, user, vacancyId);
  const rows = await repo.listSessions(db, vacancy.id, WALK_IN_SESSIONS_MAX);
  const bookings = await repo.bookingsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    sessions: rows.map((r) => ({
      ...toSession(r),
      bookings: bookings
        .filter((b) => b.walk_in_session_id === r.id)
        .map((b) => ({
          id: b.id,
          seeker_name: b.seeker_name,
          booked_at: b.booked_at.toISOString(),
          has_applied: Boolean(b.has_applied),
        })),
    })),
  };
}

/** The rules of a session's time, for a new one and an edited one alike: field errors, none when it holds. */
function timeErrors(body: WalkInSessionBody): Record<string, string[]> {
  const start = body.starts_at.getTime();
  const end = body.ends_at.getTime();
  const errors: Record<string, string[]> = {};
  if (start <= Date.now()) errors.starts_at = [DESK_MESSAGES.sessionPast];
  if (end <= start) errors.ends_at = [DESK_MESSAGES.sessionEndBeforeStart];
  else if (end - start > WALK_IN_MAX_HOURS * 3600_000) errors.ends_at = [DESK_MESSAGES.sessionTooLong];
  return errors;
}

function refuseFieldErrors(errors: Record<string, string[]>): void {
  const first = Object.values(errors)[0];
  if (first) throw validationFailed(first[0]!, errors);
}

/** POST /company/job-vacancies/{id}/walk-in-sessions: a future session of at most WALK_IN_MAX_HOURS. */
export async function createSession(
  db: Db,
  user: AuthContext,
  vacancyId: number,
  body: WalkInSessionBody,
): Promise<WalkInSessionData> {
  const vacancy = await ownVacancy(db, user, vacancyId);
  refuseFieldErrors(timeErrors(body));
  const row = await repo.insertSession(
    db,
    {
      vacancyId: vacancy.id,
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      place: body.place,
      quota: body.quota,
    },
    WALK_IN_SESSIONS_MAX,
  );
  if (!row) throw conflict(DESK_MESSAGES.sessionsFull);
  return { session: toSession(row) };
}

/**
 * POST /company/walk-in-sessions/{id}: the company's own session that has not started, with the create's
 * rules, and a quota never below the places already taken. The session's row is locked for the check
 * and the write, so a booking in flight either counted before it or meets the new quota after it. When
 * the date, time or place changes, every seeker holding a place is told (in the app and by e-mail) in
 * the same transaction.
 */
export async function updateSession(
  db: Db,
  user: AuthContext,
  id: number,
  body: WalkInSessionBody,
  timeZone: string,
): Promise<WalkInSessionData> {
  const found = await repo.findSession(db, id);
  if (!found) throw notFound(DESK_MESSAGES.sessionNotFound);
  const vacancy = await ownVacancy(db, user, found.job_vacancy_id);
  if (found.is_past) throw new AppError('VALIDATION', DESK_MESSAGES.sessionStarted);
  refuseFieldErrors(timeErrors(body));
  const row = await db.transaction(async (tx) => {
    const before = await repo.lockSession(tx, id);
    if (!before) throw notFound(DESK_MESSAGES.sessionNotFound);
    if (before.is_past) throw new AppError('VALIDATION', DESK_MESSAGES.sessionStarted);
    if (body.quota < before.booked_count) {
      refuseFieldErrors({ quota: [DESK_MESSAGES.quotaBelowBookings(before.booked_count)] });
    }
    const after = await repo.updateSession(tx, id, {
      startsAt: body.starts_at,
      endsAt: body.ends_at,
      place: body.place,
      quota: body.quota,
    });
    const moved =
      after.starts_at.getTime() !== before.starts_at.getTime() ||
      after.ends_at.getTime() !== before.ends_at.getTime() ||
      after.place !== before.place;
    if (moved && before.booked_count > 0) {
      await notify(tx, await repo.bookerUserIds(tx, id), {
        type: NOTIFICATION_TYPES.walkInChanged,
        ...WALK_IN_NOTIFICATIONS.changed(
          vacancy.title,
          (await companyName(tx, vacancy.company_detail_id)) ?? '',
          timeRangeText(after.starts_at, after.ends_at, timeZone),
          after.place,
        ),
        link: vacancy.is_public
          ? `/lowongan-kerja/${encodeURIComponent(vacancy.title_slug)}`
          : WALK_IN_MY_BOOKINGS_LINK,
        data: { walk_in_session_id: id, job_vacancy_id: vacancy.id },
      });
    }
    return after;
  });
  return { session: toSession(row) };
}

/** DELETE /company/walk-in-sessions/{id}: only the company's own, and only while nobody booked it. */
export async function deleteSession(db: Db, user: AuthContext, id: number): Promise<{ id: number }> {
  const session = await repo.findSession(db, id);
  if (!session) throw notFound(DESK_MESSAGES.sessionNotFound);
  await ownVacancy(db, user, session.job_vacancy_id);
  if (!(await repo.deleteUnbookedSession(db, id))) {
    const now = await repo.findSession(db, id);
    if (!now) throw notFound(DESK_MESSAGES.sessionNotFound);
    throw conflict(DESK_MESSAGES.sessionHasBookings(now.booked_count));
  }
  return { id };
}

/** A session of a public vacancy, or 404 (as the vacancy's page). */
async function bookableSession(db: Db, id: number): Promise<repo.SessionRow> {
  const session = await repo.findSession(db, id);
  if (!session) throw notFound(DESK_MESSAGES.sessionNotFound);
  const vacancy = await findVacancy(db, session.job_vacancy_id);
  if (!vacancy?.is_public) throw notFound(DESK_MESSAGES.vacancyUnavailable);
  return session;
}

/**
 * POST /walk-in-sessions/{id}/booking: one transaction takes a place (the conditional UPDATE: never past
 * the quota, never a started session) and records the booking (the unique index: one per seeker and
 * vacancy); either refusal leaves both as they were.
 */
export async function book(db: Db, user: AuthContext, id: number): Promise<WalkInBookingData> {
  const seekerId = ownSeekerId(user);
  const session = await bookableSession(db, id);
  if (session.is_past) throw new AppError('VALIDATION', DESK_MESSAGES.sessionClosed);
  try {
    const after = await db.transaction(async (tx) => {
      const taken = await repo.takePlace(tx, id);
      if (!taken) {
        const now = await repo.findSession(tx, id);
        throw now?.is_past
          ? new AppError('VALIDATION', DESK_MESSAGES.sessionClosed)
          : conflict(DESK_MESSAGES.sessionFull);
      }
      await repo.insertBooking(tx, { sessionId: id, vacancyId: session.job_vacancy_id, seekerId });
      return taken;
    });
    return { session: toSession(after), booked: true };
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw conflict(DESK_MESSAGES.alreadyBooked);
    throw error;
  }
}

/** DELETE /walk-in-sessions/{id}/booking: the seeker's own place, given back before the session starts. */
export async function cancel(db: Db, user: AuthContext, id: number): Promise<WalkInBookingData> {
  const seekerId = ownSeekerId(user);
  const session = await repo.findSession(db, id);
  if (!session) throw notFound(DESK_MESSAGES.sessionNotFound);
  if (session.is_past) throw new AppError('VALIDATION', DESK_MESSAGES.sessionClosed);
  const after = await db.transaction((tx) => repo.releasePlace(tx, id, seekerId));
  if (!after) throw notFound(DESK_MESSAGES.noBooking);
  return { session: toSession(after), booked: false };
}
