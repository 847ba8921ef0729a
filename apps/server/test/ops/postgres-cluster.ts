import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { withDatabase } from '../global-setup.ts';
import { freePort, tempDir } from './server-process.ts';

/**
 * A throwaway PostgreSQL cluster of the operations suite's own, which a test may stop and start again
 * (database loss, docs/decisions/091), on a free loopback port. Needs Debian's PostgreSQL server
 * binaries (`.ci/run` installs them); `findPostgresBin()` is undefined on a machine without them, and
 * the tests that need a cluster say so and skip.
 */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const last = versions.at(-1);
  return last ? path.join(root, last, 'bin') : undefined;
}

export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres` */
  readonly url: string;
  readonly port: number;
  /** A new empty database on the cluster, returned as its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (`fast` by default: open connections are cut, as in an outage). */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops and deletes the cluster. */
  destroy(): void;
}

/** Creates and starts a cluster on a free port, kept across stop/start so its URL stays valid. */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const dir = tempDir('siloker-ops-pg-');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' });
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const options = `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => {
    run('pg_ctl', ['-D', `${dir}/data`, '-l', `${dir}/log`, '-w', '-o', options, 'start']);
  };
  start();
  return {
    url,
    port,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]{0,40}$/.test(name)) throw new Error(`bad database name ${name}`);
      const { default: pg } = await import('pg');
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', `${dir}/data`, '-m', mode, '-w', 'stop']);
    },
    start,
    destroy() {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An empty database of the test's own on a running server (TEST_DATABASE_URL's): its URL, and `drop()`
 * to remove it however its connections stand.
 */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const onServer = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
