import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postingRules } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';

/* SQL of the fair-posting rules (docs/decisions/102). */

export type PostingRuleRow = typeof postingRules.$inferSelect;
export type PostingRuleWrite = Pick<
  typeof postingRules.$inferInsert,
  'pattern' | 'is_regex' | 'category' | 'kind' | 'explanation' | 'is_active'
>;

/** Every active rule in id order (the partial index posting_rules_active_idx), at most `limit`. */
export function activeRules(db: Db, limit: number): Promise<PostingRuleRow[]> {
  return db
    .select()
    .from(postingRules)
    .where(eq(postingRules.is_active, true))
    .orderBy(asc(postingRules.id))
    .limit(limit);
}

export interface RuleFilter {
  category?: string | undefined;
  search?: string | undefined;
}

const whereOf = (f: RuleFilter): SQL | undefined =>
  and(
    f.category ? eq(postingRules.category, f.category) : undefined,
    f.search
      ? or(
          ilike(postingRules.pattern, containsPattern(f.search)),
          ilike(postingRules.explanation, containsPattern(f.search)),
        )
      : undefined,
  );

export async function listRules(
  db: Db,
  f: RuleFilter,
  w: { offset: number; limit: number; orderBy: 'created_at' | 'category'; sortBy: 'asc' | 'desc' },
): Promise<{ rows: PostingRuleRow[]; total: number }> {
  const dir = w.sortBy === 'asc' ? asc : desc;
  const order =
    w.orderBy === 'category'
      ? [dir(postingRules.category), desc(postingRules.id)]
      : [dir(postingRules.created_at), dir(postingRules.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(postingRules)
      .where(whereOf(f))
      .orderBy(...order)
      .offset(w.offset)
      .limit(w.limit),
    db.select({ n: count() }).from(postingRules).where(whereOf(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countRules(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postingRules);
  return row?.n ?? 0;
}

export async function findRule(db: Db, id: number): Promise<PostingRuleRow | undefined> {
  const [row] = await db.select().from(postingRules).where(eq(postingRules.id, id)).limit(1);
  return row;
}

/** Another rule with this pattern and type (the unique index is case-insensitive). */
export async function patternTaken(db: Db, pattern: string, isRegex: boolean, except?: number) {
  const [row] = await db
    .select({ id: postingRules.id })
    .from(postingRules)
    .where(
      and(
        sql`lower(${postingRules.pattern}) = lower(${pattern})`,
        eq(postingRules.is_regex, isRegex),
        except !== undefined ? sql`${postingRules.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRule(db: Db, values: PostingRuleWrite, userId: number | null): Promise<number> {
  const [row] = await db
    .insert(postingRules)
    .values({ ...values, updated_by: userId })
    .returning({ id: postingRules.id });
  return row!.id;
}

export async function updateRule(db: Db, id: number, values: PostingRuleWrite, userId: number) {
  const rows = await db
    .update(postingRules)
    .set({ ...values, updated_by: userId, updated_at: new Date() })
    .where(eq(postingRules.id, id))
    .returning({ id: postingRules.id });
  return rows.length > 0;
}

/** The data file's rules: added when missing (by seed_key or pattern), never changed once there. */
export async function insertSeedRules(db: Db, rows: (PostingRuleWrite & { seed_key: string })[]) {
  if (rows.length === 0) return;
  await db.insert(postingRules).values(rows).onConflictDoNothing();
}
