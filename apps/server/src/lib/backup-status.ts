import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Backup archives are `siloker-backup-YYYY-MM-DDTHHMMSSZ.tar.gz` in BACKUP_DIR (README "Cadangan dan
 * pemulihan"); the name alone is the listing the schedule, the retention and the office dashboard read
 * (docs/decisions/092-backup-restore-and-data-dir-lock.md).
 */
export const ARCHIVE_PATTERN =
  /^siloker-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})(\d{2})(\d{2})Z(-\d+)?\.tar\.gz$/;

export interface ArchiveEntry {
  file: string;
  name: string;
  size: number;
  /** When the backup was taken, from the name (UTC). */
  created_at: Date;
}

/** The archive's name for a backup taken at `at`. */
export function archiveName(at: Date, suffix = ''): string {
  const iso = at.toISOString(); // 2026-11-26T15:30:12.345Z
  return `siloker-backup-${iso.slice(0, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z${suffix}.tar.gz`;
}

/** Every archive in `dir`, oldest first; an absent folder has none. */
export async function listArchives(dir: string): Promise<ArchiveEntry[]> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const found: ArchiveEntry[] = [];
  for (const name of names) {
    const m = ARCHIVE_PATTERN.exec(name);
    if (!m) continue;
    const file = path.join(dir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) continue;
    const [, y, mo, d, h, mi, s] = m.map(Number) as number[];
    const created_at = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
    found.push({ file, name, size: stat.size, created_at });
  }
  return found.sort(
    (a, b) => a.created_at.getTime() - b.created_at.getTime() || a.name.localeCompare(b.name),
  );
}

/** The newest archive, or null. */
export async function lastArchive(dir: string): Promise<ArchiveEntry | null> {
  const all = await listArchives(dir);
  return all.at(-1) ?? null;
}
