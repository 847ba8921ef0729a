import { OFFICE_MESSAGES, type VerificationDecision } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as repo from './vacancy-decision-repository.ts';

/**
 * The office's decision on a vacancy (issue 10 item 6), inside the caller's transaction. A REJECTED
 * vacancy leaves the public lists whatever its publication status: the public rule needs VERIFIED
 * (lib/visibility.ts). Returns what the office records and whom it tells; the office domain
 * checks the role.
 */
export async function applyVacancyDecision(
  tx: Db,
  decision: { vacancyId: number; status: VerificationDecision; note: string | null; decidedBy: number },
): Promise<{ companyUserId: number; title: string; fromStatus: string }> {
  const row = await repo.lockVacancyForDecision(tx, decision.vacancyId);
  if (!row) throw notFound(OFFICE_MESSAGES.vacancyNotFound);
  await repo.setVacancyStatus(tx, row.id, decision);
  return { companyUserId: row.company_user_id, title: row.title, fromStatus: row.status };
}
