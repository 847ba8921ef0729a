import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  VacancyDetail,
  VacancyDetailData,
  VacancyListData,
  VacancyListQuery,
  VacancyOrderBy,
  VacancySummary,
} from '@siloker/shared/schemas/vacancies';
import type { VacancyGoneData } from '@siloker/shared/schemas/vacancy-freshness';
import { isVacancyGoneData } from '@siloker/shared/schemas/vacancy-freshness-constants';
import { apiPath } from '@siloker/shared/api/paths';
import * as vacanciesPaths from '@siloker/shared/api/paths/vacancies';
import { api, isApiError, type AddressParams, type QueryParams } from '../../lib/api-client.ts';

export type { VacancyDetail, VacancySummary };

/** Query of GET /job-vacancies (docs/product.md §7); values may come straight from the address as strings. */
export type VacancyListParams = AddressParams<Omit<VacancyListQuery, 'auth_user_id'>>;

/**
 * The sort choices of the vacancy list, each an order the server whitelists (VACANCY_ORDER_BY).
 * Newest first is the default, with or without a search (docs/product.md §9); 'relevance' ranks a search's
 * matches and is offered only with a search (docs/decisions/005).
 */
export const VACANCY_SORTS = {
  newest: { label: 'Terbaru', order_by: 'created_at', sort_by: 'desc' },
  relevance: { label: 'Paling sesuai', order_by: 'relevance', sort_by: 'desc' },
  deadline: { label: 'Batas lamaran terdekat', order_by: 'expired_at', sort_by: 'asc' },
  salary: { label: 'Gaji tertinggi', order_by: 'salary', sort_by: 'desc' },
  title: { label: 'Judul (A–Z)', order_by: 'title', sort_by: 'asc' },
} as const satisfies Record<string, { label: string; order_by: VacancyOrderBy; sort_by: 'asc' | 'desc' }>;
export type VacancySort = keyof typeof VACANCY_SORTS;

export const isVacancySort = (value: string): value is VacancySort => Object.hasOwn(VACANCY_SORTS, value);

/** Public vacancy list (GET /job-vacancies → data.job_vacancies, data.total). */
export const vacanciesQueryOptions = (params: VacancyListParams = {}) =>
  queryOptions({
    queryKey: ['job-vacancies', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<VacancyListData>(apiPath(vacanciesPaths.vacancyList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.job_vacancies ?? [], total: res.data.data.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * One public vacancy by slug (GET /job-vacancies/slug/{title_slug}). A 404 is an answer, not a failure:
 * it resolves to null so the page shows its "tidak ditemukan" state without an error dialog.
 */
export const vacancyDetailQueryOptions = (titleSlug: string) =>
  queryOptions({
    queryKey: ['job-vacancies', 'detail', titleSlug],
    queryFn: async ({ signal }): Promise<VacancyDetail | null> => {
      try {
        const res = await api.get<VacancyDetailData>(
          apiPath(vacanciesPaths.vacancyDetail, { title_slug: titleSlug }),
          {
            signal,
          },
        );
        return res.data.data.job_vacancy;
      } catch (error) {
        // 410: gone for good; the page then asks vacancyGoneQueryOptions for its short page.
        if (isApiError(error) && (error.status === 404 || error.status === 410)) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * Why a vacancy the detail read did not find is gone (410, docs/decisions/104): its title, the reason
 * and a few similar open vacancies; null when it never was public (404). Asked only after a miss.
 */
export const vacancyGoneQueryOptions = (titleSlug: string) =>
  queryOptions({
    queryKey: ['job-vacancies', 'gone', titleSlug],
    queryFn: async ({ signal }): Promise<VacancyGoneData | null> => {
      try {
        await api.get<VacancyDetailData>(apiPath(vacanciesPaths.vacancyDetail, { title_slug: titleSlug }), {
          signal,
        });
        return null;
      } catch (error) {
        if (isApiError(error) && error.status === 410) {
          const data: unknown = error.response.data?.data;
          return isVacancyGoneData(data) ? (data as VacancyGoneData) : null;
        }
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.getDataError },
  });
