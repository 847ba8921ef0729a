import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { LOCATION_SEARCH_LIMIT, type CodeName } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { cities, districts, provinces, subDistricts } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/search.ts';
import { qualified } from '../../lib/sql-names.ts';

type RegionTable = typeof cities | typeof districts | typeof subDistricts;

/**
 * Regions below a parent (an indexed `(parent, name)` lookup), or searched by name (the trigram
 * index answers the ILIKE). A search without a parent is capped; a parent has at most a few
 * hundred children, so its list is whole.
 */
function selectRegions(
  db: Db,
  table: RegionTable,
  parent: SQL | undefined,
  search: string | undefined,
): Promise<CodeName[]> {
  const query = db
    .select({ code: table.code, name: table.name })
    .from(table)
    .where(and(parent, search ? ilike(table.name, containsPattern(search)) : undefined))
    .orderBy(asc(table.name), asc(table.code));
  return parent ? query : query.limit(LOCATION_SEARCH_LIMIT);
}

export function selectProvinces(db: Db, search?: string): Promise<CodeName[]> {
  return db
    .select({ code: provinces.code, name: provinces.name })
    .from(provinces)
    .where(search ? ilike(provinces.name, containsPattern(search)) : undefined)
    .orderBy(asc(provinces.name));
}

export const selectCities = (db: Db, provinceCode?: string, search?: string) =>
  selectRegions(db, cities, provinceCode ? eq(cities.province_code, provinceCode) : undefined, search);

export const selectDistricts = (db: Db, cityCode?: string, search?: string) =>
  selectRegions(db, districts, cityCode ? eq(districts.city_code, cityCode) : undefined, search);

export const selectSubDistricts = (db: Db, districtCode?: string, search?: string) =>
  selectRegions(
    db,
    subDistricts,
    districtCode ? eq(subDistricts.district_code, districtCode) : undefined,
    search,
  );

/**
 * Whether each region code exists inside the one above it, in one statement of primary-key lookups.
 * No row: the province itself does not exist.
 */
export async function selectRegionChain(
  db: Db,
  codes: { province_code: string; city_code: string; district_code: string; sub_district_code: string },
) {
  const [row] = await db
    .select({
      city: sql<boolean>`exists (select 1 from ${cities} where ${qualified(cities.code)} = ${codes.city_code} and ${qualified(cities.province_code)} = ${codes.province_code})`,
      district: sql<boolean>`exists (select 1 from ${districts} where ${qualified(districts.code)} = ${codes.district_code} and ${qualified(districts.city_code)} = ${codes.city_code})`,
      sub_district: sql<boolean>`exists (select 1 from ${subDistricts} where ${qualified(subDistricts.code)} = ${codes.sub_district_code} and ${qualified(subDistricts.district_code)} = ${codes.district_code})`,
    })
    .from(provinces)
    .where(eq(provinces.code, codes.province_code))
    .limit(1);
  return row;
}
