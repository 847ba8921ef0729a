import { sql } from 'drizzle-orm';
import {
  matchExplanation,
  SKILL_MESSAGES,
  skillTerm,
  type JobLocationExpectation,
  type Match,
  type MatchFacts,
  type MatchVacancyListData,
  type MatchVacancyListQuery,
  type OfficeSkillListData,
  type OfficeSkillListQuery,
  type Skill,
  type SkillBody,
  type SkillData,
  type VacancyMatchData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import {
  matchParts,
  seekerColumns,
  seekerFactFields,
  seekerFactsOf,
  seekerParams,
  toSeekerFacts,
  vacancyColumns,
  type SeekerMatchFacts,
  type VacancyMatchFacts,
} from '../../lib/match.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { remapSkills } from '../../lib/skill-mapping.ts';
import { prepared } from '../../lib/prepared.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import { isPublicVacancy, listVacanciesByMatch } from '../vacancies/service.ts';
import * as repo from './repository.ts';

/*
 * The skills vocabulary and the explainable match (issue 21 §1, docs/decisions/107). The office (its
 * administrator) curates the vocabulary; a change re-maps the vacancies and profiles it may touch at once.
 * A signed-in seeker reads their match to a public vacancy and the public list ordered by it.
 */

const toSkill = (r: repo.SkillRow): Skill => ({
  id: r.id,
  name: r.name,
  synonyms: r.synonyms,
  updated_at: new Date(r.updated_at).toISOString(),
});

/** GET /office/skills */
export async function listOfficeSkills(db: Db, q: OfficeSkillListQuery): Promise<OfficeSkillListData> {
  const { rows, total } = await repo.listSkills(db, q);
  return { skills: rows.map(toSkill), total };
}

const conflictOn = (field: string, message: string) =>
  new AppError('CONFLICT', message, { [field]: [message] });

/** The longest word of each spelling, as an ILIKE pattern: a superset of the texts that may name it. */
const patternsOf = (terms: string[]) =>
  terms.map(
    (t) =>
      `%${t
        .split(' ')
        .reduce((a, b) => (b.length > a.length ? b : a))
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
  );

/**
 * Re-maps the rows a change of one skill may touch: those mapped to it now, and those whose text holds a
 * word of one of its spellings (old or new), so the stored ids follow the vocabulary at once.
 */
async function remapAround(db: Db, skillId: number, terms: string[]): Promise<void> {
  const patterns = patternsOf(terms);
  const ids = sql`array[${sql.raw(String(skillId))}]::int[]`;
  await remapSkills(db, {
    vacancies: sql`v.skill_ids @> ${ids} or v.required_skills ilike any(${sql.param(patterns)}::text[])`,
    seekers: sql`s.skill_ids @> ${ids} or exists (select 1 from seeker_skills k where k.seeker_detail_id = s.id and k.name ilike any(${sql.param(patterns)}::text[]))`,
  });
}

/** POST /office/skills and POST /office/skills/{id}: the name and synonyms, every spelling free. */
export async function saveSkill(db: Db, body: SkillBody, actor: AuditActor, id?: number): Promise<SkillData> {
  // Spellings equal once normalised are one; a synonym equal to the name is the name.
  const name = body.name;
  const nameTerm = skillTerm(name);
  const synonyms: string[] = [];
  const seen = new Set([nameTerm]);
  for (const s of body.synonyms) {
    const t = skillTerm(s);
    if (!seen.has(t)) {
      seen.add(t);
      synonyms.push(s);
    }
  }
  const terms = [...seen];
  let before: string[] = [];
  const savedId = await db
    .transaction(async (tx) => {
      if (id !== undefined) {
        if (!(await repo.lockSkill(tx, id))) throw notFound(SKILL_MESSAGES.notFound);
        before = await repo.termsOf(tx, id);
      }
      const [taken] = await repo.takenTerms(tx, terms, id ?? null);
      if (taken)
        throw conflictOn(
          taken.term === nameTerm ? 'name' : 'synonyms',
          SKILL_MESSAGES.termTaken(taken.term, taken.name),
        );
      const values = { name, synonyms };
      const skillId = id ?? (await repo.insertSkill(tx, values));
      if (id !== undefined) await repo.updateSkill(tx, id, values);
      await repo.replaceTerms(tx, skillId, terms);
      await recordAudit(tx, actor, {
        action: id === undefined ? 'skill.created' : 'skill.updated',
        subjectType: 'skill',
        subjectId: skillId,
        detail: values,
      });
      return skillId;
    })
    .catch((error: unknown) => {
      // Two saves claiming one spelling at once: the primary key on skill_terms.term settles it.
      if (isUniqueViolation(error))
        throw conflictOn('synonyms', SKILL_MESSAGES.termTaken(terms.join(', '), name));
      throw error;
    });
  await remapAround(db, savedId, [...new Set([...before, ...terms])]);
  const row = await repo.findSkill(db, savedId);
  if (!row) throw notFound(SKILL_MESSAGES.notFound);
  return { skill: toSkill(row) };
}

/** DELETE /office/skills/{id}: the skill and its spellings; the rows naming it are re-mapped. */
export async function deleteSkill(db: Db, id: number, actor: AuditActor): Promise<{ id: number }> {
  let terms: string[] = [];
  await db.transaction(async (tx) => {
    const row = await repo.lockSkill(tx, id);
    if (!row) throw notFound(SKILL_MESSAGES.notFound);
    terms = await repo.termsOf(tx, id);
    await repo.deleteSkill(tx, id);
    await recordAudit(tx, actor, {
      action: 'skill.deleted',
      subjectType: 'skill',
      subjectId: id,
      detail: { name: row.name, synonyms: row.synonyms },
    });
  });
  await remapAround(db, id, terms);
  return { id };
}

/** The signed-in seeker's facts for the match; 404 when the account has no profile. */
export async function seekerFacts(db: Db, user: AuthContext): Promise<SeekerMatchFacts & { id: number }> {
  const [r] = await prepared(db, 'matching:seeker-facts', () =>
    db
      .select({ id: sql<number>`f.id`, ...seekerFactFields('f') })
      .from(sql`${seekerFactsOf(sql`${sql.placeholder('user')}::int`)} as f`),
  ).execute({ user: user.id });
  if (!r) throw notFound(SKILL_MESSAGES.noProfile);
  return { id: Number(r.id), ...toSeekerFacts(r) };
}

/** GET /matches/job-vacancies */
export async function listMatchedVacancies(
  db: Db,
  user: AuthContext,
  q: MatchVacancyListQuery,
): Promise<MatchVacancyListData> {
  return listVacanciesByMatch(db, { userId: user.id, facts: () => seekerFacts(db, user) }, q);
}

const num = (v: unknown) => Math.round(Number(v) * 10) / 10;

/** GET /matches/job-vacancies/{id}: the score, its parts and its words; 404 unless the vacancy is public. */
export async function vacancyMatch(db: Db, user: AuthContext, vacancyId: number): Promise<VacancyMatchData> {
  if (!(await isPublicVacancy(db, vacancyId))) throw notFound('Lowongan kerja tidak ditemukan.');
  const seeker = await seekerFacts(db, user);
  const p = matchParts(vacancyColumns('v'), seekerParams(seeker));
  const [r] = await rowsOf<{
    skill_ids: number[] | null;
    year_experience: number | null;
    required: string | null;
    yours: string | null;
    skills: string;
    education: string;
    experience: string;
    location: string;
    same_city: boolean;
    score: number;
  }>(
    db,
    sql`select v.skill_ids, v.year_experience,
        (select e.name from educations e where e.id = v.education_id) as required,
        (select e.name from educations e where e.id = ${seeker.education_id}::int) as yours,
        ${p.skills} as skills, ${p.education} as education,
        ${p.experience} as experience, ${p.location} as location,
        ${p.sameCity} as same_city, ${p.score} as score
        from job_vacancies v where v.id = ${vacancyId}`,
  );
  if (!r) throw notFound('Lowongan kerja tidak ditemukan.');
  const vacancySkills = (r.skill_ids ?? []).map(Number);
  const names = await repo.skillNames(db, vacancySkills);
  const own = new Set(seeker.skill_ids);
  const byName = (ids: number[]) =>
    ids
      .map((id) => names.get(id))
      .filter((n): n is string => n !== undefined)
      .sort((a, b) => a.localeCompare(b, 'id'));
  const facts: MatchFacts = {
    score: Number(r.score),
    skills: {
      matched: byName(vacancySkills.filter((id) => own.has(id))),
      missing: byName(vacancySkills.filter((id) => !own.has(id))),
      points: num(r.skills),
    },
    education: {
      required: r.required,
      yours: r.yours,
      met: Number(r.education) > 0,
      points: num(r.education),
    },
    experience: {
      required_years: r.year_experience && r.year_experience > 0 ? Number(r.year_experience) : null,
      your_years: Math.floor(seeker.months / 12),
      points: num(r.experience),
    },
    location: {
      expectation: seeker.expectation as JobLocationExpectation | null,
      same_city: r.same_city === true,
      met: Number(r.location) > 0,
      points: num(r.location),
    },
  };
  const match: Match = { ...facts, ...matchExplanation(facts) };
  return { job_vacancy_id: vacancyId, match };
}

/**
 * Each application's match of its seeker to the vacancy (the company's applicant screen): one statement
 * for the given applications of the vacancy; an id not of the vacancy is left out.
 */
export async function applicationMatchScores(
  db: Db,
  vacancyId: number,
  applicationIds: number[],
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const score = matchParts(vacancyColumns('v'), seekerColumns('s')).score;
  const rows = await rowsOf<{ id: number; score: number }>(
    db,
    sql`select a.id, ${score} as score from seeker_job_vacancies a
      join seeker_details s on s.id = a.seeker_detail_id
      join job_vacancies v on v.id = a.job_vacancy_id
      where a.job_vacancy_id = ${vacancyId} and a.id = any(${sql.param(applicationIds)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.score)]));
}

/**
 * The facts of one of the company's own vacancies (not removed), for ranking the directory by match;
 * 404 for any other vacancy, so ids of other companies' vacancies tell nothing.
 */
export async function ownVacancyFacts(
  db: Db,
  user: AuthContext,
  vacancyId: number,
): Promise<VacancyMatchFacts> {
  const [r] = await rowsOf<{
    skill_ids: number[] | null;
    education_id: number | null;
    year_experience: number | null;
    city_code: string | null;
  }>(
    db,
    sql`select v.skill_ids, v.education_id, v.year_experience, v.city_code from job_vacancies v
      where v.id = ${vacancyId} and not v.is_removed and v.company_detail_id = ${user.company_detail_id ?? 0}`,
  );
  if (!r || user.role_name !== 'company') throw notFound(SKILL_MESSAGES.vacancyNotOwn);
  return {
    skill_ids: (r.skill_ids ?? []).map(Number),
    education_id: r.education_id,
    year_experience: r.year_experience,
    city_code: r.city_code,
  };
}
