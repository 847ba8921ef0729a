import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { lastArchive } from '../lib/backup-status.ts';
import { registerPeriodic } from '../lib/periodic.ts';
import { backupEmbedded, pruneBackups, removeStaleWork, type BackupResult } from './backup.ts';
import { listenControl } from './control.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the schedule looks whether the last archive is a day old. */
const CHECK_MS = 5 * 60 * 1000;

/**
 * The embedded engine's operations inside the server (docs/decisions/092): the control socket that
 * `backup` asks, and the daily backup with BACKUP_KEEP archives. One backup at a time; closing waits
 * for one in progress before the database closes.
 */
export async function startOperations(
  app: FastifyInstance,
  database: Database,
  config: AppConfig,
): Promise<void> {
  if (database.engine !== 'pglite') return;
  await removeStaleWork(config.dataDir);
  let running: Promise<BackupResult> | undefined;
  const backup = (dir: string): Promise<BackupResult> => {
    const next = (running ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => backupEmbedded(database, config.dataDir, dir));
    running = next;
    return next;
  };
  let control: net.Server | undefined;
  try {
    control = await listenControl(config.dataDir, async (req) => {
      if (req.command !== 'backup') return { ok: false, message: 'Perintah tidak dikenal.' };
      const result = await backup(req.backup_dir);
      app.log.info({ file: result.file, size: result.size }, 'cadangan dibuat atas permintaan');
      return { ok: true, file: result.file, size: result.size };
    });
  } catch (err) {
    app.log.warn(
      { err },
      'soket kendali tidak dapat dibuka: `backup` tidak dapat meminta cadangan ke server ini',
    );
  }
  app.addHook('onClose', async () => {
    control?.close();
    await running?.catch(() => undefined);
  });
  if (config.backupKeep > 0) {
    const startedAt = Date.now();
    registerPeriodic(app, CHECK_MS, 'cadangan harian gagal', async () => {
      if (Date.now() - startedAt < config.backupDelaySeconds * 1000) return;
      const last = await lastArchive(config.backupDir);
      if (last && Date.now() - last.created_at.getTime() < DAY_MS) return;
      const result = await backup(config.backupDir);
      const removed = await pruneBackups(config.backupDir, config.backupKeep);
      app.log.info({ file: result.file, size: result.size, removed }, 'cadangan harian dibuat');
    });
  }
}
