import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  OfficeVacancyReportDecisionBody,
  OfficeVacancyReportDecisionData,
  OfficeVacancyReportListData,
  VacancyReportBody,
  VacancyReportData,
} from '@siloker/shared/schemas/vacancy-reports';
import { apiPath } from '@siloker/shared/api/paths';
import * as reportPaths from '@siloker/shared/api/paths/vacancy-reports';
import { api } from '../../lib/api-client.ts';

/** Reports of fake or unfair vacancies (docs/decisions/103). */
export const vacancyReportsKey = ['vacancy-reports'] as const;

/** POST /vacancy-reports. */
export function useReportVacancy() {
  return useMutation({
    mutationFn: async (body: Omit<VacancyReportBody, 'auth_user_id'>) => {
      const res = await api.post<VacancyReportData>(apiPath(reportPaths.vacancyReportCreate), body);
      return { data: res.data.data, message: res.data.message };
    },
  });
}

/** GET /office/vacancy-reports: one page of the office's queue, the longest waiting first. */
export const officeReportsQueryOptions = (page: { offset: number; limit: number }) =>
  queryOptions({
    queryKey: [...vacancyReportsKey, 'office', page],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeVacancyReportListData>(apiPath(reportPaths.officeVacancyReportList), {
        query: page,
        signal,
      });
      return { items: res.data.data.groups, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** POST /office/vacancy-reports/{id}/decision; the queue is read again. */
export function useDecideReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number;
      body: Omit<OfficeVacancyReportDecisionBody, 'auth_user_id'>;
    }) => {
      const res = await api.post<OfficeVacancyReportDecisionData>(
        apiPath(reportPaths.officeVacancyReportDecision, { job_vacancy_id: id }),
        body,
      );
      return { data: res.data.data, message: res.data.message };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: vacancyReportsKey }),
  });
}
