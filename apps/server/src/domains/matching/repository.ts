import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { skillTerm } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { skills, skillTerms } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/* SQL of the skills vocabulary (docs/decisions/107): the office's table and the seed. */

export type SkillRow = typeof skills.$inferSelect;

/** Name or any spelling contains the search (spellings compared normalised). */
function whereOf(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = skillTerm(search);
  return or(
    ilike(skills.name, containsPattern(search)),
    term
      ? sql`exists (select 1 from ${skillTerms} where ${skillTerms.skill_id} = ${skills.id} and ${skillTerms.term} like ${containsPattern(term)})`
      : undefined,
  );
}

export async function listSkills(
  db: Db,
  q: {
    search?: string | undefined;
    offset: number;
    limit: number;
    order_by: 'name' | 'created_at';
    sort_by: 'asc' | 'desc';
  },
): Promise<{ rows: SkillRow[]; total: number }> {
  const dir = q.sort_by === 'asc' ? asc : desc;
  const key = q.order_by === 'created_at' ? [dir(skills.created_at)] : [dir(sql`lower(${skills.name})`)];
  const where = whereOf(q.search);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(skills)
      .where(where)
      .orderBy(...key, dir(skills.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(skills).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findSkill(db: Db, id: number): Promise<SkillRow | null> {
  const [row] = await db.select().from(skills).where(eq(skills.id, id)).limit(1);
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so a concurrent save or delete waits. */
export async function lockSkill(tx: Db, id: number): Promise<SkillRow | null> {
  const [row] = await tx.select().from(skills).where(eq(skills.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The spellings among `terms` another skill already owns, with that skill's name. */
export async function takenTerms(
  db: Db,
  terms: string[],
  exceptSkillId: number | null,
): Promise<{ term: string; name: string }[]> {
  if (terms.length === 0) return [];
  const rows = await db
    .select({ term: skillTerms.term, name: skills.name })
    .from(skillTerms)
    .innerJoin(skills, eq(skills.id, skillTerms.skill_id))
    .where(
      and(
        sql`${skillTerms.term} = any(${sql.param(terms)}::varchar[])`,
        exceptSkillId === null ? undefined : sql`${skillTerms.skill_id} <> ${exceptSkillId}`,
      ),
    );
  return rows;
}

export async function termsOf(db: Db, skillId: number): Promise<string[]> {
  const rows = await db
    .select({ term: skillTerms.term })
    .from(skillTerms)
    .where(eq(skillTerms.skill_id, skillId));
  return rows.map((r) => r.term);
}

export async function insertSkill(tx: Db, v: { name: string; synonyms: string[] }): Promise<number> {
  const [row] = await tx.insert(skills).values(v).returning({ id: skills.id });
  return row!.id;
}

export async function updateSkill(
  tx: Db,
  id: number,
  v: { name: string; synonyms: string[] },
): Promise<void> {
  await tx
    .update(skills)
    .set({ ...v, updated_at: sql`now()` })
    .where(eq(skills.id, id));
}

/** Replaces the skill's spellings; the primary key on term refuses one another skill owns. */
export async function replaceTerms(tx: Db, skillId: number, terms: string[]): Promise<void> {
  await tx.delete(skillTerms).where(eq(skillTerms.skill_id, skillId));
  if (terms.length) await tx.insert(skillTerms).values(terms.map((term) => ({ term, skill_id: skillId })));
}

export async function deleteSkill(tx: Db, id: number): Promise<void> {
  await tx.delete(skills).where(eq(skills.id, id));
}

/** The names of these skills, by id. */
export async function skillNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(sql`${skills.id} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * The repository's seed file (skills.json): skills missing by their key are added with their spellings;
 * a spelling another skill already owns stays that skill's.
 */
export async function insertSeedSkills(
  db: Db,
  rows: { seed_key: string; name: string; synonyms: string[] }[],
): Promise<void> {
  const inserted = await db
    .insert(skills)
    .values(rows)
    .onConflictDoNothing({ target: skills.seed_key, where: sql`${skills.seed_key} is not null` })
    .returning({ id: skills.id, name: skills.name, synonyms: skills.synonyms });
  const terms = inserted.flatMap((r) =>
    [...new Set([r.name, ...r.synonyms].map(skillTerm))].map((term) => ({ term, skill_id: r.id })),
  );
  for (let i = 0; i < terms.length; i += 1000)
    await db
      .insert(skillTerms)
      .values(terms.slice(i, i + 1000))
      .onConflictDoNothing();
}
