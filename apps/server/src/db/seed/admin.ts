import { and, eq, isNull, sql } from 'drizzle-orm';
import { ConfigError, type AppConfig } from '../../config/env.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { DEMO_LOGINS, DEMO_PASSWORDS } from './demo-data.ts';

export const ADMIN_NAME = 'Admin Dinas';

/**
 * The office account of ADMIN_EMAIL/ADMIN_PASSWORD (docs/product.md §10 "Configuration"): created when
 * absent, its password reset to ADMIN_PASSWORD when that changed. An address already used by a
 * seeker or company account stops start-up rather than turning that account into the office.
 */
export async function seedAdmin(db: Db, config: AppConfig): Promise<void> {
  if (!config.adminEmail || !config.adminPassword) return;
  await upsertAdmin(db, config.adminEmail.trim().toLowerCase(), config.adminPassword);
  await retireDemoOffice(db, config.adminEmail.trim().toLowerCase());
}

/**
 * A demo office login with its published password, left from an earlier run without ADMIN_EMAIL, is
 * switched off once a real office account is configured (issue 11 item 10): it can no longer sign in
 * and its tokens stop working. Other office staff can switch it on again from the panel.
 */
async function retireDemoOffice(db: Db, adminEmail: string): Promise<void> {
  // The demo verifier (docs/decisions/072) has a published password too.
  for (const kind of ['admin', 'verifier'] as const) {
    if (adminEmail === DEMO_LOGINS[kind]) continue;
    const [demo] = await db
      .select({ id: users.id, password_hash: users.password_hash })
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${DEMO_LOGINS[kind]}`,
          eq(users.role_name, 'admin'),
          isNull(users.deactivated_at),
        ),
      );
    if (!demo || !(await verifyPassword(demo.password_hash, DEMO_PASSWORDS[kind]))) continue;
    await db
      .update(users)
      .set({ deactivated_at: sql`now()`, updated_at: sql`now()` })
      .where(eq(users.id, demo.id));
  }
}

async function upsertAdmin(db: Db, email: string, password: string): Promise<void> {
  const [existing] = await db
    .select({
      id: users.id,
      role_name: users.role_name,
      office_role: users.office_role,
      password_hash: users.password_hash,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);

  if (!existing) {
    await db.insert(users).values({
      name: ADMIN_NAME,
      email,
      password_hash: await hashPassword(password),
      role_name: 'admin',
      // The founding account administers the office (docs/decisions/072).
      office_role: 'ADMINISTRATOR',
      status: 'VERIFIED',
      email_verified_at: new Date(),
    });
    return;
  }
  if (existing.role_name !== 'admin') {
    throw new ConfigError(
      `Konfigurasi lingkungan tidak valid:\n  ADMIN_EMAIL: alamat ${email} sudah dipakai akun ${existing.role_name}, gunakan alamat lain`,
    );
  }
  if (existing.office_role === null) {
    await db.update(users).set({ office_role: 'ADMINISTRATOR' }).where(eq(users.id, existing.id));
  }
  if (await verifyPassword(existing.password_hash, password)) return;
  await db
    .update(users)
    .set({
      password_hash: await hashPassword(password),
      status: 'VERIFIED',
      updated_at: new Date(),
    })
    .where(eq(users.id, existing.id));
}
