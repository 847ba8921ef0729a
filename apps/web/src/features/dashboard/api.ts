/**
 * GET /dashboard (issue 10 item 11): the numbers of the signed-in account's Halaman Utama. Keyed by
 * the user id so one account's numbers are never shown to the next person who signs in on the tab.
 */
import { queryOptions } from '@tanstack/react-query';
import type { DashboardBackupData, DashboardData } from '@siloker/shared/schemas/dashboard';
import { apiPath } from '@siloker/shared/api/paths';
import * as dashboardPaths from '@siloker/shared/api/paths/dashboard';
import { api } from '../../lib/api-client.ts';

export const DASHBOARD_KEY = ['dashboard'] as const;

type DashboardOf<R extends DashboardData['role']> = Extract<DashboardData, { role: R }>;

/** The dashboard of the role the screen shows; an answer of another shape is an error, not a guess. */
export const dashboardQueryOptions = <R extends DashboardData['role']>(userId: string | number, role: R) =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, userId, role],
    queryFn: async ({ signal }): Promise<DashboardOf<R>> => {
      const data = (await api.get<DashboardData>(apiPath(dashboardPaths.dashboard), { signal })).data.data;
      if (data.role !== role) throw new Error(`GET /dashboard answered for role ${data.role}, not ${role}`);
      return data as DashboardOf<R>;
    },
    // The card shows the failure with a retry button; no toast on top of it.
    retry: false,
  });

/** GET /dashboard/backup (issue 18 item 1): the newest backup archive, for the office's dashboard. */
export const backupStatusQueryOptions = () =>
  queryOptions({
    queryKey: [...DASHBOARD_KEY, 'backup'],
    queryFn: async ({ signal }): Promise<DashboardBackupData> =>
      (await api.get<DashboardBackupData>(apiPath(dashboardPaths.dashboardBackup), { signal })).data.data,
    retry: false,
  });
