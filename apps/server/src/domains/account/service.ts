import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES, type AccountExportData } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { StorageDriver } from '../../lib/storage/index.ts';
import { confirmPassword } from '../auth/service.ts';
import { listOwnedFiles, removeFiles } from '../files/service.ts';
import { exportPrivacyRecords } from '../privacy/service.ts';
import { toExportAccount, toExportFile, toExportSeekerProfile, withFileUrls } from './mapper.ts';
import * as repo from './repository.ts';

export interface AccountDeps {
  db: Db;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

/**
 * GET /account/export: everything the portal holds about the caller (UU PDP 27/2022 right of access
 * and portability). Only the caller's own rows: a company sees how many applied, never who.
 */
export async function exportAccount(db: Db, me: AuthContext): Promise<AccountExportData> {
  const account = await repo.findAccount(db, me.id);
  if (!account) throw unauthorized();
  const [seeker, company, notifications, files, privacy] = await Promise.all([
    me.role_name === 'seeker' ? repo.findSeekerProfile(db, me.id) : null,
    me.role_name === 'company' ? repo.findCompanyProfile(db, me.id) : null,
    repo.listNotifications(db, me.id),
    listOwnedFiles(db, me.id),
    exportPrivacyRecords(db, me.id),
  ]);
  const [applications, events] = await Promise.all([
    seeker
      ? repo.listSeekerApplications(db, seeker.id)
      : company
        ? repo.listCompanyVacancies(db, company.id)
        : [],
    seeker ? repo.listSeekerEvents(db, seeker.id) : [],
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: toExportAccount(account),
    profile: seeker
      ? toExportSeekerProfile(seeker)
      : company
        ? withFileUrls(company, ['photo', 'file_nib', 'file_npwp'])
        : null,
    applications,
    events,
    notifications,
    files: files.map(toExportFile),
    file_reads: privacy.file_reads,
    privacy_consents: privacy.privacy_consents,
  };
}

/** Every stored key the account's rows point at, for files older than the `files` table records. */
function profileFileKeys(
  seeker: repo.SeekerProfileRow | null,
  company: repo.CompanyProfileRow | null,
  photo: string | null,
): (string | null)[] {
  const keys: (string | null)[] = [photo];
  if (seeker) {
    keys.push(seeker.photo, seeker.file_ktp, seeker.file_cv);
    keys.push(...seeker.educations.map((e) => e.certificate), ...seeker.skills.map((s) => s.certificate));
  }
  if (company) keys.push(company.photo, company.file_nib, company.file_npwp);
  return keys;
}

/**
 * POST /account/delete (UU PDP 27/2022 right to erasure; docs/decisions/062). The password is asked
 * again; then the account is anonymised in one transaction and, after it commits, its files removed.
 */
export async function deleteAccount(deps: AccountDeps, me: AuthContext, password: string): Promise<void> {
  if (me.role_name === 'admin') throw forbidden(ACCOUNT_MESSAGES.adminCannotDelete);
  await confirmPassword(deps.db, me.id, password);
  const account = await repo.findAccount(deps.db, me.id);
  if (!account) throw unauthorized();
  const [seeker, company] = await Promise.all([
    me.role_name === 'seeker' ? repo.findSeekerProfile(deps.db, me.id) : null,
    me.role_name === 'company' ? repo.findCompanyProfile(deps.db, me.id) : null,
  ]);
  // Listed before the transaction drops their rows, and again after it for an upload that finished meanwhile.
  const ownedBefore = await listOwnedFiles(deps.db, me.id);
  await repo.anonymiseAccount(deps.db, {
    userId: me.id,
    seekerDetailId: seeker?.id ?? null,
    companyDetailId: company?.id ?? null,
    newSlug: `dihapus-${randomBytes(8).toString('hex')}`,
  });
  const owned = await listOwnedFiles(deps.db, me.id);
  const keys = new Set([
    ...ownedBefore.map((f) => f.storage_key),
    ...owned.map((f) => f.storage_key),
    ...profileFileKeys(seeker, company, account.photo),
  ]);
  await removeFiles(deps, [...keys], deps.log);
}
