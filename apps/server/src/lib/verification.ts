import { sql } from 'drizzle-orm';

/** An office decision on a company, a vacancy or a seeker (DESIGN.md "Status model"). */
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
