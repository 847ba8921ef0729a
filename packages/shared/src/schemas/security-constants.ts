/**
 * Limits and roles of the trust-and-security work (issue 15; docs/decisions/072). One place, so the
 * server enforces and the screens explain the same numbers.
 */

/** An office account's power: the administrator runs staff, settings, positions and the audit trail. */
export const OFFICE_ROLES = ['ADMINISTRATOR', 'VERIFIER'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];
export const OFFICE_ROLE_NAMES: Record<OfficeRole, string> = {
  ADMINISTRATOR: 'Administrator',
  VERIFIER: 'Verifikator',
};

/** Invitations one company may send in a day (the directory cannot be harvested through them). */
export const INVITATIONS_PER_COMPANY_PER_DAY = 30;

/** Days after a vacancy stops being live that its company still reads the applicants' documents. */
export const DOCUMENT_ACCESS_DAYS = 14;

/** The largest image accepted, in pixels (width × height), before it is decoded and re-encoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The whole of one multipart request, every part together. */
export const MULTIPART_MAX_BYTES = 40 * 1024 * 1024;

/**
 * The version of the privacy notice (Kebijakan Privasi) in force; a new one asks every account again.
 * '.2': the notice of the same day now names the CV and the cover letter (docs/decisions/088), so the
 * accounts that agreed to '2026-11-26' are asked again.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26.2';
