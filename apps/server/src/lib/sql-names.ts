import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { cities, districts, provinces, subDistricts } from '../db/schema/index.ts';

/**
 * Display names as scalar subqueries on primary keys rather than joins: a ten-table join costs
 * PostgreSQL tens of milliseconds to plan (measured on PGlite), a subquery per name almost nothing
 * (docs/decisions/021).
 */

/**
 * A column as "table"."column". Drizzle leaves columns unqualified in single-table queries, which
 * inside a correlated subquery would silently bind to the subquery's own table.
 */
export const qualified = (col: PgColumn): SQL => sql.raw(`"${getTableName(col.table)}"."${col.name}"`);

export const nameById = (table: { id: PgColumn; name: PgColumn }, fk: PgColumn, alias: string) =>
  sql<
    string | null
  >`(select ${qualified(table.name)} from ${table as never} where ${qualified(table.id)} = ${qualified(fk)})`.as(
    alias,
  );

export const nameByCode = (table: { code: PgColumn; name: PgColumn }, fk: PgColumn, alias: string) =>
  sql<
    string | null
  >`(select ${qualified(table.name)} from ${table as never} where ${qualified(table.code)} = ${qualified(fk)})`.as(
    alias,
  );

/** A row's four region codes (docs/product.md §3 location) with their names, for toLocation (lib/mapping.ts). */
export function regionColumns(t: {
  province_code: PgColumn;
  city_code: PgColumn;
  district_code: PgColumn;
  sub_district_code: PgColumn;
}) {
  return {
    province_code: t.province_code,
    city_code: t.city_code,
    district_code: t.district_code,
    sub_district_code: t.sub_district_code,
    province_name: nameByCode(provinces, t.province_code, 'province_name'),
    city_name: nameByCode(cities, t.city_code, 'city_name'),
    district_name: nameByCode(districts, t.district_code, 'district_name'),
    sub_district_name: nameByCode(subDistricts, t.sub_district_code, 'sub_district_name'),
  };
}
