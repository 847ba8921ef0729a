import {
  OFFICE_ROLES,
  ROLE_PERMISSIONS,
  type AuthUser,
  type CompanyStatus,
  type Role,
  type SeekerStatus,
  type UserStatus,
} from '@siloker/shared';
import { storageUrl } from '../../lib/storage/url.ts';
import type { AuthUserRow } from './repository.ts';

/** The role's permissions plus any extra granted to the user; always includes `dashboard` (docs/product.md §3). */
export function permissionsOf(role: Role, extra: readonly string[]): string[] {
  return [...new Set(['dashboard', ...(ROLE_PERMISSIONS[role] ?? []), ...extra])];
}

/** The auth user of docs/product.md §3; `session` is null where no token is handed out. */
export function toAuthUser(
  row: AuthUserRow,
  session: { token: string; expires_at: Date } | null,
  privacyConsentRequired: boolean,
): AuthUser {
  const role = row.role_name as Role;
  const photo = row.photo ?? row.seeker_photo ?? row.company_photo ?? null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    token: session?.token ?? null,
    expired_at: session ? session.expires_at.toISOString() : null,
    role_name: role,
    status: row.status as UserStatus,
    seeker_detail_id: row.seeker_detail_id,
    company_detail_id: row.company_detail_id,
    photo,
    photo_url: storageUrl(photo),
    phone: row.phone,
    unread_notif_count: Number(row.unread_notif_count),
    permissions: permissionsOf(role, row.permissions ?? []),
    seeker_detail: row.seeker_status ? { status: row.seeker_status as SeekerStatus } : null,
    company_detail: row.company_status ? { status: row.company_status as CompanyStatus } : null,
    // The web app shows each office role its own menu (docs/decisions/072); the server enforces it.
    office_role: role === 'admin' ? (OFFICE_ROLES.find((r) => r === row.office_role) ?? null) : null,
    privacy_consent_required: privacyConsentRequired,
  };
}
