import { sql, type SQL } from 'drizzle-orm';
import { requiredSkillPieces, skillPhrases } from '@siloker/shared';
import type { Db } from '../db/client.ts';
import { rowsOf } from './raw-rows.ts';

/*
 * Free text → skills vocabulary ids (issue 21 §1, docs/decisions/107). A vacancy's required_skills and a
 * seeker's skills keep their text; job_vacancies.skill_ids and seeker_details.skill_ids hold the ids of
 * the skills the text names: every phrase of up to SKILL_TERM_WORDS_MAX words of each item, normalised
 * (skillTerm), equal to a spelling in skill_terms. Shared by the vacancy and profile saves, the start-up
 * backfill and the office's vocabulary changes.
 */

/** The ascending vocabulary ids the pieces of text name: one indexed read of skill_terms. */
export async function skillIdsOf(db: Db, pieces: readonly string[]): Promise<number[]> {
  const phrases = skillPhrases(pieces);
  if (phrases.length === 0) return [];
  const rows = await rowsOf<{ skill_id: number }>(
    db,
    sql`select distinct skill_id from skill_terms where term = any(${sql.param(phrases)}::varchar[]) order by skill_id`,
  );
  return rows.map((r) => Number(r.skill_id));
}

/** Stores the mapping of one vacancy's required_skills (after its save, in the same transaction). */
export async function mapVacancySkills(db: Db, vacancyId: number): Promise<void> {
  const [row] = await rowsOf<{ required_skills: string | null }>(
    db,
    sql`select required_skills from job_vacancies where id = ${vacancyId}`,
  );
  if (!row) return;
  const ids = await skillIdsOf(db, requiredSkillPieces(row.required_skills));
  await db.execute(
    sql`update job_vacancies set skill_ids = ${sql.param(ids)}::int[] where id = ${vacancyId}`,
  );
}

/** Stores the mapping of one seeker's skills (after the profile's save, in the same transaction). */
export async function mapSeekerSkills(db: Db, seekerDetailId: number): Promise<void> {
  const names = (
    await rowsOf<{ name: string }>(
      db,
      sql`select name from seeker_skills where seeker_detail_id = ${seekerDetailId}`,
    )
  ).map((r) => r.name);
  const ids = await skillIdsOf(db, names);
  await db.execute(
    sql`update seeker_details set skill_ids = ${sql.param(ids)}::int[] where id = ${seekerDetailId}`,
  );
}

const BATCH = 1000;

/** Every spelling of the vocabulary, in memory for a batch run. */
async function vocabulary(db: Db): Promise<Map<string, number>> {
  const rows = await rowsOf<{ term: string; skill_id: number }>(
    db,
    sql`select term, skill_id from skill_terms`,
  );
  return new Map(rows.map((r) => [r.term, Number(r.skill_id)]));
}

const idsIn = (terms: Map<string, number>, pieces: string[]) =>
  [...new Set(skillPhrases(pieces).flatMap((p) => terms.get(p) ?? []))].sort((a, b) => a - b);

/**
 * `{ "id": [skill ids] }` as one parameter: a batch is one UPDATE. The same ids as an array too, so the
 * planner reads the batch's rows by primary key instead of joining the whole table to the JSON.
 */
const asJson = (m: Map<number, number[]>) => JSON.stringify(Object.fromEntries(m));

/**
 * Maps, in batches by id, the vacancies and seekers `vacancyWhere` / `seekerWhere` select (SQL over the
 * aliases v and s): the rows never mapped at start-up, or those a vocabulary change may touch.
 * Returns how many rows it wrote.
 */
export async function remapSkills(
  db: Db,
  where: { vacancies: SQL | null; seekers: SQL | null },
): Promise<number> {
  const terms = await vocabulary(db);
  let written = 0;
  for (let last = 0; where.vacancies;) {
    const rows = await rowsOf<{ id: number; required_skills: string | null }>(
      db,
      sql`select v.id, v.required_skills from job_vacancies v where (${where.vacancies}) and v.id > ${last} order by v.id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    const ids = new Map(rows.map((r) => [r.id, idsIn(terms, requiredSkillPieces(r.required_skills))]));
    await db.execute(
      sql`update job_vacancies v set skill_ids = array(select jsonb_array_elements_text(x.value)::int) from jsonb_each(${asJson(ids)}::jsonb) x where v.id = x.key::int and v.id = any(${sql.param([...ids.keys()])}::int[])`,
    );
    written += rows.length;
    last = rows[rows.length - 1]!.id;
  }
  for (let last = 0; where.seekers;) {
    const rows = await rowsOf<{ id: number; names: string[] | null }>(
      db,
      sql`select s.id, (select array_agg(k.name) from seeker_skills k where k.seeker_detail_id = s.id) as names from seeker_details s where (${where.seekers}) and s.id > ${last} order by s.id limit ${BATCH}`,
    );
    if (rows.length === 0) break;
    const ids = new Map(rows.map((r) => [r.id, idsIn(terms, r.names ?? [])]));
    await db.execute(
      sql`update seeker_details s set skill_ids = array(select jsonb_array_elements_text(x.value)::int) from jsonb_each(${asJson(ids)}::jsonb) x where s.id = x.key::int and s.id = any(${sql.param([...ids.keys()])}::int[])`,
    );
    written += rows.length;
    last = rows[rows.length - 1]!.id;
  }
  return written;
}

/** The start-up backfill: rows written before the vocabulary existed, or by a bulk load (bench, demo). */
export const mapUnmappedSkills = (db: Db) =>
  remapSkills(db, { vacancies: sql`v.skill_ids is null`, seekers: sql`s.skill_ids is null` });
