import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  companyDetails,
  interviews,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
  users,
} from '../../db/schema/index.ts';

/** Interviews with what their screens, mails and `.ics` name (docs/decisions/110). */

const seekerNameSql = sql<string>`coalesce(nullif(${seekerDetails.full_name}, ''), ${users.name})`;

/** The application a company schedules for, with its vacancy, company and seeker; locked in `tx`. */
export async function lockApplicationOf(
  tx: Db,
  by: { applicationId: number } | { vacancyId: number; seekerDetailId: number },
) {
  const where =
    'applicationId' in by
      ? eq(seekerJobVacancies.id, by.applicationId)
      : and(
          eq(seekerJobVacancies.job_vacancy_id, by.vacancyId),
          eq(seekerJobVacancies.seeker_detail_id, by.seekerDetailId),
        );
  const [row] = await tx
    .select({
      application_id: seekerJobVacancies.id,
      status: seekerJobVacancies.status,
      company_detail_id: jobVacancies.company_detail_id,
      seeker_user_id: seekerDetails.user_id,
    })
    .from(seekerJobVacancies)
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .where(where)
    .for('update', { of: seekerJobVacancies })
    .limit(1);
  return row;
}

const rowColumns = {
  id: interviews.id,
  uid: interviews.uid,
  application_id: interviews.application_id,
  company_detail_id: interviews.company_detail_id,
  seeker_user_id: interviews.seeker_user_id,
  round: interviews.round,
  kind: interviews.kind,
  starts_at: interviews.starts_at,
  duration_minutes: interviews.duration_minutes,
  location: interviews.location,
  online_url: interviews.online_url,
  note: interviews.note,
  sequence: interviews.sequence,
  status: interviews.status,
  answer: interviews.answer,
  answer_reason: interviews.answer_reason,
  answered_at: interviews.answered_at,
  reminded_for: interviews.reminded_for,
  vacancy_id: jobVacancies.id,
  vacancy_title: jobVacancies.title,
  vacancy_slug: jobVacancies.title_slug,
  company_name: companyDetails.name,
  company_user_id: companyDetails.user_id,
  seeker_detail_id: seekerDetails.id,
  seeker_name: seekerNameSql,
  seeker_email: users.email,
};

function joined(db: Db) {
  return db
    .select(rowColumns)
    .from(interviews)
    .innerJoin(seekerJobVacancies, eq(seekerJobVacancies.id, interviews.application_id))
    .innerJoin(jobVacancies, eq(jobVacancies.id, seekerJobVacancies.job_vacancy_id))
    .innerJoin(companyDetails, eq(companyDetails.id, interviews.company_detail_id))
    .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
    .innerJoin(users, eq(users.id, interviews.seeker_user_id));
}

export async function interviewById(db: Db, id: number, lock = false) {
  const q = joined(db).where(eq(interviews.id, id)).limit(1);
  const [row] = lock ? await q.for('update', { of: interviews }) : await q;
  return row;
}
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof interviewById>>>;

export async function insertInterview(tx: Db, values: typeof interviews.$inferInsert): Promise<number> {
  const [row] = await tx.insert(interviews).values(values).returning({ id: interviews.id });
  return row!.id;
}

export async function updateInterview(
  tx: Db,
  id: number,
  set: Partial<typeof interviews.$inferInsert>,
): Promise<void> {
  await tx
    .update(interviews)
    .set({ ...set, updated_at: sql`now()` })
    .where(eq(interviews.id, id));
}

const endsAt = sql`${interviews.starts_at} + ${interviews.duration_minutes} * interval '1 minute'`;

/** The seeker's interviews: coming (not ended, soonest first) or past (latest first); index interviews_seeker_start_idx. */
export async function seekerPage(
  db: Db,
  userId: number,
  past: boolean,
  now: Date,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(interviews.seeker_user_id, userId),
    past ? sql`${endsAt} < ${now}` : sql`${endsAt} >= ${now}`,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(past ? desc(interviews.starts_at) : asc(interviews.starts_at), asc(interviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(interviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The company's interviews starting in [from, to), soonest first; index interviews_company_start_idx. */
export async function agendaPage(
  db: Db,
  companyId: number,
  from: Date,
  to: Date,
  page: { offset: number; limit: number },
) {
  const where = and(
    eq(interviews.company_detail_id, companyId),
    gte(interviews.starts_at, from),
    lt(interviews.starts_at, to),
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(asc(interviews.starts_at), asc(interviews.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(interviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Scheduled interviews starting in [from, to) not yet reminded for this start; index interviews_scheduled_start_idx. */
export async function dueReminders(db: Db, from: Date, to: Date, limit: number) {
  return joined(db)
    .where(
      and(
        eq(interviews.status, 'SCHEDULED'),
        gte(interviews.starts_at, from),
        lt(interviews.starts_at, to),
        sql`${interviews.reminded_for} is distinct from ${interviews.starts_at}`,
      ),
    )
    .orderBy(asc(interviews.starts_at), asc(interviews.id))
    .limit(limit);
}

/** Claims the reminder of this start once: false when another run (or server) already sent it. */
export async function claimReminder(tx: Db, id: number, startsAt: Date): Promise<boolean> {
  const rows = await tx
    .update(interviews)
    .set({ reminded_for: startsAt })
    .where(
      and(
        eq(interviews.id, id),
        eq(interviews.status, 'SCHEDULED'),
        eq(interviews.starts_at, startsAt),
        sql`${interviews.reminded_for} is distinct from ${interviews.starts_at}`,
      ),
    )
    .returning({ id: interviews.id });
  return rows.length > 0;
}
