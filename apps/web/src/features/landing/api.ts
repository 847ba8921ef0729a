import { queryOptions } from '@tanstack/react-query';
import { apiPath } from '@siloker/shared/api/paths';
import * as landingPaths from '@siloker/shared/api/paths/landing';
import type { LandingData } from '@siloker/shared/schemas/landing';
import { api } from '../../lib/api-client.ts';

/** Counts for the landing page (GET /landing-page → data.landing_page). */
export const landingPageQueryOptions = () =>
  queryOptions({
    queryKey: ['landing-page'],
    queryFn: async ({ signal }) => {
      const res = await api.get<LandingData>(apiPath(landingPaths.landingPage), {
        signal,
      });
      return res.data.data.landing_page;
    },
  });
