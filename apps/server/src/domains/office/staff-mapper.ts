import type { StaffMember } from '@siloker/shared';
import { isoOrNull } from '../../lib/mapping.ts';
import type { StaffRow } from './staff-repository.ts';

export const toStaffMember = (r: StaffRow, meId: number): StaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  active: r.deactivated_at === null,
  deactivated_at: isoOrNull(r.deactivated_at),
  last_login_at: isoOrNull(r.last_login_at),
  created_at: new Date(r.created_at).toISOString(),
  is_self: r.id === meId,
});
