import { sql, type SQL } from 'drizzle-orm';
import { WLLP_BACKFILL_DAYS, WLLP_OVERDUE_DAYS, type WllpReportTab } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { closedVacancy } from '../../lib/visibility.ts';

/*
 * Wajib Lapor Lowongan Pekerjaan (Perpres 57/2023; docs/decisions/105-wllp.md) in plain SQL: the fill
 * reports' rows (wllp_fill_reports), the company's compliance and the office's report per period.
 */

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Accounts deleted by their owner: their companies owe nothing and are not reported. */
const deletedUsers = sql`(select id from users where deleted_at is not null)`;

/** When a closed vacancy stopped being open: the earliest of its closing and its deadline, never later than now. */
const closedAtSql = sql`least(coalesce(job_vacancies.closed_at, 'infinity'::timestamptz), coalesce(job_vacancies.expired_at, 'infinity'::timestamptz), now())`;

/**
 * Makes the due fill report of every vacancy that was published and has stopped being open (closed by
 * the company, past its deadline, refused or removed by the office: lib/visibility.ts closedVacancy, the
 * one rule every close path meets), optionally of one vacancy. Idempotent (one row per vacancy).
 * Returns how many were made.
 */
export async function openDue(db: Db, vacancyId?: number): Promise<number> {
  const one = vacancyId === undefined ? sql`` : sql`and job_vacancies.id = ${vacancyId}`;
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    insert into wllp_fill_reports (job_vacancy_id, company_detail_id, due_at)
    select job_vacancies.id, job_vacancies.company_detail_id, ${closedAtSql}
    from job_vacancies
    join company_details c on c.id = job_vacancies.company_detail_id
    where job_vacancies.published_at is not null and not job_vacancies.is_invitation ${one}
      and ${closedVacancy()}
      and ${closedAtSql} > now() - make_interval(days => ${WLLP_BACKFILL_DAYS})
      and c.user_id not in ${deletedUsers}
      and not exists (select 1 from wllp_fill_reports r where r.job_vacancy_id = job_vacancies.id)
    on conflict (job_vacancy_id) do nothing
    returning id`,
  );
  return rows.length;
}

/** Drops the unfiled reports of vacancies that are open again (published anew): nothing is owed yet. */
export async function dropReopened(db: Db): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    delete from wllp_fill_reports r using job_vacancies
    where job_vacancies.id = r.job_vacancy_id and r.filed_at is null and not ${closedVacancy()}
    returning r.id`,
  );
  return rows.length;
}

export interface ReminderRow {
  user_id: number;
  title: string;
}

/**
 * Claims the unfiled reports due for reminder `stage` (0: after `days` days, 1: the last) at `now` and
 * returns whom to tell about which vacancy. One UPDATE … RETURNING: of two server processes sweeping at
 * once each row is claimed by one, so each reminder goes once. The last reminder also marks the first,
 * so a report found late gets one reminder, not two.
 */
export async function claimReminders(db: Db, stage: 0 | 1, days: number, now: Date): Promise<ReminderRow[]> {
  const column = stage === 0 ? sql.raw('first_reminded_at') : sql.raw('second_reminded_at');
  const alsoFirst = stage === 1 ? sql`, first_reminded_at = coalesce(r.first_reminded_at, now())` : sql``;
  return rowsOf<ReminderRow>(
    db,
    sql`
    update wllp_fill_reports r set ${column} = now() ${alsoFirst}
    from job_vacancies v, company_details c
    where v.id = r.job_vacancy_id and c.id = r.company_detail_id
      and r.filed_at is null and r.${column} is null
      and r.due_at <= ${now.toISOString()}::timestamptz - make_interval(days => ${days})
      and c.user_id not in ${deletedUsers}
    returning c.user_id, v.title`,
  );
}

export interface FillReportRow {
  job_vacancy_id: number;
  title: string;
  title_slug: string;
  worker_count: number;
  due_at: Date | string;
  filed_at: Date | string | null;
  overdue: boolean;
  hired_portal: number;
  hired_other: number;
  hired_male: number;
  hired_female: number;
  educations: { education_id: number; count: number }[];
}

const overdueSql = sql`(r.filed_at is null and r.due_at <= now() - make_interval(days => ${WLLP_OVERDUE_DAYS}))`;

const tabFilter = (tab: WllpReportTab): SQL =>
  tab === 'due' ? sql`and r.filed_at is null` : tab === 'done' ? sql`and r.filed_at is not null` : sql``;

const reportColumns = sql`r.job_vacancy_id, v.title, v.title_slug, v.worker_count, r.due_at, r.filed_at,
  ${overdueSql} as overdue, r.hired_portal, r.hired_other, r.hired_male, r.hired_female, r.educations`;

