import type { AuditAction } from '@siloker/shared';
import type { Db } from '../db/client.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { insertDecisionRow, type DecisionRow, type VerificationChange } from './verification.ts';

/** The office's decision as the request gives it, and who made it. */
export interface OfficeDecision extends VerificationChange {
  actor: AuditActor;
}

/** What a subject's own domain reports after changing its status. */
export interface AppliedDecision {
  fromStatus: string;
}

/** A company, vacancy or seeker the office decides on; each step is the owning domain's. */
export interface DecisionSubject<A extends AppliedDecision> {
  type: DecisionRow['subjectType'];
  id: number;
  /** Locks the row, refuses what may not be decided, and sets the status by the domain's rules. */
  apply(tx: Db, change: VerificationChange): Promise<A>;
  /** Tells the account (the notifications domain), inside the same transaction. */
  tell(tx: Db, applied: A, verified: boolean): Promise<void>;
  audit: AuditAction;
  /** What the audit row records beside from, to and note. */
  auditDetail?: (applied: A) => Record<string, unknown>;
}

/**
 * One office decision (docs/product.md §10 "Status model"): set the status → record the history row →
 * tell the account → record the audit row, all in one transaction: either all of them happen or none.
 */
export async function decideInOneTransaction<A extends AppliedDecision>(
  db: Db,
  decision: OfficeDecision,
  subject: DecisionSubject<A>,
): Promise<A> {
  const { status, note, decidedBy } = decision;
  return db.transaction(async (tx) => {
    const applied = await subject.apply(tx, { status, note, decidedBy });
    const { fromStatus } = applied;
    const row = { subjectType: subject.type, subjectId: subject.id, fromStatus, toStatus: status };
    await insertDecisionRow(tx, { ...row, note, decidedBy });
    await subject.tell(tx, applied, status === 'VERIFIED');
    await recordAudit(tx, decision.actor, {
      action: subject.audit,
      subjectType: subject.type,
      subjectId: subject.id,
      detail: { ...subject.auditDetail?.(applied), from: fromStatus, to: status, note },
    });
    return applied;
  });
}
