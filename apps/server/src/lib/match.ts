import { sql, type SQL } from 'drizzle-orm';
import { MATCH_UNNAMED_SKILLS_POINTS, MATCH_WEIGHTS } from '@siloker/shared';

/*
 * The match of a seeker and a vacancy as SQL (issue 21 §1, docs/decisions/107), so every list can sort by
 * it: the vacancies of one seeker, the applicants of one vacancy, the directory for one vacancy. Each side
 * is given as SQL expressions (columns, or placeholders for the side that is fixed), and the formula is
 * written once, here. Weights are literals (MATCH_WEIGHTS): a statement's placeholders never change with
 * them.
 *
 *   skills      50 × (the vacancy's vocabulary skills the seeker has) / (the vacancy's vocabulary skills);
 *               25 when the vacancy names none
 *   education   20 when the vacancy asks none, or the seeker's highest level is at least its minimum
 *   experience  15 × min(1, the seeker's months of experience / (12 × the years asked)); 15 when none asked
 *   location    15 when the seeker will work outside the region (LOCALE_OUT), or the vacancy is in the
 *               seeker's city (LOCALE_IN or no expectation); 0 for OVERSEAS
 *   score       the sum, rounded to a whole number (0–100)
 */

export interface VacancyMatchSide {
  skillIds: SQL;
  educationId: SQL;
  years: SQL;
  cityCode: SQL;
}

export interface SeekerMatchSide {
  skillIds: SQL;
  educationId: SQL;
  months: SQL;
  cityCode: SQL;
  expectation: SQL;
}

const n = (v: number) => sql.raw(String(v));

/** The parts of the match and the score, as numeric SQL expressions. */
export function matchParts(v: VacancyMatchSide, s: SeekerMatchSide) {
  const total = sql`coalesce(cardinality(${v.skillIds}), 0)`;
  // Counted only where the arrays overlap (&&, one cheap comparison): most rows share no skill with
  // the seeker, and the subquery per row halved the sort by match when it ran for all of them.
  const hit = sql`(case when ${v.skillIds} && ${s.skillIds} then (select count(*) from unnest(${v.skillIds}) as k(id) where k.id = any(${s.skillIds})) else 0 end)`;
  const skills = sql`(case when ${total} = 0 then ${n(MATCH_UNNAMED_SKILLS_POINTS)}::numeric else ${n(MATCH_WEIGHTS.skills)}::numeric * ${hit} / ${total} end)`;
  const education = sql`(case when ${v.educationId} is null or ${s.educationId} >= ${v.educationId} then ${n(MATCH_WEIGHTS.education)} else 0 end)`;
  const experience = sql`(case when coalesce(${v.years}, 0) <= 0 then ${n(MATCH_WEIGHTS.experience)}::numeric else ${n(MATCH_WEIGHTS.experience)}::numeric * least(1, coalesce(${s.months}, 0)::numeric / (12 * ${v.years})) end)`;
  const sameCity = sql`(${v.cityCode} is not null and ${v.cityCode} = ${s.cityCode})`;
  const location = sql`(case when ${s.expectation} = 'LOCALE_OUT' then ${n(MATCH_WEIGHTS.location)} when ${s.expectation} = 'OVERSEAS' then 0 when ${sameCity} then ${n(MATCH_WEIGHTS.location)} else 0 end)`;
  const score = sql<number>`round(${skills} + ${education} + ${experience} + ${location})::int`;
  return { skills, education, experience, location, sameCity, score };
}

/** The seeker's months of work experience: the sum of each entry's span (to today when it has no end). */
export function experienceMonths(seekerDetailId: SQL): SQL<number> {
  const end = sql`coalesce(e.end_date, current_date)`;
  return sql<number>`(select coalesce(sum(greatest(0, extract(year from age(${end}, e.start_date)) * 12 + extract(month from age(${end}, e.start_date)))), 0)::int from seeker_experiences e where e.seeker_detail_id = ${seekerDetailId} and e.start_date is not null)`;
}

/** A vacancy's side from the columns of job_vacancies under `alias`. */
export function vacancyColumns(alias: string): VacancyMatchSide {
  const c = (col: string) => sql.raw(`${alias}.${col}`);
  return {
    skillIds: c('skill_ids'),
    educationId: c('education_id'),
    years: c('year_experience'),
    cityCode: c('city_code'),
  };
}

/**
 * The match facts of the seeker with this account as a sub-select (one row, none without a profile),
 * columns named as SeekerMatchFacts plus `id`. `offset 0` keeps the planner from folding it into the
 * statement around it, which would count the months of experience once per joined row.
 */
