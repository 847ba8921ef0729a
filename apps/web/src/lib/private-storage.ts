/**
 * One account's data kept in localStorage (drafts a form saves as it is typed, …). Every such key starts
 * with PRIVATE_STORAGE_PREFIX so that signing out, an ended session or another person signing in on the
 * same browser can remove all of it at once (forgetPrivateDataOnUserChange in lib/react-query.ts).
 */
export const PRIVATE_STORAGE_PREFIX = 'siloker:private:';

/** Removes every localStorage entry whose key starts with PRIVATE_STORAGE_PREFIX. */
export function clearPrivateStorage(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PRIVATE_STORAGE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
