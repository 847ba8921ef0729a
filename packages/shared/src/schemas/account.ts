import * as z from './zod.ts';

// Account rights (UU PDP 27/2022): export and deletion

export const AccountDeleteBodySchema = z.object({
  password: z.string({ error: 'Kata sandi wajib di isi' }).min(1, 'Kata sandi wajib di isi').max(1024),
  auth_user_id: z.unknown().optional(),
});
export type AccountDeleteBody = z.infer<typeof AccountDeleteBodySchema>;

/** Everything the portal holds about the account, as one JSON document (GET /account/export). */
export const AccountExportDataSchema = z.object({
  exported_at: z.string(),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  applications: z.array(z.record(z.string(), z.unknown())),
  events: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  files: z.array(z.record(z.string(), z.unknown())),
  /** Who opened the account's private documents (docs/decisions/077). */
  file_reads: z.array(z.record(z.string(), z.unknown())),
  /** Each version of the privacy notice the account agreed to, and when. */
  privacy_consents: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExportData = z.infer<typeof AccountExportDataSchema>;
