import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { openDatabase } from '../db/client.ts';
import { ARCHIVE_FORMAT, DB_DUMP, MANIFEST, STORAGE, databaseFacts, type BackupManifest } from './backup.ts';
import { LOCK_INFO_NAME, LOCK_NAME } from './lock.ts';

export class RestoreError extends Error {}

/** What an "empty" DATA_DIR may hold: our own lock, and a `backups` folder (the default BACKUP_DIR). */
const ALLOWED = new Set([LOCK_NAME, LOCK_INFO_NAME, 'backups']);

export function assertEmptyDataDir(dataDir: string): void {
  const present = fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter((n) => !ALLOWED.has(n)) : [];
  if (present.length > 0) {
    throw new RestoreError(
      `DATA_DIR ${dataDir} tidak kosong (berisi ${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}). ` +
        'Pemulihan hanya ke folder kosong, agar data yang ada tidak tertimpa: pakai DATA_DIR baru ' +
        'atau pindahkan isinya dulu.',
    );
  }
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Reads and checks the manifest of an unpacked archive. */
async function checkedManifest(work: string, archive: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fsp.readFile(path.join(work, MANIFEST), 'utf8')) as BackupManifest;
  } catch {
    throw new RestoreError(`${archive} bukan arsip cadangan SiLoker (${MANIFEST} tidak ada atau rusak).`);
  }
  if (manifest.app !== 'siloker' || manifest.format !== ARCHIVE_FORMAT) {
    throw new RestoreError(`${archive}: format arsip ${String(manifest.format)} tidak dikenal versi ini.`);
  }
  if (manifest.engine !== 'pglite') {
    throw new RestoreError(
      `${archive} berisi dump PostgreSQL (pg_dump): pulihkan dengan pg_restore ke basis data PostgreSQL ` +
        '(README "Cadangan dan pemulihan"), bukan dengan perintah ini.',
    );
  }
  const dbFile = path.join(work, manifest.database.file);
  if (
    manifest.database.file !== DB_DUMP ||
    !fs.existsSync(dbFile) ||
    (await sha256(dbFile)) !== manifest.database.sha256
  ) {
    throw new RestoreError(
      `${archive}: salinan basis data tidak cocok dengan manifest (arsip rusak atau tidak lengkap).`,
    );
  }
  return manifest;
}

/**
 * Unpacks an embedded-engine archive into an empty DATA_DIR (the caller holds its lock): the database
 * is loaded through PGlite itself and checked against the manifest, the files moved into storage/.
 */
export async function restoreArchive(archive: string, dataDir: string): Promise<BackupManifest> {
  if (!fs.existsSync(archive) || !fs.statSync(archive).isFile()) {
    throw new RestoreError(`Berkas cadangan ${archive} tidak ditemukan.`);
  }
  assertEmptyDataDir(dataDir);
  const work = path.join(dataDir, '.restore-work');
  await fsp.rm(work, { recursive: true, force: true });
  await fsp.mkdir(work, { recursive: true });
  try {
    try {
      await tar.x({ file: archive, cwd: work, strict: true });
    } catch (err) {
      throw new RestoreError(`${archive} tidak dapat dibuka sebagai arsip tar.gz: ${(err as Error).message}`);
    }
    const manifest = await checkedManifest(work, archive);
    const dump = new Blob([await fsp.readFile(path.join(work, DB_DUMP))]);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), loadDataDir: dump });
    try {
      const facts = await databaseFacts(database);
      if (facts.migration.count !== manifest.migration.count) {
        throw new RestoreError(
          `${archive}: basis data yang dipulihkan ada di migrasi ${facts.migration.count}, manifest menyebut ${manifest.migration.count}.`,
        );
      }
    } finally {
      await database.close();
    }
    const storage = path.join(work, STORAGE);
    if (fs.existsSync(storage)) await fsp.rename(storage, path.join(dataDir, STORAGE));
    return manifest;
  } catch (err) {
    // Leave the folder as empty as it was, so a corrected retry finds it empty.
    await fsp.rm(path.join(dataDir, 'db'), { recursive: true, force: true });
    await fsp.rm(path.join(dataDir, STORAGE), { recursive: true, force: true });
    throw err;
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}
