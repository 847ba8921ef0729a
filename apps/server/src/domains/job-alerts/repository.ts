import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { SALARY_FILTER_TYPE } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import {
  cities,
  companyDetails,
  districts,
  educations,
  jobAlertMails,
  jobAlertSent,
  jobAlerts,
  jobTypes,
  jobVacancies,
  provinces,
  users,
} from '../../db/schema/index.ts';
import { ofPublicCompany, publicVacancy } from '../../lib/visibility.ts';

/** Rows of job_alerts, job_alert_mails and job_alert_sent (migration 0015, docs/decisions/108). */

export type JobAlertRow = typeof jobAlerts.$inferSelect;
export type NewJobAlert = typeof jobAlerts.$inferInsert;

export async function insertAlert(db: Db, row: NewJobAlert): Promise<JobAlertRow> {
  const [created] = await db.insert(jobAlerts).values(row).returning();
  return created!;
}

/** Alerts kept for an address or an account (confirmed or waiting), for the cap. */
export async function countFor(db: Db, who: { userId?: number; email?: string }): Promise<number> {
  const where =
    who.userId !== undefined
      ? eq(jobAlerts.user_id, who.userId)
      : sql`lower(${jobAlerts.email}) = ${who.email!.toLowerCase()}`;
  const [row] = await db.select({ total: count() }).from(jobAlerts).where(where);
  return Number(row?.total ?? 0);
}

export async function pageOfUser(db: Db, userId: number, page: { offset: number; limit: number }) {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.user_id, userId))
    .orderBy(desc(jobAlerts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findOfUser(db: Db, userId: number, id: number): Promise<JobAlertRow | null> {
  const [row] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.user_id, userId)));
  return row ?? null;
}

export async function findById(db: Db, id: number): Promise<JobAlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row ?? null;
}

export async function updateAlert(db: Db, id: number, changes: Partial<NewJobAlert>): Promise<void> {
  await db
    .update(jobAlerts)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(jobAlerts.id, id));
}

export async function deleteAlert(db: Db, id: number): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
}

/**
 * Confirms the waiting alert whose confirmation token hashes to `hash`, once, before its expiry: one
 * statement, so of two clicks only one confirms. The token is cleared, so a second use finds nothing.
 */
