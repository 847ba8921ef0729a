import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  benefits,
  businessFields,
  disabilities,
  educations,
  jobLocationExpectations,
  jobTypes,
  languages,
  majors,
  marriageStatuses,
  religions,
  wageAmounts,
} from '../schema/index.ts';
import { once } from './batch.ts';
import {
  BENEFITS,
  BUSINESS_FIELDS,
  DISABILITIES,
  EDUCATIONS,
  JOB_LOCATIONS,
  JOB_TYPES,
  LANGUAGES,
  MAJORS,
  MARRIAGE_STATUSES,
  RELIGION_NAMES,
  WAGE_RANGES,
} from './master-data.ts';

/** Bump to re-apply the lists after editing master-data.ts. */
export const MASTER_SEED_VERSION = 'master@1';

type SimpleList = typeof educations;

/** Ids from 1 in list order; sort follows the list. */
const rows = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name, sort: i + 1 }));

/**
 * A list's names, refused when two differ only in case or spacing ("Tidak ada" beside "Tidak Ada",
 * issue 17 item 8): a choice list must not offer the same entry twice.
 */
export function distinctNames(names: readonly string[]): readonly string[] {
  const seen = new Map<string, string>();
  for (const name of names) {
    const key = name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
    const earlier = seen.get(key);
    if (earlier !== undefined) throw new Error(`Data master ganda: "${earlier}" dan "${name}"`);
    seen.set(key, name);
  }
  return names;
}

/** Upsert by id so a re-seed corrects names without touching rows that reference the ids. */
async function upsertList(db: Db, table: SimpleList, names: readonly string[]): Promise<void> {
  distinctNames(names);
  await db
    .insert(table)
    .values(rows(names))
    .onConflictDoUpdate({
      target: table.id,
      set: { name: sql`excluded.name`, sort: sql`excluded.sort` },
    });
}

export async function seedMaster(db: Db): Promise<void> {
  await once(db, 'master', MASTER_SEED_VERSION, async () => {
    await upsertList(db, educations, EDUCATIONS);
    await upsertList(db, religions, RELIGION_NAMES);
    await upsertList(db, marriageStatuses, MARRIAGE_STATUSES);
    await upsertList(db, languages, LANGUAGES);
    await upsertList(db, disabilities, DISABILITIES);
    await upsertList(db, jobTypes, JOB_TYPES);
    await upsertList(db, businessFields, BUSINESS_FIELDS);
    await upsertList(db, majors, MAJORS);
    await upsertList(db, benefits, BENEFITS);
    await db
      .insert(wageAmounts)
      .values(
        WAGE_RANGES.map((w, i) => ({
          id: w.id,
          name: w.name,
          min_amount: w.min,
          max_amount: w.max,
          sort: i + 1,
        })),
      )
      .onConflictDoUpdate({
        target: wageAmounts.id,
        set: {
          name: sql`excluded.name`,
          min_amount: sql`excluded.min_amount`,
          max_amount: sql`excluded.max_amount`,
          sort: sql`excluded.sort`,
        },
      });
    await db
      .insert(jobLocationExpectations)
      .values(JOB_LOCATIONS.map((j, i) => ({ ...j, sort: i + 1 })))
      .onConflictDoUpdate({
        target: jobLocationExpectations.code,
        set: { name: sql`excluded.name`, sort: sql`excluded.sort` },
      });
  });
}
