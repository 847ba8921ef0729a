import * as z from './zod.ts';
import { PAGE_SIZES } from '../constants.ts';
import { listQuerySchema, LocationSchema } from './common.ts';
import { VacancySummarySchema } from './vacancies.ts';
import { PublicCompanyCheckSchema } from './company-checks.ts';

export const COMPANY_ORDER_BY = ['created_at', 'name'] as const;

/** GET /companies (docs/product.md §7). */
export const CompanyListQuerySchema = listQuerySchema(COMPANY_ORDER_BY, PAGE_SIZES.companies);
export type CompanyListQuery = z.infer<typeof CompanyListQuerySchema>;

export const CompanySlugParamsSchema = z.object({ name_slug: z.string().trim().min(1).max(240) });

/**
 * A company's public profile. Contact e-mail and phone are business contacts and public;
 * NIB and the NIB/NPWP files are private and never part of this shape.
 */
export const CompanyPublicSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  about: z.string().nullable(),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  province_code: z.string().nullable(),
  city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  sub_district_code: z.string().nullable(),
  location: LocationSchema,
  business_field_id: z.number().nullable(),
  business_field_name: z.string().nullable(),
  status_office: z.string().nullable(),
  status_office_name: z.string().nullable(),
  status: z.string(),
  job_vacancy_count: z.number(),
  created_at: z.string(),
  /** The "Perusahaan responsif" mark (docs/decisions/104). */
  is_responsive: z.boolean().optional(),
});
export type CompanyPublic = z.infer<typeof CompanyPublicSchema>;

/** The company page: its profile and its public vacancies, newest first (at most 20). */
export const CompanyDetailSchema = CompanyPublicSchema.extend({
  job_vacancies: z.array(VacancySummarySchema),
  /** What the office checked about it, still current (docs/decisions/106). */
  company_checks: z.array(PublicCompanyCheckSchema).optional(),
});
export type CompanyDetail = z.infer<typeof CompanyDetailSchema>;

export const CompanyListDataSchema = z.object({
  companies: z.array(CompanyPublicSchema),
  total: z.number(),
});
export type CompanyListData = z.infer<typeof CompanyListDataSchema>;

export const CompanyDetailDataSchema = z.object({ company: CompanyDetailSchema });
export type CompanyDetailData = z.infer<typeof CompanyDetailDataSchema>;
