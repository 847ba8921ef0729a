import * as z from './zod.ts';
import { optionalString } from './common.ts';

/** GET /landing-page: public counts and the site names the hero shows. */
export const LandingQuerySchema = z.object({
  /** Accepted as the spec lists it; counts do not depend on it. */
  search: optionalString(100),
  auth_user_id: z.unknown().optional(),
});
export type LandingQuery = z.infer<typeof LandingQuerySchema>;

export const LandingConfigsSchema = z.object({
  web_name: z.string(),
  subtitle: z.string(),
  city_name: z.string(),
  office_name: z.string(),
});
export type LandingConfigs = z.infer<typeof LandingConfigsSchema>;

export const LandingPageSchema = z.object({
  total_companies: z.number(),
  total_seekers: z.number(),
  total_job_vacancies: z.number(),
  total_posts: z.number(),
  configs: LandingConfigsSchema,
});
export type LandingPage = z.infer<typeof LandingPageSchema>;

export const LandingDataSchema = z.object({ landing_page: LandingPageSchema });
export type LandingData = z.infer<typeof LandingDataSchema>;
