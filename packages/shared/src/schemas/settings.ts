import * as z from './zod.ts';
import { formatValidationMessage } from '../validation/rules.ts';
import { ApplyLimitFieldSchema } from './employer-desk.ts';
import { NIP_DIGITS, SETTINGS_LABELS, SETTINGS_LIMITS, SETTINGS_MESSAGES } from './settings-constants.ts';

export * from './settings-constants.ts';

/*
 * GET and POST /office/configs (issue 11 item 7), role `admin` only. The POST is multipart: the text
 * fields below plus an optional image file `web_logo`, checked by content like every image (files domain).
 */

const required = (key: keyof typeof SETTINGS_LIMITS) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .trim()
      .min(1, { error: formatValidationMessage('required', { field: SETTINGS_LABELS[key] }) })
      .max(SETTINGS_LIMITS[key], {
        error: formatValidationMessage('max', { field: SETTINGS_LABELS[key], length: SETTINGS_LIMITS[key] }),
      }),
  );

/** An optional text: absent or blank saves as '' (the footer then leaves the line out). */
const optionalText = (key: keyof typeof SETTINGS_LIMITS) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .trim()
      .max(SETTINGS_LIMITS[key], {
        error: formatValidationMessage('max', { field: SETTINGS_LABELS[key], length: SETTINGS_LIMITS[key] }),
      }),
  );

/** Digits and spaces, NIP_DIGITS digits; saved without the spaces ('' when blank). */
const nip = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : ''),
  z.string().refine((v) => v === '' || new RegExp(`^\\d{${NIP_DIGITS}}$`).test(v), {
    error: SETTINGS_MESSAGES.badNip,
  }),
);

const flag = z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean());

const PHONE = /^\+?[\d\s()-]{5,30}$/;
const WEBSITE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The text fields of POST /office/configs, as multipart sends them (strings). */
export const SiteSettingsFormSchema = z.object({
  web_name: required('web_name'),
  office_name: required('office_name'),
  office_address: optionalText('office_address'),
  office_phone: optionalText('office_phone').refine((v) => v === '' || PHONE.test(v), {
    error: SETTINGS_MESSAGES.badPhone,
  }),
  office_email: optionalText('office_email')
    .transform((v) => v.toLowerCase())
    .refine((v) => v === '' || EMAIL.test(v), {
      error: formatValidationMessage('email', { field: SETTINGS_LABELS.office_email }),
    }),
  office_website: optionalText('office_website').refine((v) => v === '' || WEBSITE.test(v), {
    error: SETTINGS_MESSAGES.badWebsite,
  }),
  /** '1'/'true': go back to the bundled city emblem (ignored when a new logo is sent). */
  remove_web_logo: flag,
  /** The AK/1 card's heading and signer (docs/decisions/086); blank heading lines follow the city. */
  ak1_government: optionalText('ak1_government'),
  ak1_office: optionalText('ak1_office'),
  ak1_head_title: optionalText('ak1_head_title'),
  ak1_head_name: optionalText('ak1_head_name'),
  ak1_head_nip: nip,
  /** '1'/'true': take the signature or stamp image off the card (ignored when a new one is sent). */
  remove_ak1_signature: flag,
  remove_ak1_stamp: flag,
  /** Applications per seeker per day (docs/decisions/109); blank or absent keeps the one in force. */
  apply_limit_per_day: ApplyLimitFieldSchema,
  auth_user_id: z.unknown().optional(),
});
export type SiteSettingsForm = z.infer<typeof SiteSettingsFormSchema>;

export const SiteSettingsSchema = z.object({
  web_name: z.string(),
  /** The stored key (`logo/….png`), '' for the bundled emblem. */
  web_logo: z.string(),
  /** `/storage/<web_logo>`, or null for the bundled emblem. */
  web_logo_url: z.string().nullable(),
  office_name: z.string(),
  office_address: z.string(),
  office_phone: z.string(),
  office_email: z.string(),
  office_website: z.string(),
  /** As saved: '' means the card uses the default below. */
  ak1_government: z.string(),
  ak1_office: z.string(),
  ak1_head_title: z.string(),
  ak1_head_name: z.string(),
  /** 18 digits, or ''. */
  ak1_head_nip: z.string(),
  /** The stored keys ('' for none) and their private download links (the office and card holders). */
  ak1_signature: z.string(),
  ak1_signature_url: z.string().nullable(),
  ak1_stamp: z.string(),
  ak1_stamp_url: z.string().nullable(),
  /** What the card prints for a blank heading line or title, from the city configuration. */
  ak1_defaults: z.object({ government: z.string(), office: z.string(), head_title: z.string() }),
  /** Applications per seeker per calendar day (docs/decisions/109); APPLY_LIMIT_PER_DAY_DEFAULT unless set. */
  apply_limit_per_day: z.number(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

export const SiteSettingsDataSchema = z.object({ configs: SiteSettingsSchema });
export type SiteSettingsData = z.infer<typeof SiteSettingsDataSchema>;
