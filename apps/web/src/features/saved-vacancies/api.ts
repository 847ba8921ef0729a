import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  SaveVacancyData,
  SavedVacancyIdsData,
  SavedVacancyListData,
} from '@siloker/shared/schemas/saved-vacancies';
import { apiPath } from '@siloker/shared/api/paths';
import * as savedPaths from '@siloker/shared/api/paths/saved-vacancies';
import { api } from '../../lib/api-client.ts';

/** Saved vacancies (docs/decisions/087): the seeker's own list and the marks on vacancy cards. */
export const savedVacanciesKey = ['saved-vacancies'] as const;

/** GET /saved-vacancies: one page of the seeker's own, newest saved first. */
export const savedVacanciesQueryOptions = (page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: [...savedVacanciesKey, 'list', page],
    queryFn: async ({ signal }) => {
      const res = await api.get<SavedVacancyListData>(apiPath(savedPaths.savedVacancyList), {
        query: page,
        signal,
      });
      return { items: res.data.data.saved_vacancies, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** GET /saved-vacancies/ids: which of these vacancies (a page of cards, or one) the seeker saved. */
export const savedIdsQueryOptions = (ids: readonly number[], enabled = true) =>
  queryOptions({
    queryKey: [...savedVacanciesKey, 'ids', [...ids].sort((a, b) => a - b).join(',')],
    queryFn: async ({ signal }) => {
      const res = await api.get<SavedVacancyIdsData>(apiPath(savedPaths.savedVacancyIds), {
        query: { job_vacancy_ids: ids.join(',') },
        signal,
      });
      return new Set(res.data.data.job_vacancy_ids);
    },
    enabled: enabled && ids.length > 0,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** Saves or removes one vacancy; every list and mark of saved vacancies is read again. */
export function useToggleSaved() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, save }: { id: number; save: boolean }) => {
      const res = save
        ? await api.post<SaveVacancyData>(apiPath(savedPaths.savedVacancySave), { job_vacancy_id: id })
        : await api.delete<SaveVacancyData>(apiPath(savedPaths.savedVacancyRemove, { job_vacancy_id: id }));
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: savedVacanciesKey }),
  });
}
