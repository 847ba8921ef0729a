import {
  AUTH_MESSAGES,
  STAFF_MESSAGES,
  type StaffCreateBody,
  type StaffListData,
  type StaffListQuery,
  type StaffMemberData,
  type StaffStatusBody,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { revokeUserTokens } from '../../lib/tokens.ts';
import { hashPassword, isCommonPassword } from '../auth/password.ts';
import { toStaffMember } from './staff-mapper.ts';
import * as repo from './staff-repository.ts';

/*
 * Office staff (issue 11 item 10). Routes admit role `admin` only: an office user adds further office
 * users and switches them off or on again. A switched-off account cannot sign in (auth service) and
 * its tokens stop working at once (http/authenticate.ts); its sessions are revoked as well.
 */

export async function listStaff(db: Db, me: AuthContext, q: StaffListQuery): Promise<StaffListData> {
  const { rows, total, activeCount } = await repo.listStaff(db, q);
  return { staff: rows.map((r) => toStaffMember(r, me.id)), total, active_count: activeCount };
}

/** POST /office/staff: the registration's password rules (length, not a common password), argon2id. */
export async function createStaff(db: Db, me: AuthContext, body: StaffCreateBody): Promise<StaffMemberData> {
  if (isCommonPassword(body.password)) {
    throw badRequest(AUTH_MESSAGES.passwordTooCommon, { password: [AUTH_MESSAGES.passwordTooCommon] });
  }
  const id = await repo.insertStaff(db, {
    name: body.name,
    email: body.email,
    passwordHash: await hashPassword(body.password),
  });
  if (id === null)
    throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken, { email: [STAFF_MESSAGES.emailTaken] });
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return { staff: toStaffMember(row, me.id) };
}

/**
 * POST /office/staff/{id}/status {active}. Nobody switches themselves off, and the last active office
 * account stays on, so the portal always keeps someone who can run it.
 */
export async function setStaffStatus(
  db: Db,
  me: AuthContext,
  id: number,
  body: StaffStatusBody,
): Promise<{ data: StaffMemberData; message: string }> {
  if (!body.active && id === me.id) throw conflict(STAFF_MESSAGES.notSelf);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const active = await repo.lockActiveStaff(tx);
    const target = await repo.findStaff(tx, id);
    if (!target) throw notFound(STAFF_MESSAGES.notFound);
    if (body.active) {
      await repo.setDeactivated(tx, id, false);
      return;
    }
    if (target.deactivated_at === null && active.filter((a) => a !== id).length === 0) {
      throw conflict(STAFF_MESSAGES.lastActive);
    }
    await repo.setDeactivated(tx, id, true);
    await revokeUserTokens(tx, id, 'session');
  });
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return {
    data: { staff: toStaffMember(row, me.id) },
    message: body.active ? STAFF_MESSAGES.reactivated : STAFF_MESSAGES.deactivated,
  };
}
