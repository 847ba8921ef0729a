import * as z from './zod.ts';
import { PAGE_SIZES } from '../constants.ts';
import { listQuerySchema, optionalInt } from './common.ts';

export const SEEKER_ORDER_BY = ['created_at'] as const;

/** GET /seekers (docs/product.md §7). */
export const SeekerListQuerySchema = listQuerySchema(SEEKER_ORDER_BY, PAGE_SIZES.seekers).extend({
  education_id: optionalInt(),
});
export type SeekerListQuery = z.infer<typeof SeekerListQuerySchema>;

export const SeekerSlugParamsSchema = z.object({ name_slug: z.string().trim().min(1).max(240) });

/**
 * A job seeker as the public sees them (only those who opted in). Never: NIK, KTP file, birth date
 * or place, address, RT/RW/house number, phone, e-mail, district codes, registration number.
 * Age is computed from the birth date on the server; the date itself is not sent.
 */
export const SeekerSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  slug_name: z.string(),
  photo_url: z.string().nullable(),
  gender: z.string(),
  gender_name: z.string(),
  age: z.number().nullable(),
  city_name: z.string().nullable(),
  position_name: z.string().nullable(),
  education_id: z.number().nullable(),
  education_name: z.string().nullable(),
  created_at: z.string(),
});
export type SeekerSummary = z.infer<typeof SeekerSummarySchema>;

export const SeekerEducationPublicSchema = z.object({
  education_id: z.number(),
  education_name: z.string().nullable(),
  school_name: z.string().nullable(),
  graduation_year: z.number().nullable(),
  major: z.string().nullable(),
});

export const SeekerExperiencePublicSchema = z.object({
  company_name: z.string(),
  position: z.string().nullable(),
  jobdesk: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});

/** Skills without their certificate files. */
export const SeekerSkillPublicSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  duration: z.string().nullable(),
});

export const SeekerPublicSchema = SeekerSummarySchema.extend({
  about: z.string().nullable(),
  language_skills: z.array(z.string()),
  language_another: z.string().nullable(),
  educations: z.array(SeekerEducationPublicSchema),
  experiences: z.array(SeekerExperiencePublicSchema),
  skills: z.array(SeekerSkillPublicSchema),
});
export type SeekerPublic = z.infer<typeof SeekerPublicSchema>;

export const SeekerListDataSchema = z.object({ seekers: z.array(SeekerSummarySchema), total: z.number() });
export type SeekerListData = z.infer<typeof SeekerListDataSchema>;

export const SeekerDetailDataSchema = z.object({ seeker: SeekerPublicSchema });
export type SeekerDetailData = z.infer<typeof SeekerDetailDataSchema>;
