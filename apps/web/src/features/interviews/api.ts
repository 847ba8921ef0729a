import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  InterviewAgendaData,
  InterviewAnswerBody,
  InterviewData,
  InterviewFields,
  SeekerInterviewListData,
} from '@siloker/shared/schemas/interviews';
import { apiPath } from '@siloker/shared/api/paths';
import * as interviewPaths from '@siloker/shared/api/paths/interviews';
import { api } from '../../lib/api-client.ts';

/** Interview scheduling (docs/decisions/110). */
export const interviewsKey = ['interviews'] as const;

/** GET /interviews/mine: the seeker's coming (or past) interviews. */
export const seekerInterviewsQueryOptions = (q: { past: boolean; offset: number; limit: number }) =>
  queryOptions({
    queryKey: [...interviewsKey, 'mine', q],
    queryFn: async ({ signal }) =>
      (
        await api.get<SeekerInterviewListData>(apiPath(interviewPaths.seekerInterviewList), {
          query: q,
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** GET /interviews/agenda: the company's week. */
export const agendaQueryOptions = (week: string | undefined) =>
  queryOptions({
    queryKey: [...interviewsKey, 'agenda', week ?? ''],
    queryFn: async ({ signal }) =>
      (
        await api.get<InterviewAgendaData>(apiPath(interviewPaths.interviewAgenda), {
          query: week ? { week } : {},
          signal,
        })
      ).data.data,
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

type Fields = Omit<InterviewFields, never>;

/** POST /interviews (schedule for an applicant at CALLED) or /interviews/{id}/reschedule. */
export function useSaveInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      v:
        { id: number; fields: Fields } | { job_vacancy_id: number; seeker_detail_id: number; fields: Fields },
    ) => {
      const res =
        'id' in v
          ? await api.post<InterviewData>(
              apiPath(interviewPaths.interviewReschedule, { interview_id: v.id }),
              v.fields,
            )
          : await api.post<InterviewData>(apiPath(interviewPaths.interviewSchedule), {
              job_vacancy_id: v.job_vacancy_id,
              seeker_detail_id: v.seeker_detail_id,
              ...v.fields,
            });
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: interviewsKey }),
  });
}

/** POST /interviews/{id}/cancel. */
export function useCancelInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: number; reason?: string }) => {
      const res = await api.post<InterviewData>(
        apiPath(interviewPaths.interviewCancel, { interview_id: id }),
        {
          ...(reason ? { reason } : {}),
        },
      );
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: interviewsKey }),
  });
}

/** POST /interviews/{id}/answer. */
export function useAnswerInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: Omit<InterviewAnswerBody, 'auth_user_id'> }) => {
      const res = await api.post<InterviewData>(
        apiPath(interviewPaths.interviewAnswer, { interview_id: id }),
        body,
      );
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: interviewsKey }),
  });
}
