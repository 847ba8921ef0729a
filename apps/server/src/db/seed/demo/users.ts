import { inArray, sql } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@siloker/shared';
import { hashPassword } from '../../../lib/password.ts';
import type { Db } from '../../client.ts';
import { privacyConsents, users } from '../../schema/index.ts';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORDS, DEMO_SEEKERS } from '../demo-data.ts';
import type { DemoContext } from './context.ts';

/** The demo accounts' user id by lower-cased e-mail. */
export type DemoUserId = (email: string) => number;

/**
 * The company and seeker accounts (and the demo office logins when `withOffice`, demo.ts), all
 * verified 60 days ago, with their consent to the privacy notice. One hash per distinct password.
 */
export async function insertDemoUsers(db: Db, ctx: DemoContext, withOffice: boolean): Promise<DemoUserId> {
  const [seekerHash, companyHash, adminHash, verifierHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.seeker),
    hashPassword(DEMO_PASSWORDS.company),
    hashPassword(DEMO_PASSWORDS.admin),
    hashPassword(DEMO_PASSWORDS.verifier),
  ]);
  const { verifiedAt } = ctx;
  const userRows = [
    ...DEMO_COMPANIES.map((c) => ({
      name: c.user_name,
      email: c.email,
      password_hash: companyHash,
      role_name: 'company',
      phone: c.phone,
    })),
    ...DEMO_SEEKERS.map((s) => ({
      name: s.full_name,
      email: s.email,
      password_hash: seekerHash,
      role_name: 'seeker',
      phone: s.phone,
    })),
    ...(withOffice
      ? [
          {
            name: 'Admin Dinas',
            email: DEMO_LOGINS.admin,
            password_hash: adminHash,
            role_name: 'admin',
            office_role: 'ADMINISTRATOR',
            phone: null,
          },
          {
            name: 'Verifikator Dinas',
            email: DEMO_LOGINS.verifier,
            password_hash: verifierHash,
            role_name: 'admin',
            office_role: 'VERIFIER',
            phone: null,
          },
        ]
      : []),
  ].map((u) => ({ ...u, status: 'VERIFIED', email_verified_at: verifiedAt, created_at: verifiedAt }));
  // An office account made from ADMIN_EMAIL with the same address is kept as it is.
  await db.insert(users).values(userRows).onConflictDoNothing();
  const userIds = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          inArray(
            sql`lower(${users.email})`,
            userRows.map((u) => u.email),
          ),
        )
    ).map((u) => [u.email.toLowerCase(), u.id]),
  );
  const userId = (email: string) => userIds.get(email)!;
  // The demo accounts agreed to the notice in force, as registration asks (docs/decisions/077).
  await db
    .insert(privacyConsents)
    .values(
      userRows
        .filter((u) => u.role_name !== 'admin')
        .map((u) => ({
          user_id: userId(u.email.toLowerCase()),
          version: PRIVACY_NOTICE_VERSION,
          consented_at: verifiedAt,
        })),
    )
    .onConflictDoNothing();
  return userId;
}
