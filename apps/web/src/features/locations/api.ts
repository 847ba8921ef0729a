import { queryOptions } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  CitiesData,
  DistrictsData,
  ProvincesData,
  SubDistrictsData,
} from '@siloker/shared/schemas/locations';
import { apiPath } from '@siloker/shared/api/paths';
import * as locationsPaths from '@siloker/shared/api/paths/locations';
import { api } from '../../lib/api-client.ts';

/** Regions change only with a new Kemendagri release: a list is kept for 10 minutes. */
const REGION_STALE_MS = 10 * 60_000;

/** Provinces (GET /location/provinces), for filters and address forms. */
export const provincesQueryOptions = () =>
  queryOptions({
    queryKey: ['location', 'provinces'],
    queryFn: async ({ signal }) => {
      const res = await api.get<ProvincesData>(apiPath(locationsPaths.provinces), { signal });
      return res.data.data.provinces ?? [];
    },
    staleTime: REGION_STALE_MS,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** Cities of one province (GET /location/cities?province_code=); idle until a province is chosen. */
export const citiesQueryOptions = (provinceCode: string) =>
  queryOptions({
    queryKey: ['location', 'cities', provinceCode],
    queryFn: async ({ signal }) => {
      const res = await api.get<CitiesData>(apiPath(locationsPaths.cities), {
        query: { province_code: provinceCode },
        signal,
      });
      return res.data.data.cities ?? [];
    },
    enabled: provinceCode !== '',
    staleTime: REGION_STALE_MS,
    meta: { errorMessage: MESSAGES.fetchCitiesError },
  });

/** Districts of one city (GET /location/districts?city_code=); idle until a city is chosen. */
export const districtsQueryOptions = (cityCode: string) =>
  queryOptions({
    queryKey: ['location', 'districts', cityCode],
    queryFn: async ({ signal }) => {
      const res = await api.get<DistrictsData>(apiPath(locationsPaths.districts), {
        query: { city_code: cityCode },
        signal,
      });
      return res.data.data.districts ?? [];
    },
    enabled: cityCode !== '',
    staleTime: REGION_STALE_MS,
    meta: { errorMessage: MESSAGES.fetchDistrictsError },
  });

/** Villages of one district (GET /location/sub-districts?district_code=); idle until one is chosen. */
export const subDistrictsQueryOptions = (districtCode: string) =>
  queryOptions({
    queryKey: ['location', 'sub-districts', districtCode],
    queryFn: async ({ signal }) => {
      const res = await api.get<SubDistrictsData>(apiPath(locationsPaths.subDistricts), {
        query: { district_code: districtCode },
        signal,
      });
      return res.data.data.sub_districts ?? [];
    },
    enabled: districtCode !== '',
    staleTime: REGION_STALE_MS,
    meta: { errorMessage: MESSAGES.fetchSubDistrictsError },
  });
