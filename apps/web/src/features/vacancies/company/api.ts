/**
 * The company's own vacancies (docs/product.md §7 "Vacancies"): its list by tab, one vacancy for the edit form,
 * the multipart save, publication and removal. Keys carry the company id, so one account's list is
 * never shown to the next person who signs in on the same tab.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type { MastersData } from '@siloker/shared/schemas/master';
import type {
  CompanyVacanciesData,
  CompanyVacanciesQuery,
  CompanyVacancy,
  CompanyVacancySavedData,
  PublicationStatusBody,
} from '@siloker/shared/schemas/vacancy-form';
import { apiPath } from '@siloker/shared/api/paths';
import * as masterPaths from '@siloker/shared/api/paths/master';
import * as vacanciesPaths from '@siloker/shared/api/paths/vacancies';
import { api } from '../../../lib/api-client.ts';

export type { CompanyVacancy, CompanyVacanciesData };

/** The signed-in company's company_detail_id (the stored user may carry it as text), or null. */
export function companyIdOf(user: { company_detail_id?: number | string | null } | null): number | null {
  const id = Number(user?.company_detail_id ?? NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const COMPANY_VACANCIES_KEY = ['company-vacancies'] as const;

/** A page of one tab (CompanyVacanciesQuery without the edit form's `title_slug`). */
export type CompanyVacancyListParams = Required<Pick<CompanyVacanciesQuery, 'tab' | 'offset' | 'limit'>> &
  Pick<CompanyVacanciesQuery, 'search'>;

const listPath = (companyId: number) =>
  apiPath(vacanciesPaths.companyVacancyList, { company_detail_id: companyId });

/** GET /job-vacancies/company/{id} → data.job_vacancies, company_detail, total, both tabs' counts. */
export const companyVacanciesQueryOptions = (companyId: number | null, params: CompanyVacancyListParams) =>
  queryOptions({
    queryKey: [...COMPANY_VACANCIES_KEY, companyId, 'list', params],
    queryFn: async ({ signal }) =>
      (
        await api.get<CompanyVacanciesData>(listPath(companyId!), {
          query: { ...params, search: params.search || undefined },
          signal,
        })
      ).data.data,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
    retry: false,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * The form's start: one vacancy by its slug (edit), or none (create), with the company and the default
 * location the list answer carries.
 */
export const companyVacancyFormQueryOptions = (companyId: number | null, titleSlug: string | undefined) =>
  queryOptions({
    queryKey: [...COMPANY_VACANCIES_KEY, companyId, 'form', titleSlug ?? null],
    queryFn: async ({ signal }) => {
      const res = await api.get<CompanyVacanciesData>(listPath(companyId!), {
        query: titleSlug ? { title_slug: titleSlug, limit: 1 } : { limit: 1 },
        signal,
      });
      const data = res.data.data;
      return {
        company_detail: data.company_detail,
        default_location: data.default_location,
        job_vacancy: titleSlug ? (data.job_vacancies[0] ?? null) : null,
      };
    },
    enabled: companyId !== null,
    retry: false,
    staleTime: 0,
  });

/** Benefits (only in GET /master/masters → data.benefits), for the form's checkboxes. */
export const benefitsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'masters', 'benefits'],
    queryFn: async ({ signal }) => {
      const res = await api.get<Partial<MastersData>>(apiPath(masterPaths.masterMasters), { signal });
      return res.data.data?.benefits ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

function useRefreshOnSuccess() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: COMPANY_VACANCIES_KEY });
}

/** POST /job-vacancies/company/{id} (multipart): create, or edit when the form carries `id`. */
export function useSaveCompanyVacancy(companyId: number | null) {
  const refresh = useRefreshOnSuccess();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await api.post<CompanyVacancySavedData>(listPath(companyId!), form)).data,
    onSuccess: refresh,
  });
}

/** POST /job-vacancies/change-publication-status/{id} {status}. */
export function useChangePublication() {
  const refresh = useRefreshOnSuccess();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number } & PublicationStatusBody) =>
      (
        await api.post<CompanyVacancySavedData>(apiPath(vacanciesPaths.vacancyPublicationStatus, { id }), {
          status,
        })
      ).data,
    onSuccess: refresh,
  });
}

/** DELETE /job-vacancies/{id}: removed, its applications kept. */
export function useDeleteCompanyVacancy() {
  const refresh = useRefreshOnSuccess();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api.delete<{ id: number }>(apiPath(vacanciesPaths.vacancyDelete, { id }))).data,
    onSuccess: refresh,
  });
}
