import * as z from './zod.ts';
import { CodeNameSchema, optionalString } from './common.ts';

/**
 * Indonesian administrative regions with Kemendagri codes (GET /location/*).
 * Cities, districts and villages are many (514, 7,285, 83,762): a list needs its parent code
 * or a search of at least LOCATION_MIN_SEARCH characters, and a search without a parent is capped.
 */
export const LOCATION_MIN_SEARCH = 2;
export const LOCATION_SEARCH_LIMIT = 100;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const code = (pattern: RegExp, message: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().regex(pattern, message).optional());

export const ProvinceCodeSchema = code(/^\d{2}$/, 'Kode provinsi tidak valid, contoh 64');
export const CityCodeSchema = code(/^\d{2}\.\d{2}$/, 'Kode kabupaten/kota tidak valid, contoh 64.72');
export const DistrictCodeSchema = code(
  /^\d{2}\.\d{2}\.\d{2}$/,
  'Kode kecamatan tidak valid, contoh 64.72.01',
);

/** A list below a parent needs the parent code, or a search long enough to stay small. */
function needsParentOrSearch<T extends { search?: string | undefined }>(
  parentField: keyof T & string,
  parentLabel: string,
) {
  return (q: T, ctx: z.RefinementCtx) => {
    if (q[parentField] === undefined && (q.search?.length ?? 0) < LOCATION_MIN_SEARCH) {
      ctx.addIssue({
        code: 'custom',
        path: [parentField],
        message: `Pilih ${parentLabel} terlebih dahulu, atau ketik minimal ${LOCATION_MIN_SEARCH} huruf untuk mencari`,
      });
    }
  };
}

export const ProvincesQuerySchema = z.object({
  search: optionalString(100),
  auth_user_id: z.unknown().optional(),
});
export type ProvincesQuery = z.infer<typeof ProvincesQuerySchema>;

export const CitiesQuerySchema = z
  .object({
    province_code: ProvinceCodeSchema,
    search: optionalString(100),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine(needsParentOrSearch('province_code', 'provinsi'));
export type CitiesQuery = z.infer<typeof CitiesQuerySchema>;

export const DistrictsQuerySchema = z
  .object({
    city_code: CityCodeSchema,
    search: optionalString(100),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine(needsParentOrSearch('city_code', 'kabupaten/kota'));
export type DistrictsQuery = z.infer<typeof DistrictsQuerySchema>;

export const SubDistrictsQuerySchema = z
  .object({
    district_code: DistrictCodeSchema,
    search: optionalString(100),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine(needsParentOrSearch('district_code', 'kecamatan'));
export type SubDistrictsQuery = z.infer<typeof SubDistrictsQuerySchema>;

export const ProvincesDataSchema = z.object({ provinces: z.array(CodeNameSchema) });
export type ProvincesData = z.infer<typeof ProvincesDataSchema>;
export const CitiesDataSchema = z.object({ cities: z.array(CodeNameSchema) });
export type CitiesData = z.infer<typeof CitiesDataSchema>;
export const DistrictsDataSchema = z.object({ districts: z.array(CodeNameSchema) });
export type DistrictsData = z.infer<typeof DistrictsDataSchema>;
export const SubDistrictsDataSchema = z.object({ sub_districts: z.array(CodeNameSchema) });
export type SubDistrictsData = z.infer<typeof SubDistrictsDataSchema>;
