import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import * as tar from 'tar';
import type { AppConfig } from '../config/env.ts';
import { MIGRATIONS_DIR, type Database } from '../db/client.ts';
import { archiveName, listArchives } from '../lib/backup-status.ts';

/** Archive layout version; restore refuses another. */
export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';
export const DB_DUMP = 'database.tar';
export const PG_DUMP = 'database.pgdump';
export const STORAGE = 'storage';
export const BUCKET_LISTING = 'bucket-listing.json';
/** Work folders inside DATA_DIR (same disk as the storage, so hard links work); removed at start. */
export const WORK_PREFIX = '.backup-work-';

/** Rows counted into the manifest and checked again after a restore. */
const COUNTED = ['users', 'files', 'job_vacancies', 'seeker_job_vacancies', 'posts'] as const;

export interface BackupManifest {
  format: number;
  app: 'siloker';
  engine: 'pglite' | 'postgres';
  created_at: string;
  migration: { count: number; tag: string | null };
  counts: Record<string, number>;
  database: { file: string; bytes: number; sha256: string };
  storage: { driver: 'local' | 's3'; files: number; bytes: number };
}

export interface BackupResult {
  file: string;
  size: number;
  manifest: BackupManifest;
}

/** The migration journal's tag for the n-th applied migration. */
function migrationTag(count: number): string | null {
  try {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { tag: string }[];
    };
    return journal.entries[count - 1]?.tag ?? null;
  } catch {
    return null;
  }
}

/** Migration level and row counts of an open database (the manifest, and the check after a restore). */
export async function databaseFacts(
  database: Pick<Database, 'query'>,
): Promise<{ migration: BackupManifest['migration']; counts: Record<string, number> }> {
  const applied = await database.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
  const count = Number(applied.rows[0]?.n ?? 0);
  const counts: Record<string, number> = {};
  // Table names are the fixed list above, never input.
  for (const table of COUNTED) {
    const r = await database.query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = Number(r.rows[0]?.n ?? 0);
  }
  return { migration: { count, tag: migrationTag(count) }, counts };
}

/**
 * Hard-links every finished file under `from` into `to` that is not there yet (a copy where links are
 * refused). Files being written (`*.tmp`, renamed into place when complete) are left out.
 */
async function linkTree(from: string, to: string): Promise<void> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(from, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  await fsp.mkdir(to, { recursive: true });
  for (const entry of entries) {
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await linkTree(src, dst);
    } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      try {
        await fsp.link(src, dst);
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOENT') continue; // already in, or deleted meanwhile
        if (code === 'EXDEV' || code === 'EPERM') {
          await fsp.copyFile(src, dst).catch((e: NodeJS.ErrnoException) => {
            if (e.code !== 'ENOENT') throw e;
          });
          continue;
        }
        throw err;
      }
    }
  }
}

