import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { backupEmbedded, backupPostgres, removeStaleWork, type BackupResult } from './backup.ts';
import { askServer } from './control.ts';
import { LOCK_INFO_NAME, LockHeldError, acquireDataDirLock, heldMessage, type DataDirLock } from './lock.ts';
import { RestoreError, restoreArchive } from './restore.ts';

/** A failure the command reports as one message and exit code 1, without a stack trace. */
class CommandError extends Error {}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const compromised = (err: Error) => {
  console.error(
    `Kunci DATA_DIR hilang atau diambil proses lain (${err.message}); berhenti agar basis data aman.`,
  );
  process.exit(1);
};

async function lockFor(config: AppConfig, command: 'backup' | 'restore'): Promise<DataDirLock> {
  try {
    return await acquireDataDirLock(config.dataDir, { command, port: null, public_url: null }, compromised);
  } catch (err) {
    if (err instanceof LockHeldError) throw new CommandError(err.message);
    throw err;
  }
}

/** `backup [DIR]`: one archive in DIR (default BACKUP_DIR), taken by the running server when there is one. */
async function backupCommand(config: AppConfig, dirArg: string | undefined): Promise<void> {
  const backupDir = path.resolve(dirArg ?? config.backupDir);
  let result: Pick<BackupResult, 'file' | 'size'>;
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    try {
      result = await backupPostgres(config, database, backupDir);
    } finally {
      await database.close();
    }
  } else {
    if (!fs.existsSync(path.join(config.dataDir, 'db'))) {
      throw new CommandError(`Tidak ada basis data tertanam di ${config.dataDir} (folder db/ tidak ada).`);
    }
    let lock: DataDirLock | undefined;
    try {
      lock = await acquireDataDirLock(
        config.dataDir,
        { command: 'backup', port: null, public_url: null },
        compromised,
      );
    } catch (err) {
      if (!(err instanceof LockHeldError)) throw err;
      if (err.info?.command !== 'server') throw new CommandError(err.message);
      // The running server owns the database: it takes the backup while it keeps serving.
      console.log(
        `Server SiLoker (pid ${err.info.pid}, port ${err.info.port ?? '-'}) sedang berjalan: meminta cadangan darinya.`,
      );
      const answer = await askServer(config.dataDir, { command: 'backup', backup_dir: backupDir }).catch(
        (e: Error) => {
          throw new CommandError(
            `${heldMessage(config.dataDir, err.info)}\nSoket kendalinya tidak menjawab: ${e.message}`,
          );
        },
      );
      if (!answer.ok) throw new CommandError(`Server gagal membuat cadangan: ${answer.message}`);
      result = answer;
    }
    if (lock) {
      try {
        await removeStaleWork(config.dataDir);
        const database = await openDatabase({ dataDir: path.join(config.dataDir, 'db') });
        try {
          result = await backupEmbedded(database, config.dataDir, backupDir);
        } finally {
          await database.close();
        }
      } finally {
        await lock.release();
      }
    }
  }
  console.log(`Cadangan tersimpan: ${result!.file} (${mb(result!.size)})`);
}

/** `restore FILE`: into an empty, unlocked DATA_DIR. */
async function restoreCommand(config: AppConfig, file: string | undefined): Promise<void> {
  if (!file) throw new CommandError('Sebutkan berkas cadangan: npm run restore -- BERKAS.tar.gz');
  if (config.databaseUrl) {
    throw new CommandError(
      'DATABASE_URL diisi: restore hanya untuk basis data tertanam. PostgreSQL dipulihkan dengan ' +
        'pg_restore dari database.pgdump di dalam arsip (README "Cadangan dan pemulihan").',
    );
  }
  const lock = await lockFor(config, 'restore');
  try {
    const manifest = await restoreArchive(path.resolve(file), config.dataDir);
    console.log(
      `Dipulihkan ke ${config.dataDir}: cadangan ${manifest.created_at}, migrasi ${manifest.migration.tag ?? manifest.migration.count}, ` +
        `${manifest.storage.files} berkas unggahan. Jalankan \`npm start\` dengan DATA_DIR ini.`,
    );
  } catch (err) {
    if (err instanceof RestoreError) throw new CommandError(err.message);
    throw err;
  } finally {
    await lock.release();
  }
}

/**
 * `main.js backup [DIR]` and `main.js restore FILE` (README "Cadangan dan pemulihan"). Returns false for
 * anything else, so main.ts starts the server.
 */
export async function runCommand(argv: string[]): Promise<boolean> {
  const [command, arg] = argv;
  if (command !== 'backup' && command !== 'restore') return false;
  try {
    const config = loadConfig();
    if (command === 'backup') await backupCommand(config, arg);
    else await restoreCommand(config, arg);
    process.exit(0);
  } catch (err) {
    console.error(err instanceof CommandError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
  return true;
}

/**
 * The server's own lock on the embedded DATA_DIR, before the database opens; a held lock prints who
 * holds it and exits 1 without touching the database. Released on exit (proper-lockfile's exit hook).
 */
export async function lockDataDirForServer(config: AppConfig): Promise<void> {
  if (config.databaseUrl) return;
  try {
    await acquireDataDirLock(
      config.dataDir,
      { command: 'server', port: config.port, public_url: config.publicUrl },
      compromised,
    );
    process.once('exit', () => fs.rmSync(path.join(config.dataDir, LOCK_INFO_NAME), { force: true }));
  } catch (err) {
    if (err instanceof LockHeldError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}
