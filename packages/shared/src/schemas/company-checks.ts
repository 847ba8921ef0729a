import * as z from './zod.ts';
import { id } from './common.ts';
import { isIsoDate } from './statistics-constants.ts';
import {
  COMPANY_CHECK_KINDS,
  COMPANY_CHECK_MESSAGES,
  SITE_VISIT_EARLIEST,
} from './company-checks-constants.ts';

export * from './company-checks-constants.ts';

/*
 * The office's checks of a company and the public badge (issue 20 item 4; docs/decisions/106). Public
 * reads carry only the kind and its dates: no document, no value checked, no recorder (decision 020).
 */

const kind = z.enum(COMPANY_CHECK_KINDS, { error: COMPANY_CHECK_MESSAGES.badKind });

/** A check the public sees: recorded, and its values unchanged since. */
export const PublicCompanyCheckSchema = z.object({
  kind: z.enum(COMPANY_CHECK_KINDS),
  /** When the office recorded it. */
  checked_at: z.string(),
  /** The site visit's day (YYYY-MM-DD); null for the other kinds. */
  visited_on: z.string().nullable(),
});
export type PublicCompanyCheck = z.infer<typeof PublicCompanyCheckSchema>;

/** A recorded check as the office sees it: who recorded it and whether its values changed since. */
export const OfficeCompanyCheckSchema = PublicCompanyCheckSchema.extend({
  recorded_by_name: z.string().nullable(),
  /** False once a value it stands on changed (COMPANY_CHECK_BASIS): the public no longer sees it. */
  is_current: z.boolean(),
});
export type OfficeCompanyCheck = z.infer<typeof OfficeCompanyCheckSchema>;

/** The office's view of one company's checks, with what the e-mail domain rule compares. */
export const OfficeCompanyChecksSchema = z.object({
  checks: z.array(OfficeCompanyCheckSchema),
  email_domain: z.object({
    /** The domain of the company account's e-mail. */
    account: z.string().nullable(),
    /** The host of the company's website. */
    website: z.string().nullable(),
    matches: z.boolean(),
    free_mail: z.boolean(),
  }),
});
export type OfficeCompanyChecks = z.infer<typeof OfficeCompanyChecksSchema>;

const visitDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string()
    .refine(isIsoDate, { error: COMPANY_CHECK_MESSAGES.visitDateBad, abort: true })
    .refine((d) => d >= SITE_VISIT_EARLIEST, { error: COMPANY_CHECK_MESSAGES.visitDateTooEarly })
    .optional(),
);

/**
 * POST /office/companies/{id}/checks. A site visit needs its day (not after today in the portal's time
 * zone: the service checks that); only a site visit has one. `by_hand` confirms an e-mail domain that
 * does not match the website (docs/decisions/106).
 */
export const CompanyCheckBodySchema = z
  .object({
    kind,
    visited_on: visitDay,
    by_hand: z.boolean().optional(),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'site_visit' && typeof b.visited_on !== 'string') {
      ctx.addIssue({
        code: 'custom',
        path: ['visited_on'],
        message: COMPANY_CHECK_MESSAGES.visitDateRequired,
      });
    }
    if (typeof b.kind === 'string' && b.kind !== 'site_visit' && b.visited_on !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['visited_on'],
        message: COMPANY_CHECK_MESSAGES.visitDateOnlyForVisit,
      });
    }
    if (typeof b.kind === 'string' && b.kind !== 'email_domain' && b.by_hand === true) {
      ctx.addIssue({
        code: 'custom',
        path: ['by_hand'],
        message: COMPANY_CHECK_MESSAGES.byHandOnlyForDomain,
      });
    }
  }, z.evenWithFieldErrors);
export type CompanyCheckBody = z.infer<typeof CompanyCheckBodySchema>;

/**
 * DELETE /office/companies/{id}/checks/{kind}. The kind is checked by the service (isCompanyCheckKind),
 * after the role guard, so a guest reads 401 whatever the path says.
 */
export const CompanyCheckParamsSchema = z.object({ id: id(), kind: z.string().max(40) });

export const OfficeCompanyChecksDataSchema = z.object({ company_checks: OfficeCompanyChecksSchema });
export type OfficeCompanyChecksData = z.infer<typeof OfficeCompanyChecksDataSchema>;
