import { queryOptions, useQuery } from '@tanstack/react-query';
import { provinceTimeZone, setDisplayTimeZone } from '@siloker/shared/format/index';
import { MESSAGES } from '@siloker/shared/messages';
import type {
  MastersData,
  PositionsData,
  BusinessFieldsData,
  DisabilitiesData,
  EducationsData,
  JobTypesData,
  MajorsData,
} from '@siloker/shared/schemas/master';
import { apiPath } from '@siloker/shared/api/paths';
import * as masterPaths from '@siloker/shared/api/paths/master';
import { api } from '../../lib/api-client.ts';

export interface SiteConfig {
  web_name: string;
  web_logo: string | null;
  subtitle: string;
  office_name: string;
  city_name: string;
  /** The office's address and contacts (site settings), shown in the footer; null when not set. */
  office_address: string | null;
  office_phone: string | null;
  office_email: string | null;
  office_website: string | null;
  /** The zone of the portal's province (provinceTimeZone): event times are told in it. */
  time_zone: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  web_name: 'SiLoker',
  web_logo: null,
  subtitle: 'Sistem Informasi Lowongan Kerja Kota Samarinda',
  office_name: 'Dinas Tenaga Kerja Kota Samarinda',
  city_name: 'Kota Samarinda',
  office_address: null,
  office_phone: null,
  office_email: null,
  office_website: null,
  time_zone: 'Asia/Makassar',
};

// Dates show in the portal's zone from the first render; the configured zone replaces it on arrival.
setDisplayTimeZone(DEFAULT_SITE_CONFIG.time_zone);

type RawConfigs = Record<string, unknown> | Array<{ key: string; value: unknown }> | null | undefined;

/** Configs arrive as an object or as key/value rows; empty values fall back to the defaults. */
export function normalizeConfigs(raw: RawConfigs): SiteConfig {
  const entries: Record<string, unknown> = Array.isArray(raw)
    ? Object.fromEntries(raw.map((row) => [row.key, row.value]))
    : (raw ?? {});
  const text = (key: string) => {
    const value = entries[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const city = text('city_name') ?? DEFAULT_SITE_CONFIG.city_name;
  return {
    web_name: text('web_name') ?? DEFAULT_SITE_CONFIG.web_name,
    web_logo: text('web_logo'),
    subtitle: text('subtitle') ?? `Sistem Informasi Lowongan Kerja ${city}`,
    office_name: text('office_name') ?? `Dinas Tenaga Kerja ${city}`,
    city_name: city,
    office_address: text('office_address'),
    office_phone: text('office_phone'),
    office_email: text('office_email'),
    office_website: text('office_website'),
    time_zone: provinceTimeZone(text('province_code') ?? '64'),
  };
}

/** Site configuration (GET /master/masters → data.configs). */
export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'masters'],
    queryFn: async ({ signal }) => {
      const res = await api.get<{ configs?: RawConfigs }>(apiPath(masterPaths.masterMasters), { signal });
      const config = normalizeConfigs(res.data.data?.configs);
      setDisplayTimeZone(config.time_zone);
      return config;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });

/** The logo: the configured file from storage, else the bundled city emblem. */
export function logoUrl(config: SiteConfig, fallback: string): string {
  return config.web_logo ? `/storage/${config.web_logo.replace(/^\/+/, '')}` : fallback;
}

/** The single master lists of docs/product.md §7 (GET /master/<path> → data.<key>). */
interface MasterLists {
  educations: EducationsData['educations'];
  job_types: JobTypesData['job_types'];
  business_fields: BusinessFieldsData['business_fields'];
  disabilities: DisabilitiesData['disabilities'];
  majors: MajorsData['majors'];
}

const MASTER_LIST_PATHS: Record<keyof MasterLists, string> = {
  educations: apiPath(masterPaths.masterEducations),
  job_types: apiPath(masterPaths.masterJobTypes),
  business_fields: apiPath(masterPaths.masterBusinessFields),
  disabilities: apiPath(masterPaths.masterDisabilities),
  majors: apiPath(masterPaths.masterMajors),
};

/** One master list, for filters and forms; it rarely changes, so it is kept for 10 minutes. */
export const masterListQueryOptions = <K extends keyof MasterLists>(key: K) =>
  queryOptions({
    queryKey: ['master', key],
    queryFn: async ({ signal }): Promise<MasterLists[K]> => {
      const res = await api.get<Partial<Record<K, MasterLists[K]>>>(MASTER_LIST_PATHS[key], { signal });
      return res.data.data?.[key] ?? ([] as unknown as MasterLists[K]);
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** Religions (only in GET /master/masters → data.religions), for the seeker's biodata. */
export const religionsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'masters', 'religions'],
    queryFn: async ({ signal }) => {
      const res = await api.get<Partial<MastersData>>(apiPath(masterPaths.masterMasters), { signal });
      return res.data.data?.religions ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** Level-1 position groups, each with its positions. */
export const positionGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['master', 'positions', 'level-1'],
    queryFn: async ({ signal }) => {
      const res = await api.get<PositionsData>(apiPath(masterPaths.masterPositions), {
        signal,
        query: { is_level_1: 1 },
      });
      return res.data.data?.positions ?? [];
    },
    staleTime: 10 * 60_000,
    meta: { errorMessage: MESSAGES.fetchMasterError },
  });

/** The portal's time zone for event times (the site configuration's province), WITA until it loads. */
export function usePortalTimeZone(): string {
  return useQuery(siteConfigQueryOptions()).data?.time_zone ?? DEFAULT_SITE_CONFIG.time_zone;
}
