import { OFFICE_MESSAGES, vacancyVerifiedTexts, type VerificationDecision } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { vacancyDetailsById } from '../vacancies/service.ts';
import * as repo from './vacancy-decision-repository.ts';

/**
 * The office's decision on a vacancy (issue 10 item 6), inside the caller's transaction. A REJECTED
 * vacancy leaves the public lists whatever its publication status: the public rule needs VERIFIED
 * (lib/visibility.ts). A verification keeps what the public page shows as the verified version, so
 * the review of a later edit shows old → new (docs/decisions/083); a refusal keeps the last verified
 * one. Returns what the office records and whom it tells; the office domain checks the role.
 */
export async function applyVacancyDecision(
  tx: Db,
  decision: { vacancyId: number; status: VerificationDecision; note: string | null; decidedBy: number },
): Promise<{ companyUserId: number; title: string; fromStatus: string }> {
  const row = await repo.lockVacancyForDecision(tx, decision.vacancyId);
  if (!row) throw notFound(OFFICE_MESSAGES.vacancyNotFound);
  let snapshot: Record<string, string | null> | undefined;
  if (decision.status === 'VERIFIED') {
    const detail = (await vacancyDetailsById(tx, [row.id])).get(row.id);
    if (!detail) throw notFound(OFFICE_MESSAGES.vacancyNotFound);
    snapshot = vacancyVerifiedTexts(detail);
  }
  await repo.setVacancyStatus(tx, row.id, decision, snapshot);
  return { companyUserId: row.company_user_id, title: row.title, fromStatus: row.status };
}
