/**
 * docs/product.md §9 "persistent form caches for seeker educations, experiences and skills, without files": the
 * rows are stored as they are typed, read back on load in preference to the server's, and dropped after
 * a successful save. The keys carry PRIVATE_STORAGE_PREFIX, so signing out or another account signing in
 * removes them; each entry also names its account, and another account's entry is never read.
 */
import { PRIVATE_STORAGE_PREFIX } from '../../../lib/private-storage.ts';
import { readRows, type EntryList, type EntryRows } from './entries.ts';

export const FORM_CACHE_KEYS: Record<EntryList, string> = {
  educations: `${PRIVATE_STORAGE_PREFIX}seeker-educations`,
  experiences: `${PRIVATE_STORAGE_PREFIX}seeker-experiences`,
  skills: `${PRIVATE_STORAGE_PREFIX}seeker-skills`,
};

const LISTS = Object.keys(FORM_CACHE_KEYS) as EntryList[];

interface CacheEntry {
  user_id: string;
  rows: unknown;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The cached rows of one list for this account, or null when there are none. */
export function readCachedRows<L extends EntryList>(list: L, userId: string): EntryRows[L] | null {
  const raw = storage()?.getItem(FORM_CACHE_KEYS[list]);
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry> | null;
    if (!entry || entry.user_id !== userId) return null;
    return readRows(list, entry.rows);
  } catch {
    return null;
  }
}

/** Stores one list's rows (text only: files never go to localStorage). */
export function writeCachedRows<L extends EntryList>(list: L, userId: string, rows: EntryRows[L]): void {
  const entry: CacheEntry = { user_id: userId, rows };
  try {
    storage()?.setItem(FORM_CACHE_KEYS[list], JSON.stringify(entry));
  } catch {
    // A full or blocked storage only loses the draft, never the form.
  }
}

export function clearCachedRows(): void {
  for (const list of LISTS) storage()?.removeItem(FORM_CACHE_KEYS[list]);
}

/** Every list: the cached rows where there are some, else the given ones. */
export function preferCachedRows(userId: string, fallback: EntryRows): EntryRows {
  return {
    educations: readCachedRows('educations', userId) ?? fallback.educations,
    experiences: readCachedRows('experiences', userId) ?? fallback.experiences,
    skills: readCachedRows('skills', userId) ?? fallback.skills,
  };
}
