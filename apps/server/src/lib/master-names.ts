import { sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { educations, jobTypes, positions, provinces } from '../db/schema/index.ts';
import { shortCached } from './short-cache.ts';

/**
 * Display names of the small lists a vacancy card names: job types, educations and positions by id,
 * provinces by code. They are held here for the short-cache TTL instead of being looked up by a subquery
 * per card. Each of these tables fits in one page, so PostgreSQL reads it with a sequential scan, and
 * every scan start asks the file system for the table's size. On PGlite that is a system call through
 * JavaScript, about 20 per search request (docs/decisions/006). The larger region lists (cities,
 * districts, villages) stay subqueries on their primary-key indexes.
 */
export interface MasterNames {
  jobType: Map<number, string>;
  education: Map<number, string>;
  position: Map<number, string>;
  province: Map<string, string>;
}

export function masterNames(db: Db): Promise<MasterNames> {
  return shortCached(db, 'master:names', async () => {
    // One statement: callers may pass a transaction, whose one connection runs one query at a time.
    const row = (list: string, key: SQL, name: SQL) => ({
      list: sql<string>`${list}::text`.as('list'),
      key: sql<string>`${key}::text`.as('key'),
      name: sql<string>`${name}`.as('name'),
    });
    const rows = await unionAll(
      db.select(row('job_type', sql`${jobTypes.id}`, sql`${jobTypes.name}`)).from(jobTypes),
      db.select(row('education', sql`${educations.id}`, sql`${educations.name}`)).from(educations),
      db.select(row('position', sql`${positions.id}`, sql`${positions.name}`)).from(positions),
      db.select(row('province', sql`${provinces.code}`, sql`${provinces.name}`)).from(provinces),
    );
    const names: MasterNames = {
      jobType: new Map(),
      education: new Map(),
      position: new Map(),
      province: new Map(),
    };
    for (const r of rows) {
      if (r.list === 'province') names.province.set(r.key, r.name);
      else if (r.list === 'job_type') names.jobType.set(Number(r.key), r.name);
      else if (r.list === 'education') names.education.set(Number(r.key), r.name);
      else names.position.set(Number(r.key), r.name);
    }
    return names;
  });
}

/** The four names of a vacancy-like row, from `masterNames`; null where the row has no value or the list no entry. */
export function namesOf(
  names: MasterNames,
  r: {
    job_type_id: number | null;
    education_id: number | null;
    position_id: number | null;
    province_code: string | null;
  },
) {
  return {
    job_type_name: (r.job_type_id !== null && names.jobType.get(r.job_type_id)) || null,
    education_name: (r.education_id !== null && names.education.get(r.education_id)) || null,
    position_name: (r.position_id !== null && names.position.get(r.position_id)) || null,
    province_name: (r.province_code !== null && names.province.get(r.province_code)) || null,
  };
}
