import {
  BACKUP_STALE_DAYS,
  DASHBOARD_LIST_SIZES,
  DASHBOARD_MESSAGES,
  type CompanyDashboardData,
  type DashboardBackupData,
  type DashboardData,
  type SeekerDashboardData,
} from '@siloker/shared';
import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import { lastArchive } from '../../lib/backup-status.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden } from '../../http/errors.ts';
import { listOwnApplications, ownApplicationStatuses } from '../applications/service.ts';
import { stageCountsById, toDashboardApplication, toDashboardPost, toDashboardVacancy } from './mapper.ts';
import * as repo from './repository.ts';

/**
 * GET /dashboard: the Halaman Utama numbers of the caller, chosen by the token's role and owner id only.
 * The office has no such shape (its dashboard reads GET /office/summary): 403.
 */
export async function dashboardOf(db: Db, user: AuthContext): Promise<DashboardData> {
  if (user.role_name === 'company' && user.company_detail_id !== null) {
    return companyDashboard(db, user.company_detail_id);
  }
  if (user.role_name === 'seeker' && user.seeker_detail_id !== null) {
    return seekerDashboard(db, user, user.seeker_detail_id);
  }
  throw forbidden(DASHBOARD_MESSAGES.noDashboard);
}

async function companyDashboard(db: Db, companyId: number): Promise<CompanyDashboardData> {
  const limit = DASHBOARD_LIST_SIZES.vacancies;
  const [active, inactive, totals] = await Promise.all([
    repo.ownVacancies(db, companyId, true, limit),
    repo.ownVacancies(db, companyId, false, limit),
    repo.countOwnVacancies(db, companyId),
  ]);
  const counts = stageCountsById(
    await repo.stageCounts(
      db,
      [...active, ...inactive].map((v) => v.id),
    ),
  );
  return {
    role: 'company',
    job_vacancies_active: active.map((v) => toDashboardVacancy(v, counts)),
    job_vacancies_inactive: inactive.map((v) => toDashboardVacancy(v, counts)),
    totals,
  };
}

/**
 * The counters and latest applications come from the applications domain (the same numbers as the
 * seeker's applications screen); the joined events from this read model.
 */
async function seekerDashboard(db: Db, user: AuthContext, seekerId: number): Promise<SeekerDashboardData> {
  const own = { status: 'all', offset: 0 } as const;
  const [statuses, latest, posts, postsTotal] = await Promise.all([
    ownApplicationStatuses(db, user, { ...own, limit: 1 }),
    listOwnApplications(db, user, { ...own, limit: DASHBOARD_LIST_SIZES.applications }),
    repo.joinedPosts(db, seekerId, DASHBOARD_LIST_SIZES.posts),
    repo.countJoinedPosts(db, seekerId),
  ]);
  return {
    role: 'seeker',
    counters: {
      applicants: statuses.total,
      calls: statuses.calls.total,
      passed: statuses.passed.total,
      accepted: statuses.accepted.total,
      invited: statuses.invited.total,
      rejected: statuses.rejected.total,
    },
    applications: latest.applicants.map(toDashboardApplication),
    posts: posts.map(toDashboardPost),
    posts_total: postsTotal,
  };
}

/**
 * GET /dashboard/backup: the newest archive in BACKUP_DIR and whether it is older than
 * BACKUP_STALE_DAYS (docs/decisions/092-backup-restore-and-data-dir-lock.md). On PostgreSQL the
 * operator's pg_dump is the backup, so nothing is listed or warned about.
 */
export async function backupStatus(config: AppConfig, now = Date.now()): Promise<DashboardBackupData> {
  if (config.databaseUrl) return { engine: 'postgres', last_at: null, size_bytes: null, stale: false };
  const last = await lastArchive(config.backupDir);
  const staleBefore = now - BACKUP_STALE_DAYS * 24 * 60 * 60 * 1000;
  return {
    engine: 'pglite',
    last_at: last ? last.created_at.toISOString() : null,
    size_bytes: last ? last.size : null,
    stale: !last || last.created_at.getTime() < staleBefore,
  };
}
