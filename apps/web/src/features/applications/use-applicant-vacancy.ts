import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOB_VACANCY_COOKIE_NAME } from '@siloker/shared/constants';
import type { CompanyVacanciesData } from '@siloker/shared/schemas/vacancy-form';
import { apiPath } from '@siloker/shared/api/paths';
import * as vacanciesPaths from '@siloker/shared/api/paths/vacancies';
import { api } from '../../lib/api-client.ts';
import { getCookie, setCookie } from '../../lib/cookie.ts';
import { useSession } from '../../lib/session-context.tsx';

/** The signed-in company's company_detail_id (the stored user may carry it as text), or null. */
function companyIdOf(user: { company_detail_id?: number | string | null } | null): number | null {
  const id = Number(user?.company_detail_id ?? NaN);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The company's own vacancy with this title_slug (GET /job-vacancies/company/{id}), or null when the
 * slug is not one of its vacancies. The cookie's id is preferred when it names a vacancy of that slug.
 */
const ownVacancyQueryOptions = (companyId: number | null, titleSlug: string) =>
  queryOptions({
    queryKey: ['applications', 'vacancy', companyId, titleSlug],
    queryFn: async ({ signal }) => {
      const res = await api.get<CompanyVacanciesData>(
        apiPath(vacanciesPaths.companyVacancyList, { company_detail_id: String(companyId) }),
        {
          query: { title_slug: titleSlug, limit: 100 },
          signal,
        },
      );
      const matches = res.data.data.job_vacancies.filter((v) => v.title_slug === titleSlug);
      const remembered = Number(getCookie(JOB_VACANCY_COOKIE_NAME));
      const vacancy = matches.find((v) => v.id === remembered) ?? matches[0];
      return vacancy ? { id: vacancy.id, title: vacancy.title, title_slug: vacancy.title_slug } : null;
    },
    enabled: companyId !== null && titleSlug !== '',
    retry: false,
  });

/**
 * Which vacancy the applicant screen shows: resolved from the address's slug among the company's own
 * vacancies, and remembered in the `job_vacancy_id` cookie (docs/product.md §2; one day, like the others).
 */
export function useApplicantVacancy(titleSlug: string) {
  const { user } = useSession();
  const query = useQuery(ownVacancyQueryOptions(companyIdOf(user), titleSlug));
  const id = query.data?.id;
  useEffect(() => {
    if (id) setCookie(JOB_VACANCY_COOKIE_NAME, String(id), { days: 1 });
  }, [id]);
  return query;
}
