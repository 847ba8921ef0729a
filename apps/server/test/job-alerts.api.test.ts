import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ALERT_MAIL_LIST_MAX, JOB_ALERT_MESSAGES } from '@siloker/shared';
import { jobAlertSent, jobAlerts } from '../src/db/schema/index.ts';
import { runJobAlerts } from '../src/domains/job-alerts/job.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { mailHeaders, startSmtp, type ReceivedMail, type TestSmtp } from './smtp.ts';

/** Issue 21 §2 (docs/decisions/108): job alerts, saved searches mailed. */

const HOUR = 3_600_000;

describe('job alerts', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let companyId: number;
  let seq = 0;

  /** A unique word, so each test's vacancies match only its own alerts. */
  const word = () => `kata${Date.now().toString(36)}${++seq}x`;

  const run = (now = new Date()) => runJobAlerts(t.db, { now, publicUrl: 'http://portal.test' });

  /** A guest subscribes and opens the confirmation link; returns the address. */
  async function guestAlert(body: Record<string, unknown>) {
    const email = `tamu${++seq}-${Date.now()}@contoh.test`;
    const res = await t.post('/api/v1/job-alerts/subscribe', { email, ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const mail = await smtp.waitFor(email, (m) => m.subject.startsWith('Konfirmasi langganan'));
    const token = new URL(
      mail.links.find((l) => l.includes('/langganan-lowongan/konfirmasi'))!,
    ).searchParams.get('token')!;
    const confirmed = await t.post('/api/v1/job-alerts/confirm', { token });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    return { email, token };
  }

  /** The alert mail to `email` that the outbox sends after a run. */
  const alertMail = (email: string) =>
    smtp.waitFor(email, (m) => m.subject.includes('lowongan baru untuk pencarian'), 8000);

  const manageToken = (mail: ReceivedMail) =>
    new URL(mail.links.find((l) => l.includes('/langganan-lowongan/kelola/'))!).pathname.split('/').at(-1)!;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://portal.test' });
    companyId = (await makeCompany(t.db, { name: 'PT Alarm Lowongan' })).id;
  });

  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends nothing to an unconfirmed guest, then after the confirmation link only new matching open vacancies', async () => {
    const kw = word();
    const email = `belum${Date.now()}@contoh.test`;
    const res = await t.post('/api/v1/job-alerts/subscribe', { email, search: kw, frequency: 'INSTANT' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(JOB_ALERT_MESSAGES.confirmSent);
    const confirmMail = await smtp.waitFor(email, (m) => m.subject.startsWith('Konfirmasi langganan'));
    await makeVacancy(t.db, companyId, { title: `Operator ${kw}` });
    expect((await run()).mailed).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);

    // Confirmed now: the vacancy public before the confirmation is not "new" to it.
    const token = new URL(confirmMail.links.find((l) => l.includes('konfirmasi'))!).searchParams.get(
      'token',
    )!;
    expect((await t.post('/api/v1/job-alerts/confirm', { token })).status).toBe(200);
    const fresh = await makeVacancy(t.db, companyId, { title: `Teknisi ${kw}` });
    await makeVacancy(t.db, companyId, { title: `Teknisi ${kw} tutup`, publication_status: 'CLOSED' });
    await makeVacancy(t.db, companyId, {
      title: `Teknisi ${kw} lewat`,
      expired_at: new Date(Date.now() - DAY),
    });
    await makeVacancy(t.db, companyId, { title: 'Sesuatu yang lain sama sekali' });
    expect((await run()).mailed).toBeGreaterThanOrEqual(1);
    const mail = await alertMail(email);
    expect(mail.text).toContain(`Teknisi ${kw}`);
    expect(mail.text).toContain(`/lowongan-kerja/${fresh.title_slug}`);
    expect(mail.text).not.toContain('tutup');
    expect(mail.text).not.toContain('lewat');
    expect(mail.text).not.toContain(`Operator ${kw}`);
    expect(mail.text).not.toContain('Sesuatu yang lain');
    // The one-click links and the RFC 8058 headers, as received by a real SMTP listener.
    const headers = mailHeaders(mail.raw);
    expect(headers['list-unsubscribe']).toMatch(
      /^<http:\/\/portal\.test\/api\/v1\/job-alerts\/unsubscribe\/[\w-]{43}>$/,
    );
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('?aksi=jeda');
    expect(mail.text).toContain('?aksi=berhenti');

    // Nothing new: no mail at all. A new one: only it, never the one already sent.
    expect((await run()).mailed).toBe(0);
    const later = await makeVacancy(t.db, companyId, { title: `Mekanik ${kw}` });
    await run();
    const second = await alertMail(email);
    expect(second.text).toContain(later.title);
    expect(second.text).not.toContain(`Teknisi ${kw}`);
    expect(second.subject).toMatch(/^1 lowongan baru/);
  });

  it('lists the newest 20 and counts the rest; none of them, listed or counted, comes again', async () => {
    const kw = word();
    const { email } = await guestAlert({ search: kw, frequency: 'INSTANT' });
    const made = [];
    for (let i = 0; i < JOB_ALERT_MAIL_LIST_MAX + 3; i++)
      made.push(await makeVacancy(t.db, companyId, { title: `Kasir ${kw} ${i}` }));
    await run();
    const mail = await alertMail(email);
    expect(mail.subject).toMatch(new RegExp(`^${JOB_ALERT_MAIL_LIST_MAX + 3} lowongan baru`));
    expect(mail.text).toContain('Dan 3 lowongan baru lainnya');
    const listed = made.filter((v) => new RegExp(`/lowongan-kerja/${v.title_slug}\\s`).test(mail.text));
    expect(listed).toHaveLength(JOB_ALERT_MAIL_LIST_MAX);
    // Only the listed ones are recorded one by one; the alert remembers up to when the mail covered.
    const [alert] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email));
    const sent = await t.db.select().from(jobAlertSent).where(eq(jobAlertSent.job_alert_id, alert!.id));
    expect(sent.map((r) => r.job_vacancy_id).sort()).toEqual(listed.map((v) => v.id).sort());
    expect(alert!.announced_until).not.toBeNull();

    // Nothing new: no mail, neither for the listed nor for the three only counted.
    expect((await run()).mailed).toBe(0);
    const later = await makeVacancy(t.db, companyId, { title: `Pramuniaga ${kw}` });
    await run();
    const second = await alertMail(email);
    expect(second.subject).toMatch(/^1 lowongan baru/);
    expect(second.text).toContain(later.title);
    expect(second.text).not.toContain(`Kasir ${kw}`);
  });

  it('refuses a used, expired or unknown confirmation link, and answers a registered address like any other', async () => {
    const used = await guestAlert({ frequency: 'DAILY' });
    const again = await t.post('/api/v1/job-alerts/confirm', { token: used.token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(JOB_ALERT_MESSAGES.confirmInvalid);

    const email = `kedaluwarsa${Date.now()}@contoh.test`;
    await t.post('/api/v1/job-alerts/subscribe', { email, frequency: 'DAILY' });
    const mail = await smtp.waitFor(email);
    const token = new URL(mail.links.find((l) => l.includes('konfirmasi'))!).searchParams.get('token')!;
    await t.db
      .update(jobAlerts)
      .set({ confirm_expires_at: new Date(Date.now() - 1000) })
      .where(eq(jobAlerts.email, email));
    expect((await t.post('/api/v1/job-alerts/confirm', { token })).status).toBe(404);
    expect((await t.post('/api/v1/job-alerts/confirm', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await t.post('/api/v1/job-alerts/confirm', { token: 'pendek' })).status).toBe(400);

    // An account's address gets the same answer and the same opt-in mail (no account enumeration).
    const user = await makeUser(t.db, 'seeker');
    const res = await t.post('/api/v1/job-alerts/subscribe', { email: user.email, frequency: 'WEEKLY' });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(JOB_ALERT_MESSAGES.confirmSent);
    await smtp.waitFor(user.email, (m) => m.subject.startsWith('Konfirmasi langganan'));
  });

  it('throttles subscriptions per address, answering 429 with an Indonesian message', async () => {
    const email = `banjir${Date.now()}@contoh.test`;
    for (let i = 0; i < 3; i++)
      expect((await t.post('/api/v1/job-alerts/subscribe', { email, frequency: 'DAILY' })).status).toBe(202);
    const fourth = await t.post('/api/v1/job-alerts/subscribe', { email, frequency: 'DAILY' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/Terlalu banyak|coba lagi/i);
  });

  it('pauses and unsubscribes with one click without signing in: GET shows, POST does it (RFC 8058)', async () => {
    const kw = word();
    const { email } = await guestAlert({ search: kw, frequency: 'INSTANT' });
    await makeVacancy(t.db, companyId, { title: `Kasir ${kw}` });
    await run();
    const token = manageToken(await alertMail(email));

    const shown = await t.get(`/api/v1/job-alerts/manage/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ summary: `“${kw}”`, frequency: 'INSTANT', status: 'ACTIVE' });
    expect(JSON.stringify(shown.body)).not.toContain(email);
    // GET changes nothing.
    await t.get(`/api/v1/job-alerts/manage/${token}`);
    expect((await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email)))[0]!.status).toBe('ACTIVE');

    const paused = await t.post(`/api/v1/job-alerts/pause/${token}`);
    expect(paused.status).toBe(200);
    expect(paused.body.data.status).toBe('PAUSED');
    await makeVacancy(t.db, companyId, { title: `Pramuniaga ${kw}` });
    await run();
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.to(email).filter((m) => m.subject.includes('lowongan baru'))).toHaveLength(1);

    // A mail client's one-click POST: a form body, no session, no other header.
    const res = await fetch(`${t.baseUrl}/api/v1/job-alerts/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.email, email))).toHaveLength(0);
    // Repeated: the same success; the link no longer shows anything.
    expect((await t.post(`/api/v1/job-alerts/unsubscribe/${token}`)).status).toBe(200);
    expect((await t.get(`/api/v1/job-alerts/manage/${token}`)).status).toBe(404);
    expect((await t.post(`/api/v1/job-alerts/pause/${token}`)).status).toBe(404);
  });

  it('mails daily and weekly alerts at most once per period and instant ones at every run, on the job clock', async () => {
    const kw = word();
    const seeker = await makeSeeker(t.db);
    const token = await sessionToken(t.db, seeker.user_id);
    const made: Record<string, number> = {};
    for (const frequency of ['INSTANT', 'DAILY', 'WEEKLY'] as const) {
      const res = await t.post('/api/v1/job-alerts', { search: kw, frequency }, token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made[frequency] = res.body.data.job_alert.id;
    }
    const sentTo = async (alertId: number) =>
      (await t.db.select().from(jobAlertSent).where(eq(jobAlertSent.job_alert_id, alertId))).length;
    const lastSent = async (alertId: number) =>
      (await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, alertId)))[0]!.last_sent_at;

    const t0 = Date.now();
    await makeVacancy(t.db, companyId, { title: `Sopir ${kw} 1` });
    await run(new Date(t0));
    expect(await sentTo(made.INSTANT!)).toBe(1);
    expect(await sentTo(made.DAILY!)).toBe(1);
    expect(await sentTo(made.WEEKLY!)).toBe(1);

    await makeVacancy(t.db, companyId, { title: `Sopir ${kw} 2` });
    await run(new Date(t0 + HOUR));
    expect(await sentTo(made.INSTANT!)).toBe(2);
    expect(await sentTo(made.DAILY!)).toBe(1);
    expect(await sentTo(made.WEEKLY!)).toBe(1);

    await run(new Date(t0 + 25 * HOUR));
    expect(await sentTo(made.DAILY!)).toBe(2);
    expect(await sentTo(made.WEEKLY!)).toBe(1);
    expect((await lastSent(made.DAILY!))!.getTime()).toBe(t0 + 25 * HOUR);

    await makeVacancy(t.db, companyId, { title: `Sopir ${kw} 3` });
    await run(new Date(t0 + 3 * DAY));
    expect(await sentTo(made.WEEKLY!)).toBe(1);
    await run(new Date(t0 + 8 * DAY));
    expect(await sentTo(made.WEEKLY!)).toBe(3);
    expect(await sentTo(made.DAILY!)).toBe(3);
    expect(await sentTo(made.INSTANT!)).toBe(3);
  });

  it('matches the list filters: job type, city, kecamatan, education and a monthly salary range', async () => {
    const kw = word();
    const seeker = await makeSeeker(t.db);
    const token = await sessionToken(t.db, seeker.user_id);
    const res = await t.post(
      '/api/v1/job-alerts',
      {
        search: kw,
        job_type_id: 1,
        city_code: '64.72',
        district_code: '64.72.01',
        education_id: 4,
        salary_min: 3_000_000,
        salary_max: 5_000_000,
        frequency: 'INSTANT',
      },
      token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const alertId = res.body.data.job_alert.id as number;
    expect(res.body.data.job_alert.summary).toContain(`“${kw}”`);
    expect(res.body.data.job_alert.summary).toContain('Rp');
    const fit = {
      title: `Staf ${kw}`,
      job_type_id: 1,
      city_code: '64.72',
      district_code: '64.72.01',
      education_id: 4,
      salary: 4_000_000,
      salary_type: 'monthly',
    };
    const match = await makeVacancy(t.db, companyId, fit);
    await makeVacancy(t.db, companyId, { ...fit, job_type_id: 2 });
    await makeVacancy(t.db, companyId, { ...fit, district_code: '64.72.02' });
    await makeVacancy(t.db, companyId, { ...fit, education_id: 5 });
    await makeVacancy(t.db, companyId, { ...fit, salary: 6_000_000 });
    await makeVacancy(t.db, companyId, { ...fit, salary_type: 'daily' });
    await run();
    const sent = await t.db.select().from(jobAlertSent).where(eq(jobAlertSent.job_alert_id, alertId));
    expect(sent.map((s) => s.job_vacancy_id)).toEqual([match.id]);
  });

  it('lets a seeker list, change, pause, resume and delete their own alerts, and nobody else', async () => {
    const a = await makeSeeker(t.db);
    const b = await makeSeeker(t.db);
    const ta = await sessionToken(t.db, a.user_id);
    const tb = await sessionToken(t.db, b.user_id);
    const company = await makeCompany(t.db);
    const tc = await sessionToken(t.db, company.user_id);
    const created = await t.post('/api/v1/job-alerts', { search: 'kasir', frequency: 'DAILY' }, ta);
    expect(created.status).toBe(201);
    const id = created.body.data.job_alert.id as number;

    const list = await t.get('/api/v1/job-alerts', ta);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.job_alerts[0]).toMatchObject({
      id,
      frequency: 'DAILY',
      status: 'ACTIVE',
      summary: '“kasir”',
    });
    expect((await t.get('/api/v1/job-alerts', tb)).body.data.total).toBe(0);

    const weekly = await t.post(`/api/v1/job-alerts/update/${id}`, { frequency: 'WEEKLY' }, ta);
    expect(weekly.body.data.job_alert.frequency).toBe('WEEKLY');
    const paused = await t.post(`/api/v1/job-alerts/update/${id}`, { status: 'PAUSED' }, ta);
    expect(paused.body.data.job_alert.status).toBe('PAUSED');
    expect(paused.body.message).toBe(JOB_ALERT_MESSAGES.paused);
    const resumed = await t.post(`/api/v1/job-alerts/update/${id}`, { status: 'ACTIVE' }, ta);
    expect(resumed.body.message).toBe(JOB_ALERT_MESSAGES.resumed);

    // Another seeker's: 404 and unchanged; a company or a guest: refused.
    expect((await t.post(`/api/v1/job-alerts/update/${id}`, { status: 'PAUSED' }, tb)).status).toBe(404);
    expect((await t.request('DELETE', `/api/v1/job-alerts/${id}`, { token: tb })).status).toBe(404);
    expect((await t.post('/api/v1/job-alerts', { frequency: 'DAILY' }, tc)).status).toBe(403);
    expect((await t.post('/api/v1/job-alerts', { frequency: 'DAILY' })).status).toBe(401);
    expect((await t.get('/api/v1/job-alerts')).status).toBe(401);
    expect((await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, id)))[0]!.status).toBe('ACTIVE');

    expect((await t.request('DELETE', `/api/v1/job-alerts/${id}`, { token: ta })).status).toBe(200);
    expect((await t.get('/api/v1/job-alerts', ta)).body.data.total).toBe(0);
  });

  it('refuses bad input with 400 and an Indonesian message, storing nothing', async () => {
    const seeker = await makeSeeker(t.db);
    const token = await sessionToken(t.db, seeker.user_id);
    const before = (await t.db.select().from(jobAlerts)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ frequency: 'HOURLY' }, 'frequency'],
      [{ frequency: 'DAILY', salary_min: 5_000_000, salary_max: 1_000_000 }, 'salary_min'],
      [{ frequency: 'DAILY', city_code: 'samarinda' }, 'city_code'],
      [{ frequency: 'DAILY', education_id: -1 }, 'education_id'],
      [{ frequency: 'DAILY', search: 'a\u0000b' }, 'search'],
      [{ frequency: 'DAILY', job_type_id: 2 ** 31 }, 'job_type_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post('/api/v1/job-alerts', body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    const guest = await t.post('/api/v1/job-alerts/subscribe', { email: 'bukan-email', frequency: 'DAILY' });
    expect(guest.status).toBe(400);
    expect((await t.post(`/api/v1/job-alerts/update/abc`, { status: 'PAUSED' }, token)).status).toBe(400);
    expect((await t.post(`/api/v1/job-alerts/update/1`, {}, token)).status).toBe(400);
    expect((await t.get('/api/v1/job-alerts/manage/%00%00')).status).toBe(400);
    expect((await t.db.select().from(jobAlerts)).length).toBe(before);
  });
});
