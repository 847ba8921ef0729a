import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  OfficeCompany,
  OfficeCompanyDecisionData,
  OfficeCompanyListData,
  OfficeCompanyListQuery,
  OfficeSummaryData,
  OfficeVacancy,
  OfficeVacancyDecisionData,
  OfficeVacancyListData,
  OfficeVacancyListQuery,
  VerificationDecisionBody,
} from '@siloker/shared/schemas/verification';
import { apiPath } from '@siloker/shared/api/paths';
import * as verificationPaths from '@siloker/shared/api/paths/verification';
import * as companyChecksPaths from '@siloker/shared/api/paths/company-checks';
import type {
  CompanyCheckBody,
  CompanyCheckKind,
  OfficeCompanyChecksData,
} from '@siloker/shared/schemas/company-checks';
import { api, type QueryParams } from '../../lib/api-client.ts';

export type { OfficeCompany, OfficeVacancy };

/** The list queries the screen sends; the server fills in the defaults (PENDING, oldest first, 5). */
export type OfficeCompanyParams = Partial<Omit<OfficeCompanyListQuery, 'auth_user_id'>>;
export type OfficeVacancyParams = Partial<Omit<OfficeVacancyListQuery, 'auth_user_id'>>;
export type DecisionBody = Omit<VerificationDecisionBody, 'auth_user_id'>;

const KEY = ['office'] as const;

/** The company queue (GET /office/companies → data.companies, data.total). */
export const officeCompaniesQueryOptions = (params: OfficeCompanyParams) =>
  queryOptions({
    queryKey: [...KEY, 'companies', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeCompanyListData>(apiPath(verificationPaths.officeCompanyList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.companies, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** The vacancy queue (GET /office/job-vacancies → data.job_vacancies, data.total). */
export const officeVacanciesQueryOptions = (params: OfficeVacancyParams) =>
  queryOptions({
    queryKey: [...KEY, 'job-vacancies', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<OfficeVacancyListData>(apiPath(verificationPaths.officeVacancyList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.job_vacancies, total: res.data.data.total };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/** What waits for the office (GET /office/summary), for its dashboard. */
export const officeSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...KEY, 'summary'],
    queryFn: async ({ signal }) =>
      (await api.get<OfficeSummaryData>(apiPath(verificationPaths.officeSummary), { signal })).data.data,
    meta: { errorMessage: MESSAGES.getDataError },
  });

export type DecisionSubject = 'company' | 'job_vacancy';

const decisionPath = (subject: DecisionSubject, id: number) =>
  subject === 'company'
    ? apiPath(verificationPaths.officeCompanyDecision, { id })
    : apiPath(verificationPaths.officeVacancyDecision, { id });

/**
 * POST /office/companies/{id}/status or /office/job-vacancies/{id}/status. Afterwards every office
 * query (both queues and the summary) is fetched again. Returns the server's message for the screen.
 */
export function useVerificationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { subject: DecisionSubject; id: number; body: DecisionBody }) =>
      (
        await api.post<OfficeCompanyDecisionData | OfficeVacancyDecisionData>(
          decisionPath(v.subject, v.id),
          v.body,
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export type CompanyCheckRecordBody = Omit<CompanyCheckBody, 'auth_user_id'>;

/**
 * POST /office/companies/{id}/checks and DELETE …/checks/{kind} (docs/decisions/106): the office records
 * or withdraws one check; the company queue is fetched again. Returns the server's message.
 */
export function useCompanyCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      v:
        | { id: number; withdraw?: false; body: CompanyCheckRecordBody }
        | { id: number; withdraw: true; kind: CompanyCheckKind },
    ) =>
      (v.withdraw
        ? await api.delete<OfficeCompanyChecksData>(
            apiPath(companyChecksPaths.officeCompanyCheckWithdraw, { id: v.id, kind: v.kind }),
          )
        : await api.post<OfficeCompanyChecksData>(
            apiPath(companyChecksPaths.officeCompanyCheckRecord, { id: v.id }),
            v.body,
          )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...KEY, 'companies'] }),
  });
}
