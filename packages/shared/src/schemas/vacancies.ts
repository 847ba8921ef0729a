import * as z from './zod.ts';
import { PAGE_SIZES } from '../constants.ts';
import { listQuerySchema, LocationSchema, optionalInt } from './common.ts';
import { INT32_MAX } from './input-constants.ts';
import { CityCodeSchema, DistrictCodeSchema } from './locations.ts';
import { SALARY_FILTER_MAX, VACANCY_LIST_MESSAGES } from './vacancy-list-constants.ts';
import { PublicCompanyCheckSchema } from './company-checks.ts';

/**
 * Orders of the public vacancy list (docs/product.md §10: order_by is whitelisted). `relevance` ranks a search's
 * matches (most relevant first, whatever sort_by says); without a search it is created_at desc.
 */
export const VACANCY_ORDER_BY = [
  'created_at',
  'title',
  'salary',
  'expired_at',
  'applicant_count',
  'relevance',
] as const;
export type VacancyOrderBy = (typeof VACANCY_ORDER_BY)[number];

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A whole number from 0 to `max` in a query, every refusal in `message`; empty counts as absent. */
const wholeNumber = (max: number, message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce.number({ message }).int(message).min(0, message).max(max, message).optional(),
  );

/**
 * GET /job-vacancies (docs/product.md §7). The default order is created_at desc (docs/product.md §9), with or without
 * a search; relevance is asked for explicitly (docs/decisions/005).
 */
export const VacancyListQuerySchema = listQuerySchema(VACANCY_ORDER_BY, PAGE_SIZES.vacancies).extend({
  /** The company's user id. */
  user_id: optionalInt(),
  job_type_id: optionalInt(),
  province_code: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{2}$/, 'harus kode provinsi dua digit, contoh 64')
      .optional(),
  ),
  /**
   * Salary range in rupiah, as the vacancy states it (docs/decisions/087); a minimum above the maximum
   * is refused by the service (vacancyFilterProblems, 422).
   */
  salary_min: wholeNumber(SALARY_FILTER_MAX, VACANCY_LIST_MESSAGES.salaryMin),
  salary_max: wholeNumber(SALARY_FILTER_MAX, VACANCY_LIST_MESSAGES.salaryMax),
  /** The minimum education the vacancy asks for (an id of GET /master/educations). */
  education_id: wholeNumber(INT32_MAX, VACANCY_LIST_MESSAGES.educationId).refine(
    (v) => v === undefined || v > 0,
    VACANCY_LIST_MESSAGES.educationId,
  ),
  city_code: CityCodeSchema,
  district_code: DistrictCodeSchema,
});
export type VacancyListQuery = z.infer<typeof VacancyListQuerySchema>;

export const VacancySlugParamsSchema = z.object({ title_slug: z.string().trim().min(1).max(240) });

/** The company a vacancy belongs to, as shown on vacancy cards. */
export const VacancyCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  photo_url: z.string().nullable(),
  city_name: z.string().nullable(),
  /** The "Perusahaan responsif" mark (docs/decisions/104). */
  is_responsive: z.boolean().optional(),
});

/** A vacancy in a list (card): everything but the long texts. */
export const VacancySummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  status: z.string(),
  publication_status: z.string(),
  job_type_id: z.number().nullable(),
  job_type_name: z.string().nullable(),
  position_id: z.number().nullable(),
  position_name: z.string().nullable(),
  is_position_other: z.boolean(),
  position_other: z.string().nullable(),
  salary: z.number().nullable(),
  salary_type: z.string(),
  salary_type_name: z.string(),
  worker_count: z.number(),
  work_type: z.string().nullable(),
  work_type_name: z.string().nullable(),
  education_id: z.number().nullable(),
  education_name: z.string().nullable(),
  poster: z.string().nullable(),
  poster_url: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  sub_district_code: z.string().nullable(),
  location: LocationSchema,
  expired_at: z.string().nullable(),
  is_invitation: z.boolean(),
  applicant_count: z.number(),
  view_count: z.number(),
  created_at: z.string(),
  company: VacancyCompanySchema,
  /** What the office checked about the company, still current (docs/decisions/106); public reads only. */
  company_checks: z.array(PublicCompanyCheckSchema).optional(),
});
export type VacancySummary = z.infer<typeof VacancySummarySchema>;

/** A vacancy's detail page (docs/product.md §3 "Job vacancy"). */
export const VacancyDetailSchema = VacancySummarySchema.extend({
  email: z.string().nullable(),
  address: z.string().nullable(),
  is_gender_based_count: z.boolean(),
  male_count: z.number(),
  female_count: z.number(),
  description: z.string().nullable(),
  conclusion: z.string().nullable(),
  deadline: z.number().nullable(),
  deadline_period: z.string(),
  benefits: z.array(z.number()),
  benefit_names: z.array(z.string()),
  benefit_other: z.string().nullable(),
  required_skills: z.string().nullable(),
  set_major: z.string().nullable(),
  special_condition: z.string().nullable(),
  work_hour: z.string().nullable(),
  year_experience: z.number().nullable(),
  /** Age limits in years (Perpres 57/2023 Pasal 5); null = none. */
  age_min: z.number().nullable().default(null),
  age_max: z.number().nullable().default(null),
  /** The company's job-related reason for flagged requirements (docs/decisions/102), shown on the page. */
  fair_posting_reason: z.string().nullable(),
});
export type VacancyDetail = z.infer<typeof VacancyDetailSchema>;

export const VacancyListDataSchema = z.object({
  job_vacancies: z.array(VacancySummarySchema),
  total: z.number(),
});
export type VacancyListData = z.infer<typeof VacancyListDataSchema>;

export const VacancyDetailDataSchema = z.object({ job_vacancy: VacancyDetailSchema });
export type VacancyDetailData = z.infer<typeof VacancyDetailDataSchema>;
