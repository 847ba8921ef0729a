import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  MarkNotificationsReadBody,
  MarkNotificationsReadData,
  NotificationListData,
  NotificationListQuery,
} from '@siloker/shared/schemas/notifications';
import { apiPath } from '@siloker/shared/api/paths';
import * as notificationsPaths from '@siloker/shared/api/paths/notifications';
import { api, type QueryParams } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';

/** A page of GET /notifications; `unread` as the address spells the query's flag (`unread=1`). */
export type NotificationListParams = Pick<NotificationListQuery, 'offset' | 'limit'> & { unread?: 1 };

const KEY = ['notifications'] as const;

type UserId = string | number | null;

/** Every notification query of one user: the user's id is part of the key, so accounts never share. */
export const notificationsKey = (userId: UserId) =>
  [...KEY, userId === null ? null : String(userId)] as const;

/**
 * The signed-in user's notifications (GET /notifications → data.notifications, total, unread_count).
 * While another page loads the previous page stays on screen, but only if it was the same user's.
 */
export const notificationsQueryOptions = (userId: UserId, params: NotificationListParams) =>
  queryOptions({
    queryKey: [...notificationsKey(userId), 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<NotificationListData>(apiPath(notificationsPaths.notificationList), {
        query: params as unknown as QueryParams,
        signal,
      });
      return res.data.data;
    },
    enabled: userId !== null,
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === notificationsKey(userId)[1] ? previous : undefined,
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
      (await api.post<MarkNotificationsReadData>(apiPath(notificationsPaths.notificationsRead), body)).data,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['auth'] }),
      ]),
    onError: (error) => feedback.handleError(error, MESSAGES.sendDataError),
  });
}
