import * as z from './zod.ts';
import { formatValidationMessage } from '../validation/rules.ts';
import { COMPANY_STATUSES, ROLES, SEEKER_STATUSES, USER_STATUSES } from '../enums.ts';
import { OFFICE_ROLES } from './security-constants.ts';
import {
  AUTH_LABELS,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_TYPES,
} from './auth-constants.ts';
import { PrivacyConsentFieldSchema } from './privacy.ts';

export {
  AUTH_LABELS,
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_TYPES,
  type RegistrationType,
} from './auth-constants.ts';

/** The rule messages of docs/product.md §5, from the shared validation engine so forms and server agree. */
export const ruleMessage = {
  required: (field: string) => formatValidationMessage('required', { field }),
  email: (field: string) => formatValidationMessage('email', { field }),
  min: (field: string, length: number) => formatValidationMessage('min', { field, length }),
  max: (field: string, length: number) => formatValidationMessage('max', { field, length }),
  numeric: (field: string) => formatValidationMessage('numeric', { field }),
  confirmed: (field: string, other: string) => formatValidationMessage('confirmed', { field, other }),
};

const requiredString = (label: string) =>
  z
    .string({ error: ruleMessage.required(label) })
    .trim()
    // No abort: nothing after it fails on an empty value, and an aborting issue would keep the object's
    // own checks (the confirmation) from running (docs/decisions/084).
    .min(1, { error: ruleMessage.required(label) });

export const EmailSchema = requiredString(AUTH_LABELS.email)
  .max(EMAIL_MAX_LENGTH, ruleMessage.max(AUTH_LABELS.email, EMAIL_MAX_LENGTH))
  .pipe(z.email(ruleMessage.email(AUTH_LABELS.email)))
  .transform((v) => v.toLowerCase());

export const NameSchema = requiredString(AUTH_LABELS.name).max(
  NAME_MAX_LENGTH,
  ruleMessage.max(AUTH_LABELS.name, NAME_MAX_LENGTH),
);

/** A new password. Not trimmed: spaces are allowed characters. The common-password check runs on the server. */
export const NewPasswordSchema = z
  .string({ error: ruleMessage.required(AUTH_LABELS.password) })
  // One check for both, so an empty password says "wajib di isi" once and nothing aborts (requiredString).
  .min(PASSWORD_MIN_LENGTH, {
    error: (issue) =>
      issue.input === ''
        ? ruleMessage.required(AUTH_LABELS.password)
        : ruleMessage.min(AUTH_LABELS.password, PASSWORD_MIN_LENGTH),
  })
  .max(PASSWORD_MAX_LENGTH, ruleMessage.max(AUTH_LABELS.password, PASSWORD_MAX_LENGTH));

/** An existing password being checked (login, old password): only required and bounded. */
const currentPassword = (label: string) =>
  z
    .string({ error: ruleMessage.required(label) })
    .min(1, { error: ruleMessage.required(label) })
    .max(1024, ruleMessage.max(label, 1024));

const passwordConfirmation = z.string({
  error: ruleMessage.required(AUTH_LABELS.password_confirmation),
});

const confirmationMatches = (v: { password: string; password_confirmation: string }) =>
  v.password === v.password_confirmation;
const confirmationIssue = {
  error: ruleMessage.confirmed(AUTH_LABELS.password_confirmation, AUTH_LABELS.password),
  path: ['password_confirmation'],
  ...z.evenWithFieldErrors,
};

/** Accepts true/false, 1/0 and their string forms, as forms and query strings send them. */
const looseBoolean = z.preprocess(
  (v) =>
    v === 'true' || v === '1' || v === 1
      ? true
      : v === 'false' || v === '0' || v === 0 || v === ''
        ? false
        : v,
  z.boolean(),
);

/** `auth_user_id` is added by the client to every body (docs/product.md §7) and ignored for identity. */
const clientAuthUserId = { auth_user_id: z.unknown().optional() };

/** POST /auth/register. Office accounts are never registrable. */
export const RegisterBodySchema = z
  .object({
    name: NameSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    password_confirmation: passwordConfirmation,
    type: z.enum(REGISTRATION_TYPES, { error: `${AUTH_LABELS.type} harus pencari kerja atau perusahaan` }),
    roles: z.unknown().optional(),
    /** Consent to the privacy notice in force, recorded with its version (docs/decisions/077). */
    privacy_consent: PrivacyConsentFieldSchema,
    ...clientAuthUserId,
  })
  .refine(confirmationMatches, confirmationIssue);
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** POST /auth/login. */
export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: currentPassword(AUTH_LABELS.password),
  save_auth: looseBoolean.optional(),
  ...clientAuthUserId,
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

const TokenSchema = requiredString(AUTH_LABELS.token).max(200, ruleMessage.max(AUTH_LABELS.token, 200));

/** POST /auth/verification-email: the activation link (also the e-mail change link). */
export const VerificationEmailBodySchema = z.object({
  email: EmailSchema,
  token: TokenSchema,
  ...clientAuthUserId,
});
export type VerificationEmailBody = z.infer<typeof VerificationEmailBodySchema>;

