import type { FastifyRequest } from 'fastify';
import {
  FILE_KINDS,
  FILE_READER_ROLE_NAMES,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  type FileKind,
  type FileRead,
  type FileReadsData,
  type FileReadsQuery,
  type PrivacyConsentData,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { companyName } from '../companies/service.ts';
import { getSettings } from '../settings/service.ts';
import * as repo from './repository.ts';

/*
 * The document-read log and the privacy-notice consents (UU PDP 27/2022; issue 15 items 11 and 12;
 * docs/decisions/077).
 */

/** What a read log row says when the office has no configured name (never a staff member's name). */
const OFFICE_FALLBACK = 'Dinas Tenaga Kerja';

/** The organisation the owner is told read the file: the company's name, or the office's configured name. */
async function readerOrganisation(db: Db, reader: AuthContext): Promise<string | null> {
  if (reader.role_name === 'admin') {
    const { configs } = await getSettings(db);
    return configs.office_name.trim() || OFFICE_FALLBACK;
  }
  if (reader.role_name === 'company' && reader.company_detail_id !== null) {
    return companyName(db, reader.company_detail_id);
  }
  return null;
}

/**
 * Records one served read of a private file by someone other than its owner: the reader's role and
 * organisation for the owner, the staff user id for the office's own audit. Awaited before the bytes
 * are sent, so no document leaves without its record (docs/decisions/077).
 */
export async function recordFileRead(
  db: Db,
  reader: AuthContext,
  file: { owner_user_id: number | null; kind: string },
): Promise<void> {
  if (file.owner_user_id === null || file.owner_user_id === reader.id) return;
  const organisation = await readerOrganisation(db, reader);
  if (organisation === null) return;
  await repo.insertFileRead(db, {
    owner_user_id: file.owner_user_id,
    file_kind: file.kind,
    reader_user_id: reader.id,
    reader_role: reader.role_name,
    reader_organisation: organisation.slice(0, 200),
  });
}

const toFileRead = (r: repo.FileReadRow): FileRead => ({
  id: r.id,
  file_kind: r.file_kind,
  file_label: FILE_KINDS[r.file_kind as FileKind]?.label ?? r.file_kind,
  reader_role: r.reader_role,
  reader_role_name: FILE_READER_ROLE_NAMES[r.reader_role] ?? r.reader_role,
  reader_organisation: r.reader_organisation,
  created_at: r.created_at.toISOString(),
});

/** GET /account/file-reads: who opened the caller's private documents, newest first. */
export async function listMyFileReads(
  db: Db,
  me: AuthContext,
  query: FileReadsQuery,
): Promise<FileReadsData> {
  const { rows, total } = await repo.listFileReads(db, me.id, {
    offset: query.offset,
    limit: query.limit,
    ascending: query.sort_by === 'asc',
  });
  return { file_reads: rows.map(toFileRead), total_data: total };
}

/** The read log and consents of the account export (UU PDP Pasal 7 and 13). */
export async function exportPrivacyRecords(db: Db, userId: number) {
  const [reads, consents] = await Promise.all([
    repo.listAllFileReads(db, userId),
    repo.listConsents(db, userId),
  ]);
  return {
    file_reads: reads.map(toFileRead),
    privacy_consents: consents.map((c) => ({
      version: c.version,
      consented_at: c.consented_at.toISOString(),
    })),
  };
}

/**
 * Whether the account still has to agree to the notice in force. Office staff process data for the
 * controller and are not asked (docs/decisions/077).
 */
export async function consentRequired(db: Db, user: { id: number; role_name: string }): Promise<boolean> {
  if (user.role_name === 'admin') return false;
  return (await repo.findConsent(db, user.id, PRIVACY_NOTICE_VERSION)) === null;
}

/** Records consent to the current version; `db` may be the registration's transaction. */
export async function recordConsent(db: Db, userId: number, ip: string | null): Promise<void> {
  await repo.insertConsent(db, {
    user_id: userId,
    version: PRIVACY_NOTICE_VERSION,
    ip: ip?.slice(0, 64) ?? null,
  });
}

/** POST /account/privacy-consent: agrees to the version in force (again harmless). */
export async function giveConsent(db: Db, me: AuthContext, ip: string | null): Promise<PrivacyConsentData> {
  await recordConsent(db, me.id, ip);
  const row = await repo.findConsent(db, me.id, PRIVACY_NOTICE_VERSION);
  if (!row) throw unauthorized();
  return {
    version: row.version,
    consented_at: row.consented_at.toISOString(),
    privacy_consent_required: false,
  };
}

/**
 * preHandler for the writes of personal data (profile saves, applying, answering an invitation,
 * joining an event): 403 until the caller agreed to the notice in force. Reads, the export, deletion
 * and the consent itself stay open. Put it after requireRole/requireAuth.
 */
export function requirePrivacyConsent(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const me = request.user;
    if (!me) throw unauthorized();
    if (await consentRequired(db, me)) throw forbidden(PRIVACY_MESSAGES.consentNeeded);
  };
}
