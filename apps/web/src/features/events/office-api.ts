/**
 * The office's events (issue 11 item 5): list, one event, the multipart save, status, removal,
 * participants and attendance. Every change refetches the office's event queries and the public ones.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  AttendanceData,
  OfficeParticipant,
  OfficeParticipantListData,
  OfficeParticipantListQuery,
  OfficePost,
  OfficePostData,
  OfficePostListData,
  OfficePostListQuery,
  PostStatus,
} from '@siloker/shared/schemas/events';
import { apiPath } from '@siloker/shared/api/paths';
import * as eventsPaths from '@siloker/shared/api/paths/events';
import { api, API_ROOT, type QueryParams } from '../../lib/api-client.ts';

export type { OfficeParticipant, OfficePost };
export type OfficePostParams = Partial<Omit<OfficePostListQuery, 'auth_user_id'>>;
export type OfficeParticipantParams = Partial<Omit<OfficeParticipantListQuery, 'auth_user_id'>>;

const KEY = ['office', 'posts'] as const;

export const officePostsQueryOptions = (params: OfficePostParams) =>
  queryOptions({
    queryKey: [...KEY, 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficePostListData>(apiPath(eventsPaths.officeEventList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.posts, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export const officePostQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...KEY, 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<OfficePostData>(apiPath(eventsPaths.officeEventDetail, { id }), { signal })).data.data
        .post,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export const officeParticipantsQueryOptions = (id: number, params: OfficeParticipantParams) =>
  queryOptions({
    queryKey: [...KEY, 'participants', id, params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeParticipantListData>(
        apiPath(eventsPaths.officeEventParticipants, { id }),
        {
          query: params as QueryParams,
          signal,
        },
      );
      return { post: res.data.data.post, items: res.data.data.participants, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** The CSV download: a plain link, authorised by the session cookie like the private files. */
export const participantsCsvUrl = (id: number) =>
  `${API_ROOT}${apiPath(eventsPaths.officeEventParticipantsCsv, { id })}`;

/** Refetches the office's and the public event reads; resolves when they are fresh (mutations wait). */
function useRefresh() {
  const client = useQueryClient();
  return async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: KEY }),
      client.invalidateQueries({ queryKey: ['posts'] }),
    ]);
  };
}

/** POST /office/posts (new) or /office/posts/{id} (edit), multipart with the image file `image`. */
export function useSaveOfficePost(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (
        await api.post<OfficePostData>(
          id === null
            ? apiPath(eventsPaths.officeEventCreate)
            : apiPath(eventsPaths.officeEventUpdate, { id }),
          form,
        )
      ).data,
    onSuccess: refresh,
  });
}

export function useChangePostStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (v: { id: number; status: PostStatus }) =>
      (
        await api.post<OfficePostData>(apiPath(eventsPaths.officeEventStatus, { id: v.id }), {
          status: v.status,
        })
      ).data,
    onSuccess: refresh,
  });
}

export function useRemovePost() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete<{ id: number }>(apiPath(eventsPaths.officeEventDelete, { id }))).data,
    onSuccess: refresh,
  });
}

export function useMarkAttendance(postId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (v: { participantId: number; attended: boolean }) =>
      (
        await api.post<AttendanceData>(
          apiPath(eventsPaths.officeEventAttendance, { id: postId, participantId: v.participantId }),
          {
            attended: v.attended,
          },
        )
      ).data,
    onSuccess: refresh,
  });
}
