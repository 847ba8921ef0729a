import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { VacancyFreshnessData } from '@siloker/shared/schemas/vacancy-freshness';
import { apiPath } from '@siloker/shared/api/paths';
import * as vacanciesPaths from '@siloker/shared/api/paths/vacancies';
import { api } from '../../lib/api-client.ts';
import { feedback } from '../../lib/feedback.tsx';

/** A vacancy's freshness (docs/decisions/104): the company's screen and the office's history. */
const freshnessKey = (id: number) => ['job-vacancies', 'freshness', id] as const;

export const vacancyFreshnessQueryOptions = (id: number, page = { offset: 0, limit: 20 }) =>
  queryOptions({
    queryKey: [...freshnessKey(id), page],
    queryFn: async ({ signal }) => {
      const res = await api.get<VacancyFreshnessData>(apiPath(vacanciesPaths.vacancyFreshness, { id }), {
        query: page,
        signal,
      });
      return res.data.data;
    },
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** "Perpanjang 14/30 hari" and the answer to "Masih membuka lowongan ini?"; the screen is read again. */
export function useFreshnessAction(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (action: { days: number } | { open: boolean }) => {
      const res =
        'days' in action
          ? await api.post<VacancyFreshnessData>(apiPath(vacanciesPaths.vacancyExtend, { id }), action)
          : await api.post<VacancyFreshnessData>(apiPath(vacanciesPaths.vacancyStillOpen, { id }), action);
      return res.data.message;
    },
    onSuccess: async (message) => {
      feedback.toast(message);
      await client.invalidateQueries({ queryKey: ['job-vacancies'] });
    },
    onError: (error) => feedback.handleError(error, MESSAGES.getDataError),
  });
}
