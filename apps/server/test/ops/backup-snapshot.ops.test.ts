import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { backupEmbedded } from '../../src/operations/backup.ts';
import { restoreArchive } from '../../src/operations/restore.ts';
import { tempDir } from './server-process.ts';

/**
 * The archive's files agree with its database copy (docs/decisions/092-backup-restore-and-data-dir-lock.md):
 * a file written just before its row commits, while the backup runs, and a file deleted just after the
 * dump, are both in the archive. The writes happen at the exact moments around the real dump (a real
 * embedded database, real files), so each snapshot's part is proven on its own.
 */
describe('storage snapshots around the dump', () => {
  const dirs: string[] = [];
  let dataDir: string;
  let database: Database;
  beforeAll(async () => {
    dataDir = tempDir();
    dirs.push(dataDir);
    database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A private CV as the files domain stores it: the bytes first, then the row. */
  async function storeCv(): Promise<{ key: string; file: string; bytes: Buffer }> {
    const key = `cv/${randomBytes(12).toString('hex')}.pdf`;
    const file = path.join(dataDir, 'storage', 'private', key);
    const bytes = Buffer.from(`%PDF-1.4 ${key}\n%%EOF\n`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
    await database.query(
      'INSERT INTO files (kind, visibility, storage_key, mime, size) VALUES ($1, $2, $3, $4, $5)',
      ['cv', 'private', key, 'application/pdf', bytes.length],
    );
    return { key, file, bytes };
  }

  async function restored(archive: string, key: string) {
    const into = tempDir('siloker-ops-restored-');
    dirs.push(into);
    await restoreArchive(archive, into);
    const db = await openDatabase({ dataDir: path.join(into, 'db') });
    try {
      const rows = await db.query('SELECT storage_key FROM files WHERE storage_key = $1', [key]);
      const file = path.join(into, 'storage', 'private', key);
      return { row: rows.rows.length === 1, bytes: fs.existsSync(file) ? fs.readFileSync(file) : null };
    } finally {
      await db.close();
    }
  }

  it('holds a file written and committed while the backup was under way (after the first snapshot)', async () => {
    let written: Awaited<ReturnType<typeof storeCv>> | undefined;
    const during: Database = {
      ...database,
      dump: async () => {
        written = await storeCv();
        return database.dump!();
      },
    };
    const result = await backupEmbedded(during, dataDir, path.join(dataDir, 'backups'));
    const found = await restored(result.file, written!.key);
    expect(found.row).toBe(true);
    expect(found.bytes?.equals(written!.bytes)).toBe(true);
  }, 300_000);

  it('holds a file whose row is in the copy though the server deleted both right after the dump', async () => {
    const cv = await storeCv();
    const after: Database = {
      ...database,
      dump: async () => {
        const blob = await database.dump!();
        await database.query('DELETE FROM files WHERE storage_key = $1', [cv.key]);
        fs.rmSync(cv.file);
        return blob;
      },
    };
    const result = await backupEmbedded(after, dataDir, path.join(dataDir, 'backups'));
    const found = await restored(result.file, cv.key);
    expect(found.row).toBe(true);
    expect(found.bytes?.equals(cv.bytes)).toBe(true);
  }, 300_000);
});
