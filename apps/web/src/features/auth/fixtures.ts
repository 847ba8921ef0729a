/** Answers of the auth API for tests, parsed with the shared response schemas so they cannot drift. */
import { AuthUserSchema, type AuthUser } from '@siloker/shared/schemas/auth';

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return AuthUserSchema.parse({
    id: 7,
    name: 'Budi Santoso',
    email: 'budi@contoh.id',
    token: 'token-baru-dari-server',
    expired_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
    role_name: 'seeker',
    status: 'VERIFIED',
    seeker_detail_id: 3,
    company_detail_id: null,
    photo: null,
    photo_url: null,
    phone: '081234567890',
    unread_notif_count: 0,
    permissions: ['dashboard'],
    seeker_detail: { status: 'NOT_YET_VERIFIED' },
    company_detail: null,
    privacy_consent_required: false,
    ...overrides,
  });
}
