import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, STAFF_MESSAGES } from '@siloker/shared';
import { users, verificationDecisions } from '../src/db/schema/index.ts';
import { PASSWORD, client, newEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeUser, COMPLETE_COMPANY, sessionToken } from './public-fixtures.ts';

const API = '/api/v1/office/staff';

describe('office staff (/office/staff) and switched-off accounts', () => {
  let t: TestApp;
  let me: { id: number; token: string };
  let seekerToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);
  const login = (email: string, password: string) =>
    client(t).post('/api/v1/auth/login', { email, password });
  const setActive = (id: number, active: boolean, token = me.token) =>
    t.post(`${API}/${id}/status`, { active }, token);
  const addStaff = async (name: string) => {
    const email = newEmail('staf');
    // Administrators: these tests are about staff who run staff (docs/decisions/072).
    const res = await t.post(
      API,
      { name, email, password: PASSWORD, office_role: 'ADMINISTRATOR' },
      me.token,
    );
    expect(res.status).toBe(201);
    return { ...(res.body.data.staff as { id: number; email: string }), email };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin', 'Kepala Bidang');
    me = { id: admin.id, token: await session(admin.id) };
    seekerToken = await session((await makeSeeker(t.db)).user_id);
    companyToken = await session((await makeCompany(t.db)).user_id);
  });
  afterAll(() => t?.close());

  it('refuses guests (401) and seekers and companies (403) on every staff route, creating nobody', async () => {
    const email = newEmail('penyusup');
    const routes: [string, string, unknown?][] = [
      ['GET', API],
      ['POST', API, { name: 'Penyusup', email, password: PASSWORD }],
      ['POST', `${API}/${me.id}/status`, { active: false }],
    ];
    for (const [method, path, body] of routes) {
      const opts = body ? { body } : {};
      expect((await t.request(method, path, opts)).status, path).toBe(401);
      expect((await t.request(method, path, { ...opts, token: seekerToken })).status, path).toBe(403);
      expect((await t.request(method, path, { ...opts, token: companyToken })).status, path).toBe(403);
    }
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const [self] = await t.db.select().from(users).where(eq(users.id, me.id));
    expect(self!.deactivated_at).toBeNull();
  });

  it('adds an active office user (argon2id) who can sign in at once and sees the office’s screens', async () => {
    const email = newEmail('petugas.baru');
    const res = await t.post(
      API,
      { name: 'Petugas Baru', email: email.toUpperCase(), password: PASSWORD, office_role: 'ADMINISTRATOR' },
      me.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(STAFF_MESSAGES.created);
    expect(res.body.data.staff).toMatchObject({
      name: 'Petugas Baru',
      email,
      active: true,
      is_self: false,
      office_role: 'ADMINISTRATOR',
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      role_name: 'admin',
      office_role: 'ADMINISTRATOR',
      status: 'VERIFIED',
      deactivated_at: null,
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);

    const signedIn = await login(email, PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user.role_name).toBe('admin');
    const list = await t.get(`${API}?limit=100`, signedIn.body.data.user.token);
    expect(list.status).toBe(200);
    const names = list.body.data.staff.map((s: { name: string }) => s.name);
    expect(names).toEqual(expect.arrayContaining(['Kepala Bidang', 'Petugas Baru']));
    expect(list.body.data.staff.find((s: { name: string }) => s.name === 'Petugas Baru').is_self).toBe(true);
    expect(list.body.data.active_count).toBeGreaterThanOrEqual(2);
    // Only office accounts are staff: the seeker and company of this file are not listed.
    const adminCount = (await t.db.select().from(users).where(eq(users.role_name, 'admin'))).length;
    expect(list.body.data.total).toBe(adminCount);
  });

  it('applies the registration’s rules: password length and common passwords, a valid and unused e-mail', async () => {
    const short = await t.post(API, { name: 'Pendek', email: newEmail(), password: 'abc' }, me.token);
    expect(short.status).toBe(400);
    expect(short.body.data.errors.password).toBeDefined();
    const common = await t.post(API, { name: 'Umum', email: newEmail(), password: 'password123' }, me.token);
    expect(common.status).toBe(400);
    expect(common.body.data.errors.password).toEqual([AUTH_MESSAGES.passwordTooCommon]);
    const badEmail = await t.post(API, { name: 'Salah', email: 'bukan-email', password: PASSWORD }, me.token);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.data.errors.email).toBeDefined();
    const first = await addStaff('Petugas Kembar');
    const twin = await t.post(API, { name: 'Kembar', email: first.email, password: PASSWORD }, me.token);
    expect(twin.status).toBe(409);
    expect(twin.body.data.errors.email).toEqual([STAFF_MESSAGES.emailTaken]);
  });

  it('switches a staff member off: their token stops working at once and login fails like a wrong password', async () => {
    const staff = await addStaff('Petugas Shift Malam');
    const token = (await login(staff.email, PASSWORD)).body.data.user.token as string;
    expect((await t.get(API, token)).status).toBe(200);

    const off = await setActive(staff.id, false);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(STAFF_MESSAGES.deactivated);
    expect(off.body.data.staff).toMatchObject({ id: staff.id, active: false });
    expect(off.body.data.staff.deactivated_at).toEqual(expect.any(String));

    const stale = await t.get(API, token);
    expect(stale.status).toBe(401);
    expect((await t.get('/api/v1/auth/me', token)).status).toBe(401);

    const refused = await login(staff.email, PASSWORD);
    const wrong = await login(newEmail('tidak-ada'), PASSWORD);
    expect(refused.status).toBe(wrong.status);
    expect(refused.body).toEqual(wrong.body);
    expect(refused.body.message).toBe(AUTH_MESSAGES.invalidCredentials);

    const on = await setActive(staff.id, true);
    expect(on.status).toBe(200);
    expect(on.body.message).toBe(STAFF_MESSAGES.reactivated);
    expect(on.body.data.staff.active).toBe(true);
    // Revoked sessions stay revoked; a new login works again.
    expect((await t.get(API, token)).status).toBe(401);
    const back = await login(staff.email, PASSWORD);
    expect(back.status).toBe(200);
    expect((await t.get(API, back.body.data.user.token)).status).toBe(200);
  });

  it('refuses switching oneself off, and answers 404 for an account that is not office staff', async () => {
    const self = await setActive(me.id, false);
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(STAFF_MESSAGES.notSelf);
    const seeker = await makeSeeker(t.db);
    const notStaff = await setActive(seeker.user_id, false);
    expect(notStaff.status).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, seeker.user_id));
    expect(row!.deactivated_at).toBeNull();
    expect((await t.post(`${API}/${me.id}/status`, { active: 'mungkin' }, me.token)).status).toBe(400);
  });

  it('never switches off the last active office user, even when two of them switch each other off at once', async () => {
    // Everybody else off, leaving two who race.
    const b = await addStaff('Petugas B');
    const c = await addStaff('Petugas C');
    const bToken = (await login(b.email, PASSWORD)).body.data.user.token as string;
    const cToken = (await login(c.email, PASSWORD)).body.data.user.token as string;
    const others = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role_name, 'admin')));
    for (const o of others) {
      if (o.id !== b.id && o.id !== c.id && o.id !== me.id) await setActive(o.id, false);
    }
    expect((await setActive(me.id, false, bToken)).status).toBe(200);

    const [bOffC, cOffB] = await Promise.all([
      setActive(c.id, false, bToken),
      setActive(b.id, false, cToken),
    ]);
    const statuses = [bOffC.status, cOffB.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const loser = bOffC.status === 200 ? cOffB : bOffC;
    if (loser.status === 409) expect(loser.body.message).toBe(STAFF_MESSAGES.lastActive);
    const active = (await t.db.select().from(users).where(eq(users.role_name, 'admin'))).filter(
      (u) => u.deactivated_at === null,
    );
    expect(active).toHaveLength(1);

    // Back on for the tests that follow.
    const survivor = bOffC.status === 200 ? bToken : cToken;
    expect((await setActive(me.id, true, survivor)).status).toBe(200);
    // Switching off revoked my sessions; switching on does not bring them back.
    expect((await t.get(API, me.token)).status).toBe(401);
    me.token = await session(me.id);
  });

  it('records which staff member made a verification decision', async () => {
    const staff = await addStaff('Petugas Verifikasi');
    const token = (await login(staff.email, PASSWORD)).body.data.user.token as string;
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
    const res = await t.post(`/api/v1/office/companies/${company.id}/status`, { status: 'VERIFIED' }, token);
    expect(res.status).toBe(200);
    const [decision] = await t.db
      .select()
      .from(verificationDecisions)
      .where(
        and(
          eq(verificationDecisions.subject_type, 'company'),
          eq(verificationDecisions.subject_id, company.id),
        ),
      );
    expect(decision!.decided_by).toBe(staff.id);
  });
});
