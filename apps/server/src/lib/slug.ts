import { and, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

const MAX_SLUG_LENGTH = 200;

/** URL-safe lower-case slug: accents dropped, anything else but letters and digits becomes one dash. */
export function slugify(text: string, maxLength = MAX_SLUG_LENGTH): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' dan ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'data';
}

/** The first of `base`, `base-2`, `base-3`, … not in `taken` (for batches that know every slug in use). */
export function pickFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A slug of `text` unique in `column` (one query: every slug that could collide), e.g.
 * `await uniqueSlug(db, jobVacancies.title_slug, title, { idColumn: jobVacancies.id, exceptId: id })`.
 * The unique index on the column still decides under concurrency; callers may retry on conflict.
 */
export async function uniqueSlug(
  db: Db,
  column: PgColumn,
  text: string,
  opts: { idColumn?: PgColumn; exceptId?: number } = {},
): Promise<string> {
  // Room for a numeric suffix within the column's length.
  const base = slugify(text, MAX_SLUG_LENGTH - 8);
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  let where: SQL = or(eq(column, base), like(column, `${escaped}-%`))!;
  if (opts.idColumn && opts.exceptId !== undefined) where = and(where, ne(opts.idColumn, opts.exceptId))!;
  const rows = await db
    .select({ slug: column })
    .from(column.table as PgTable)
    .where(where);
  return pickFreeSlug(base, new Set(rows.map((r) => String(r.slug))));
}
