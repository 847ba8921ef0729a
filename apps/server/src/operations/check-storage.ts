import { inArray, isNotNull } from 'drizzle-orm';
import {
  FILE_KINDS,
  STORAGE_CHECK_MAX_LINES,
  STORAGE_CHECK_MESSAGES as M,
  STORAGE_ORPHAN_MIN_AGE_MS,
  type FileKind,
} from '@siloker/shared';
import type { Db } from '../db/client.ts';
import {
  companyDetails,
  configs,
  files,
  jobVacancies,
  posts,
  seekerDetails,
  seekerEducations,
  seekerSkills,
  users,
} from '../db/schema/index.ts';
import { STORAGE_PATH_PATTERN, type StorageDriver } from '../lib/storage/driver.ts';

/*
 * `npm run check-storage` (issue 18 item 5, docs/decisions/095): the `files` table and every column
 * that names a stored key, against what the storage driver holds. A stored object without its row is
 * what a save killed between writing the bytes and committing leaves behind: reported, and removed by
 * `--delete-orphan-files` once it is older than an hour (a younger one may be a save still running).
 * A row without its object is never acceptable: it is reported and never removed.
 */

/** The settings keys whose value is a stored key (settings domain FILE_FIELDS, docs/decisions/086). */
const CONFIG_FILE_KEYS = ['web_logo', 'ak1_signature', 'ak1_stamp'];

/** A place in the database that names a stored key: `files` or `<table>.<column>`. */
export interface KeyReference {
  key: string;
  source: string;
}

export interface OrphanFile {
  path: string;
  modified: Date;
  size: number;
  /** Older than STORAGE_ORPHAN_MIN_AGE_MS: the sweep may remove it. */
  old: boolean;
}

export interface StorageReport {
  /** How many objects the driver listed, rows in `files`, and column references. */
  counts: { objects: number; rows: number; references: number };
  /** Stored objects no `files` row names (leftovers of a killed write included). */
  orphanFiles: OrphanFile[];
  /** `files` rows and column references whose object is missing from storage. */
  missingFiles: KeyReference[];
  /** Column references with no `files` row (the download route would answer 404). */
  unrecordedReferences: KeyReference[];
  /** `files` rows no column names any more: an upload whose save never committed. */
  unreferencedRows: KeyReference[];
}

/**
 * Clean: nothing missing, every reference recorded and every row referenced, and no orphan file older
 * than an hour left (`removed`: what the sweep just deleted). A younger orphan may be a save in flight.
 */
export function isClean(r: StorageReport, removed: readonly string[] = []): boolean {
  const gone = new Set(removed);
  return (
    r.missingFiles.length === 0 &&
    r.unrecordedReferences.length === 0 &&
    r.unreferencedRows.length === 0 &&
    !r.orphanFiles.some((f) => f.old && !gone.has(f.path))
  );
}

/** Where a key of this kind is stored: `<visibility>/<key>` (files domain storagePath). */
function pathOfKey(key: string, visibility?: string): string | null {
  const kind = key.split('/')[0] as FileKind;
  const vis = visibility ?? (Object.hasOwn(FILE_KINDS, kind) ? FILE_KINDS[kind].visibility : null);
  return vis ? `${vis}/${key}` : null;
}

/** Every column that names a stored key, non-empty values only. */
async function columnReferences(db: Db): Promise<KeyReference[]> {
  const columns = [
    ['users.photo', users, users.photo],
    ['seeker_details.photo', seekerDetails, seekerDetails.photo],
    ['seeker_details.file_ktp', seekerDetails, seekerDetails.file_ktp],
    ['seeker_details.file_cv', seekerDetails, seekerDetails.file_cv],
    ['seeker_educations.certificate', seekerEducations, seekerEducations.certificate],
    ['seeker_skills.certificate', seekerSkills, seekerSkills.certificate],
    ['company_details.photo', companyDetails, companyDetails.photo],
    ['company_details.file_nib', companyDetails, companyDetails.file_nib],
    ['company_details.file_npwp', companyDetails, companyDetails.file_npwp],
    ['job_vacancies.poster', jobVacancies, jobVacancies.poster],
    ['posts.image', posts, posts.image],
  ] as const;
  const refs: KeyReference[] = [];
  for (const [source, table, column] of columns) {
    const rows = await db.select({ key: column }).from(table).where(isNotNull(column));
    for (const r of rows) if (r.key) refs.push({ key: r.key, source });
  }
  const settings = await db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, CONFIG_FILE_KEYS));
  for (const s of settings) if (s.value) refs.push({ key: s.value, source: `configs.${s.key}` });
  return refs;
}

