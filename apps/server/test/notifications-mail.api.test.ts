import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APPLICATION_NOTIFICATIONS, NOTIFICATION_MAIL_MESSAGES, NOTIFICATION_TYPES } from '@siloker/shared';
import { notifications, seekerJobVacancies, users } from '../src/db/schema/index.ts';
import { sendPendingMail } from '../src/domains/notifications/mail-outbox.ts';
import {
  MAIL_GIVE_UP_SECONDS,
  MAIL_LEASE_SECONDS,
  MAIL_MAX_ATTEMPTS,
} from '../src/domains/notifications/mail-outbox-repository.ts';
import { notify } from '../src/domains/notifications/service.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, createTestAppWithMail, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeUser, makeVacancy } from './public-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

const SETTINGS = '/api/v1/account/notification-mail';
const CHANGE_STATUS = '/api/v1/seekers/job-vacancy/change-status';

const sessionFor = async (t: TestApp, userId: number) =>
  (await issueToken(t.db, { userId, kind: 'session', ttlMs: TOKEN_TTL_MS.session })).token;

const emailOf = async (t: TestApp, userId: number) =>
  (await t.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;

async function mailRows(t: TestApp, userId: number) {
  return t.db
    .select({
      title: notifications.title,
      mail_status: notifications.mail_status,
      mail_attempts: notifications.mail_attempts,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(notifications.id);
}

/** A company's vacancy with one seeker who applied to it, and the company's session. */
async function applicationOf(t: TestApp) {
  const company = await makeCompany(t.db);
  const vacancy = await makeVacancy(t.db, company.id, { title: 'Operator Gudang' });
  const seeker = await makeSeeker(t.db);
  await t.db
    .insert(seekerJobVacancies)
    .values({ job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id, applied_at: new Date() });
  return {
    vacancy,
    seeker,
    seekerEmail: await emailOf(t, seeker.user_id),
    companyToken: await sessionFor(t, company.user_id),
    seekerToken: await sessionFor(t, seeker.user_id),
  };
}

/**
 * Put back after a failed send and held for its back-off (15 s for a mail just made), not merely
 * claimed by a send still under way (a lease of MAIL_LEASE_SECONDS).
 */
const isHeld = (row: { mail_locked_until: Date | null }) =>
  row.mail_locked_until !== null &&
  row.mail_locked_until.getTime() < Date.now() + (MAIL_LEASE_SECONDS - 10) * 1000;

const moveTo = (t: TestApp, a: Awaited<ReturnType<typeof applicationOf>>, status: string) =>
  t.post(
    CHANGE_STATUS,
    { job_vacancy_id: a.vacancy.id, seeker_detail_id: a.seeker.id, status },
    a.companyToken,
  );

describe('e-mail copies of notifications through the outbox', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail());
  });
  afterAll(() => t.close());

  it('mails the seeker a stage change with a link to the screen, after the request, and marks it SENT', async () => {
    const a = await applicationOf(t);
    const res = await moveTo(t, a, 'CALLED');
    expect(res.status).toBe(200);

    const expected = APPLICATION_NOTIFICATIONS.statusChanged('Operator Gudang', 'CALLED');
    const mail = await smtp.waitFor(a.seekerEmail, (m) => m.subject.startsWith(expected.title));
    expect(mail.subject).toBe(`${expected.title} | SiLoker`);
    expect(mail.text).toContain(expected.body);
    expect(mail.links).toContain('http://localhost:3000/panel/data-lowongan-kerja/pencari-kerja');
    expect(mail.links).toContain('http://localhost:3000/panel/profil-akun');
    await vi.waitFor(async () =>
      expect(await mailRows(t, a.seeker.user_id)).toEqual([
        { title: expected.title, mail_status: 'SENT', mail_attempts: 1 },
      ]),
    );
  });

  it('reads and saves the switches of the caller’s role only, and refuses unknown kinds', async () => {
    const seeker = await sessionFor(t, (await makeSeeker(t.db)).user_id);
    const company = await sessionFor(t, (await makeCompany(t.db)).user_id);
    const admin = await sessionFor(t, (await makeUser(t.db, 'admin')).id);

    expect((await t.get(SETTINGS)).status).toBe(401);
    const seekerSettings = await t.get(SETTINGS, seeker);
    expect(seekerSettings.status).toBe(200);
    expect(seekerSettings.body.data).toEqual({
      kinds: ['applications', 'invitations', 'verification', 'ak1'],
      off: [],
    });
    expect((await t.get(SETTINGS, admin)).body.data).toEqual({ kinds: [], off: [] });

    // A company has no AK/1 card: that switch is not its own, so it is not stored.
    const saved = await t.post(SETTINGS, { off: ['ak1', 'applications'] }, company);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(NOTIFICATION_MAIL_MESSAGES.saved);
    expect(saved.body.data).toEqual({
      kinds: ['applications', 'invitations', 'verification'],
      off: ['applications'],
    });
    expect((await t.get(SETTINGS, company)).body.data.off).toEqual(['applications']);
    // Another user's switches are untouched.
    expect((await t.get(SETTINGS, seeker)).body.data.off).toEqual([]);

    for (const body of [{}, { off: ['spam'] }, { off: 'applications' }]) {
      const bad = await t.post(SETTINGS, body, company);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.body.data.errors)[0]).toMatch(/^off/);
    }
    expect((await t.get(SETTINGS, company)).body.data.off).toEqual(['applications']);
  });

  it('leaves an opted-out kind SKIPPED and unsent, while the kinds still on arrive', async () => {
    const a = await applicationOf(t);
    const off = await t.post(SETTINGS, { off: ['applications'] }, a.seekerToken);
    expect(off.body.data.off).toEqual(['applications']);

    expect((await moveTo(t, a, 'CALLED')).status).toBe(200);
    await notify(t.db, [a.seeker.user_id], {
      type: NOTIFICATION_TYPES.invitationNew,
      title: 'Undangan melamar kerja',
      body: 'PT Contoh mengundang Anda.',
      link: '/panel/data-lowongan-kerja/pencari-kerja',
    });
    const invite = await smtp.waitFor(a.seekerEmail, (m) => m.subject.startsWith('Undangan melamar kerja'));
    expect(invite.text).toContain('PT Contoh mengundang Anda.');
    await vi.waitFor(async () =>
      expect((await mailRows(t, a.seeker.user_id)).map((r) => r.mail_status)).toEqual(['SKIPPED', 'SENT']),
    );
    expect(smtp.to(a.seekerEmail).map((m) => m.subject)).toEqual(['Undangan melamar kerja | SiLoker']);
    expect((await mailRows(t, a.seeker.user_id))[0]!.mail_attempts).toBe(0);
  });

  it('mails no deactivated or deleted account', async () => {
    const gone = await makeUser(t.db, 'company');
    const off = await makeUser(t.db, 'company');
    await t.db
      .update(users)
      .set({ deleted_at: sql`now()` })
      .where(eq(users.id, gone.id));
    await t.db
      .update(users)
      .set({ deactivated_at: sql`now()` })
      .where(eq(users.id, off.id));
    await notify(t.db, [gone.id, off.id], {
      type: NOTIFICATION_TYPES.companyVerified,
      title: 'Perusahaan diverifikasi',
      body: '',
    });
    await vi.waitFor(async () => {
      for (const id of [gone.id, off.id]) {
        expect((await mailRows(t, id)).map((r) => r.mail_status)).toEqual(['SKIPPED']);
      }
    });
    expect(smtp.to(gone.email)).toHaveLength(0);
    expect(smtp.to(off.email)).toHaveLength(0);
  });

  it('sends each mail exactly once when several workers run at the same moment', async () => {
    const user = await makeUser(t.db, 'seeker');
    const titles = Array.from({ length: 17 }, (_, i) => `Kabar ke-${i + 1}`);
    for (const title of titles) {
      await t.db.insert(notifications).values({
        user_id: user.id,
        type: NOTIFICATION_TYPES.applicationStatus,
        title,
        body: '',
        mail_status: 'PENDING',
      });
    }
    const deps = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    // Three passes at once, plus the app's own worker woken by a notify() of the same user.
    const passes = Promise.all([sendPendingMail(deps), sendPendingMail(deps), sendPendingMail(deps)]);
    await notify(t.db, [user.id], {
      type: NOTIFICATION_TYPES.applicationStatus,
      title: 'Kabar terakhir',
      body: '',
    });
    const results = await passes;
    await vi.waitFor(async () =>
      expect((await mailRows(t, user.id)).every((r) => r.mail_status === 'SENT')).toBe(true),
    );
    await vi.waitFor(() => expect(smtp.to(user.email)).toHaveLength(titles.length + 1));
    // Give a duplicate the chance to arrive before counting again.
    await new Promise((r) => setTimeout(r, 300));
    const subjects = smtp.to(user.email).map((m) => m.subject);
    expect(subjects).toHaveLength(titles.length + 1);
    expect(new Set(subjects).size).toBe(titles.length + 1);
    expect(results.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(titles.length + 1);
    expect((await mailRows(t, user.id)).every((r) => r.mail_attempts === 1)).toBe(true);
  });
  it('drains a backlog larger than one pass at once, without waiting for the next poll', async () => {
    const user = await makeUser(t.db, 'company');
    // 105 due rows (a burst, or the mail server back after a while): more than one pass takes (100).
    await t.db.insert(notifications).values(
      Array.from({ length: 105 }, (_, i) => ({
        user_id: user.id,
        type: NOTIFICATION_TYPES.applicationNew,
        title: `Pelamar ke-${i + 1}`,
        body: '',
        mail_status: 'PENDING',
      })),
    );
    await notify(t.db, [user.id], {
      type: NOTIFICATION_TYPES.applicationNew,
      title: 'Pelamar terakhir',
      body: '',
    });
    // The poll is 15 s away: all 106 leave before it, pass after pass.
    await vi.waitFor(() => expect(smtp.to(user.email)).toHaveLength(106), {
      timeout: 14_000,
      interval: 100,
    });
    // The worker marks a row SENT once the server took the mail: the last marks may trail the last mail.
    await vi.waitFor(
      async () => expect((await mailRows(t, user.id)).every((r) => r.mail_status === 'SENT')).toBe(true),
      { timeout: 5_000, interval: 100 },
    );
  });
});

