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

/** Socket errors of a database that is stopped, restarting or out of reach. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 53300 (too many
 * connections), 57P01/57P02/57P03 (admin or crash shutdown, cannot connect now), 57014 (a statement
 * cancelled, as by a time-out).
 */
const UNAVAILABLE_STATES = /^(08...|53300|57P0[123]|57014)$/;

/** node-postgres and pg-pool say these in words only, with no code. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The database cannot be reached (stopped, restarting, cut off, or closed while the server stops):
 * the request may succeed later, so it is a 503, never a 500 (docs/decisions/093). Looks down the
 * `cause` chain, where Drizzle puts the driver's error.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e;) {
    if (typeof e !== 'object' || seen.has(e)) return false;
    seen.add(e);
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The driver's own code and words of an unavailable database, for one short log line without a stack. */
export function databaseErrorSummary(err: unknown): { code?: string; message: string } {
  let last = err as { code?: unknown; message?: unknown; cause?: unknown };
  for (let e = last; e && typeof e === 'object'; e = e.cause as typeof e) last = e;
  const code = typeof last.code === 'string' ? last.code : undefined;
  const message = typeof last.message === 'string' ? last.message : String(last);
  return code ? { code, message } : { message };
}

/**
 * pino's `hooks.logMethod` for the app's logger: a log call whose error is an unavailable database
 * (a periodic job, the mail worker or a request while PostgreSQL is down) logs the driver's code and
 * words instead of the error's stack, the failed statement and its parameters. An outage is an
 * operating state, not a bug: one short line per failure (docs/decisions/093).
 */
export function withoutDatabaseStacks(
  this: unknown,
  args: unknown[],
  method: (...args: unknown[]) => void,
): void {
  const [first, ...rest] = args;
  if (first instanceof Error && isDatabaseUnavailable(first)) {
    method.apply(this, [{ database: databaseErrorSummary(first) }, ...rest]);
    return;
  }
  if (first && typeof first === 'object' && 'err' in first) {
    const { err, ...fields } = first as { err: unknown };
    if (isDatabaseUnavailable(err)) {
      method.apply(this, [{ ...fields, database: databaseErrorSummary(err) }, ...rest]);
      return;
    }
  }
  method.apply(this, args);
}
