import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  MarkNotificationsReadBody,
  MarkNotificationsReadData,
  NotificationListData,
} from '@siloker/shared/schemas/notifications';
import { api, type QueryParams } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';

export interface NotificationListParams {
  offset: number;
  limit: number;
  unread?: 1;
}

const KEY = ['notifications'] as const;

/** The signed-in user's notifications (GET /notifications → data.notifications, total, unread_count). */
export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<NotificationListData>('/notifications', {
        query: params as unknown as QueryParams,
        signal,
      });
      return res.data.data;
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * POST /notifications/read. Afterwards the lists and the signed-in user (whose unread_notif_count the
 * header shows) are fetched again.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkNotificationsReadBody) =>
      (await api.post<MarkNotificationsReadData>('/notifications/read', body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]),
    onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
  });
}
