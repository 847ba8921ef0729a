import type { Location } from '@siloker/shared';

/** Small mapping helpers every domain's mapper uses. */

export const isoOrNull = (d: Date | string | null | undefined): string | null =>
  d == null ? null : new Date(d).toISOString();

const codeName = (code: string | null, name: string | null) => (code && name ? { code, name } : null);

/** The docs/product.md §3 location block from a row's region codes and names. */
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

/** 'Jl. Pahlawan 1 No. 7, RT 001/RW 002': the street line as the card prints it. */
export function addressLine(r: {
  address: string | null;
  house_number: string | null;
  rt: string | null;
  rw: string | null;
}): string | null {
  const parts = [
    r.address?.trim() || null,
    r.house_number ? `No. ${r.house_number}` : null,
    r.rt || r.rw ? `RT ${r.rt ?? '-'}/RW ${r.rw ?? '-'}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}
