import {
  NOTIFICATION_TYPES,
  SAVED_VACANCIES_LINK,
  SAVED_VACANCY_MESSAGES,
  type SaveVacancyData,
  type SavedVacancyIdsData,
  type SavedVacancyListData,
  type SavedVacancyListQuery,
} from '@siloker/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { registerPeriodic } from '../../lib/periodic.ts';
import { notify } from '../notifications/service.ts';
import { isPublicVacancy, vacancyCardsWithState } from '../vacancies/service.ts';
import * as repo from './repository.ts';

/*
 * Saved vacancies ("Simpan", issue 17 item 13; docs/decisions/087-saved-vacancies-and-list-filters.md):
 * a seeker keeps public vacancies to come back to; they stay listed after they close, with a note, and
 * the seeker is told once when one closes.
 */

/** The caller's own seeker profile: only seekers save (the route admits seekers only; this holds it). */
function ownSeekerId(user: AuthContext): number {
  if (user.role_name !== 'seeker' || user.seeker_detail_id === null) throw forbidden();
  return user.seeker_detail_id;
}

/** POST /saved-vacancies: idempotent; only a public vacancy may be saved (else 404, as its page is). */
export async function saveVacancy(
  db: Db,
  user: AuthContext,
  vacancyId: number,
): Promise<{ data: SaveVacancyData; created: boolean }> {
  const seekerId = ownSeekerId(user);
  if (!(await isPublicVacancy(db, vacancyId))) throw notFound(SAVED_VACANCY_MESSAGES.notAvailable);
  const created = await repo.insertSaved(db, seekerId, vacancyId);
  return { data: { job_vacancy_id: vacancyId, saved: true }, created };
}

/** DELETE /saved-vacancies/{id}: idempotent, whatever the vacancy's state now. */
export async function removeSavedVacancy(
  db: Db,
  user: AuthContext,
  vacancyId: number,
): Promise<SaveVacancyData> {
  await repo.deleteSaved(db, ownSeekerId(user), vacancyId);
  return { job_vacancy_id: vacancyId, saved: false };
}

/** GET /saved-vacancies: one page of the caller's own, newest saved first, each with its state now. */
export async function listSavedVacancies(
  db: Db,
  user: AuthContext,
  q: SavedVacancyListQuery,
): Promise<SavedVacancyListData> {
  const seekerId = ownSeekerId(user);
  const [rows, total] = await Promise.all([
    repo.pageOf(db, seekerId, { offset: q.offset, limit: q.limit }),
    repo.countOf(db, seekerId),
  ]);
  const cards = await vacancyCardsWithState(
    db,
    rows.map((r) => r.job_vacancy_id),
  );
  const byId = new Map(cards.map((c) => [c.job_vacancy.id, c]));
  return {
    saved_vacancies: rows.flatMap((r) => {
      const card = byId.get(r.job_vacancy_id);
      return card ? [{ id: r.id, saved_at: new Date(r.created_at).toISOString(), ...card }] : [];
    }),
    total,
  };
}

/** GET /saved-vacancies/ids: which of a list page's vacancies the caller saved. */
export async function savedVacancyIds(
  db: Db,
  user: AuthContext,
  ids: number[],
): Promise<SavedVacancyIdsData> {
  const seekerId = ownSeekerId(user);
  return { job_vacancy_ids: ids.length === 0 ? [] : await repo.savedAmong(db, seekerId, ids) };
}

/**
 * Tells each seeker once about every saved vacancy that closed (of one vacancy, right after a company
 * closes or removes it; of all, from the periodic sweep, which also catches deadlines and the office's
 * refusals). Returns how many were told.
 */
export async function notifyClosedSavedVacancies(db: Db, vacancyId?: number): Promise<number> {
  const claimed = await repo.claimClosed(db, vacancyId);
  if (claimed.length === 0) return 0;
  const titles = await repo.titlesOf(db, [...new Set(claimed.map((c) => c.job_vacancy_id))]);
  for (const [id, title] of titles) {
    const userIds = claimed.filter((c) => c.job_vacancy_id === id).map((c) => c.user_id);
    await notify(db, userIds, {
      type: NOTIFICATION_TYPES.savedVacancyClosed,
      title: SAVED_VACANCY_MESSAGES.closedTitle,
      body: SAVED_VACANCY_MESSAGES.closedBody(title),
      link: SAVED_VACANCIES_LINK,
    });
  }
  return claimed.length;
}

/** How often the sweep looks for saved vacancies that closed (deadlines pass without any request). */
export const SAVED_VACANCY_SWEEP_MS = 10 * 60_000;

export function registerSavedVacancySweep(app: FastifyInstance, intervalMs = SAVED_VACANCY_SWEEP_MS): void {
  registerPeriodic(
    app,
    intervalMs,
    'pemberitahuan lowongan tersimpan gagal',
    async () => {
      const told = await notifyClosedSavedVacancies(app.db);
      if (told) app.log.info({ told }, 'lowongan tersimpan ditutup');
    },
    { job: 'saved-vacancy-sweep' },
  );
}
