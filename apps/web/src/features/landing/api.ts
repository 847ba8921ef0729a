import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@siloker/shared/api/paths';
import * as landingPaths from '@siloker/shared/api/paths/landing';
import { api } from '../../lib/api-client.ts';

export interface LandingPageData {
  total_companies: number;
  total_seekers: number;
  total_job_vacancies: number;
  total_posts?: number;
  web_name?: string;
  subtitle?: string;
  city_name?: string;
  office_name?: string;
  /** Some servers nest the site texts here. */
  configs?: Partial<Pick<LandingPageData, 'web_name' | 'subtitle' | 'city_name' | 'office_name'>>;
}

/** Counts for the landing page (GET /landing-page → data.landing_page). */
export const landingPageQueryOptions = () =>
  queryOptions({
    queryKey: ['landing-page'],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ landing_page: LandingPageData }>(apiPath(landingPaths.landingPage), {
        signal,
      });
      return res.data.data.landing_page;
    },
  });
