import {
  AK1_NOTIFICATIONS,
  NOTIFICATION_TYPES,
  type OfficeSeekerDecisionData,
  type VerificationDecisionBody,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuditActor } from '../../lib/audit.ts';
import { decideInOneTransaction } from '../../lib/office-decision.ts';
import { notify } from '../notifications/service.ts';
import { applySeekerDecision } from './service.ts';
import { officeSeeker } from './office-queue.ts';

/**
 * POST /office/seekers/{id}/status (issue 11 item 4), as the company decision (service.ts): the
 * registration domain changes the seeker (a verification issues the AK/1 number once), the history row
 * records who, when, from, to and the note, and the seeker is told, all in one transaction
 * (lib/office-decision.ts).
 */
export async function decideSeeker(
  db: Db,
  cityCode: string,
  officeUserId: number,
  seekerId: number,
  body: VerificationDecisionBody,
  actor: AuditActor,
): Promise<OfficeSeekerDecisionData> {
  const note = body.note ?? null;
  const decision = { status: body.status, note, decidedBy: officeUserId, actor };
  await decideInOneTransaction(db, decision, {
    type: 'seeker',
    id: seekerId,
    apply: (tx, change) => applySeekerDecision(tx, { seekerId, cityCode, ...change }),
    tell: (tx, { userId, numberRegistration }, verified) =>
      notify(tx, [userId], {
        type: verified ? NOTIFICATION_TYPES.seekerVerified : NOTIFICATION_TYPES.seekerRejected,
        title: verified ? AK1_NOTIFICATIONS.verifiedTitle : AK1_NOTIFICATIONS.rejectedTitle,
        body: verified ? AK1_NOTIFICATIONS.verifiedBody(numberRegistration!, note) : (note ?? ''),
        link: verified ? AK1_NOTIFICATIONS.cardLink : AK1_NOTIFICATIONS.profileLink,
      }),
    audit: 'seeker.decided',
    auditDetail: ({ numberRegistration }) => ({ number_registration: numberRegistration ?? null }),
  });
  return { seeker: await officeSeeker(db, seekerId) };
}
