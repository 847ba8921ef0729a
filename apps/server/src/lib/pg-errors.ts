/**
 * A unique index refused the write (SQLSTATE 23505), wherever the driver put the code: on the error
 * itself (node-postgres) or on a cause (Drizzle wraps the PGlite and node-postgres errors).
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}