export function seekerFactsOf(userId: SQL): SQL {
  return sql`(select s.id, coalesce(s.skill_ids, '{}'::int[]) as skill_ids, s.education_id, ${experienceMonths(sql`s.id`)} as months, s.city_code, s.job_location_expectation as expectation from seeker_details s where s.user_id = ${userId} offset 0)`;
}

/** A seeker's side from the columns of seekerFactsOf() under `alias`. */
export function seekerFactColumns(alias: string): SeekerMatchSide {
  const c = (col: string) => sql.raw(`${alias}.${col}`);
  return {
    skillIds: c('skill_ids'),
    educationId: c('education_id'),
    months: c('months'),
    cityCode: c('city_code'),
    expectation: c('expectation'),
  };
}

/** The columns of seekerFactsOf() under `alias`, as a select's fields named f_*. */
export const seekerFactFields = (alias: string) => ({
  f_skill_ids: sql<number[] | null>`${sql.raw(alias)}.skill_ids`,
  f_education_id: sql<number | null>`${sql.raw(alias)}.education_id`,
  f_months: sql<number>`${sql.raw(alias)}.months`,
  f_city_code: sql<string | null>`${sql.raw(alias)}.city_code`,
  f_expectation: sql<string | null>`${sql.raw(alias)}.expectation`,
});

/** The fields of seekerFactFields() as the facts. */
export const toSeekerFacts = (r: {
  f_skill_ids: number[] | null;
  f_education_id: number | null;
  f_months: number;
  f_city_code: string | null;
  f_expectation: string | null;
}): SeekerMatchFacts => ({
  skill_ids: (r.f_skill_ids ?? []).map(Number),
  education_id: r.f_education_id === null ? null : Number(r.f_education_id),
  months: Number(r.f_months),
  city_code: r.f_city_code,
  expectation: r.f_expectation,
});

/** A seeker's side from the columns of seeker_details under `alias`. */
export function seekerColumns(alias: string): SeekerMatchSide {
  const c = (col: string) => sql.raw(`${alias}.${col}`);
  return {
    skillIds: c('skill_ids'),
    educationId: c('education_id'),
    months: experienceMonths(c('id')),
    cityCode: c('city_code'),
    expectation: c('job_location_expectation'),
  };
}

/** The facts of one seeker, read once and sent as placeholders (seekerPlaceholders). */
export interface SeekerMatchFacts {
  skill_ids: number[];
  education_id: number | null;
  months: number;
  city_code: string | null;
  expectation: string | null;
}

/** A fixed seeker's side as placeholders named m_*: values from seekerValues(). */
export function seekerPlaceholders(): SeekerMatchSide {
  return {
    skillIds: sql`${sql.placeholder('m_skills')}::int[]`,
    educationId: sql`${sql.placeholder('m_education')}::int`,
    months: sql`${sql.placeholder('m_months')}::int`,
    cityCode: sql`${sql.placeholder('m_city')}::varchar`,
    expectation: sql`${sql.placeholder('m_expectation')}::varchar`,
  };
}

export const seekerValues = (f: SeekerMatchFacts) => ({
  m_skills: f.skill_ids,
  m_education: f.education_id,
  m_months: f.months,
  m_city: f.city_code,
  m_expectation: f.expectation,
});

/** A fixed vacancy's side as placeholders named v_*: values from vacancyValues(). */
export interface VacancyMatchFacts {
  skill_ids: number[];
  education_id: number | null;
  year_experience: number | null;
  city_code: string | null;
}

export function vacancyPlaceholders(): VacancyMatchSide {
  return {
    skillIds: sql`${sql.placeholder('v_skills')}::int[]`,
    educationId: sql`${sql.placeholder('v_education')}::int`,
    years: sql`${sql.placeholder('v_years')}::int`,
    cityCode: sql`${sql.placeholder('v_city')}::varchar`,
  };
}

export const vacancyValues = (f: VacancyMatchFacts) => ({
  v_skills: f.skill_ids,
  v_education: f.education_id,
  v_years: f.year_experience,
  v_city: f.city_code,
});

/** A fixed seeker's side as ordinary parameters, for a one-off statement (the match of one vacancy). */
export function seekerParams(f: SeekerMatchFacts): SeekerMatchSide {
  return {
    skillIds: sql`${sql.param(f.skill_ids)}::int[]`,
    educationId: sql`${f.education_id}::int`,
    months: sql`${f.months}::int`,
    cityCode: sql`${f.city_code}::varchar`,
    expectation: sql`${f.expectation}::varchar`,
  };
}
