import type { FastifyInstance } from 'fastify';
import { MESSAGES, SERVICE_UNAVAILABLE_RETRY_SECONDS } from '@siloker/shared';
import type { Database } from '../db/client.ts';

/*
 * Graceful shutdown on SIGTERM or SIGINT (docs/decisions/093): stop listening, answer what arrives on
 * open connections with 503 and `Connection: close`, finish the requests in flight, let the mail
 * worker finish its pass (its onClose hook waits), close the database cleanly, exit 0; or exit 1 when
 * that takes longer than the bound.
 */

/**
 * How long requests in flight may take after the signal. Then their connections are cut, the database
 * is still closed cleanly, and the process exits 1 (something was cut).
 */
export const SHUTDOWN_DRAIN_MS = 20_000;
/** The whole shutdown's bound: if even closing has not ended by then, the process exits 1 at once. */
export const SHUTDOWN_BOUND_MS = 25_000;
/**
 * How long an open connection with no request under way is left open after the signal. A client that
 * already sent its next request on it (the request may still be on the wire) gets a 503 with
 * `Connection: close` instead of a reset; after this, idle connections are closed.
 */
export const IDLE_LINGER_MS = 1_000;
const REAP_EVERY_MS = 200;

const draining = new WeakSet<FastifyInstance>();

/**
 * Registered before every other request hook (app.ts), so a request that arrives while the server
 * drains never reaches the database: it gets the envelope's 503, and every answer from the signal on
 * (in-flight ones too) carries `Connection: close`, so a keep-alive client opens a new connection
 * (refused, or another server behind the balancer) instead of reusing one that is about to close.
 */
export function registerDrain(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining.has(app)) return;
    reply.header('connection', 'close').header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_SECONDS));
    // Plain JSON: a route whose own 503 has a shape (GET /health) must not refuse this envelope.
    reply.serializer(JSON.stringify);
    return reply.code(503).send({ status: 'error', message: MESSAGES.serviceUnavailable, data: null });
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining.has(app)) reply.header('connection', 'close');
  });
}

export interface ShutdownOptions {
  drainMs?: number;
  boundMs?: number;
  lingerMs?: number;
  /** Runs once the database is closed (e.g. releasing the data directory's lock). */
  afterClose?: () => Promise<void> | void;
  /** Ends the process; replaced in tests. */
  exit?: (code: number) => void;
}

/** Shuts down on the first SIGTERM or SIGINT; a repeated signal (npm forwards Ctrl-C too) is only logged. */
export function shutdownOnSignals(
  app: FastifyInstance,
  database: Database,
  opts: ShutdownOptions = {},
): void {
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) {
      app.log.warn({ signal }, 'shutdown already under way');
      return;
    }
    started = true;
    void shutdown(app, database, signal, opts);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

export async function shutdown(
  app: FastifyInstance,
  database: Database,
  reason: string,
  opts: ShutdownOptions = {},
): Promise<void> {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  const drainMs = opts.drainMs ?? SHUTDOWN_DRAIN_MS;
  const boundMs = opts.boundMs ?? SHUTDOWN_BOUND_MS;
  const began = Date.now();
  app.log.info({ signal: reason, drain_ms: drainMs }, 'shutting down: finishing requests in flight');
  draining.add(app);

  // Node's server.close() would at once destroy every connection without a request under way, cutting
  // a request the client has just sent on it (a reset). They are closed after IDLE_LINGER_MS instead,
  // once listening has stopped and every answer since the signal has told its client to go.
  const server = app.server;
  const closeIdle = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => undefined;
  let reaper: NodeJS.Timeout | undefined;
  const linger = setTimeout(() => {
    closeIdle();
    reaper = setInterval(closeIdle, REAP_EVERY_MS);
  }, opts.lingerMs ?? IDLE_LINGER_MS);
  let cut = false;
  const cutTimer = setTimeout(() => {
    cut = true;
    app.log.error({ drain_ms: drainMs }, 'requests still running after the drain time: cutting them');
    server.closeAllConnections();
  }, drainMs);
  const force = setTimeout(() => {
    app.log.error({ bound_ms: boundMs }, 'shutdown took longer than its bound: exiting now');
    exit(1);
  }, boundMs);
  const stopTimers = () => {
    clearTimeout(linger);
    clearInterval(reaper);
    clearTimeout(cutTimer);
  };

  try {
    // Stops listening, waits for every connection to end, then runs the onClose hooks: the mail worker
    // finishes its pass, periodic timers stop, storage and mail connections close.
    await app.close();
    stopTimers();
    // After the requests: PGlite writes its shutdown checkpoint, so the next start needs no recovery.
    await database.close();
    await opts.afterClose?.();
    clearTimeout(force);
    app.log[cut ? 'error' : 'info']({ ms: Date.now() - began, cut }, 'shut down');
    exit(cut ? 1 : 0);
  } catch (err) {
    stopTimers();
    clearTimeout(force);
    app.log.error({ err }, 'shutdown failed');
    exit(1);
  }
}
