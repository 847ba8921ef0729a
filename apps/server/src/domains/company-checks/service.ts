import {
  COMPANY_CHECK_KINDS,
  COMPANY_CHECK_MESSAGES,
  emailDomainMatchesWebsite,
  emailDomainOf,
  isCompanyCheckKind,
  isFreeMailDomain,
  provinceTimeZone,
  todayIn,
  websiteHostOf,
  type CompanyCheckBody,
  type CompanyCheckKind,
  type OfficeCompanyCheck,
  type OfficeCompanyChecks,
  type OfficeCompanyChecksData,
  type PublicCompanyCheck,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound, validationFailed } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import * as repo from './repository.ts';

/*
 * The office's checks of a company and the public badge (issue 20 item 4; docs/decisions/106). The
 * office records each check in its company review; the public sees a check only while the values it
 * stands on are the ones the office checked (repository.ts compares fingerprints on every read).
 */

const byKind = (a: { kind: string }, b: { kind: string }) =>
  COMPANY_CHECK_KINDS.indexOf(a.kind as CompanyCheckKind) -
  COMPANY_CHECK_KINDS.indexOf(b.kind as CompanyCheckKind);

const iso = (d: Date | string) => new Date(d).toISOString();

/** A current check as the public sees it, from its row or from a card's JSON of it. */
const toPublicCheck = (r: { kind: string; recorded_at: Date | string; visited_on: string | null }) => ({
  kind: r.kind as CompanyCheckKind,
  checked_at: iso(r.recorded_at),
  visited_on: r.visited_on,
});

/**
 * The checks the public sees of a company, as a column of the statement that reads it (a vacancy card,
 * vacancies/cards.ts; the company page, companies/repository.ts): `companyId` holds the company's id.
 */
export const publicChecksColumn = repo.currentChecksJson;

/** A card's publicChecksColumn() value as the public checks, in the order of the kinds. */
export function toPublicChecks(value: unknown): PublicCompanyCheck[] {
  const rows = (Array.isArray(value) ? value : []) as {
    kind: string;
    recorded_at: string;
    visited_on: string | null;
  }[];
  return [...rows].sort(byKind).map(toPublicCheck);
}

/** The e-mail domain facts and every recorded check of these companies, for the office's review. */
export async function officeChecksOf(
  db: Db,
  companyIds: number[],
): Promise<Map<number, OfficeCompanyChecks>> {
  const ids = [...new Set(companyIds)];
  if (ids.length === 0) return new Map();
  const [facts, rows] = await Promise.all([repo.domainFacts(db, ids), repo.allChecks(db, ids)]);
  const checks = new Map<number, OfficeCompanyCheck[]>();
  for (const r of rows.sort(byKind)) {
    const list = checks.get(r.company_detail_id) ?? [];
    list.push({
      kind: r.kind as CompanyCheckKind,
      checked_at: iso(r.recorded_at),
      visited_on: r.visited_on,
      recorded_by_name: r.recorded_by_name,
      is_current: r.is_current === true,
    });
    checks.set(r.company_detail_id, list);
  }
  return new Map(
    facts.map((f) => {
      const account = emailDomainOf(f.account_email);
      const website = websiteHostOf(f.website);
      return [
        f.id,
        {
          checks: checks.get(f.id) ?? [],
          email_domain: {
            account,
            website,
            matches: emailDomainMatchesWebsite(account, website),
            free_mail: isFreeMailDomain(account),
          },
        },
      ];
    }),
  );
}

async function officeChecksData(db: Db, companyId: number): Promise<OfficeCompanyChecksData> {
  const company_checks = (await officeChecksOf(db, [companyId])).get(companyId);
  if (!company_checks) throw notFound(COMPANY_CHECK_MESSAGES.companyNotFound);
  return { company_checks };
}

const refuse = (field: string, message: string) => validationFailed(message, { [field]: [message] });

/**
 * Whether the company's data allows `kind` now: each check needs what it checks; the e-mail domain
 * follows its rule (emailDomainMatchesWebsite, or the office's confirmation by hand, never a free mail
 * domain); a visit is not in the future (docs/decisions/106).
 */
function refusal(
  company: NonNullable<Awaited<ReturnType<typeof repo.lockCompany>>>,
  body: CompanyCheckBody,
  timeZone: string,
): Error | null {
  switch (body.kind) {
    case 'nib_document':
      return company.nib && company.file_nib ? null : refuse('kind', COMPANY_CHECK_MESSAGES.nibMissing);
    case 'npwp_on_file':
      return company.file_npwp ? null : refuse('kind', COMPANY_CHECK_MESSAGES.npwpMissing);
    case 'site_visit':
      if (!company.address?.trim()) return refuse('kind', COMPANY_CHECK_MESSAGES.addressMissing);
      // Not after today on the portal's clock (docs/decisions/085).
      return body.visited_on! > todayIn(timeZone)
        ? refuse('visited_on', COMPANY_CHECK_MESSAGES.visitDateFuture)
        : null;
    case 'email_domain': {
      const domain = emailDomainOf(company.account_email);
      if (!domain) return refuse('kind', COMPANY_CHECK_MESSAGES.noAccountDomain);
      if (isFreeMailDomain(domain)) return refuse('kind', COMPANY_CHECK_MESSAGES.freeMail(domain));
      const website = websiteHostOf(company.website);
      if (emailDomainMatchesWebsite(domain, website) || body.by_hand === true) return null;
      return refuse('by_hand', COMPANY_CHECK_MESSAGES.domainMismatch(domain, website));
    }
  }
}

/** The office records one check; the audit trail keeps who, when and how (lib/audit.ts). */
export async function recordCheck(
  db: Db,
  actor: AuditActor,
  companyId: number,
  body: CompanyCheckBody,
  provinceCode: string,
): Promise<OfficeCompanyChecksData> {
  await db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId);
    if (!company) throw notFound(COMPANY_CHECK_MESSAGES.companyNotFound);
    const problem = refusal(company, body, provinceTimeZone(provinceCode));
    if (problem) throw problem;
    const visitedOn = body.kind === 'site_visit' ? (body.visited_on ?? null) : null;
    await repo.upsertCheck(tx, { companyId, kind: body.kind, recordedBy: actor.id, visitedOn });
    const byHand = body.kind === 'email_domain' ? { by_hand: body.by_hand === true } : {};
    await recordAudit(tx, actor, {
      action: 'company.check_recorded',
      subjectType: 'company',
      subjectId: companyId,
      detail: { kind: body.kind, visited_on: visitedOn, ...byHand },
    });
  });
  return officeChecksData(db, companyId);
}

/** The office withdraws a check it recorded (a mistake, or what it checked no longer holds). */
export async function withdrawCheck(
  db: Db,
  actor: AuditActor,
  companyId: number,
  kind: string,
): Promise<OfficeCompanyChecksData> {
  if (!isCompanyCheckKind(kind))
    throw badRequest(COMPANY_CHECK_MESSAGES.badKind, { kind: [COMPANY_CHECK_MESSAGES.badKind] });
  await db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, companyId);
    if (!company) throw notFound(COMPANY_CHECK_MESSAGES.companyNotFound);
    if (!(await repo.deleteCheck(tx, companyId, kind))) throw notFound(COMPANY_CHECK_MESSAGES.checkNotFound);
    await recordAudit(tx, actor, {
      action: 'company.check_withdrawn',
      subjectType: 'company',
      subjectId: companyId,
      detail: { kind },
    });
  });
  return officeChecksData(db, companyId);
}