/** POST /auth/resend-verification-email and POST /auth/send-email-reset-password. */
export const EmailOnlyBodySchema = z.object({ email: EmailSchema, ...clientAuthUserId });
export type EmailOnlyBody = z.infer<typeof EmailOnlyBodySchema>;

/**
 * POST /auth/change-password. Public screen: {email, token, password, password_confirmation,
 * is_from_panel: false}; panel: {password_old, password, password_confirmation, is_from_panel: true}.
 */
export const ChangePasswordBodySchema = z
  .object({
    is_from_panel: looseBoolean.default(false),
    email: z.string().optional(),
    token: z.string().max(200).optional(),
    password_old: z.string().max(1024).optional(),
    password: NewPasswordSchema,
    password_confirmation: passwordConfirmation,
    ...clientAuthUserId,
  })
  .superRefine((v, ctx) => {
    if (v.is_from_panel) {
      if (!v.password_old) {
        ctx.addIssue({
          code: 'custom',
          message: ruleMessage.required(AUTH_LABELS.password_old),
          path: ['password_old'],
        });
      }
    } else {
      const email = EmailSchema.safeParse(v.email);
      if (!email.success) {
        ctx.addIssue({ code: 'custom', message: email.error.issues[0]!.message, path: ['email'] });
      }
      if (typeof v.token !== 'string' || !v.token.trim()) {
        ctx.addIssue({ code: 'custom', message: ruleMessage.required(AUTH_LABELS.token), path: ['token'] });
      }
    }
  }, z.evenWithFieldErrors)
  .refine(confirmationMatches, confirmationIssue);
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

const PHONE_MAX_LENGTH = 20;
export const PhoneSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') || null : v),
  z
    .string()
    .regex(/^\+?\d+$/, ruleMessage.numeric(AUTH_LABELS.phone))
    .min(8, ruleMessage.min(AUTH_LABELS.phone, 8))
    .max(PHONE_MAX_LENGTH, ruleMessage.max(AUTH_LABELS.phone, PHONE_MAX_LENGTH))
    .nullable()
    .optional(),
);

/**
 * POST /auth/change-account {name, email, phone, password?}. `password` is the current password,
 * needed only when the e-mail changes.
 */
export const ChangeAccountBodySchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: z.string().max(1024).optional(),
  ...clientAuthUserId,
});
export type ChangeAccountBody = z.infer<typeof ChangeAccountBodySchema>;

/** Permissions every role gets; docs/product.md §6 checks `permissions` and the default includes `dashboard`. */
export const ROLE_PERMISSIONS: Record<(typeof ROLES)[number], readonly string[]> = {
  seeker: ['dashboard', 'notification', 'profile-seeker', 'apply-job', 'join-post'],
  company: [
    'dashboard',
    'notification',
    'profile-company',
    'manage-vacancy',
    'manage-applicant',
    'invite-seeker',
  ],
  admin: ['dashboard', 'notification', 'office', 'manage-position'],
};

/** The auth user of docs/product.md §3 (`data.user` of login, verification-email, me, change-account). */
export const AuthUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  /** The session token: new on login and activation, the current one on /auth/me and change-account. */
  token: z.string().nullable(),
  /** ISO 8601 expiry of the token. */
  expired_at: z.string().nullable(),
  role_name: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  seeker_detail_id: z.number().nullable(),
  company_detail_id: z.number().nullable(),
  photo: z.string().nullable(),
  photo_url: z.string().nullable(),
  phone: z.string().nullable(),
  unread_notif_count: z.number(),
  permissions: z.array(z.string()),
  seeker_detail: z.object({ status: z.enum(SEEKER_STATUSES) }).nullable(),
  company_detail: z.object({ status: z.enum(COMPANY_STATUSES) }).nullable(),
  /** An office account's power (docs/decisions/072); null for seekers and companies. */
  office_role: z.enum(OFFICE_ROLES).nullable().optional(),
  /** True while the account has not agreed to the notice version in force (docs/decisions/077). */
  privacy_consent_required: z.boolean(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const AuthUserDataSchema = z.object({ user: AuthUserSchema });
export type AuthUserData = z.infer<typeof AuthUserDataSchema>;

/**
 * `data.user` of POST /auth/register. No id and no token: the answer is the same whether or not
 * the address already had an account (docs/decisions/031).
 */
export const RegisteredUserSchema = z.object({
  name: z.string(),
  email: z.string(),
  role_name: z.enum(REGISTRATION_TYPES),
  status: z.literal('NEED_ACTIVATION'),
  token: z.null(),
  expired_at: z.null(),
});
export const RegisterDataSchema = z.object({ user: RegisteredUserSchema });
export type RegisterData = z.infer<typeof RegisterDataSchema>;

/** `data` of POST /auth/change-account: the user, plus the address waiting for confirmation if any. */
export const ChangeAccountDataSchema = z.object({
  user: AuthUserSchema,
  pending_email: z.string().nullable(),
});
export type ChangeAccountData = z.infer<typeof ChangeAccountDataSchema>;
