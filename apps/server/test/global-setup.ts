import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runSeeds } from '../src/db/seed/index.ts';
import { testConfig } from './config.ts';

/**
 * Builds one migrated and seeded template per run (docs/product.md §10: a fresh PGlite costs ~3 s, a loaded copy
 * ~0.7 s); every test file then starts from its own copy. PGlite: a dumped data directory.
 * PostgreSQL: a template database cloned with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const engine = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  const config = testConfig();
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('SILOKER_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `siloker_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    const tplUrl = withDatabase(url, name);
    const db = await openDatabase({ databaseUrl: tplUrl, poolSize: 2 });
    await db.migrate();
    await runSeeds(db.db, config, { demo: false });
    await db.close();
    project.provide('templateDatabase', name);
    return async () => {
      const res = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE 'siloker_t%_${process.pid}%' OR datname = $1`,
        [name],
      );
      for (const row of res.rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await admin.end();
    };
  }
  const db = await openDatabase({});
  await db.migrate();
  await runSeeds(db.db, config, { demo: false });
  const blob = await db.dump!();
  await db.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-tpl-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('templateFile', file);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateFile: string;
    templateDatabase: string;
  }
}