describe('a mail server that does not answer', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, every send fails at once.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never breaks the request, keeps the mail uncounted through the outage, and gives up only after days', async () => {
    const a = await applicationOf(t);
    const res = await moveTo(t, a, 'CALLED');
    expect(res.status).toBe(200);
    expect(res.body.data.seeker_job_vacancy.status).toBe('CALLED');

    const ids = (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.user_id, a.seeker.user_id))
    ).map((r) => r.id);
    const held = async () =>
      (await t.db.select().from(notifications).where(inArray(notifications.id, ids)))[0]!;
    // Tried once by the app's worker, put back uncounted and held for its back-off (docs/decisions/094).
    await vi.waitFor(async () => expect(isHeld(await held())).toBe(true));
    expect(await held()).toMatchObject({ mail_status: 'PENDING', mail_attempts: 0 });
    const row = async () => (await mailRows(t, a.seeker.user_id))[0]!;

    const deps = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    const ageBy = (age: string) =>
      t.db
        .update(notifications)
        .set({ created_at: sql`now() - ${sql.raw(`interval '${age}'`)}`, mail_locked_until: null })
        .where(inArray(notifications.id, ids));
    // However long the outage (hours, a day), a pass puts it back again, never counting it as an attempt.
    for (const age of ['1 minute', '45 minutes', '6 hours', '2 days']) {
      await ageBy(age);
      expect(await sendPendingMail(deps), age).toMatchObject({ deferred: 1, failed: 0, retried: 0 });
      expect(await row()).toMatchObject({ mail_status: 'PENDING', mail_attempts: 0 });
    }
    // While held, no pass tries it again.
    expect((await sendPendingMail(deps)).deferred).toBe(0);
    // After MAIL_GIVE_UP_SECONDS (3 days) it is given up.
    await ageBy(`${MAIL_GIVE_UP_SECONDS + 60} seconds`);
    expect(await sendPendingMail(deps)).toMatchObject({ failed: 1, deferred: 0 });
    expect(await row()).toMatchObject({ mail_status: 'FAILED', mail_attempts: 0 });
    // A FAILED row is never taken again.
    await ageBy('4 days');
    expect(await sendPendingMail(deps)).toEqual({
      sent: 0,
      skipped: 0,
      retried: 0,
      failed: 0,
      deferred: 0,
      more: false,
    });
  });
});

