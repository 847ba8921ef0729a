import { FILE_KINDS } from '@siloker/shared';
import { privateFileUrl, storageUrl } from '../../lib/storage/url.ts';
import { kindOfKey, type FileRow } from '../files/service.ts';
import type { AccountRow, SeekerProfileRow } from './repository.ts';

/** Where the owner downloads a stored key: private kinds through the authorised route, others public. */
export function fileUrl(key: string | null | undefined): string | null {
  if (!key) return null;
  const kind = kindOfKey(key);
  return kind && FILE_KINDS[kind].visibility === 'private' ? privateFileUrl(key) : storageUrl(key);
}

/** The row with a `<column>_url` beside each file column, so the export's links work as they are. */
export function withFileUrls<T extends object>(row: T, columns: (keyof T & string)[]) {
  const urls = Object.fromEntries(
    columns.map((c) => [`${c}_url`, fileUrl(row[c] as string | null | undefined)]),
  );
  return { ...row, ...urls };
}

/** The account's own fields: never its password hash, tokens or permissions. */
export const toExportAccount = (a: AccountRow) => ({
  id: a.id,
  name: a.name,
  email: a.email,
  phone: a.phone,
  photo_url: storageUrl(a.photo),
  role_name: a.role_name,
  status: a.status,
  created_at: a.created_at,
  email_verified_at: a.email_verified_at,
  last_login_at: a.last_login_at,
});

/** Every column of the seeker's profile (NIK and KTP included: it is their own data) with its entries. */
export const toExportSeekerProfile = (p: SeekerProfileRow) => ({
  ...withFileUrls(p, ['photo', 'file_ktp', 'file_cv']),
  educations: p.educations.map((e) => withFileUrls(e, ['certificate'])),
  experiences: p.experiences,
  skills: p.skills.map((s) => withFileUrls(s, ['certificate'])),
});

export const toExportFile = (f: FileRow) => ({
  id: f.id,
  kind: f.kind,
  visibility: f.visibility,
  mime: f.mime,
  size: f.size,
  original_name: f.original_name,
  created_at: f.created_at,
  url: f.visibility === 'private' ? privateFileUrl(f.storage_key) : storageUrl(f.storage_key),
});
