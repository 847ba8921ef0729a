import { useEffect } from 'react';
import type { VacancyTracker, VacancyViewData } from '@siloker/shared/schemas/vacancy-views';
import { api } from '../../lib/api-client.ts';

/**
 * View counting (SPEC.md §4): a view is sent once per vacancy. The trackers the server returned are kept
 * in localStorage (public data: a vacancy id and the address the server saw), and a vacancy with a
 * tracker there is not sent again. The server counts once per address as well, so a cleared storage
 * or another browser never inflates view_count.
 */
export const TRACKERS_STORAGE_KEY = 'job_vacancy_trackers';

const isTracker = (t: unknown): t is VacancyTracker =>
  typeof t === 'object' &&
  t !== null &&
  typeof (t as VacancyTracker).job_vacancy_id === 'number' &&
  typeof (t as VacancyTracker).ip_address === 'string';

export function readTrackers(storage: Storage = localStorage): VacancyTracker[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(TRACKERS_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTracker) : [];
  } catch {
    return [];
  }
}

/**
 * The list with the new tracker, or unchanged when that vacancy already has one with the same
 * ip_address (§4: trackers belong to a vacancy, as its job_vacancy_trackers).
 */
export function withTracker(trackers: VacancyTracker[], tracker: VacancyTracker): VacancyTracker[] {
  const known = trackers.some(
    (t) => t.job_vacancy_id === tracker.job_vacancy_id && t.ip_address === tracker.ip_address,
  );
  return known ? trackers : [...trackers, tracker];
}

/** POST /job-vacancies/view {job_vacancy_id} → data.job_vacancy_tracker. */
export async function sendVacancyView(jobVacancyId: number): Promise<VacancyTracker> {
  const res = await api.post<VacancyViewData>('/job-vacancies/view', { job_vacancy_id: jobVacancyId });
  return res.data.data.job_vacancy_tracker;
}

/** Vacancies whose view is on its way, so a re-rendered or re-mounted page does not send it twice. */
const sending = new Set<number>();

/**
 * Sends the view of a vacancy unless a tracker for it is stored, then stores the tracker. A failed
 * view is dropped quietly: counting is not the visitor's concern and must never interrupt the page.
 */
export async function countVacancyViewOnce(
  jobVacancyId: number,
  storage: Storage = localStorage,
): Promise<void> {
  if (sending.has(jobVacancyId)) return;
  if (readTrackers(storage).some((t) => t.job_vacancy_id === jobVacancyId)) return;
  sending.add(jobVacancyId);
  try {
    const tracker = await sendVacancyView(jobVacancyId);
    const trackers = readTrackers(storage);
    const next = withTracker(trackers, tracker);
    if (next !== trackers) storage.setItem(TRACKERS_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Not counted this time; the next visit tries again.
  } finally {
    sending.delete(jobVacancyId);
  }
}

/** Counts the view of the vacancy on screen, once (see countVacancyViewOnce). */
export function useCountVacancyView(jobVacancyId: number | undefined): void {
  useEffect(() => {
    if (jobVacancyId !== undefined) void countVacancyViewOnce(jobVacancyId);
  }, [jobVacancyId]);
}
