import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AppConfig } from '../../../config/env.ts';
import { pickFreeSlug, slugify } from '../../../lib/slug.ts';
import type { Db } from '../../client.ts';
import {
  benefits,
  businessFields,
  districts,
  educations,
  jobTypes,
  positions,
  subDistricts,
} from '../../schema/index.ts';

export const DAY_MS = 86_400_000;

/** What every demo inserter reads: one clock, the master ids by name and the city's regions. */
export interface DemoContext {
  now: number;
  /** When the demo accounts and the verified companies were verified: 60 days ago. */
  verifiedAt: Date;
  cityCode: string;
  jobTypeIds: Map<string, number>;
  benefitIds: Map<string, number>;
  fieldIds: Map<string, number>;
  educationIds: Set<number>;
  positionIds: Map<string, number>;
  /** An education id the master data has, else null. */
  edu(id: number): number | null;
  /** A district of the city (and its first village) by its last code segment; nulls when unknown. */
  region(district: string): { district_code: string | null; sub_district_code: string | null };
  /** The city's province and city codes, or nulls when the regions lack the city. */
  place: { province_code: string | null; city_code: string | null };
}

async function nameMap(db: Db, table: typeof jobTypes): Promise<Map<string, number>> {
  const rows = await db.select({ id: table.id, name: table.name }).from(table);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

/** Master data and regions, read defensively, so the demo never points at missing rows. */
export async function loadDemoContext(db: Db, config: AppConfig): Promise<DemoContext> {
  const now = Date.now();
  const cityCode = config.cityCode;
  const provinceCode = config.provinceCode;

  // One query at a time: inside a transaction the PostgreSQL client runs queries serially anyway.
  const jobTypeIds = await nameMap(db, jobTypes);
  const benefitIds = await nameMap(db, benefits);
  const fieldIds = await nameMap(db, businessFields);
  const educationRows = await db.select({ id: educations.id }).from(educations);
  const positionRows = await db.select({ id: positions.id, name: positions.name }).from(positions);
  const districtRows = await db
    .select({ code: districts.code })
    .from(districts)
    .where(eq(districts.city_code, cityCode));
  const villageRows = await db
    .select({ code: subDistricts.code, district_code: subDistricts.district_code })
    .from(subDistricts)
    .where(sql`${subDistricts.district_code} like ${`${cityCode}.%`}`)
    .orderBy(subDistricts.code);
  const educationIds = new Set(educationRows.map((r) => r.id));
  const positionIds = new Map(positionRows.map((r) => [r.name.toLowerCase(), r.id]));
  const districtCodes = new Set(districtRows.map((r) => r.code));
  const edu = (id: number) => (educationIds.has(id) ? id : null);
  const region = (district: string) => {
    const code = `${cityCode}.${district}`;
    if (!districtCodes.has(code)) return { district_code: null, sub_district_code: null };
    const village = villageRows.find((v) => v.district_code === code);
    return { district_code: code, sub_district_code: village?.code ?? null };
  };
  const cityKnown = districtRows.length > 0;
  const place = {
    province_code: cityKnown ? provinceCode : null,
    city_code: cityKnown ? cityCode : null,
  };
  const verifiedAt = new Date(now - 60 * DAY_MS);
  return {
    now,
    verifiedAt,
    cityCode,
    jobTypeIds,
    benefitIds,
    fieldIds,
    educationIds,
    positionIds,
    edu,
    region,
    place,
  };
}

/**
 * Free slugs for the demo rows of one table: reads the slugs already in use whose base a demo row
 * could take (only the demo's own bases are checked), then hands out the next free one per text.
 */
export async function demoSlugs(
  db: Db,
  column: PgColumn,
  texts: string[],
): Promise<(text: string) => string> {
  const bases = texts.map((t) => slugify(t));
  const pattern = `^(${bases.map((b) => b.replace(/[^a-z0-9-]/g, '')).join('|')})(-[0-9]+)?$`;
  const rows = await db
    .select({ slug: column })
    .from(column.table)
    .where(sql`${column} ~ ${pattern}`);
  const taken = new Set(rows.map((r) => String(r.slug)));
  return (text) => {
    const slug = pickFreeSlug(slugify(text), taken);
    taken.add(slug);
    return slug;
  };
}
