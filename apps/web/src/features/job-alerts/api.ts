import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  JobAlertCreateBody,
  JobAlertListData,
  JobAlertManageData,
  JobAlertSubscribeBody,
  JobAlertUpdateBody,
} from '@siloker/shared/schemas/job-alerts';
import { apiPath } from '@siloker/shared/api/paths';
import * as alertPaths from '@siloker/shared/api/paths/job-alerts';
import { api } from '../../lib/api-client.ts';

/** Job alerts, saved searches mailed (docs/decisions/108). */
export const jobAlertsKey = ['job-alerts'] as const;

/** GET /job-alerts: one page of the seeker's own, newest first. */
export const jobAlertsQueryOptions = (page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: [...jobAlertsKey, 'list', page],
    queryFn: async ({ signal }) => {
      const res = await api.get<JobAlertListData>(apiPath(alertPaths.jobAlertList), { query: page, signal });
      return { items: res.data.data.job_alerts, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

type Filters = Omit<JobAlertCreateBody, 'auth_user_id'>;

/** POST /job-alerts (a seeker) or POST /job-alerts/subscribe (a guest, with an e-mail to confirm). */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Filters & { email?: string }) => {
      const res = body.email
        ? await api.post<null>(apiPath(alertPaths.jobAlertSubscribe), body as JobAlertSubscribeBody)
        : await api.post<unknown>(apiPath(alertPaths.jobAlertCreate), body);
      return { message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: jobAlertsKey }),
  });
}

/** POST /job-alerts/update/{id} and DELETE /job-alerts/{id}. */
export function useChangeAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      change,
    }: {
      id: number;
      change: Omit<JobAlertUpdateBody, 'auth_user_id'> | 'delete';
    }) => {
      const res =
        change === 'delete'
          ? await api.delete<unknown>(apiPath(alertPaths.jobAlertDelete, { id }))
          : await api.post<unknown>(apiPath(alertPaths.jobAlertUpdate, { id }), change);
      return { message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: jobAlertsKey }),
  });
}

/** GET /job-alerts/manage/{token}: what a mail's link is about. */
export const manageQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...jobAlertsKey, 'manage', token],
    queryFn: async ({ signal }) => {
      const res = await api.get<JobAlertManageData>(apiPath(alertPaths.jobAlertManage, { token }), {
        signal,
      });
      return res.data.data;
    },
    retry: false,
  });

/** The one-click actions of a mail and the opt-in confirmation, each a POST without signing in. */
export function useTokenAction() {
  return useMutation({
    mutationFn: async ({ action, token }: { action: 'confirm' | 'pause' | 'unsubscribe'; token: string }) => {
      const res =
        action === 'confirm'
          ? await api.post<JobAlertManageData>(apiPath(alertPaths.jobAlertConfirm), { token })
          : await api.post<JobAlertManageData | null>(
              apiPath(action === 'pause' ? alertPaths.jobAlertPause : alertPaths.jobAlertUnsubscribe, {
                token,
              }),
            );
      return { data: res.data.data, message: res.data.message };
    },
  });
}
