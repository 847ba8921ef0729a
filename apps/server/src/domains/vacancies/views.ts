import type { VacancyViewData } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { viewerAddress } from '../../lib/view-counter.ts';
import { VACANCY_NOT_FOUND } from './service.ts';
import * as repo from './views-repository.ts';

/**
 * Counts a view of a public vacancy once per client address (docs/product.md §4 "View counting"). Anyone may
 * send it, guests too; a vacancy the public cannot see answers 404 like its detail page.
 */
export async function viewVacancy(
  db: Db,
  jobVacancyId: number,
  ipAddress: string,
  userId: number | null,
): Promise<VacancyViewData> {
  if (!(await repo.isPublicVacancy(db, jobVacancyId))) throw notFound(VACANCY_NOT_FOUND);
  const address = viewerAddress(ipAddress);
  return { job_vacancy_tracker: await repo.recordView(db, jobVacancyId, address, userId) };
}
