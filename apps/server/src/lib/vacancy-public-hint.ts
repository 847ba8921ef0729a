/*
 * "A vacancy may just have gone public" (a company published one, the office verified a vacancy or a
 * company), for the job alerts sent at once (docs/decisions/108). A hint within this process only: the
 * alerts' periodic job finds anything a hint misses, and on other servers.
 */

const listeners = new Set<() => void>();

/** Calls `listener` at each hint; returns the function that stops it. */
export function onVacancyMayBePublic(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called after the change has committed. */
export function vacancyMayBePublic(): void {
  for (const listener of listeners) listener();
}
