import * as z from './zod.ts';
import { listQuerySchema } from './common.ts';
import { FILE_READS_PAGE_SIZE, PRIVACY_MESSAGES } from './privacy-constants.ts';

export * from './privacy-constants.ts';
export * from './privacy-notice.ts';

/**
 * The consent box of registration and of the "Saya setuju" dialog: only `true` counts (UU PDP 27/2022
 * Pasal 20: consent is given, never assumed); absent or false is refused with one Indonesian message.
 */
export const PrivacyConsentFieldSchema = z.literal(true, { error: PRIVACY_MESSAGES.consentRequired });

/** POST /account/privacy-consent: agrees to the notice version in force (PRIVACY_NOTICE_VERSION). */
export const PrivacyConsentBodySchema = z.object({
  privacy_consent: PrivacyConsentFieldSchema,
  auth_user_id: z.unknown().optional(),
});
export type PrivacyConsentBody = z.infer<typeof PrivacyConsentBodySchema>;

export const PrivacyConsentDataSchema = z.object({
  version: z.string(),
  consented_at: z.string(),
  privacy_consent_required: z.boolean(),
});
export type PrivacyConsentData = z.infer<typeof PrivacyConsentDataSchema>;

/** GET /account/file-reads: newest first (sort_by=asc for oldest first), paginated. */
export const FileReadsQuerySchema = listQuerySchema(['created_at'], FILE_READS_PAGE_SIZE);
export type FileReadsQuery = z.infer<typeof FileReadsQuerySchema>;

/** One read of the owner's private file by someone else: the organisation, never the staff member's name. */
export const FileReadSchema = z.object({
  id: z.number(),
  file_kind: z.string(),
  file_label: z.string(),
  reader_role: z.string(),
  reader_role_name: z.string(),
  reader_organisation: z.string(),
  created_at: z.string(),
});
export type FileRead = z.infer<typeof FileReadSchema>;

export const FileReadsDataSchema = z.object({ file_reads: z.array(FileReadSchema), total_data: z.number() });
export type FileReadsData = z.infer<typeof FileReadsDataSchema>;
