import * as z from './zod.ts';
import { APPLICATION_STATUSES, PUBLICATION_STATUSES, VACANCY_STATUSES } from '../enums.ts';
import type { DashboardStage } from './dashboard-constants.ts';

export * from './dashboard-constants.ts';

/**
 * GET /dashboard (issue 10 item 11): the numbers of the signed-in account's Halaman Utama, its own data
 * only. The answer's `role` says which of the two shapes it is; the office has GET /office/summary.
 */

/** How many of a vacancy's applicants are at each stage (docs/product.md §4). */
export const DashboardStageCountsSchema = z.object({
  APPLIED: z.number(),
  CALLED: z.number(),
  PASSED: z.number(),
  ACCEPTED: z.number(),
  REJECTED: z.number(),
}) satisfies z.ZodType<Record<DashboardStage, number>>;
export type DashboardStageCounts = z.infer<typeof DashboardStageCountsSchema>;

export const DashboardVacancySchema = z.object({
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  status: z.enum(VACANCY_STATUSES),
  publication_status: z.enum(PUBLICATION_STATUSES),
  expired_at: z.string().nullable(),
  applicant_counts: DashboardStageCountsSchema,
});
export type DashboardVacancy = z.infer<typeof DashboardVacancySchema>;

/**
 * A company's dashboard. Active: VERIFIED, PUBLISHED, not past expired_at (what the public can find);
 * inactive: every other vacancy not removed. Invitations are not listed (they have their own screens).
 * Each list is the newest DASHBOARD_LIST_SIZES.vacancies; `totals` counts them all.
 */
export const CompanyDashboardDataSchema = z.object({
  role: z.literal('company'),
  job_vacancies_active: z.array(DashboardVacancySchema),
  job_vacancies_inactive: z.array(DashboardVacancySchema),
  totals: z.object({ active: z.number(), inactive: z.number() }),
});
export type CompanyDashboardData = z.infer<typeof CompanyDashboardDataSchema>;

/** docs/product.md §2 "Seeker dashboard counters", by key (labels in SEEKER_DASHBOARD_COUNTERS). */
export const SeekerDashboardCountersSchema = z.object({
  applicants: z.number(),
  calls: z.number(),
  passed: z.number(),
  accepted: z.number(),
  invited: z.number(),
  rejected: z.number(),
});
export type SeekerDashboardCounters = z.infer<typeof SeekerDashboardCountersSchema>;

/** One of the seeker's latest applications. `date`: when it was sent (or created, for an invitation). */
export const DashboardApplicationSchema = z.object({
  id: z.number(),
  status: z.enum(APPLICATION_STATUSES),
  is_invitation: z.boolean(),
  date: z.string(),
  job_vacancy: z.object({
    id: z.number(),
    title: z.string(),
    title_slug: z.string(),
    is_removed: z.boolean(),
  }),
  company: z.object({ name: z.string(), slug_name: z.string() }),
});
export type DashboardApplication = z.infer<typeof DashboardApplicationSchema>;

/** An event the seeker joined (post_participants), latest joined first. */
export const DashboardPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  title_slug: z.string(),
  start_at: z.string().nullable(),
  location: z.string().nullable(),
  joined_at: z.string(),
});
export type DashboardPost = z.infer<typeof DashboardPostSchema>;

export const SeekerDashboardDataSchema = z.object({
  role: z.literal('seeker'),
  counters: SeekerDashboardCountersSchema,
  applications: z.array(DashboardApplicationSchema),
  posts: z.array(DashboardPostSchema),
  /** Every event joined (the tab's count); `posts` is the latest few. */
  posts_total: z.number(),
});
export type SeekerDashboardData = z.infer<typeof SeekerDashboardDataSchema>;

export const DashboardDataSchema = z.discriminatedUnion('role', [
  CompanyDashboardDataSchema,
  SeekerDashboardDataSchema,
]);
export type DashboardData = z.infer<typeof DashboardDataSchema>;

/**
 * GET /dashboard/backup (issue 18 item 1): the newest archive in BACKUP_DIR for the office dashboard.
 * On PostgreSQL the operator's pg_dump is the backup: `engine` says so and nothing is listed.
 */
export const DashboardBackupDataSchema = z.object({
  engine: z.enum(['pglite', 'postgres']),
  /** When the newest archive was taken (ISO), null when there is none. */
  last_at: z.string().nullable(),
  size_bytes: z.number().nullable(),
  /** Older than BACKUP_STALE_DAYS, or none, on the embedded engine. */
  stale: z.boolean(),
});
export type DashboardBackupData = z.infer<typeof DashboardBackupDataSchema>;
