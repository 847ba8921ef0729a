import { and, asc, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  users,
  walkInBookings,
  walkInSessions,
} from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-names.ts';
import { ofPublicCompany, publicVacancy } from '../../lib/visibility.ts';

/** Walk-in sessions and their bookings (docs/decisions/109). */

export { isUniqueViolation } from '../../lib/pg-errors.ts';

const sessionColumns = {
  id: walkInSessions.id,
  job_vacancy_id: walkInSessions.job_vacancy_id,
  starts_at: walkInSessions.starts_at,
  ends_at: walkInSessions.ends_at,
  place: walkInSessions.place,
  quota: walkInSessions.quota,
  booked_count: walkInSessions.booked_count,
  is_past: sql<boolean>`(${walkInSessions.starts_at} <= now())`,
};
export type SessionRow = {
  id: number;
  job_vacancy_id: number;
  starts_at: Date;
  ends_at: Date;
  place: string;
  quota: number;
  booked_count: number;
  is_past: boolean;
};

/** A vacancy's sessions, earliest first (walk_in_sessions_vacancy_idx); at most `limit`. */
export async function listSessions(db: Db, vacancyId: number, limit: number): Promise<SessionRow[]> {
  return db
    .select(sessionColumns)
    .from(walkInSessions)
    .where(eq(walkInSessions.job_vacancy_id, vacancyId))
    .orderBy(asc(walkInSessions.starts_at), asc(walkInSessions.id))
    .limit(limit);
}

export async function findSession(db: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(walkInSessions)
    .where(eq(walkInSessions.id, id))
    .limit(1);
  return row;
}

