import type {
  CitiesData,
  CitiesQuery,
  DistrictsData,
  DistrictsQuery,
  ProvincesData,
  ProvincesQuery,
  SubDistrictsData,
  SubDistrictsQuery,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/**
 * Public region lists. The query schemas already require a parent code or a search of at
 * least two characters for cities, districts and villages.
 */
export const listProvinces = async (db: Db, q: ProvincesQuery): Promise<ProvincesData> => ({
  provinces: await repo.selectProvinces(db, q.search),
});

export const listCities = async (db: Db, q: CitiesQuery): Promise<CitiesData> => ({
  cities: await repo.selectCities(db, q.province_code, q.search),
});

export const listDistricts = async (db: Db, q: DistrictsQuery): Promise<DistrictsData> => ({
  districts: await repo.selectDistricts(db, q.city_code, q.search),
});

export const listSubDistricts = async (db: Db, q: SubDistrictsQuery): Promise<SubDistrictsData> => ({
  sub_districts: await repo.selectSubDistricts(db, q.district_code, q.search),
});

export interface RegionCodes {
  province_code: string;
  city_code: string;
  district_code: string;
  sub_district_code: string;
}

/**
 * The first region field of a form (top down) that is not a real region inside the one above it, or
 * null when province → city → district → village holds.
 */
export async function brokenRegionField(db: Db, codes: RegionCodes): Promise<keyof RegionCodes | null> {
  const chain = await repo.selectRegionChain(db, codes);
  if (!chain) return 'province_code';
  if (!chain.city) return 'city_code';
  if (!chain.district) return 'district_code';
  if (!chain.sub_district) return 'sub_district_code';
  return null;
}
