import * as z from './zod.ts';
import { CodeNameSchema, IdNameSchema, optionalInt, optionalString } from './common.ts';

/** Master data of docs/product.md §3 and §9: request queries and response shapes of GET /master/*. */

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** Query of every small master list: an optional case-insensitive partial `search` on the name. */
export const MasterSearchQuerySchema = z.object({
  search: optionalString(100),
  auth_user_id: z.unknown().optional(),
});
export type MasterSearchQuery = z.infer<typeof MasterSearchQuerySchema>;

/** `is_level_1` accepts '1'/'true' and '0'/'false', as query strings come. */
const queryBoolean = z.preprocess(
  emptyToUndefined,
  z
    .enum(['1', 'true', '0', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
);

export const PositionsQuerySchema = z.object({
  search: optionalString(100),
  is_level_1: queryBoolean,
  parent_id: optionalInt(),
  auth_user_id: z.unknown().optional(),
});
export type PositionsQuery = z.infer<typeof PositionsQuerySchema>;

export const MasterItemSchema = IdNameSchema;
export type MasterItem = z.infer<typeof MasterItemSchema>;

/** Wage range in rupiah; a null bound is open-ended. */
export const WageAmountSchema = z.object({
  id: z.number(),
  name: z.string(),
  min_amount: z.number().nullable(),
  max_amount: z.number().nullable(),
});
export type WageAmount = z.infer<typeof WageAmountSchema>;

/** LOCALE_IN, LOCALE_OUT, OVERSEAS with their Indonesian names. */
export const JobLocationExpectationSchema = z.object({ code: z.string(), name: z.string() });
export type JobLocationExpectationItem = z.infer<typeof JobLocationExpectationSchema>;

/** A position (jabatan) without its children. */
export const PositionItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  parent_id: z.number().nullable(),
  count_childrens: z.number(),
});
export type PositionItem = z.infer<typeof PositionItemSchema>;

/** A position with its direct children (present when level-1 groups are listed). */
export const PositionSchema = PositionItemSchema.extend({
  children: z.array(PositionItemSchema).optional(),
});
export type Position = z.infer<typeof PositionSchema>;

/** Keys of the site configuration the web app reads (header, footer, landing page). */
export const CONFIG_KEYS = [
  'web_name',
  'web_logo',
  'subtitle',
  'office_name',
  'city_code',
  'city_name',
  'province_code',
  'province_name',
] as const;
export type ConfigKey = (typeof CONFIG_KEYS)[number];

/** Site configuration as key → value; the office may add keys, so any other string key is allowed. */
export const ConfigsSchema = z
  .object(
    Object.fromEntries(CONFIG_KEYS.map((k) => [k, z.string().optional()])) as Record<
      ConfigKey,
      z.ZodOptional<z.ZodString>
    >,
  )
  .catchall(z.string());
export type Configs = z.infer<typeof ConfigsSchema>;

/** Totals of what the public can see (docs/product.md §10 "Status model"). */
export const MasterTotalsSchema = z.object({
  total_companies: z.number(),
  total_seekers: z.number(),
  total_job_vacancies: z.number(),
});
export type MasterTotals = z.infer<typeof MasterTotalsSchema>;

/** The lists forms and the header need (GET /master/masters). */
export const MastersDataSchema = z.object({
  configs: ConfigsSchema,
  educations: z.array(MasterItemSchema),
  religions: z.array(MasterItemSchema),
  marriage_statuses: z.array(MasterItemSchema),
  wage_amounts: z.array(WageAmountSchema),
  job_location_expectations: z.array(JobLocationExpectationSchema),
  languages: z.array(MasterItemSchema),
  disabilities: z.array(MasterItemSchema),
  job_types: z.array(MasterItemSchema),
  benefits: z.array(MasterItemSchema),
});
export type MastersData = z.infer<typeof MastersDataSchema>;

/** Every master list plus the public totals (GET /master). */
export const MasterDataSchema = MastersDataSchema.extend({
  business_fields: z.array(MasterItemSchema),
  majors: z.array(MasterItemSchema),
  positions: z.array(PositionSchema),
  provinces: z.array(CodeNameSchema),
}).extend(MasterTotalsSchema.shape);
export type MasterData = z.infer<typeof MasterDataSchema>;

export const BusinessFieldsDataSchema = z.object({ business_fields: z.array(MasterItemSchema) });
export type BusinessFieldsData = z.infer<typeof BusinessFieldsDataSchema>;
export const EducationsDataSchema = z.object({ educations: z.array(MasterItemSchema) });
export type EducationsData = z.infer<typeof EducationsDataSchema>;
export const JobTypesDataSchema = z.object({ job_types: z.array(MasterItemSchema) });
export type JobTypesData = z.infer<typeof JobTypesDataSchema>;
export const DisabilitiesDataSchema = z.object({ disabilities: z.array(MasterItemSchema) });
export type DisabilitiesData = z.infer<typeof DisabilitiesDataSchema>;
export const MajorsDataSchema = z.object({ majors: z.array(MasterItemSchema) });
export type MajorsData = z.infer<typeof MajorsDataSchema>;
export const PositionsDataSchema = z.object({ positions: z.array(PositionSchema) });
export type PositionsData = z.infer<typeof PositionsDataSchema>;
