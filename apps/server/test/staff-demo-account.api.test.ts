import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@siloker/shared';
import { hashPassword } from '../src/lib/password.ts';
import { seedAdmin } from '../src/db/seed/admin.ts';
import { activeDemoLogins, seedDemo, withDemoOffice } from '../src/db/seed/demo.ts';
import { DEMO_LOGINS, DEMO_PASSWORDS } from '../src/db/seed/demo-data.ts';
import { users } from '../src/db/schema/index.ts';
import { client } from './auth-helpers.ts';
import { testConfig } from './config.ts';
import { createTestApp, type TestApp } from './harness.ts';

/** The office account with a published demo password must not reach a real deployment (issue 11 item 10). */
describe('the demo office account', () => {
  let t: TestApp;
  const real = {
    ADMIN_EMAIL: 'kepala@disnaker.samarindakota.go.id',
    ADMIN_PASSWORD: 'sandi-kantor-rahasia-1',
  };

  const byEmail = async (email: string) =>
    (
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is made only on the embedded engine and only without ADMIN_EMAIL/ADMIN_PASSWORD', () => {
    expect(withDemoOffice(testConfig())).toBe(true);
    expect(withDemoOffice(testConfig(real))).toBe(false);
    expect(withDemoOffice(testConfig({ DATABASE_URL: 'postgres://siloker@127.0.0.1:5432/siloker' }))).toBe(
      false,
    );
    expect(
      withDemoOffice(
        testConfig({ DATABASE_URL: 'postgres://siloker@127.0.0.1:5432/siloker', DEMO_DATA: 'true' }),
      ),
    ).toBe(false);
  });

  it('is switched off when a real office account is configured over a database that still has it', async () => {
    // A laptop database from an earlier run: the demo office login with its published password.
    await t.db.insert(users).values({
      name: 'Admin Dinas',
      email: DEMO_LOGINS.admin,
      password_hash: await hashPassword(DEMO_PASSWORDS.admin),
      role_name: 'admin',
      status: 'VERIFIED',
    });
    expect(
      (
        await client(t).post('/api/v1/auth/login', {
          email: DEMO_LOGINS.admin,
          password: DEMO_PASSWORDS.admin,
        })
      ).status,
    ).toBe(200);

    await seedAdmin(t.db, testConfig(real));
    expect((await byEmail(real.ADMIN_EMAIL))!.role_name).toBe('admin');
    expect((await byEmail(DEMO_LOGINS.admin))!.deactivated_at).not.toBeNull();
    const refused = await client(t).post('/api/v1/auth/login', {
      email: DEMO_LOGINS.admin,
      password: DEMO_PASSWORDS.admin,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(AUTH_MESSAGES.invalidCredentials);
    const office = await client(t).post('/api/v1/auth/login', {
      email: real.ADMIN_EMAIL,
      password: real.ADMIN_PASSWORD,
    });
    expect(office.status).toBe(200);
  });

  it('is not created with the demo content when ADMIN_EMAIL is given; the start-up warning names the demo logins', async () => {
    await t.db.delete(users).where(sql`lower(${users.email}) = ${DEMO_LOGINS.admin}`);
    expect(await seedDemo(t.db, testConfig(real))).toBe(true);
    expect(await byEmail(DEMO_LOGINS.seeker)).toBeDefined();
    expect(await byEmail(DEMO_LOGINS.admin)).toBeUndefined();
    expect(await activeDemoLogins(t.db)).toEqual([DEMO_LOGINS.company, DEMO_LOGINS.seeker].sort());
    const events = await t.get('/api/v1/posts?limit=100');
    expect(events.body.data.total).toBeGreaterThan(0);
  });
});
