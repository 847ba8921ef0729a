import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { verificationDecisions } from '../db/schema/index.ts';

/** An office decision on a company, a vacancy or a seeker (docs/product.md §10 "Status model"). */
export interface VerificationChange {
  status: 'VERIFIED' | 'REJECTED';
  note: string | null;
  decidedBy: number;
}

/**
 * The columns a decision writes on its subject row. VERIFIED stamps who and when; REJECTED clears them
 * (verification_decisions keeps the whole history of both).
 */
export function decisionColumns(change: VerificationChange) {
  const verified = change.status === 'VERIFIED';
  return {
    status: change.status,
    status_note: change.note,
    verified_at: verified ? sql`now()` : null,
    verified_by: verified ? change.decidedBy : null,
    updated_at: sql`now()`,
  };
}

/**
 * `verified_snapshot` as the office's decision leaves it: the named columns of the row as they are now
 * (docs/decisions/073). Set with each VERIFIED decision, so the queue can later show what changed.
 */
export function snapshotColumn<T extends Record<string, AnyPgColumn | SQL>>(columns: T): SQL {
  const pairs = Object.entries(columns).map(([key, column]) => sql`${key}::text, ${column}`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/** One row of a subject's status history (verification_decisions): the office's or the account's own. */
export interface DecisionRow {
  subjectType: 'company' | 'job_vacancy' | 'seeker';
  subjectId: number;
  fromStatus: string;
  toStatus: string;
  note: string | null;
  decidedBy: number;
}

export async function insertDecisionRow(tx: Db, d: DecisionRow): Promise<void> {
  await tx.insert(verificationDecisions).values({
    subject_type: d.subjectType,
    subject_id: d.subjectId,
    from_status: d.fromStatus,
    to_status: d.toStatus,
    note: d.note,
    decided_by: d.decidedBy,
  });
}

/**
 * A status change the account caused itself (a verified seeker or company changed what the office
 * verified): a history row beside the office's decisions, `decided_by` the account that changed it.
 */
export async function recordOwnChange(
  tx: Db,
  d: {
    subjectType: 'company' | 'seeker';
    subjectId: number;
    fromStatus: string;
    toStatus: string;
    note: string;
    userId: number;
  },
): Promise<void> {
  const { userId, ...row } = d;
  await insertDecisionRow(tx, { ...row, decidedBy: userId });
}
