import { eq, sql } from 'drizzle-orm';
import { ConfigError, type AppConfig } from '../../config/env.ts';
import { hashPassword, verifyPassword } from '../../domains/auth/password.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';

export const ADMIN_NAME = 'Admin Dinas';

/**
 * The office account of ADMIN_EMAIL/ADMIN_PASSWORD (DESIGN.md "Configuration"): created when
 * absent, its password reset to ADMIN_PASSWORD when that changed. An address already used by a
 * seeker or company account stops start-up rather than turning that account into the office.
 */
export async function seedAdmin(db: Db, config: AppConfig): Promise<void> {
  if (!config.adminEmail || !config.adminPassword) return;
  const email = config.adminEmail.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, role_name: users.role_name, password_hash: users.password_hash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);

  if (!existing) {
    await db.insert(users).values({
      name: ADMIN_NAME,
      email,
      password_hash: await hashPassword(config.adminPassword),
      role_name: 'admin',
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
  if (await verifyPassword(existing.password_hash, config.adminPassword)) return;
  await db
    .update(users)
    .set({
      password_hash: await hashPassword(config.adminPassword),
      status: 'VERIFIED',
      updated_at: new Date(),
    })
    .where(eq(users.id, existing.id));
}
