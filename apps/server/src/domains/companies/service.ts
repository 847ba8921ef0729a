import {
  companyProfileMissing,
  OFFICE_MESSAGES,
  type CompanyDetailData,
  type CompanyListData,
  type CompanyListQuery,
  type VerificationDecision,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { listCompanyPublicVacancies } from '../vacancies/service.ts';
import { toPublicChecks } from '../company-checks/service.ts';
import { toCompanyDetail, toCompanyPublic } from './mapper.ts';
import * as repo from './repository.ts';

/** The public view of a company, which the owner's profile extends (profiles/company-mapper.ts). */
export { toCompanyPublic };

/**
 * A company's name by its id, or null when there is none: the name a notification or a document-read
 * record shows (walk-ins, invitations, privacy).
 */
export const companyName = (db: Db, companyId: number): Promise<string | null> =>
  repo.companyNameById(db, companyId);

export const COMPANY_NOT_FOUND = 'Perusahaan tidak ditemukan.';
/** The company page lists at most this many of its newest public vacancies. */
export const COMPANY_PAGE_VACANCIES = 20;

export async function listCompanies(db: Db, q: CompanyListQuery): Promise<CompanyListData> {
  const { rows, total } = await repo.listPublicCompanies(db, q);
  return { companies: rows.map(toCompanyPublic), total };
}

/** Only VERIFIED companies have a public page, listing only their public (VERIFIED, published) vacancies. */
export async function getCompanyBySlug(db: Db, slug: string): Promise<CompanyDetailData> {
  const row = await repo.findPublicCompanyBySlug(db, slug);
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  const vacancies = await listCompanyPublicVacancies(db, row.id, COMPANY_PAGE_VACANCIES);
  // What the office checked, shown only while still current (docs/decisions/106), and the
  // "Perusahaan responsif" mark (docs/decisions/104), both read with the row.
  return {
    company: {
      ...toCompanyDetail(row, vacancies),
      company_checks: toPublicChecks(row.company_checks),
      is_responsive: row.is_responsive === true,
    },
  };
}

/**
 * The office's decision on a company (issue 10 item 6), inside the caller's transaction: the row is
 * locked, a company still lacking documents cannot be verified, and the status, note and stamp are
 * set. Returns what the office records and whom it tells. The office domain checks the role.
 */
export async function applyCompanyDecision(
  tx: Db,
  decision: { companyId: number; status: VerificationDecision; note: string | null; decidedBy: number },
): Promise<{ userId: number; fromStatus: string }> {
  const row = await repo.lockCompanyForDecision(tx, decision.companyId);
  if (!row) throw notFound(OFFICE_MESSAGES.companyNotFound);
  if (decision.status === 'VERIFIED') {
    const missing = companyProfileMissing(row);
    if (missing.length > 0) {
      throw validationFailed(OFFICE_MESSAGES.companyIncomplete(missing), {
        status: [OFFICE_MESSAGES.companyIncomplete(missing)],
      });
    }
  }
  await repo.setCompanyStatus(tx, row.id, decision);
  return { userId: row.user_id, fromStatus: row.status };
}