/** Inserts unless the vacancy has `max` sessions already (counted in the same statement's transaction). */
export async function insertSession(
  db: Db,
  s: { vacancyId: number; startsAt: Date; endsAt: Date; place: string; quota: number },
  max: number,
): Promise<SessionRow | null> {
  return db.transaction(async (tx) => {
    // Serialises two creates for one vacancy: the count below then holds.
    await tx.execute(sql`select id from job_vacancies where id = ${s.vacancyId} for update`);
    const [n] = await tx
      .select({ n: count() })
      .from(walkInSessions)
      .where(eq(walkInSessions.job_vacancy_id, s.vacancyId));
    if (Number(n?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(walkInSessions)
      .values({
        job_vacancy_id: s.vacancyId,
        starts_at: s.startsAt,
        ends_at: s.endsAt,
        place: s.place,
        quota: s.quota,
      })
      .returning(sessionColumns);
    return row!;
  });
}

/**
 * The session, its row locked until the transaction ends: a booking's conditional UPDATE (takePlace)
 * waits for it and then re-reads the quota this transaction left, so a check of `booked_count` made
 * under this lock holds until the commit.
 */
export async function lockSession(tx: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await tx
    .select(sessionColumns)
    .from(walkInSessions)
    .where(eq(walkInSessions.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Writes a session's when, where and quota; the CHECK constraint still keeps the quota ≥ its bookings. */
export async function updateSession(
  tx: Db,
  id: number,
  s: { startsAt: Date; endsAt: Date; place: string; quota: number },
): Promise<SessionRow> {
  const [row] = await tx
    .update(walkInSessions)
    .set({ starts_at: s.startsAt, ends_at: s.endsAt, place: s.place, quota: s.quota })
    .where(eq(walkInSessions.id, id))
    .returning(sessionColumns);
  return row!;
}

/** The accounts of the seekers holding a place in the session (walk_in_bookings_session_idx). */
export async function bookerUserIds(db: Db, sessionId: number): Promise<number[]> {
  const rows = await db
    .select({ user_id: seekerDetails.user_id })
    .from(walkInBookings)
    .innerJoin(seekerDetails, eq(seekerDetails.id, walkInBookings.seeker_detail_id))
    .where(eq(walkInBookings.walk_in_session_id, sessionId))
    .orderBy(asc(walkInBookings.id));
  return rows.map((r) => r.user_id);
}

/** Deletes the session only while nobody holds a place in it; false when someone does (or it is gone). */
export async function deleteUnbookedSession(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(walkInSessions)
    .where(and(eq(walkInSessions.id, id), eq(walkInSessions.booked_count, 0)))
    .returning({ id: walkInSessions.id });
  return rows.length > 0;
}

/**
 * Takes one place, if one is left and the session has not started: a conditional UPDATE, so concurrent
 * bookings queue on the row and each re-reads the count the previous one left; never past the quota.
 * Returns the session after, or undefined when it was full or started.
 */
export async function takePlace(tx: Db, id: number): Promise<SessionRow | undefined> {
  const [row] = await tx
    .update(walkInSessions)
    .set({ booked_count: sql`${walkInSessions.booked_count} + 1` })
    .where(
      and(
        eq(walkInSessions.id, id),
        lt(walkInSessions.booked_count, walkInSessions.quota),
        gt(walkInSessions.starts_at, sql`now()`),
      ),
    )
    .returning(sessionColumns);
  return row;
}

export async function insertBooking(
  tx: Db,
  b: { sessionId: number; vacancyId: number; seekerId: number },
): Promise<void> {
  await tx.insert(walkInBookings).values({
    walk_in_session_id: b.sessionId,
    job_vacancy_id: b.vacancyId,
    seeker_detail_id: b.seekerId,
  });
}

/** Removes the seeker's booking of this session and gives the place back; undefined when they held none. */
export async function releasePlace(
  tx: Db,
  sessionId: number,
  seekerId: number,
): Promise<SessionRow | undefined> {
  const removed = await tx
    .delete(walkInBookings)
    .where(
      and(eq(walkInBookings.walk_in_session_id, sessionId), eq(walkInBookings.seeker_detail_id, seekerId)),
    )
    .returning({ id: walkInBookings.id });
  if (removed.length === 0) return undefined;
  const [row] = await tx
    .update(walkInSessions)
    .set({ booked_count: sql`${walkInSessions.booked_count} - 1` })
    .where(eq(walkInSessions.id, sessionId))
    .returning(sessionColumns);
  return row;
}

/** The session the seeker booked for this vacancy, if any (walk_in_bookings_seeker_idx). */
export async function bookedSessionId(db: Db, vacancyId: number, seekerId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: walkInBookings.walk_in_session_id })
    .from(walkInBookings)
    .where(and(eq(walkInBookings.job_vacancy_id, vacancyId), eq(walkInBookings.seeker_detail_id, seekerId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The bookings of these sessions, oldest first: the seeker's name and whether they also applied to the
 * vacancy (walk_in_bookings_session_idx). Never their contacts: a booking is not an application.
 */
export async function bookingsOf(db: Db, sessionIds: number[]) {
  if (sessionIds.length === 0) return [];
  return db
    .select({
      id: walkInBookings.id,
      walk_in_session_id: walkInBookings.walk_in_session_id,
      seeker_name: sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`,
      booked_at: walkInBookings.created_at,
      has_applied: sql<boolean>`exists (select 1 from ${seekerJobVacancies} where ${qualified(seekerJobVacancies.job_vacancy_id)} = ${qualified(walkInBookings.job_vacancy_id)} and ${qualified(seekerJobVacancies.seeker_detail_id)} = ${qualified(walkInBookings.seeker_detail_id)} and ${qualified(seekerJobVacancies.status)} <> 'INVITED')`,
    })
    .from(walkInBookings)
    .innerJoin(seekerDetails, eq(seekerDetails.id, walkInBookings.seeker_detail_id))
    .innerJoin(users, eq(users.id, seekerDetails.user_id))
    .where(inArray(walkInBookings.walk_in_session_id, sessionIds))
    .orderBy(asc(walkInBookings.walk_in_session_id), asc(walkInBookings.created_at), asc(walkInBookings.id));
}

/**
 * One seeker's bookings with their vacancy (walk_in_bookings_seeker_detail_idx): sessions not yet ended
 * first, soonest first, then the ended ones, latest first. The vacancy's slug only while it is public.
 */
export async function bookingsOfSeeker(db: Db, seekerId: number, limit: number) {
  const ended = sql`(${walkInSessions.ends_at} <= now())`;
  return db
    .select({
      ...sessionColumns,
      vacancy_title: jobVacancies.title,
      vacancy_slug: sql<
        string | null
      >`case when ${publicVacancy()} and ${ofPublicCompany()} then ${jobVacancies.title_slug} end`,
      company_name: companyDetails.name,
    })
    .from(walkInBookings)
    .innerJoin(walkInSessions, eq(walkInSessions.id, walkInBookings.walk_in_session_id))
    .innerJoin(jobVacancies, eq(jobVacancies.id, walkInBookings.job_vacancy_id))
    .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
    .where(eq(walkInBookings.seeker_detail_id, seekerId))
    .orderBy(
      asc(ended),
      sql`case when ${ended} then null else ${walkInSessions.starts_at} end asc nulls last`,
      sql`${walkInSessions.starts_at} desc`,
      asc(walkInSessions.id),
    )
    .limit(limit);
}