/** Compares the database with the storage listing; reads only. */
export async function checkStorage(db: Db, storage: StorageDriver, now = new Date()): Promise<StorageReport> {
  const rows = await db.select({ key: files.storage_key, visibility: files.visibility }).from(files);
  const references = await columnReferences(db);
  const objects = new Map<string, { modified: Date; size: number }>();
  for await (const o of storage.list()) objects.set(o.path, { modified: o.modified, size: o.size });

  const rowPaths = new Set<string>();
  const rowKeys = new Set<string>();
  const missingFiles: KeyReference[] = [];
  for (const row of rows) {
    rowKeys.add(row.key);
    const p = pathOfKey(row.key, row.visibility);
    if (p) rowPaths.add(p);
    if (!p || !objects.has(p)) missingFiles.push({ key: row.key, source: 'files' });
  }
  const referenced = new Set<string>();
  const unrecordedReferences: KeyReference[] = [];
  for (const ref of references) {
    referenced.add(ref.key);
    const p = pathOfKey(ref.key);
    if (!p || !objects.has(p)) missingFiles.push(ref);
    if (!rowKeys.has(ref.key)) unrecordedReferences.push(ref);
  }
  const unreferencedRows = [...rowKeys]
    .filter((key) => !referenced.has(key))
    .map((key) => ({ key, source: 'files' }));
  const orphanFiles: OrphanFile[] = [];
  for (const [p, o] of objects) {
    if (rowPaths.has(p)) continue;
    orphanFiles.push({
      path: p,
      ...o,
      old: now.getTime() - o.modified.getTime() >= STORAGE_ORPHAN_MIN_AGE_MS,
    });
  }
  orphanFiles.sort((a, b) => a.path.localeCompare(b.path));
  return {
    counts: { objects: objects.size, rows: rows.length, references: references.length },
    orphanFiles,
    missingFiles,
    unrecordedReferences,
    unreferencedRows,
  };
}

/**
 * Removes the orphan files older than an hour (never a row, never a file a row names: the listing is
 * compared again just before). Returns the paths removed.
 */
export async function deleteOrphanFiles(
  db: Db,
  storage: StorageDriver,
  report: StorageReport,
): Promise<string[]> {
  const candidates = report.orphanFiles.filter((f) => f.old).map((f) => f.path);
  if (candidates.length === 0) return [];
  // A row written since the report was made keeps its file.
  const keys = candidates.filter((p) => STORAGE_PATH_PATTERN.test(p)).map((p) => p.replace(/^[a-z]+\//, ''));
  const named = new Set<string>();
  for (let i = 0; i < keys.length; i += 500) {
    const rows = await db
      .select({ key: files.storage_key })
      .from(files)
      .where(inArray(files.storage_key, keys.slice(i, i + 500)));
    for (const r of rows) named.add(r.key);
  }
  const removed: string[] = [];
  for (const p of candidates) {
    if (named.has(p.replace(/^[a-z]+\//, ''))) continue;
    await storage.deleteListed(p);
    removed.push(p);
  }
  return removed;
}

/** The report as an operator reads it (Indonesian, like every message of the portal). */
export function formatReport(r: StorageReport, removed: readonly string[] = []): string {
  const lines = [M.summary(r.counts.objects, r.counts.rows, r.counts.references)];
  const section = (title: string, items: string[]) => {
    lines.push(`${title}: ${items.length}`);
    for (const item of items.slice(0, STORAGE_CHECK_MAX_LINES)) lines.push(`  ${item}`);
    if (items.length > STORAGE_CHECK_MAX_LINES)
      lines.push(`  ${M.more(items.length - STORAGE_CHECK_MAX_LINES)}`);
  };
  const gone = new Set(removed);
  const old = r.orphanFiles.filter((f) => f.old);
  section(
    M.oldOrphans,
    old.map((f) => (gone.has(f.path) ? `${f.path} (${M.removed})` : f.path)),
  );
  section(
    M.youngOrphans,
    r.orphanFiles.filter((f) => !f.old).map((f) => f.path),
  );
  section(
    M.missingFiles,
    r.missingFiles.map((m) => `${m.key} (${m.source})`),
  );
  section(
    M.unrecordedReferences,
    r.unrecordedReferences.map((m) => `${m.key} (${m.source})`),
  );
  section(
    M.unreferencedRows,
    r.unreferencedRows.map((m) => m.key),
  );
  lines.push(isClean(r, removed) ? M.clean : M.notClean);
  if (old.some((f) => !gone.has(f.path))) lines.push(M.sweepHint);
  return lines.join('\n');
}
