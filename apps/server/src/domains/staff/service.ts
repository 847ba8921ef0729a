import {
  AUTH_MESSAGES,
  OFFICE_ROLE_MESSAGES,
  STAFF_MESSAGES,
  type StaffCreateBody,
  type StaffListData,
  type StaffListQuery,
  type StaffMemberData,
  type StaffRoleBody,
  type StaffStatusBody,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/authenticate.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../../lib/audit.ts';
import { revokeUserTokens } from '../../lib/tokens.ts';
import { hashPassword, isCommonPassword } from '../../lib/password.ts';
import { toStaffMember } from './mapper.ts';
import * as repo from './repository.ts';

/*
 * Office staff (issue 11 item 10). Routes admit the office's administrators only (docs/decisions/072):
 * an administrator adds further office users with their role, changes roles and switches accounts off
 * or on again. A switched-off account cannot sign in (auth service) and its tokens stop working at once
 * (http/authenticate.ts); its sessions are revoked as well. Each change leaves an audit row.
 */

export async function listStaff(db: Db, me: AuthContext, q: StaffListQuery): Promise<StaffListData> {
  const { rows, total, activeCount, activeAdministratorCount } = await repo.listStaff(db, q);
  return {
    staff: rows.map((r) => toStaffMember(r, me.id)),
    total,
    active_count: activeCount,
    active_administrator_count: activeAdministratorCount,
  };
}

/** POST /office/staff: the registration's password rules (length, not a common password), argon2id. */
export async function createStaff(db: Db, me: AuthContext, body: StaffCreateBody): Promise<StaffMemberData> {
  if (isCommonPassword(body.password)) {
    throw badRequest(AUTH_MESSAGES.passwordTooCommon, { password: [AUTH_MESSAGES.passwordTooCommon] });
  }
  const passwordHash = await hashPassword(body.password);
  const id = await db.transaction(async (tx) => {
    const values = { name: body.name, email: body.email, passwordHash, officeRole: body.office_role };
    const newId = await repo.insertStaff(tx, values);
    if (newId === null) return null;
    const detail = { name: body.name, email: body.email.toLowerCase(), office_role: body.office_role };
    await recordAudit(tx, me, { action: 'staff.created', subjectType: 'staff', subjectId: newId, detail });
    return newId;
  });
  if (id === null)
    throw new AppError('CONFLICT', STAFF_MESSAGES.emailTaken, { email: [STAFF_MESSAGES.emailTaken] });
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return { staff: toStaffMember(row, me.id) };
}

/**
 * POST /office/staff/{id}/status {active}. Nobody switches themselves off, and the last active office
 * account, and the last active administrator, stay on, so the portal always keeps someone who can run
 * it and someone who can manage its staff.
 */
export async function setStaffStatus(
  db: Db,
  me: AuthContext,
  id: number,
  body: StaffStatusBody,
): Promise<{ data: StaffMemberData; message: string }> {
  if (!body.active && id === me.id) throw conflict(STAFF_MESSAGES.notSelf);
  await db.transaction(async (tx) => {
    const active = await repo.lockActiveStaff(tx);
    const target = await repo.findStaff(tx, id);
    if (!target) throw notFound(STAFF_MESSAGES.notFound);
    const audit = { subjectType: 'staff', subjectId: id, detail: { name: target.name, email: target.email } };
    if (body.active) {
      await repo.setDeactivated(tx, id, false);
      await recordAudit(tx, me, { action: 'staff.reactivated', ...audit });
      return;
    }
    const others = active.filter((a) => a.id !== id);
    if (target.deactivated_at === null && others.length === 0) {
      throw conflict(STAFF_MESSAGES.lastActive);
    }
    if (
      target.deactivated_at === null &&
      target.office_role === 'ADMINISTRATOR' &&
      !others.some((a) => a.office_role === 'ADMINISTRATOR')
    ) {
      throw conflict(OFFICE_ROLE_MESSAGES.lastAdministrator);
    }
    await repo.setDeactivated(tx, id, true);
    await revokeUserTokens(tx, id, 'session');
    await recordAudit(tx, me, { action: 'staff.deactivated', ...audit });
  });
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return {
    data: { staff: toStaffMember(row, me.id) },
    message: body.active ? STAFF_MESSAGES.reactivated : STAFF_MESSAGES.deactivated,
  };
}

/**
 * POST /office/staff/{id}/role {office_role}. Nobody changes their own role, and the last active
 * administrator stays one (the active accounts are locked, as for switching off).
 */
export async function setStaffRole(
  db: Db,
  me: AuthContext,
  id: number,
  body: StaffRoleBody,
): Promise<{ data: StaffMemberData; message: string }> {
  if (id === me.id) throw conflict(OFFICE_ROLE_MESSAGES.notSelfRole);
  await db.transaction(async (tx) => {
    const active = await repo.lockActiveStaff(tx);
    const target = await repo.findStaff(tx, id);
    if (!target) throw notFound(STAFF_MESSAGES.notFound);
    if (target.office_role === body.office_role) return;
    const otherAdministrators = active.filter((a) => a.id !== id && a.office_role === 'ADMINISTRATOR');
    if (body.office_role !== 'ADMINISTRATOR' && otherAdministrators.length === 0) {
      throw conflict(OFFICE_ROLE_MESSAGES.lastAdministrator);
    }
    await repo.setOfficeRole(tx, id, body.office_role);
    await recordAudit(tx, me, {
      action: 'staff.role_changed',
      subjectType: 'staff',
      subjectId: id,
      detail: { name: target.name, email: target.email, from: target.office_role, to: body.office_role },
    });
  });
  const row = await repo.findStaff(db, id);
  if (!row) throw notFound(STAFF_MESSAGES.notFound);
  return { data: { staff: toStaffMember(row, me.id) }, message: OFFICE_ROLE_MESSAGES.roleChanged };
}
