import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, companyDetails, notifications, seekerDetails, users } from '../src/db/schema/index.ts';
import { PASSWORD, client, linkIn, newEmail, registerAndActivate } from './auth-helpers.ts';
import { createTestApp, createTestAppWithMail, type TestApp } from './harness.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

const API = '/api/v1/auth';
const INVALID_LINK = /kirim ulang email aktivasi/;

describe('accounts: registration and activation', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://loker.contoh.id',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registers a seeker with an empty profile, mails the activation link, and the link logs in', async () => {
    const c = client(t);
    const email = newEmail('seeker');
    const res = await c.post(`${API}/register`, {
      name: 'Siti Aminah',
      email: email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
      roles: 'seeker',
    });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.data.user).toEqual({
      name: 'Siti Aminah',
      email,
      role_name: 'seeker',
      status: 'NEED_ACTIVATION',
      token: null,
      expired_at: null,
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ status: 'NEED_ACTIVATION', role_name: 'seeker', email_verified_at: null });
    const [detail] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.user_id, user!.id));
    expect(detail).toMatchObject({
      status: 'NOT_YET_VERIFIED',
      slug_name: expect.stringMatching(/^siti-aminah/),
    });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Aktivasi akun SiLoker');
    const link = linkIn(mail, '/aktifasi-email');
    expect(link.url.origin).toBe('https://loker.contoh.id');
    expect(link.email).toBe(email);
    // Only the hash of the mailed token is stored.
    const stored = await t.db.select().from(authTokens).where(eq(authTokens.user_id, user!.id));
    expect(stored.map((s) => s.token_hash)).not.toContain(link.token);

    const verified = await c.post(`${API}/verification-email`, { email: link.email, token: link.token });
    expect(verified.status).toBe(200);
    expect(verified.body.data.user).toMatchObject({
      id: user!.id,
      email,
      role_name: 'seeker',
      status: 'VERIFIED',
      seeker_detail_id: detail!.id,
      seeker_detail: { status: 'NOT_YET_VERIFIED' },
      company_detail: null,
    });
    expect(verified.body.data.user.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await c.get(`${API}/me`, verified.body.data.user.token);
    expect(me.status).toBe(200);
    expect(me.body.data.user.id).toBe(user!.id);
  });

  it('registers a company with a PENDING profile named after the registrant, with unique slugs', async () => {
    const a = await registerAndActivate(t, smtp, { type: 'company', name: 'PT Maju Jaya' });
    const b = await registerAndActivate(t, smtp, { type: 'company', name: 'PT Maju Jaya' });
    expect(a.user).toMatchObject({
      role_name: 'company',
      company_detail: { status: 'PENDING' },
      seeker_detail: null,
    });
    const rows = await t.db
      .select({ name: companyDetails.name, slug: companyDetails.slug_name, status: companyDetails.status })
      .from(companyDetails)
      .where(sql`${companyDetails.id} in (${a.user.company_detail_id}, ${b.user.company_detail_id})`);
    expect(rows.map((r) => r.name)).toEqual(['PT Maju Jaya', 'PT Maju Jaya']);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(2);
    expect(rows.every((r) => r.status === 'PENDING' && r.slug.startsWith('pt-maju-jaya'))).toBe(true);
  });

  it('refuses a used activation link with a message about resending', async () => {
    const c = client(t);
    const email = newEmail();
    await c.post(`${API}/register`, {
      name: 'Andi',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    const link = linkIn(await smtp.waitFor(email), '/aktifasi-email');
    expect((await c.post(`${API}/verification-email`, { email, token: link.token })).status).toBe(200);
    const again = await c.post(`${API}/verification-email`, { email, token: link.token });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 'fail', data: null });
    expect(again.body.message).toMatch(INVALID_LINK);
    // A token for another address is not accepted either.
    const other = await c.post(`${API}/verification-email`, { email: newEmail(), token: link.token });
    expect(other.status).toBe(400);
  });

  it('refuses an expired activation link; a resent mail activates', async () => {
    const c = client(t);
    const email = newEmail();
    await c.post(`${API}/register`, {
      name: 'Rina',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    const first = linkIn(await smtp.waitFor(email), '/aktifasi-email');
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    await t.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.user_id, user!.id));
    const expired = await c.post(`${API}/verification-email`, { email, token: first.token });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(INVALID_LINK);

    const resend = await c.post(`${API}/resend-verification-email`, { email });
    expect(resend.status).toBe(200);
    const second = linkIn(await smtp.waitFor(email), '/aktifasi-email');
    expect(second.token).not.toBe(first.token);
    const ok = await c.post(`${API}/verification-email`, { email, token: second.token });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.status).toBe('VERIFIED');
  });

  it('answers resend the same for an unknown address and mails nothing', async () => {
    const c = client(t);
    const known = await registerAndActivate(t, smtp);
    const unknown = newEmail('nobody');
    const a = await c.post(`${API}/resend-verification-email`, { email: unknown });
    const b = await c.post(`${API}/resend-verification-email`, { email: known.email });
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(unknown)).toHaveLength(0);
  });

  it('answers a second registration of an address like a first one and mails the owner a notice', async () => {
    const c = client(t);
    const owner = await registerAndActivate(t, smtp, { name: 'Pemilik Asli' });
    const fresh = newEmail();
    const payload = (email: string) => ({
      name: 'Penyusup',
      email,
      password: 'kata-sandi-lain-9',
      password_confirmation: 'kata-sandi-lain-9',
      privacy_consent: true,
      type: 'company',
    });
    const first = await c.post(`${API}/register`, payload(fresh));
    const second = await c.post(`${API}/register`, payload(owner.email));
    expect(second.status).toBe(first.status);
    expect({ ...second.body, data: { user: { ...second.body.data.user, email: fresh } } }).toEqual(
      first.body,
    );

    const notice = await smtp.waitFor(owner.email, (m) => m.subject.startsWith('Percobaan pendaftaran'));
    expect(notice.text).toContain('sudah memiliki akun');
    expect(notice.links.some((l) => l.includes('token='))).toBe(false);
    const rows = await t.db.select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Pemilik Asli', role_name: 'seeker' });
    // The old password still works; the intruder's does not.
    expect((await c.post(`${API}/login`, { email: owner.email, password: PASSWORD })).status).toBe(200);
    expect((await c.post(`${API}/login`, { email: owner.email, password: 'kata-sandi-lain-9' })).status).toBe(
      400,
    );
  });

  it('refuses office registration, bad fields and common passwords with the spec messages', async () => {
    const c = client(t);
    const admin = await c.post(`${API}/register`, {
      name: 'Admin',
      email: newEmail(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'admin',
    });
    expect(admin.status).toBe(400);
    expect(admin.body.data.errors.type).toBeDefined();

    const empty = await c.post(`${API}/register`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.status).toBe('fail');
    expect(empty.body.data.errors).toMatchObject({
      name: ['Nama wajib di isi'],
      email: ['Email wajib di isi'],
      password: ['Kata sandi wajib di isi'],
      password_confirmation: ['Konfirmasi kata sandi wajib di isi'],
    });

    const bad = await c.post(`${API}/register`, {
      name: 'Budi',
      email: 'bukan-email',
      password: 'pendek',
      password_confirmation: 'pendek',
      privacy_consent: true,
      type: 'seeker',
    });
    expect(bad.body.data.errors.email).toEqual([
      'Format Email tidak valid, harap gunakan format email yang benar',
    ]);
    expect(bad.body.data.errors.password).toEqual(['Kata sandi harus memiliki minimal 8 karakter']);

    const long = 'a'.repeat(129);
    const tooLong = await c.post(`${API}/register`, {
      name: 'Budi',
      email: newEmail(),
      password: long,
      password_confirmation: long,
      privacy_consent: true,
      type: 'seeker',
    });
    expect(tooLong.body.data.errors.password).toEqual(['Kata sandi tidak boleh lebih dari 128 karakter']);

    const mismatch = await c.post(`${API}/register`, {
      name: 'Budi',
      email: newEmail(),
      password: PASSWORD,
      password_confirmation: `${PASSWORD}x`,
      privacy_consent: true,
      type: 'seeker',
    });
    expect(mismatch.body.data.errors.password_confirmation).toEqual([
      'Konfirmasi kata sandi harus sama dengan Kata sandi',
    ]);

    const email = newEmail();
    const common = await c.post(`${API}/register`, {
      name: 'Budi',
      email,
      password: 'Password123',
      password_confirmation: 'Password123',
      privacy_consent: true,
      type: 'seeker',
    });
    expect(common.status).toBe(400);
    expect(common.body.message).toBe('Kata sandi terlalu umum dan mudah ditebak. Gunakan kata sandi lain.');
    expect(common.body.data.errors.password).toEqual([common.body.message]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);

    // 64 characters, no composition rules.
    const passphrase = 'sungai mahakam mengalir tenang di bawah jembatan kota samarinda!';
    expect(passphrase.length).toBe(64);
    const ok = await c.post(`${API}/register`, {
      name: 'Budi',
      email: newEmail(),
      password: passphrase,
      password_confirmation: passphrase,
      privacy_consent: true,
      type: 'seeker',
    });
    expect(ok.status).toBe(201);
  });
});

