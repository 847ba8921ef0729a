import { sql, type SQL } from 'drizzle-orm';
import { DOCUMENT_ACCESS_DAYS, type ContactAccess } from '@siloker/shared';
import { applicationStatusHistories, jobVacancies, seekerJobVacancies } from '../db/schema/index.ts';
import { qualified } from './sql-names.ts';

/*
 * The one rule for "may this company see this seeker's contact details and documents for this
 * application" (docs/decisions/076-contact-after-consent.md), as SQL over a seeker_job_vacancies row in
 * scope. The applicant lists select it as a column and the mapper hides the fields by it; the
 * private-file route asks it for any application of the seeker to the company.
 */

/** A whole number of days, written as a literal (a constant, never input). */
const window = sql.raw(`interval '${Math.trunc(DOCUMENT_ACCESS_DAYS)} days'`);

/**
 * The seeker made the application, or accepted the invitation: its history reached APPLIED at some
 * point. An INVITED row, or one declined (INVITED → REJECTED), never did; one REJECTED after applying did.
 */
const seekerApplied = (): SQL =>
  sql`exists (select 1 from ${applicationStatusHistories} where ${qualified(applicationStatusHistories.seeker_job_vacancy_id)} = ${qualified(seekerJobVacancies.id)} and ${qualified(applicationStatusHistories.to_status)} = 'APPLIED')`;

/**
 * The application's vacancy is live, or stopped being live less than DOCUMENT_ACCESS_DAYS ago:
 * closed_at is set whenever it is closed, unpublished, removed or refused by the office (and cleared
 * when it is published again); expiry counts from expired_at.
 */
const vacancyInWindow = (): SQL =>
  sql`exists (select 1 from ${jobVacancies} where ${qualified(jobVacancies.id)} = ${qualified(seekerJobVacancies.job_vacancy_id)} and (${qualified(jobVacancies.closed_at)} is null or ${qualified(jobVacancies.closed_at)} > now() - ${window}) and (${qualified(jobVacancies.expired_at)} is null or ${qualified(jobVacancies.expired_at)} > now() - ${window}))`;

/** What the company sees of the application's seeker (ContactAccess). */
export const contactAccess = (): SQL<ContactAccess> =>
  sql<ContactAccess>`(case when not ${seekerApplied()} then 'NOT_APPLIED' when not ${vacancyInWindow()} then 'ENDED' else 'SHARED' end)`;

/** The same rule as a condition: the company may see the contact details and documents. */
export const contactShared = (): SQL => sql`(${seekerApplied()} and ${vacancyInWindow()})`;

/** The value for job_vacancies.closed_at when a vacancy stops being live: the first stop counts. */
export const closedNow = (): SQL => sql`coalesce(${qualified(jobVacancies.closed_at)}, now())`;