/** One page of a company's fill reports, the latest closing first (wllp_fill_reports_company_idx). */
export function pageOf(
  db: Db,
  companyId: number,
  tab: WllpReportTab,
  page: { offset: number; limit: number },
) {
  return rowsOf<FillReportRow>(
    db,
    sql`
    select ${reportColumns}
    from wllp_fill_reports r join job_vacancies v on v.id = r.job_vacancy_id
    where r.company_detail_id = ${companyId} ${tabFilter(tab)}
    order by r.due_at desc, r.id desc
    offset ${page.offset} limit ${page.limit}`,
  );
}

export async function countOf(db: Db, companyId: number, tab: WllpReportTab): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from wllp_fill_reports r where r.company_detail_id = ${companyId} ${tabFilter(tab)}`,
  );
  return row?.n ?? 0;
}

export async function findOne(db: Db, companyId: number, vacancyId: number): Promise<FillReportRow | null> {
  const [row] = await rowsOf<FillReportRow>(
    db,
    sql`
    select ${reportColumns}
    from wllp_fill_reports r join job_vacancies v on v.id = r.job_vacancy_id
    where r.company_detail_id = ${companyId} and r.job_vacancy_id = ${vacancyId}`,
  );
  return row ?? null;
}

/** Whether the company owns this vacancy (a live, not removed one or not): null when nobody does. */
export async function vacancyOwner(db: Db, vacancyId: number): Promise<number | null> {
  const [row] = await rowsOf<{ company_detail_id: number }>(
    db,
    sql`select company_detail_id from job_vacancies where id = ${vacancyId} and not is_invitation`,
  );
  return row?.company_detail_id ?? null;
}

export interface Compliance {
  vacancies_reported: number;
  reports_done: number;
  reports_due: number;
  reports_overdue: number;
}

export async function complianceOf(db: Db, companyId: number): Promise<Compliance> {
  const [row] = await rowsOf<Compliance>(
    db,
    sql`
    select
      (select count(*)::int from job_vacancies v where v.company_detail_id = ${companyId}
        and v.published_at is not null and not v.is_invitation) as vacancies_reported,
      count(*) filter (where r.filed_at is not null)::int as reports_done,
      count(*) filter (where r.filed_at is null)::int as reports_due,
      count(*) filter (where ${overdueSql})::int as reports_overdue
    from wllp_fill_reports r where r.company_detail_id = ${companyId}`,
  );
  return row ?? { vacancies_reported: 0, reports_done: 0, reports_due: 0, reports_overdue: 0 };
}

export interface AcceptedRow {
  gender: string | null;
  education_id: number | null;
  n: number;
}

/** The vacancy's ACCEPTED applications by the seeker's sex and highest education. */
export function acceptedOf(db: Db, vacancyId: number) {
  return rowsOf<AcceptedRow>(
    db,
    sql`
    select s.gender, s.education_id, count(*)::int as n
    from seeker_job_vacancies a join seeker_details s on s.id = a.seeker_detail_id
    where a.job_vacancy_id = ${vacancyId} and a.status = 'ACCEPTED'
    group by s.gender, s.education_id`,
  );
}

export interface FillValues {
  hired_portal: number;
  hired_other: number;
  hired_male: number;
  hired_female: number;
  educations: { education_id: number; count: number }[];
}

/** Files (or corrects) the report; the first filing's time stays. False when there is no such row. */
export async function file(
  db: Db,
  companyId: number,
  vacancyId: number,
  userId: number,
  v: FillValues,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    update wllp_fill_reports set hired_portal = ${v.hired_portal}, hired_other = ${v.hired_other},
      hired_male = ${v.hired_male}, hired_female = ${v.hired_female},
      educations = ${JSON.stringify(v.educations)}::jsonb,
      filed_at = coalesce(filed_at, now()), filed_by = ${userId}, updated_at = now()
    where company_detail_id = ${companyId} and job_vacancy_id = ${vacancyId}
    returning id`,
  );
  return rows.length === 1;
}

// ---- The office's report over a period ----

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

const inPeriod = (column: SQL, p: Period) =>
  sql`(${column} >= ((${p.from}::date)::timestamp at time zone ${p.timeZone}) and ${column} < ((${p.to}::date + 1)::timestamp at time zone ${p.timeZone}))`;

export interface GroupRow {
  dim: string;
  key: string | null;
  label: string | null;
  job_vacancies: number;
  openings: number;
  openings_male: number;
  openings_female: number;
}

/**
 * Vacancies reported in the period: published (first went public, or again) in it, not invitations, of
 * companies whose account is not deleted (job_vacancies_wllp_published_idx), by the company's business
 * field, the vacancy's education and kecamatan, and the total; openings split by sex where the company
 * asked by sex.
 */
