import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

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
