import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  CompanyDetail,
  CompanyDetailData,
  CompanyListData,
  CompanyListQuery,
  CompanyPublic,
} from '@siloker/shared/schemas/companies';
import { apiPath } from '@siloker/shared/api/paths';
import * as companiesPaths from '@siloker/shared/api/paths/companies';
import { api, isApiError, type QueryParams } from '../../lib/api-client.ts';

export type { CompanyDetail, CompanyPublic };

/** Query of GET /companies (docs/product.md §7). */
/** The directory's query as the server reads it (shared CompanyListQuerySchema). */
export type CompanyListParams = Partial<Omit<CompanyListQuery, 'auth_user_id'>>;

/** Verified companies (GET /companies → data.companies, data.total). */
export const companiesQueryOptions = (params: CompanyListParams = {}) =>
  queryOptions({
    queryKey: ['companies', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<CompanyListData>(apiPath(companiesPaths.companyList), {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.companies ?? [], total: res.data.data.total ?? 0 };
    },
    placeholderData: keepPreviousData,
    meta: { errorMessage: MESSAGES.getDataError },
  });

/**
 * One company and its public vacancies (GET /companies/slug/{name_slug}). A 404 resolves to null:
 * "Perusahaan tidak ditemukan" is an answer; 'Gagal mengambil detail perusahaan.' is for real failures.
 */
export const companyDetailQueryOptions = (nameSlug: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', nameSlug],
    queryFn: async ({ signal }): Promise<CompanyDetail | null> => {
      try {
        const res = await api.get<CompanyDetailData>(
          apiPath(companiesPaths.companyDetail, { name_slug: nameSlug }),
          {
            signal,
          },
        );
        return res.data.data.company;
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    meta: { errorMessage: MESSAGES.fetchCompanyDetailError },
  });