describe('accounts: login, session and logout', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail({ TRUST_PROXY: 'true' }));
  });
  afterAll(() => t.close());

  it('returns every field of the auth user on login, with the unread notification count', async () => {
    const c = client(t);
    const { email, user } = await registerAndActivate(t, smtp, { name: 'Dewi Lestari' });
    await t.db.insert(notifications).values([
      { user_id: user.id, type: 'info', title: 'Satu' },
      { user_id: user.id, type: 'info', title: 'Dua' },
      { user_id: user.id, type: 'info', title: 'Dibaca', read_at: new Date() },
    ]);
    const before = Date.now();
    const res = await c.post(`${API}/login`, { email, password: PASSWORD });
    expect(res.status).toBe(200);
    const u = res.body.data.user;
    expect(Object.keys(u).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'token',
        'expired_at',
        'role_name',
        'status',
        'seeker_detail_id',
        'company_detail_id',
        'photo',
        'photo_url',
        'phone',
        'unread_notif_count',
        'permissions',
        'seeker_detail',
        'company_detail',
        'office_role',
        'privacy_consent_required',
      ].sort(),
    );
    expect(u).toMatchObject({
      id: user.id,
      office_role: null,
      name: 'Dewi Lestari',
      email,
      role_name: 'seeker',
      seeker_detail_id: user.seeker_detail_id,
      company_detail_id: null,
      photo: null,
      photo_url: null,
      phone: null,
      unread_notif_count: 2,
      seeker_detail: { status: 'NOT_YET_VERIFIED' },
      company_detail: null,
      privacy_consent_required: false,
    });
    expect(u.permissions).toEqual(expect.arrayContaining(['dashboard', 'profile-seeker', 'apply-job']));
    expect(u.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = Date.parse(u.expired_at) - before;
    expect(ttl).toBeGreaterThan(23.9 * 3600_000);
    expect(ttl).toBeLessThan(24.1 * 3600_000);

    const remembered = await c.post(`${API}/login`, { email, password: PASSWORD, save_auth: true });
    const longTtl = Date.parse(remembered.body.data.user.expired_at) - before;
    expect(longTtl).toBeGreaterThan(29.9 * 86400_000);
    expect(longTtl).toBeLessThan(30.1 * 86400_000);

    const me = await c.get(`${API}/me`, u.token);
    expect(me.body.data.user).toEqual(u);
  });

  it('gives a company account its company permissions and detail', async () => {
    const { email } = await registerAndActivate(t, smtp, { type: 'company', name: 'CV Sumber Rezeki' });
    const res = await client(t).post(`${API}/login`, { email, password: PASSWORD });
    expect(res.body.data.user).toMatchObject({
      role_name: 'company',
      seeker_detail: null,
      company_detail: { status: 'PENDING' },
      seeker_detail_id: null,
    });
    expect(res.body.data.user.permissions).toEqual(
      expect.arrayContaining(['dashboard', 'profile-company', 'manage-vacancy']),
    );
  });

  it('answers a wrong password and an unknown address with the same status and body', async () => {
    const c = client(t);
    const { email } = await registerAndActivate(t, smtp);
    const wrong = await c.post(`${API}/login`, { email, password: 'bukan-kata-sandinya' });
    const unknown = await c.post(`${API}/login`, {
      email: newEmail('ghost'),
      password: 'bukan-kata-sandinya',
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.body).toEqual({ status: 'fail', message: 'Email atau kata sandi salah.', data: null });
  });

  it('tells a not yet activated account, with the right password, that it needs activation', async () => {
    const c = client(t);
    const email = newEmail();
    await c.post(`${API}/register`, {
      name: 'Belum Aktif',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    const res = await c.post(`${API}/login`, { email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.status).toBe('fail');
    expect(res.body.message).toMatch(/belum diaktifkan/);
    expect(res.body.message).toMatch(/kirim ulang email aktivasi/);
    const wrong = await c.post(`${API}/login`, { email, password: 'bukan-kata-sandinya' });
    expect(wrong.body.message).toBe('Email atau kata sandi salah.');
  });

  it('revokes the token on logout', async () => {
    const c = client(t);
    const { token } = await registerAndActivate(t, smtp);
    expect((await c.get(`${API}/me`, token)).status).toBe(200);
    const out = await c.post(`${API}/logout`, {}, token);
    expect(out.status).toBe(200);
    const after = await c.get(`${API}/me`, token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({
      status: 'unauthorized',
      message: 'Sesi Anda telah berakhir. Silakan login kembali.',
      data: null,
    });
    expect((await c.post(`${API}/logout`, {}, token)).status).toBe(401);
  });

  it('answers 401 for a missing, malformed or expired token', async () => {
    const c = client(t);
    const { token, user } = await registerAndActivate(t, smtp);
    expect((await c.get(`${API}/me`)).status).toBe(401);
    expect((await c.get(`${API}/me`, 'nonsense')).status).toBe(401);
    expect((await c.get(`${API}/me`, 'A'.repeat(43))).status).toBe(401);
    await t.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(sql`${authTokens.user_id} = ${user.id} and ${authTokens.kind} = 'session'`);
    const expired = await c.get(`${API}/me`, token);
    expect(expired.status).toBe(401);
    expect(expired.body.status).toBe('unauthorized');
  });

  it('documents every auth route in the OpenAPI document', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    for (const p of [
      'register',
      'verification-email',
      'resend-verification-email',
      'login',
      'logout',
      'send-email-reset-password',
      'change-password',
      'change-account',
      'me',
    ]) {
      expect(doc.paths).toHaveProperty([`/api/v1/auth/${p}`]);
    }
  });

  it('ignores a forged auth_user_id: identity comes from the token only', async () => {
    const c = client(t);
    const alice = await registerAndActivate(t, smtp, { name: 'Alice' });
    const bob = await registerAndActivate(t, smtp, { name: 'Bob' });
    const me = await c.get(`${API}/me?auth_user_id=${bob.user.id}`, alice.token);
    expect(me.body.data.user.id).toBe(alice.user.id);
    const changed = await c.post(
      `${API}/change-account`,
      { name: 'Alice Baru', email: alice.email, phone: '081234567890', auth_user_id: bob.user.id },
      alice.token,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.user.id).toBe(alice.user.id);
    const [bobRow] = await t.db.select().from(users).where(eq(users.id, bob.user.id));
    expect(bobRow).toMatchObject({ name: 'Bob', phone: null });
    const guest = await c.get(`${API}/me?auth_user_id=${bob.user.id}`);
    expect(guest.status).toBe(401);
    const logoutGuest = await c.post(`${API}/logout`, { auth_user_id: bob.user.id });
    expect(logoutGuest.status).toBe(401);
    expect((await c.get(`${API}/me`, bob.token)).status).toBe(200);
  });
});
