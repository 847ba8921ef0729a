import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@siloker/shared';
import type { PageRenderer } from '@siloker/shared/ssr';
import { buildApp } from '../src/app.ts';
import type { AppConfig } from '../src/config/env.ts';
import { openDatabase, type Database, type Db } from '../src/db/client.ts';
import { testConfig } from './config.ts';
import { withDatabase } from './global-setup.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

export const TEST_ENGINE = (process.env.SILOKER_TEST_ENGINE ?? 'pglite') as 'pglite' | 'postgres';

/** A fresh copy of the migrated, seeded template database. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_ENGINE === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `siloker_t${Math.random().toString(36).slice(2, 10)}_${process.ppid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
    const close = database.close;
    database.close = async () => {
      await close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
    return database;
  }
  const buf = await fs.readFile(inject('templateFile'));
  return openDatabase({ loadDataDir: new Blob([buf]) });
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: AppConfig;
  baseUrl: string;
  /** Real HTTP request to the listening app; JSON in, envelope out. */
  request<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; token?: string; headers?: Record<string, string>; form?: FormData },
  ): Promise<ApiResponse<T>>;
  get<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/** Builds the app on a fresh database and listens on a free loopback port. Close it in afterAll. */
export async function createTestApp(
  overrides: Record<string, string> = {},
  opts: { webDist?: string; logStream?: { write(line: string): void }; pageRenderer?: PageRenderer } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  // A built web app (its index.html), for the pages the server fills in: the vacancy share page.
  if (opts.webDist) config.webDist = opts.webDist;
  return startTestApp(database, config, {
    logStream: opts.logStream,
    pageRenderer: opts.pageRenderer,
    async close() {
      await database.close();
      await fs.rm(config.dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * Starts the app on `database` and returns its HTTP client. `close` stops the app, then runs
 * `opts.close` (what else the caller opened; a restart test keeps its database and folder).
 */
export async function startTestApp(
  database: Database,
  config: AppConfig,
  opts: {
    logStream?: { write(line: string): void };
    close?: () => Promise<void>;
    /** The web app's server entry, for the pages rendered on the server (docs/decisions/099). */
    pageRenderer?: PageRenderer;
  } = {},
): Promise<TestApp> {
  const app = await buildApp({
    config,
    database,
    logStream: opts.logStream,
    pageRenderer: opts.pageRenderer,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const request: TestApp['request'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { status: 'error', message: text, data: null };
    }
    return { status: res.status, headers: res.headers, body: parsed as Envelope<never> };
  };

  return {
    app,
    db: database.db,
    database,
    config,
    baseUrl,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { body, token }),
    async close() {
      // server.close() ends only the connections idle at that moment; one whose answer is still being
      // flushed (the client may already have it all) would stay open for Fastify's 72 s keep-alive.
      // Ending idle ones until the close is done is what operations/shutdown.ts does in production.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
      try {
        await app.close();
      } finally {
        clearInterval(reaper);
      }
      await opts.close?.();
    },
  };
}

/** An app that sends its mail to a fresh SMTP listener; closing the app closes the listener too. */
export async function createTestAppWithMail(
  overrides: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: TestSmtp }> {
  const smtp = await startSmtp();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...overrides });
  const close = t.close;
  t.close = async () => {
    await close();
    await smtp.close();
  };
  return { t, smtp };
}
