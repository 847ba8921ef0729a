import { createHash } from 'node:crypto';

/**
 * Hot reads as named prepared statements, one per query shape (docs/decisions/006).
 *
 * A shape is everything that changes the SQL text (which filters are present, the order, the
 * strategy); the values travel as placeholders. Per shape the SQL is built once, not on every request
 * (Drizzle's builder cost about 1.8 ms for a vacancy card query), and the engine parses it once per
 * connection and keeps it in its plan cache: PostgreSQL then plans each execution with its values
 * (a "custom plan") or reuses one plan when that is as cheap. The same on both engines, as both run
 * node-postgres (db/client.ts).
 */

/** What Drizzle's `.prepare(name)` gives back. */
export interface PreparedRead<T> {
  execute(values?: Record<string, unknown>): Promise<T>;
}

interface Preparable<T> {
  prepare(name: string): PreparedRead<T>;
}

/**
 * Shapes are few (filters × orders × strategies) but a bug could make keys unbounded: past this many
 * per database, a shape runs as an unnamed statement, built per call, instead of growing the cache
 * and the engine's prepared statements.
 */
const MAX_SHAPES = 500;
const shapesByOwner = new WeakMap<object, Map<string, PreparedRead<unknown>>>();

/** A statement name from the shape key (names are limited to 63 bytes). */
export const statementName = (key: string) =>
  `s_${createHash('sha1').update(key).digest('base64url').slice(0, 24)}`;

/**
 * The prepared read for this shape of `owner`'s database (the Db object), built on first use.
 * `key` must determine the SQL text: two shapes with one key would run one's SQL for the other.
 */
export function prepared<T>(owner: object, key: string, build: () => Preparable<T>): PreparedRead<T> {
  let shapes = shapesByOwner.get(owner);
  if (!shapes) shapesByOwner.set(owner, (shapes = new Map()));
  const known = shapes.get(key);
  if (known) return known as PreparedRead<T>;
  // An empty name is node-postgres's unnamed statement: parsed and planned on every call.
  if (shapes.size >= MAX_SHAPES) return build().prepare('');
  const query = build().prepare(statementName(key));
  shapes.set(key, query);
  return query;
}