export async function confirmByToken(db: Db, hash: string): Promise<JobAlertRow | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({
      confirmed_at: sql`now()`,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(jobAlerts.confirm_token_hash, hash),
        isNull(jobAlerts.confirmed_at),
        gt(jobAlerts.confirm_expires_at, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The confirmed alert a mailed manage token (its hash) belongs to. */
export async function findByMailToken(db: Db, hash: string): Promise<JobAlertRow | null> {
  const [row] = await db
    .select({ alert: jobAlerts })
    .from(jobAlertMails)
    .innerJoin(jobAlerts, eq(jobAlerts.id, jobAlertMails.job_alert_id))
    .where(and(eq(jobAlertMails.token_hash, hash), isNotNull(jobAlerts.confirmed_at)));
  return row?.alert ?? null;
}

/** Waiting guest alerts whose link expired a day ago or more: never confirmed, so never mailed. */
export async function pruneUnconfirmed(db: Db, now: Date): Promise<void> {
  await db
    .delete(jobAlerts)
    .where(
      and(
        isNull(jobAlerts.confirmed_at),
        sql`${jobAlerts.confirm_expires_at} < ${now.toISOString()}::timestamptz - interval '1 day'`,
      ),
    );
}

type FilterIds = Pick<
  JobAlertRow,
  'job_type_id' | 'education_id' | 'province_code' | 'city_code' | 'district_code'
>;

/**
 * The names behind the filters of these alerts (job type, education, region), for the summaries.
 * Five reads at once: never call it with a transaction (one connection runs one query at a time).
 */
export async function filterNames(db: Db, alerts: FilterIds[]) {
  const ids = (pick: (a: FilterIds) => number | string | null) => [
    ...new Set(alerts.map(pick).filter((v): v is NonNullable<typeof v> => v !== null)),
  ];
  const jobTypeIds = ids((a) => a.job_type_id) as number[];
  const educationIds = ids((a) => a.education_id) as number[];
  const provinceCodes = ids((a) => a.province_code) as string[];
  const cityCodes = ids((a) => a.city_code) as string[];
  const districtCodes = ids((a) => a.district_code) as string[];
  const [jt, ed, pr, ci, di] = await Promise.all([
    jobTypeIds.length
      ? db
          .select({ k: jobTypes.id, name: jobTypes.name })
          .from(jobTypes)
          .where(inArray(jobTypes.id, jobTypeIds))
      : [],
    educationIds.length
      ? db
          .select({ k: educations.id, name: educations.name })
          .from(educations)
          .where(inArray(educations.id, educationIds))
      : [],
    provinceCodes.length
      ? db
          .select({ k: provinces.code, name: provinces.name })
          .from(provinces)
          .where(inArray(provinces.code, provinceCodes))
      : [],
    cityCodes.length
      ? db.select({ k: cities.code, name: cities.name }).from(cities).where(inArray(cities.code, cityCodes))
      : [],
    districtCodes.length
      ? db
          .select({ k: districts.code, name: districts.name })
          .from(districts)
          .where(inArray(districts.code, districtCodes))
      : [],
  ]);
  const map = <K>(rows: { k: K; name: string }[]) => new Map(rows.map((r) => [r.k, r.name]));
  return {
    jobTypes: map<number>(jt),
    educations: map<number>(ed),
    provinces: map<string>(pr),
    cities: map<string>(ci),
    districts: map<string>(di),
  };
}
export type FilterNames = Awaited<ReturnType<typeof filterNames>>;

/**
 * A batch of alerts due at `now`, by id after `afterId`: confirmed, active, and for DAILY and WEEKLY
 * their period (less `slackMs`, the job's own interval, so a run a few minutes early still counts)
 * passed since the last mail. INSTANT is due at every run.
 */
export async function dueBatch(
  db: Db,
  opts: { now: Date; afterId: number; limit: number; slackMs: number; instantOnly?: boolean },
): Promise<JobAlertRow[]> {
  const at = (hours: number) => new Date(opts.now.getTime() - hours * 3_600_000 + opts.slackMs).toISOString();
  return db
    .select()
    .from(jobAlerts)
    .where(
      and(
        sql`${jobAlerts.status} = 'ACTIVE' and ${jobAlerts.confirmed_at} is not null`,
        gt(jobAlerts.id, opts.afterId),
        opts.instantOnly ? sql`${jobAlerts.frequency} = 'INSTANT'` : undefined,
        sql`(${jobAlerts.frequency} = 'INSTANT' or ${jobAlerts.last_sent_at} is null
          or (${jobAlerts.frequency} = 'DAILY' and ${jobAlerts.last_sent_at} <= ${at(24)}::timestamptz)
          or (${jobAlerts.frequency} = 'WEEKLY' and ${jobAlerts.last_sent_at} <= ${at(168)}::timestamptz))`,
      ),
    )
    .orderBy(jobAlerts.id)
    .limit(opts.limit);
}

/** When a vacancy went public: published by its company and verified by the office, whichever came later. */
const publicAt = sql`coalesce(greatest(${jobVacancies.published_at}, ${jobVacancies.verified_at}), ${jobVacancies.created_at})`;

export interface AlertMatch {
  alert_id: number;
  vacancy_id: number;
  title: string;
  title_slug: string;
  company_name: string;
  city_name: string | null;
  salary: number | null;
  salary_type: string | null;
  /** How many vacancies are new to the alert in all (this row is one of the newest `listMax`). */
  total: number;
  /**
   * When the newest of them went public: the alert's next `announced_until`, as PostgreSQL's text (a
   * JavaScript Date would drop the microseconds, and the next run would find that vacancy again).
   */
  until: string;
}

/**
 * The vacancies new to each of these alerts (docs/decisions/108): public now (the public list's own
 * predicate, of a public company), public since the alert was confirmed, within `floor` and after what
 * the alert's last mail covered (`announced_until`), matching the alert's filters as the public list does
 * (lib/visibility.ts, domains/vacancies/list-query.ts listWhere). Per alert the newest `listMax` rows,
 * each carrying the alert's count and newest moment. One statement for the batch: the new vacancies are
 * read once (`fresh`), each alert's keyword is parsed once (`due`), then each alert takes its newest
 * rows (a lateral join with a limit), so the work grows with alerts × new vacancies, not with what the
 * alerts were ever sent.
 */
export async function matchesOf(
  db: Db,
  alertIds: number[],
  floor: Date,
  listMax: number,
): Promise<AlertMatch[]> {
  if (alertIds.length === 0) return [];
  const result = await db.execute(sql`
    with fresh as materialized (
      select ${jobVacancies.id} as id, ${jobVacancies.title} as title, ${jobVacancies.title_slug} as title_slug,
             ${jobVacancies.job_type_id} as job_type_id, ${jobVacancies.province_code} as province_code,
             ${jobVacancies.city_code} as city_code, ${jobVacancies.district_code} as district_code,
             ${jobVacancies.education_id} as education_id, ${jobVacancies.salary} as salary,
             ${jobVacancies.salary_type} as salary_type, ${jobVacancies.search} as search,
             ${jobVacancies.company_detail_id} as company_detail_id, ${publicAt} as public_at
        from ${jobVacancies}
       where ${publicVacancy()} and ${ofPublicCompany()} and ${publicAt} >= ${floor.toISOString()}::timestamptz
    ),
    due as materialized (
      select a.id, greatest(a.confirmed_at, a.announced_until) as after,
             a.announced_until is not null as strictly_after,
             a.job_type_id, a.province_code, a.city_code, a.district_code, a.education_id,
             a.salary_min, a.salary_max, a.keyword, a.keyword_pattern,
             case when a.keyword is null then null else websearch_to_tsquery('indonesian', a.keyword) end as query
        from ${jobAlerts} a
       where a.id = any(${sql.param(alertIds)}::int[])
    )
    select a.id as alert_id, x.id as vacancy_id, x.title, x.title_slug, x.salary, x.salary_type,
           x.total, x.until::text as until, c.name as company_name, ci.name as city_name
      from due a
      cross join lateral (
        select f.id, f.title, f.title_slug, f.salary, f.salary_type, f.company_detail_id, f.city_code,
               f.public_at, count(*) over () as total, max(f.public_at) over () as until
          from fresh f
         where (f.public_at > a.after or (not a.strictly_after and f.public_at = a.after))
           and (a.job_type_id is null or f.job_type_id = a.job_type_id)
           and (a.province_code is null or f.province_code = a.province_code)
           and (a.city_code is null or f.city_code = a.city_code)
           and (a.district_code is null or f.district_code = a.district_code)
           and (a.education_id is null or f.education_id = a.education_id)
           and ((a.salary_min is null and a.salary_max is null) or f.salary_type = ${SALARY_FILTER_TYPE})
           and (a.salary_min is null or f.salary >= a.salary_min)
           and (a.salary_max is null or f.salary <= a.salary_max)
           and (a.keyword is null or f.search @@ a.query or f.title ilike a.keyword_pattern)
         order by f.public_at desc, f.id desc
         limit ${listMax}
      ) x
      join ${companyDetails} c on c.id = x.company_detail_id
      left join ${cities} ci on ci.code = x.city_code
     order by a.id, x.public_at desc, x.id desc`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    alert_id: Number(r.alert_id),
    vacancy_id: Number(r.vacancy_id),
    title: String(r.title),
    title_slug: String(r.title_slug),
    company_name: String(r.company_name),
    city_name: r.city_name === null ? null : String(r.city_name),
    salary: r.salary === null ? null : Number(r.salary),
    salary_type: r.salary_type === null ? null : String(r.salary_type),
    total: Number(r.total),
    until: String(r.until),
  }));
}

/**
 * The mails of one batch, in the caller's transaction: a mail row per alert with its manage token, and
 * each vacancy it lists claimed in job_alert_sent (its key: one alert, one vacancy, once). Returns what
 * each alert claimed; an alert that claimed nothing (another run got there first) loses its mail row,
 * and only alerts that claimed something count as mailed at `now`. Every alert of the batch moves its
 * `announced_until` to the newest moment the mail covered, listed or counted, so the next run starts
 * after it.
 */
export async function recordMails(
  tx: Db,
  mails: { alertId: number; tokenHash: string; vacancyIds: number[]; total: number; until: string }[],
  now: Date,
): Promise<Map<number, Set<number>>> {
  const claimed = new Map<number, Set<number>>();
  if (mails.length === 0) return claimed;
  const created = await tx
    .insert(jobAlertMails)
    .values(
      mails.map((m) => ({
        job_alert_id: m.alertId,
        token_hash: m.tokenHash,
        vacancy_count: Math.min(m.total, 32_767),
      })),
    )
    .returning({ id: jobAlertMails.id, job_alert_id: jobAlertMails.job_alert_id });
  const mailOf = new Map(created.map((c) => [c.job_alert_id, c.id]));
  const sent = mails.flatMap((m) =>
    m.vacancyIds.map((v) => ({
      job_alert_id: m.alertId,
      job_vacancy_id: v,
      job_alert_mail_id: mailOf.get(m.alertId)!,
    })),
  );
  for (let i = 0; i < sent.length; i += 2000) {
    const rows = await tx
      .insert(jobAlertSent)
      .values(sent.slice(i, i + 2000))
      .onConflictDoNothing()
      .returning({ alert: jobAlertSent.job_alert_id, vacancy: jobAlertSent.job_vacancy_id });
    for (const r of rows) claimed.set(r.alert, (claimed.get(r.alert) ?? new Set()).add(r.vacancy));
  }
  const empty = mails.filter((m) => !claimed.has(m.alertId)).map((m) => mailOf.get(m.alertId)!);
  if (empty.length) await tx.delete(jobAlertMails).where(inArray(jobAlertMails.id, empty));
  // Only where another run claimed part of the list (rare) does the count change.
  for (const m of mails) {
    const ids = claimed.get(m.alertId);
    if (!ids || ids.size === m.vacancyIds.length) continue;
    await tx
      .update(jobAlertMails)
      .set({ vacancy_count: Math.min(m.total - (m.vacancyIds.length - ids.size), 32_767) })
      .where(eq(jobAlertMails.id, mailOf.get(m.alertId)!));
  }
  const until = Object.fromEntries(mails.map((m) => [m.alertId, m.until]));
  await tx.execute(sql`
    update ${jobAlerts} a
       set announced_until = greatest(a.announced_until, x.value::timestamptz),
           last_sent_at = case when a.id = any(${sql.param([...claimed.keys()])}::int[]) then ${now.toISOString()}::timestamptz else a.last_sent_at end
      from jsonb_each_text(${JSON.stringify(until)}::jsonb) x
     where a.id = x.key::int and a.id = any(${sql.param(mails.map((m) => m.alertId))}::int[])`);
  return claimed;
}

/** The account's address: a seeker's alerts go there. */
export async function emailOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}
