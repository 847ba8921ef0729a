import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { PgliteConnection } from './pglite-connection.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/**
 * One query API over either engine. A transaction (`PgTransaction`) extends `PgDatabase`, so the
 * `tx` of `db.transaction` is a `Db` too: repositories take either without a cast.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** One raw statement, outside Drizzle (bench/explain.ts times statements this way). */
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** The embedded engine only: its data directory as a tarball (test templates). */
  dump?(): Promise<Blob>;
  /** The connection pool right now, read without a query (GET /metrics, docs/decisions/096). */
  poolStats(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle among them, callers waiting for one, and the most the pool opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The committed migrations folder, found from both the source tree and the bundled dist/main.js. */
export const MIGRATIONS_DIR = process.env.SILOKER_MIGRATIONS_DIR ?? findMigrations();

function findMigrations(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Folder migrasi (drizzle/) tidak ditemukan');
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** PGlite data directory; omitted means in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from a dumped data directory. */
  loadDataDir?: Blob | undefined;
  poolSize?: number;
  /** PostgreSQL: QUERY_TIMEOUT_MS unless given (the bench's seed runs statements over millions of rows). */
  queryTimeoutMs?: number;
  /** Sees every statement Drizzle sends (bench/explain.ts). */
  logger?: Logger;
}

/**
 * How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool) before it
 * is answered 503: a stopped or unreachable database must not hang requests (docs/decisions/093).
 */
export const CONNECT_TIMEOUT_MS = 3_000;
/**
 * A statement that has not answered by then is given up (client side, so a pooler in transaction mode
 * needs no extra startup parameter): the request answers 503 instead of hanging on a database that
 * stopped answering without closing its sockets.
 */
export const QUERY_TIMEOUT_MS = 30_000;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: opts.queryTimeoutMs ?? QUERY_TIMEOUT_MS,
      // A database host that vanished is noticed on idle sockets too.
      keepAlive: true,
    });
    // An idle client dropped by the server (restart, failover) must not crash the process; the pool
    // replaces it on the next query.
    pool.on('error', (err) => console.error(`PostgreSQL: koneksi idle terputus (${err.message})`));
    // pg-pool listens for errors only while a client is idle. A client checked out for a transaction
    // whose connection ends (PostgreSQL stopped mid-request) emits 'error' too, and with no listener
    // that would end the process: its query already failed with the error (the request answers 503),
    // and the pool drops the broken client when it is released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    return overPool(pool, 'postgres', () => pool.end(), opts.logger);
  }
  if (opts.dataDir) await fs.mkdir(opts.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  // The embedded engine speaks the wire protocol to node-postgres, so both engines run the same
  // driver: the same type parsing, transactions and named (prepared) statements (docs/decisions/006).
  // PGlite is one session: one client, never closed while idle.
  const pool = new pg.Pool({
    connection: new PgliteConnection(client),
    max: 1,
    idleTimeoutMillis: 0,
  } as pg.PoolConfig);
  return {
    ...overPool(
      pool,
      'pglite',
      async () => {
        await pool.end();
        await client.close();
      },
      opts.logger,
    ),
    // Taken holding the one pooled session, so no transaction is half-way through the copy
    // (docs/decisions/092-backup-restore-and-data-dir-lock.md).
    dump: async () => {
      const session = await pool.connect();
      try {
        await session.query('CHECKPOINT');
        return (await client.dumpDataDir('none')) as Blob;
      } finally {
        session.release();
      }
    },
  };
}

function overPool(
  pool: pg.Pool,
  engine: Database['engine'],
  close: () => Promise<void>,
  logger: Logger | undefined,
): Database {
  // Numeric and bigint come back as strings by default; the schema maps modes per column.
  const db: Db = drizzle(pool, { schema, ...(logger ? { logger } : {}) });
  return {
    db,
    engine,
    query: (text, params) => pool.query(text, params),
    migrate: () => migrate(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    close,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
  };
}
