import { afterAll } from 'vitest';

/*
 * Fails an API file when node-postgres warns that a query was sent on a connection that is still running
 * one: `Promise.all` of reads on a transaction's single connection. It works by queueing today, is
 * removed in pg 9, and on PGlite (one connection for everything) it hides nowhere, so only the
 * PostgreSQL pass can see it. Node warns once per process, so the first file that causes it fails.
 */
const QUEUED_QUERY = /already executing a query/;
// Deep enough to reach past the query builder's frames to the domain code that sent the query.
Error.stackTraceLimit = Math.max(Error.stackTraceLimit, 30);
// Kept on globalThis: files share a worker (isolate: false) and this file runs again before each.
const state = globalThis as { __silokerPgWarnings?: Error[] };
const seen = (state.__silokerPgWarnings ??= []);
if (process.listeners('warning').every((l) => l.name !== 'queuedQueryWarning')) {
  process.on('warning', function queuedQueryWarning(warning) {
    if (QUEUED_QUERY.test(warning.message)) seen.push(warning);
  });
}

afterAll(() => {
  const warning = seen.shift();
  if (warning) throw new Error(`node-postgres: ${warning.message}\n${warning.stack ?? ''}`);
});
