import type { Location } from '@siloker/shared';

/** Small mapping helpers every domain's mapper uses. */

export const isoOrNull = (d: Date | string | null | undefined): string | null =>
  d == null ? null : new Date(d).toISOString();

const codeName = (code: string | null, name: string | null) => (code && name ? { code, name } : null);

/** The SPEC.md §3 location block from a row's region codes and names. */
export function toLocation(r: {
  province_code: string | null;
  province_name: string | null;
  city_code: string | null;
  city_name: string | null;
  district_code: string | null;
  district_name: string | null;
  sub_district_code: string | null;
  sub_district_name: string | null;
}): Location {
  return {
    province: codeName(r.province_code, r.province_name),
    city: codeName(r.city_code, r.city_name),
    district: codeName(r.district_code, r.district_name),
    sub_district: codeName(r.sub_district_code, r.sub_district_name),
  };
}
