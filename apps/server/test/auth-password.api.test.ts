import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../src/db/schema/index.ts';
import { PASSWORD, client, linkIn, newEmail, registerAndActivate } from './auth-helpers.ts';
import { createTestAppWithMail, type TestApp } from './harness.ts';
import type { TestSmtp } from './smtp.ts';

const API = '/api/v1/auth';
const NEW_PASSWORD = 'teh-manis-sore-hari';

describe('accounts: passwords, account data and throttling', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail({ TRUST_PROXY: 'true' }));
  });
  afterAll(() => t.close());

  it('resets a forgotten password through the mailed link, once, and ends the old sessions', async () => {
    const c = client(t);
    const { email, token: oldSession } = await registerAndActivate(t, smtp);
    const unknown = await c.post(`${API}/send-email-reset-password`, { email: newEmail('ghost') });
    const known = await c.post(`${API}/send-email-reset-password`, { email });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);

    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Ubah kata sandi'));
    expect(mail.text).toContain('60 menit');
    const link = linkIn(mail, '/ubah-kata-sandi');
    expect(link.url.origin).toBe(t.config.publicUrl);
    const body = {
      email: link.email,
      token: link.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      is_from_panel: false,
    };
    const changed = await c.post(`${API}/change-password`, body);
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Kata sandi berhasil diubah.');

    expect((await c.get(`${API}/me`, oldSession)).status).toBe(401);
    expect((await c.post(`${API}/login`, { email, password: PASSWORD })).status).toBe(400);
    expect((await c.post(`${API}/login`, { email, password: NEW_PASSWORD })).status).toBe(200);

    const reused = await c.post(`${API}/change-password`, {
      ...body,
      password: 'lagi-lagi-ganti',
      password_confirmation: 'lagi-lagi-ganti',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toMatch(/tidak valid, sudah dipakai, atau sudah kedaluwarsa/);
    expect((await c.post(`${API}/login`, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses an expired reset link and a link used with another address', async () => {
    const c = client(t);
    const { email, user } = await registerAndActivate(t, smtp);
    await c.post(`${API}/send-email-reset-password`, { email });
    const link = linkIn(await smtp.waitFor(email, (m) => m.subject.startsWith('Ubah')), '/ubah-kata-sandi');
    const body = {
      token: link.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      is_from_panel: false,
    };
    expect((await c.post(`${API}/change-password`, { ...body, email: newEmail() })).status).toBe(400);
    await t.db
      .update(authTokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(sql`${authTokens.user_id} = ${user.id} and ${authTokens.kind} = 'reset'`);
    const expired = await c.post(`${API}/change-password`, { ...body, email });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/Atur Ulang Kata Sandi/);
    expect((await c.post(`${API}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it('changes the password from the panel with the old one, keeping this session and ending the others', async () => {
    const c = client(t);
    const { email, token: current } = await registerAndActivate(t, smtp);
    const other = (await c.post(`${API}/login`, { email, password: PASSWORD })).body.data.user.token;
    const panel = { is_from_panel: true, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    expect((await c.post(`${API}/change-password`, { ...panel, password_old: PASSWORD })).status).toBe(401);
    const missing = await c.post(`${API}/change-password`, panel, current);
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors.password_old).toEqual(['Kata sandi lama wajib di isi']);
    const wrong = await c.post(
      `${API}/change-password`,
      { ...panel, password_old: 'salah-sekali-ini' },
      current,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors.password_old).toEqual(['Kata sandi lama salah.']);
    const common = await c.post(
      `${API}/change-password`,
      { ...panel, password_old: PASSWORD, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' },
      current,
    );
    expect(common.body.data.errors.password).toEqual([
      'Kata sandi terlalu umum dan mudah ditebak. Gunakan kata sandi lain.',
    ]);
    expect((await c.get(`${API}/me`, other)).status).toBe(200);

    const ok = await c.post(`${API}/change-password`, { ...panel, password_old: PASSWORD }, current);
    expect(ok.status).toBe(200);
    expect((await c.get(`${API}/me`, current)).status).toBe(200);
    expect((await c.get(`${API}/me`, other)).status).toBe(401);
    expect((await c.post(`${API}/login`, { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes name and phone at once; a new e-mail needs the password and the mailed confirmation', async () => {
    const c = client(t);
    const { email, token, user } = await registerAndActivate(t, smtp, { name: 'Lama' });
    const saved = await c.post(
      `${API}/change-account`,
      { name: 'Nama Baru', email, phone: '0812 3456 7890' },
      token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      user: { id: user.id, name: 'Nama Baru', email, phone: '081234567890', token },
      pending_email: null,
    });
    const badPhone = await c.post(
      `${API}/change-account`,
      { name: 'Nama Baru', email, phone: 'abc-def' },
      token,
    );
    expect(badPhone.body.data.errors.phone[0]).toBe('Nomor telepon hanya boleh berisi angka');

    const target = newEmail('baru');
    const noPassword = await c.post(`${API}/change-account`, { name: 'Nama Baru', email: target }, token);
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.data.errors.password).toBeDefined();
    const wrong = await c.post(
      `${API}/change-account`,
      { name: 'Nama Baru', email: target, password: 'salah-salah' },
      token,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors.password).toEqual(['Kata sandi salah.']);

    const pending = await c.post(
      `${API}/change-account`,
      { name: 'Nama Baru', email: target, password: PASSWORD },
      token,
    );
    expect(pending.status).toBe(200);
    expect(pending.body.data.pending_email).toBe(target);
    expect(pending.body.data.user.email).toBe(email);
    const notice = await smtp.waitFor(email, (m) => m.subject.startsWith('Permintaan perubahan email'));
    expect(notice.text).toContain(target);
    const confirm = linkIn(
      await smtp.waitFor(target, (m) => m.subject.startsWith('Konfirmasi email baru')),
      '/aktifasi-email',
    );
    expect(confirm.email).toBe(target);
    // Until the link is opened, the old address is the login.
    expect((await c.post(`${API}/login`, { email: target, password: PASSWORD })).status).toBe(400);

    const done = await c.post(`${API}/verification-email`, { email: confirm.email, token: confirm.token });
    expect(done.status).toBe(200);
    expect(done.body.data.user).toMatchObject({ id: user.id, email: target });
    expect((await c.post(`${API}/login`, { email: target, password: PASSWORD })).status).toBe(200);
    expect((await c.post(`${API}/login`, { email, password: PASSWORD })).status).toBe(400);
    expect(
      (await c.post(`${API}/verification-email`, { email: confirm.email, token: confirm.token })).status,
    ).toBe(400);
  });

  it('answers a change to an address in use like any other, and tells that address instead of linking it', async () => {
    const c = client(t);
    const me = await registerAndActivate(t, smtp);
    const taken = await registerAndActivate(t, smtp);
    const free = newEmail('bebas');
    const a = await c.post(`${API}/change-account`, { name: 'X', email: free, password: PASSWORD }, me.token);
    const b = await c.post(
      `${API}/change-account`,
      { name: 'X', email: taken.email, password: PASSWORD },
      me.token,
    );
    expect(b.status).toBe(a.status);
    expect(b.body.message).toBe(a.body.message);
    const notice = await smtp.waitFor(taken.email, (m) =>
      m.subject.startsWith('Permintaan perubahan email di'),
    );
    expect(notice.links).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.email).toBe(me.email);
  });

  it('throttles failed logins per account: the 11th attempt in 15 minutes gets 429, even with the right password', async () => {
    const { email } = await registerAndActivate(t, smtp);
    for (let i = 0; i < 10; i++) {
      // From different addresses, so only the per-account counter fills.
      const res = await client(t).post(`${API}/login`, { email, password: `salah-${i}-kali` });
      expect(res.status).toBe(400);
    }
    const blocked = await client(t).post(`${API}/login`, { email, password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.status).toBe('fail');
    expect(blocked.body.message).toMatch(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ menit\.$/);
    expect(blocked.body.data.retry_after).toBeGreaterThan(800);
    expect(Number(blocked.headers.get('retry-after'))).toBe(blocked.body.data.retry_after);
  });

  it('throttles failed logins per client address across accounts', async () => {
    const c = client(t);
    const { email } = await registerAndActivate(t, smtp);
    for (let i = 0; i < 30; i++) {
      const res = await c.post(`${API}/login`, { email: newEmail('tebak'), password: 'tebak-tebakan' });
      expect(res.status).toBe(400);
    }
    expect((await c.post(`${API}/login`, { email, password: PASSWORD })).status).toBe(429);
    // Another address is not affected.
    expect((await client(t).post(`${API}/login`, { email, password: PASSWORD })).status).toBe(200);
  });

  it('throttles reset requests per address (5 an hour) and resend-activation (3 per 15 minutes)', async () => {
    const email = newEmail('banyak');
    for (let i = 0; i < 5; i++) {
      expect((await client(t).post(`${API}/send-email-reset-password`, { email })).status).toBe(200);
    }
    const reset = await client(t).post(`${API}/send-email-reset-password`, { email });
    expect(reset.status).toBe(429);
    expect(reset.body.data.retry_after).toBeGreaterThan(3000);

    for (let i = 0; i < 3; i++) {
      expect((await client(t).post(`${API}/resend-verification-email`, { email })).status).toBe(200);
    }
    expect((await client(t).post(`${API}/resend-verification-email`, { email })).status).toBe(429);

    const c = client(t);
    for (let i = 0; i < 20; i++) {
      expect((await c.post(`${API}/send-email-reset-password`, { email: newEmail('ip') })).status).toBe(200);
    }
    expect((await c.post(`${API}/send-email-reset-password`, { email: newEmail('ip') })).status).toBe(429);
  });
});
