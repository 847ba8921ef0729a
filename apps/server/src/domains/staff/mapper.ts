import { OFFICE_ROLES, type StaffMember } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import type { StaffRow } from './repository.ts';

export const toStaffMember = (r: StaffRow, meId: number): StaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  active: r.deactivated_at === null,
  // Every office account has a role since migration 0011; a missing one reads as the lesser power.
  office_role: OFFICE_ROLES.find((role) => role === r.office_role) ?? 'VERIFIER',
  deactivated_at: isoOrNull(r.deactivated_at),
  last_login_at: isoOrNull(r.last_login_at),
  created_at: new Date(r.created_at).toISOString(),
  is_self: r.id === meId,
});