async function treeSize(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  const walk = async (d: string) => {
    for (const entry of await fsp.readdir(d, { withFileTypes: true }).catch(() => [])) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) await walk(p);
      else if (entry.isFile()) {
        files += 1;
        bytes += (await fsp.stat(p)).size;
      }
    }
  };
  await walk(dir);
  return { files, bytes };
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Removes work folders a killed backup left in DATA_DIR. */
export async function removeStaleWork(dataDir: string): Promise<void> {
  for (const name of await fsp.readdir(dataDir).catch(() => [] as string[])) {
    if (name.startsWith(WORK_PREFIX))
      await fsp.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

/** Packs the work folder into BACKUP_DIR under a dated name; written aside and renamed when complete. */
async function writeArchive(
  work: string,
  backupDir: string,
  at: Date,
): Promise<{ file: string; size: number }> {
  await fsp.mkdir(backupDir, { recursive: true });
  let file = path.join(backupDir, archiveName(at));
  for (let n = 2; fs.existsSync(file); n++) file = path.join(backupDir, archiveName(at, `-${n}`));
  const partial = `${file}.partial`;
  const entries = (await fsp.readdir(work)).sort();
  // Level 1: the dump is mostly PostgreSQL pages; a higher level costs seconds of CPU next to the
  // portal for a few percent of size.
  await tar.c({ gzip: { level: 1 }, file: partial, cwd: work, portable: true }, entries);
  await fsp.rename(partial, file);
  return { file, size: (await fsp.stat(file)).size };
}

/**
 * The embedded engine's backup, run inside the process that owns the database (the server, or the
 * `backup` command holding the lock). The uploaded files are hard-linked before AND after the dump and
 * the union archived: a file is written before its row commits and deleted after its row is gone
 * (domains/files/service.ts), so every file whose row is in the dump is in one of the two snapshots
 * (docs/decisions/092-backup-restore-and-data-dir-lock.md).
 */
export async function backupEmbedded(
  database: Database,
  dataDir: string,
  backupDir: string,
): Promise<BackupResult> {
  if (!database.dump) throw new Error('Basis data ini tidak dapat di-dump (bukan mesin tertanam).');
  const work = path.join(dataDir, `${WORK_PREFIX}${randomBytes(6).toString('hex')}`);
  const storage = path.join(dataDir, 'storage');
  await fsp.mkdir(work, { recursive: true });
  try {
    await linkTree(storage, path.join(work, STORAGE));
    const createdAt = new Date();
    const facts = await databaseFacts(database);
    const blob = await database.dump();
    await linkTree(storage, path.join(work, STORAGE));
    const dbFile = path.join(work, DB_DUMP);
    await fsp.writeFile(dbFile, Buffer.from(await blob.arrayBuffer()));
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      app: 'siloker',
      engine: 'pglite',
      created_at: createdAt.toISOString(),
      ...facts,
      database: { file: DB_DUMP, bytes: blob.size, sha256: await sha256(dbFile) },
      storage: { driver: 'local', ...(await treeSize(path.join(work, STORAGE))) },
    };
    await fsp.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { ...(await writeArchive(work, backupDir, createdAt)), manifest };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Runs pg_dump in the custom format (pg_restore reads it); a clear message when it is not installed. */
async function pgDump(databaseUrl: string, file: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      'pg_dump',
      ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${databaseUrl}`],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        new Error(
          e.code === 'ENOENT'
            ? 'pg_dump tidak ditemukan. Pasang klien PostgreSQL versi yang sama dengan servernya ' +
                '(Debian/Ubuntu: apt-get install postgresql-client) lalu ulangi.'
            : `pg_dump gagal dijalankan: ${e.message}`,
        ),
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump gagal (kode ${code}):\n${err.trim()}`)),
    );
  });
}

/** Keys and sizes of every object in the bucket: the bucket itself is backed up with the provider's tools. */
async function bucketListing(s3: NonNullable<AppConfig['s3']>): Promise<{ key: string; size: number }[]> {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
  });
  const out: { key: string; size: number }[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) out.push({ key: o.Key ?? '', size: o.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return out;
}

/**
 * PostgreSQL (DATABASE_URL): `pg_dump` into the archive, plus the storage folder, or the bucket's
 * listing when uploads live in S3. Any server process or host may run it; PostgreSQL itself keeps the
 * dump consistent.
 */
export async function backupPostgres(
  config: AppConfig,
  database: Database,
  backupDir: string,
): Promise<BackupResult> {
  const work = path.join(config.dataDir, `${WORK_PREFIX}${randomBytes(6).toString('hex')}`);
  await fsp.mkdir(work, { recursive: true });
  try {
    const storage = path.join(config.dataDir, 'storage');
    if (!config.s3) await linkTree(storage, path.join(work, STORAGE));
    const createdAt = new Date();
    const facts = await databaseFacts(database);
    const dbFile = path.join(work, PG_DUMP);
    await pgDump(config.databaseUrl!, dbFile);
    let storageFacts: { files: number; bytes: number };
    if (config.s3) {
      const listing = await bucketListing(config.s3);
      await fsp.writeFile(path.join(work, BUCKET_LISTING), `${JSON.stringify(listing, null, 2)}\n`);
      storageFacts = { files: listing.length, bytes: listing.reduce((n, o) => n + o.size, 0) };
    } else {
      await linkTree(storage, path.join(work, STORAGE));
      storageFacts = await treeSize(path.join(work, STORAGE));
    }
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      app: 'siloker',
      engine: 'postgres',
      created_at: createdAt.toISOString(),
      ...facts,
      database: { file: PG_DUMP, bytes: (await fsp.stat(dbFile)).size, sha256: await sha256(dbFile) },
      storage: { driver: config.s3 ? 's3' : 'local', ...storageFacts },
    };
    await fsp.writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    return { ...(await writeArchive(work, backupDir, createdAt)), manifest };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/** Deletes the oldest archives beyond `keep` (only files named as archives). */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const all = await listArchives(backupDir);
  const gone = all.slice(0, Math.max(0, all.length - keep));
  for (const a of gone) await fsp.rm(a.file, { force: true });
  return gone.map((a) => a.file);
}
