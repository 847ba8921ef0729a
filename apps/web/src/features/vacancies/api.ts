import { queryOptions } from '@tanstack/react-query';
import { api, type QueryParams } from '../../lib/api-client.ts';

export interface VacancyListItem {
  id: number;
  title: string;
  title_slug: string;
  salary: number | string | null;
  salary_type_name?: string | null;
  company?: { name: string; slug_name: string; photo_url?: string | null } | null;
  location?: { city?: { name: string } | null } | null;
  created_at?: string | null;
  expired_at?: string | null;
}

export interface VacancyListParams {
  search?: string;
  offset?: number;
  limit?: number;
  order_by?: string;
  sort_by?: 'asc' | 'desc';
  user_id?: number;
  job_type_id?: number;
  province_code?: string;
}

/** Public vacancy list (GET /job-vacancies → data.job_vacancies, data.total). */
export const vacanciesQueryOptions = (params: VacancyListParams = {}) =>
  queryOptions({
    queryKey: ['job-vacancies', 'list', params],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ job_vacancies: VacancyListItem[]; total: number }>('/job-vacancies', {
        query: params as QueryParams,
        signal,
      });
      return { items: res.data.data.job_vacancies ?? [], total: res.data.data.total ?? 0 };
    },
  });
