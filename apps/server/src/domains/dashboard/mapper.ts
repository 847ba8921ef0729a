import {
  DASHBOARD_STAGES,
  type DashboardApplication,
  type DashboardPost,
  type DashboardStageCounts,
  type DashboardVacancy,
  type PublicationStatus,
  type SeekerApplication,
  type VacancyStatus,
} from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import type { DashboardPostRow, DashboardVacancyRow, StageCountRow } from './repository.ts';

const noApplicants = (): DashboardStageCounts => ({
  APPLIED: 0,
  CALLED: 0,
  PASSED: 0,
  ACCEPTED: 0,
  REJECTED: 0,
});

/** Stage counts by vacancy id; stages outside the dashboard's (INVITED) are left out. */
export function stageCountsById(rows: StageCountRow[]): Map<number, DashboardStageCounts> {
  const byId = new Map<number, DashboardStageCounts>();
  for (const r of rows) {
    if (!(DASHBOARD_STAGES as readonly string[]).includes(r.status)) continue;
    const counts = byId.get(r.job_vacancy_id) ?? noApplicants();
    counts[r.status as keyof DashboardStageCounts] = Number(r.n);
    byId.set(r.job_vacancy_id, counts);
  }
  return byId;
}

export const toDashboardVacancy = (
  r: DashboardVacancyRow,
  counts: Map<number, DashboardStageCounts>,
): DashboardVacancy => ({
  id: r.id,
  title: r.title,
  title_slug: r.title_slug,
  status: r.status as VacancyStatus,
  publication_status: r.publication_status as PublicationStatus,
  expired_at: isoOrNull(r.expired_at),
  applicant_counts: counts.get(r.id) ?? noApplicants(),
});

export const toDashboardApplication = (a: SeekerApplication): DashboardApplication => ({
  id: a.id,
  status: a.status,
  is_invitation: a.is_invitation,
  date: a.applied_at ?? a.created_at,
  job_vacancy: {
    id: a.job_vacancy.id,
    title: a.job_vacancy.title,
    title_slug: a.job_vacancy.title_slug,
    is_removed: a.job_vacancy.is_removed,
  },
  company: { name: a.job_vacancy.company.name, slug_name: a.job_vacancy.company.slug_name },
});

export const toDashboardPost = (r: DashboardPostRow): DashboardPost => ({
  id: r.id,
  title: r.title,
  title_slug: r.title_slug,
  start_at: isoOrNull(r.start_at),
  location: r.location,
  joined_at: new Date(r.joined_at).toISOString(),
});