export function vacancyGroups(db: Db, p: Period) {
  return rowsOf<GroupRow>(
    db,
    sql`
    with v as (
      select c.business_field_id as field, v.education_id as education, v.district_code as district,
        v.worker_count as openings,
        case when v.is_gender_based_count then v.male_count else 0 end as male,
        case when v.is_gender_based_count then v.female_count else 0 end as female
      from job_vacancies v join company_details c on c.id = v.company_detail_id
      where v.published_at is not null and not v.is_invitation and ${inPeriod(sql`v.published_at`, p)}
        and c.user_id not in ${deletedUsers}
    ), g as (
      select case when grouping(field) = 0 then 'field' when grouping(education) = 0 then 'education'
          when grouping(district) = 0 then 'district' else 'total' end as dim,
        case when grouping(field) = 0 then field::text when grouping(education) = 0 then education::text
          when grouping(district) = 0 then district end as key,
        count(*)::int as job_vacancies, coalesce(sum(openings), 0)::int as openings,
        coalesce(sum(male), 0)::int as openings_male, coalesce(sum(female), 0)::int as openings_female
      from v group by grouping sets ((field), (education), (district), ())
    )
    select g.*, case g.dim
        when 'field' then (select name from business_fields where id::text = g.key)
        when 'education' then (select name from educations where id::text = g.key)
        when 'district' then (select name from districts where code = g.key) end as label
    from g`,
  );
}

export interface FillGroupRow {
  dim: string;
  key: string | null;
  label: string | null;
  reports_due: number;
  reports_filed: number;
  hired: number;
  hired_portal: number;
  hired_other: number;
  hired_male: number;
  hired_female: number;
}

/**
 * Fill reports of vacancies that closed in the period (wllp_fill_reports_due_idx): how many were due
 * and filed, and the hires the filed ones state, by business field and kecamatan, and the total.
 */
export function fillGroups(db: Db, p: Period) {
  return rowsOf<FillGroupRow>(
    db,
    sql`
    with r as (
      select c.business_field_id as field, v.district_code as district, r.filed_at is not null as filed,
        r.hired_portal, r.hired_other, r.hired_male, r.hired_female
      from wllp_fill_reports r
      join job_vacancies v on v.id = r.job_vacancy_id
      join company_details c on c.id = r.company_detail_id
      where ${inPeriod(sql`r.due_at`, p)} and c.user_id not in ${deletedUsers}
    ), g as (
      select case when grouping(field) = 0 then 'field' when grouping(district) = 0 then 'district'
          else 'total' end as dim,
        case when grouping(field) = 0 then field::text when grouping(district) = 0 then district end as key,
        count(*)::int as reports_due, count(*) filter (where filed)::int as reports_filed,
        coalesce(sum(hired_portal + hired_other), 0)::int as hired,
        coalesce(sum(hired_portal), 0)::int as hired_portal, coalesce(sum(hired_other), 0)::int as hired_other,
        coalesce(sum(hired_male), 0)::int as hired_male, coalesce(sum(hired_female), 0)::int as hired_female
      from r group by grouping sets ((field), (district), ())
    )
    select g.*, case g.dim
        when 'field' then (select name from business_fields where id::text = g.key)
        when 'district' then (select name from districts where code = g.key) end as label
    from g`,
  );
}

/** Hires of the period's filed reports by education (each report's rows). */
export function fillEducations(db: Db, p: Period) {
  return rowsOf<{ key: string; label: string | null; hired: number }>(
    db,
    sql`
    select e.education_id::text as key, (select name from educations where id = e.education_id) as label,
      sum(e.count)::int as hired
    from wllp_fill_reports r
    join company_details c on c.id = r.company_detail_id
    cross join lateral jsonb_to_recordset(r.educations) as e(education_id int, count int)
    where r.filed_at is not null and ${inPeriod(sql`r.due_at`, p)} and c.user_id not in ${deletedUsers}
    group by e.education_id`,
  );
}

export interface OverdueRow {
  company_detail_id: number;
  name: string;
  overdue_reports: number;
  oldest_due_at: Date | string;
}

/** Companies with reports of the period's closed vacancies still missing past WLLP_OVERDUE_DAYS. */
export function overdueCompanies(db: Db, p: Period) {
  return rowsOf<OverdueRow>(
    db,
    sql`
    select c.id as company_detail_id, c.name, count(*)::int as overdue_reports, min(r.due_at) as oldest_due_at
    from wllp_fill_reports r join company_details c on c.id = r.company_detail_id
    where r.filed_at is null and ${inPeriod(sql`r.due_at`, p)}
      and r.due_at <= now() - make_interval(days => ${WLLP_OVERDUE_DAYS})
      and c.user_id not in ${deletedUsers}
    group by c.id, c.name
    order by overdue_reports desc, c.name, c.id
    limit 1000`,
  );
}
