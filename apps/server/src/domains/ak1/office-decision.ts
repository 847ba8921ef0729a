import {
  AK1_NOTIFICATIONS,
  NOTIFICATION_TYPES,
  type OfficeSeekerDecisionData,
  type VerificationDecisionBody,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { notify } from '../notifications/service.ts';
import { applySeekerDecision } from './service.ts';
import { officeSeeker } from './office-queue.ts';
import { insertSeekerDecision } from './office-repository.ts';

/**
 * POST /office/seekers/{id}/status (issue 11 item 4), as the company decision (service.ts): the
 * registration domain changes the seeker (a verification issues the AK/1 number once), the history row
 * records who, when, from, to and the note, and the seeker is told, all in one transaction.
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
  await db.transaction(async (tx) => {
    const { userId, fromStatus, numberRegistration } = await applySeekerDecision(tx, {
      seekerId,
      status: body.status,
      note,
      decidedBy: officeUserId,
      cityCode,
    });
    await insertSeekerDecision(tx, {
      seekerId,
      fromStatus,
      toStatus: body.status,
      note,
      decidedBy: officeUserId,
    });
    const verified = body.status === 'VERIFIED';
    await notify(tx, [userId], {
      type: verified ? NOTIFICATION_TYPES.seekerVerified : NOTIFICATION_TYPES.seekerRejected,
      title: verified ? AK1_NOTIFICATIONS.verifiedTitle : AK1_NOTIFICATIONS.rejectedTitle,
      body: verified ? AK1_NOTIFICATIONS.verifiedBody(numberRegistration!, note) : (note ?? ''),
      link: verified ? AK1_NOTIFICATIONS.cardLink : AK1_NOTIFICATIONS.profileLink,
    });
    const audit = { action: 'seeker.decided', subjectType: 'seeker', subjectId: seekerId } as const;
    const detail = {
      from: fromStatus,
      to: body.status,
      note,
      number_registration: numberRegistration ?? null,
    };
    await recordAudit(tx, actor, { ...audit, detail });
  });
  return { seeker: await officeSeeker(db, seekerId) };
}