describe('a mail server that refuses the recipient', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let code: number | null = 550;

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: () => (code === null ? null : { at: 'rcpt', code }) });
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('counts a permanent refusal (5xx) as an attempt, retries with backoff, then gives up as FAILED', async () => {
    const a = await applicationOf(t);
    expect((await moveTo(t, a, 'CALLED')).status).toBe(200);
    const row = async () => (await mailRows(t, a.seeker.user_id))[0]!;
    await vi.waitFor(async () =>
      expect(await row()).toMatchObject({ mail_status: 'PENDING', mail_attempts: 1 }),
    );
    const deps = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    // Not yet due: the next attempt waits a minute after the first.
    expect((await sendPendingMail(deps)).retried).toBe(0);
    expect((await row()).mail_attempts).toBe(1);
    const ids = (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.user_id, a.seeker.user_id))
    ).map((r) => r.id);
    // Each step moves the row's age past the next wait (1, 5, 30 minutes) and runs a pass.
    for (const [ageSeconds, attempts] of [
      [61, 2],
      [301, 3],
      [1801, MAIL_MAX_ATTEMPTS],
    ] as const) {
      await t.db
        .update(notifications)
        .set({ created_at: sql`now() - make_interval(secs => ${ageSeconds})` })
        .where(inArray(notifications.id, ids));
      await sendPendingMail(deps);
      await vi.waitFor(async () => expect((await row()).mail_attempts).toBe(attempts));
    }
    expect(await row()).toMatchObject({ mail_status: 'FAILED', mail_attempts: MAIL_MAX_ATTEMPTS });
  });

  it('keeps a mail refused for now (4xx) uncounted, and sends it once the server takes it', async () => {
    code = 450;
    const a = await applicationOf(t);
    expect((await moveTo(t, a, 'CALLED')).status).toBe(200);
    const ids = (
      await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.user_id, a.seeker.user_id))
    ).map((r) => r.id);
    const rows = () => t.db.select().from(notifications).where(inArray(notifications.id, ids));
    await vi.waitFor(async () => expect((await rows()).every(isHeld)).toBe(true));
    for (const r of await rows()) expect(r).toMatchObject({ mail_status: 'PENDING', mail_attempts: 0 });
    code = null;
    await t.db.update(notifications).set({ mail_locked_until: null }).where(inArray(notifications.id, ids));
    const deps = { db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, log: t.app.log };
    expect((await sendPendingMail(deps)).sent).toBe(ids.length);
    for (const r of await rows())
      expect(r, JSON.stringify(r)).toMatchObject({ mail_status: 'SENT', mail_attempts: 1 });
    expect(smtp.to(a.seekerEmail)).toHaveLength(ids.length);
  });
});
