import { and, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import { companyDetails, jobVacancies, posts, seekerDetails } from '../db/schema/index.ts';

/**
 * What the public may see (DESIGN.md "Status model"), in one place so lists, details and
 * landing-page counts agree.
 */

/** VERIFIED and PUBLISHED vacancies, not removed, not invitations, not past expired_at. Join companies for the company rule. */
export const publicVacancy = (): SQL =>
  and(
    eq(jobVacancies.status, 'VERIFIED'),
    eq(jobVacancies.publication_status, 'PUBLISHED'),
    eq(jobVacancies.is_removed, false),
    eq(jobVacancies.is_invitation, false),
    or(isNull(jobVacancies.expired_at), gt(jobVacancies.expired_at, sql`now()`)),
  )!;

/** Only VERIFIED companies are listed, and only their vacancies go public. */
export const publicCompany = (): SQL => eq(companyDetails.status, 'VERIFIED');

/** Seekers are listed only when they opt in. */
export const publicSeeker = (): SQL => eq(seekerDetails.is_public, true);

/** Events other than drafts. */
export const publicPost = (): SQL => sql`${posts.status} <> 'DRAFT'`;
