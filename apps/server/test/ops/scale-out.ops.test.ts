import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import * as tar from 'tar';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_TYPES } from '@siloker/shared';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { cities, districts, jobRuns, notifications, subDistricts, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { LIMITS } from '../../src/lib/throttle.ts';
import { COMPLETE_COMPANY, makeCompany, makeSeeker, makeUser, makeVacancy } from '../public-fixtures.ts';
import { formOf, pdf, png, samePixels } from '../profile-fixtures.ts';
import { startTestBucket, type TestBucket } from '../s3-bucket.ts';
import { startSmtp, type TestSmtp } from '../smtp.ts';
import { findPostgresBin, scratchDatabase } from './postgres-cluster.ts';
import { runServerCommand, startServer, tempDir, type ServerProcess } from './server-process.ts';

/*
 * Two server processes on one PostgreSQL and one S3-compatible bucket behave as one portal (issue 18
 * item 7, docs/decisions/094): every request below alternates between them. Needs TEST_DATABASE_URL
 * (CI sets it; `eval "$(bash .ci/pg-start.sh)"` locally); this test creates its own database there.
 */
const PG_URL = process.env.TEST_DATABASE_URL;
const BUCKET = 'siloker-scale';
const CACHE_TTL_SECONDS = 2;
const ADMIN = { email: 'kepala@dinas.test', password: 'Kepala#Dinas2026' };
const PASSWORD = 'kopi-susu-pagi-hari';
const DAY = 86_400_000;
/** Pending mail written before the servers start: both workers race for it at once. */
const MAIL_USERS = 4;
const MAILS_EACH = 8;

interface Reply {
  status: number;
  body: { status: string; message: string; data: any };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!PG_URL)('two server processes on one PostgreSQL and one bucket', () => {
  let scratch: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let database: Database;
  let bucket: TestBucket | undefined;
  let s3: S3Client;
  let smtp: TestSmtp;
  let servers: ServerProcess[] = [];
  let firstStartErrors: string[] = [];
  /** The environment both processes run with. */
  let env: Record<string, string>;
  const dirs: string[] = [];
  let turn = 0;
  const fixtures = {} as {
    dueSeeker: { user_id: number; email: string };
    mailUsers: { id: number; email: string }[];
    seeker: { email: string };
    company: { email: string; vacancyId: number; vacancyTitle: string };
    uploader: { email: string };
  };

  /** The next server in turn: consecutive calls alternate between the two processes. */
  const next = () => servers[turn++ % 2]!;
  async function call(
    server: ServerProcess,
    method: string,
    path: string,
    opts: { body?: unknown; token?: string; form?: FormData; ip?: string } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.ip) headers['x-forwarded-for'] = opts.ip;
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${server.url}/api/v1${path}`, { method, headers, body });
    return { status: res.status, body: (await res.json()) as Reply['body'] };
  }
  const login = async (server: ServerProcess, email: string, password: string, ip?: string) =>
    call(server, 'POST', '/auth/login', { body: { email, password }, ip });
  const tokenOf = (reply: Reply) => {
    expect(reply.status, reply.body.message).toBe(200);
    return reply.body.data.user.token as string;
  };
  /** A real village of the city with its district, city and province codes. */
  async function regionOf(cityCode: string) {
    const [row] = await database.db
      .select({
        province_code: cities.province_code,
        city_code: cities.code,
        district_code: districts.code,
        sub_district_code: subDistricts.code,
      })
      .from(subDistricts)
      .innerJoin(districts, eq(districts.code, subDistricts.district_code))
      .innerJoin(cities, eq(cities.code, districts.city_code))
      .where(eq(cities.code, cityCode))
      .limit(1);
    return row!;
  }
  const me = (server: ServerProcess, token: string) => call(server, 'GET', '/auth/me', { token });

  beforeAll(async () => {
    // A database of this test's own on TEST_DATABASE_URL's server.
    scratch = await scratchDatabase(PG_URL!, 'siloker_scale');
    const url = scratch.url;

    bucket = await startTestBucket(BUCKET);
    s3 = bucket.s3;
    smtp = await startSmtp();

    env = {
      DATABASE_URL: url,
      S3_URL: bucket.url,
      SMTP_URL: smtp.url,
      CACHE_TTL_SECONDS: String(CACHE_TTL_SECONDS),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    };
    /** Both processes at once, as a deployment's N processes start (and restart). */
    const startBoth = async () => {
      const started = await Promise.allSettled(
        [0, 1].map(() => {
          const dataDir = tempDir();
          dirs.push(dataDir);
          return startServer({ dataDir, env, startTimeoutMs: 90_000 });
        }),
      );
      return {
        up: started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])),
        errors: started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason).slice(0, 2000)] : [])),
      };
    };
    // On the empty database both migrate and seed at start: one waits for the other (startup lock).
    // Without it, one of them died on `CREATE EXTENSION pg_trgm` (duplicate key).
    const first = await startBoth();
    firstStartErrors = first.errors;
    await Promise.all(first.up.map((s) => s.stop('SIGTERM')));
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    const db = database.db;
    const passwordHash = await hashPassword(PASSWORD);

    // A card holder whose AK/1 report is a year overdue: the reminder sweep tells them once.
    const due = await makeSeeker(db, {
      status: 'VERIFIED',
      last_reported_at: new Date(Date.now() - 400 * DAY),
    });
    const [dueUser] = await db.select().from(users).where(eq(users.id, due.user_id));
    fixtures.dueSeeker = { user_id: due.user_id, email: dueUser!.email };

    // Notifications whose mail is still to be sent.
    fixtures.mailUsers = [];
    for (let u = 0; u < MAIL_USERS; u++) {
      const user = await makeUser(db, 'seeker');
      fixtures.mailUsers.push({ id: user.id, email: user.email });
      await db.insert(notifications).values(
        Array.from({ length: MAILS_EACH }, (_, i) => ({
          user_id: user.id,
          type: NOTIFICATION_TYPES.applicationStatus,
          title: `Kabar ${u + 1}-${i + 1}`,
          body: '',
          mail_status: 'PENDING',
        })),
      );
    }

    const seeker = await makeUser(db, 'seeker');
    await db.update(users).set({ password_hash: passwordHash }).where(eq(users.id, seeker.id));
    fixtures.seeker = { email: seeker.email };

    const company = await makeCompany(db, COMPLETE_COMPANY);
    const [companyUser] = await db
      .update(users)
      .set({ password_hash: passwordHash })
      .where(eq(users.id, company.user_id))
      .returning();
    const title = `Teknisi Skala ${Date.now()}`;
    const vacancy = await makeVacancy(db, company.id, { title, publication_status: 'DRAFT' });
    fixtures.company = { email: companyUser!.email, vacancyId: vacancy.id, vacancyTitle: title };
    // Another company for the uploads: a changed profile goes back to the office (docs/decisions/073).
    const uploader = await makeCompany(db, COMPLETE_COMPANY);
    const [uploaderUser] = await db
      .update(users)
      .set({ password_hash: passwordHash })
      .where(eq(users.id, uploader.user_id))
      .returning();
    fixtures.uploader = { email: uploaderUser!.email };

    // The jobs' first runs at the next start are what the tests below count.
    await db.delete(jobRuns);
    const second = await startBoth();
    servers = second.up;
    if (second.errors.length) throw new Error(second.errors.join('\n'));
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGTERM');
    await database?.close();
    await scratch?.drop();
    await bucket?.close();
    await smtp?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts two processes at once on an empty database: one prepares it while the other waits', () => {
    expect(firstStartErrors).toEqual([]);
    expect(servers).toHaveLength(2);
    expect(servers[0]!.pid).not.toBe(servers[1]!.pid);
  });

  it('keeps a session made on one on the other, and ends it on both when it logs out on one', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = tokenOf(await login(a, fixtures.seeker.email, PASSWORD));
    for (let i = 0; i < 4; i++) expect((await me(next(), token)).status).toBe(200);
    expect((await call(b, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await me(a, token)).status).toBe(401);
    expect((await me(b, token)).status).toBe(401);
  });

  it('ends a deactivated staff member’s session on the other process at once', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const adminToken = tokenOf(await login(a, ADMIN.email, ADMIN.password));
    const staffEmail = `staf.skala.${Date.now()}@dinas.test`;
    const created = await call(b, 'POST', '/office/staff', {
      token: adminToken,
      body: { name: 'Staf Skala', email: staffEmail, password: PASSWORD, office_role: 'VERIFIER' },
    });
    expect(created.status, created.body.message).toBe(201);
    const staffToken = tokenOf(await login(b, staffEmail, PASSWORD));
    expect((await me(a, staffToken)).status).toBe(200);
    expect((await me(b, staffToken)).status).toBe(200);

    const off = await call(a, 'POST', `/office/staff/${created.body.data.staff.id}/status`, {
      token: adminToken,
      body: { active: false },
    });
    expect(off.status, off.body.message).toBe(200);
    expect((await me(b, staffToken)).status).toBe(401);
    expect((await me(a, staffToken)).status).toBe(401);
    // Nor can the switched-off account sign in again on either.
    expect((await login(b, staffEmail, PASSWORD)).status).not.toBe(200);
  });

  it('counts failed logins over both processes: the limit is reached by attempts split between them', async () => {
    const email = fixtures.seeker.email;
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.loginEmail.max; i++) {
      statuses.push((await login(next(), email, 'salah-sandi-sekali', ip)).status);
    }
    // Each process saw only half of them, yet the next attempt is refused on both, even the right password.
    expect(statuses.every((s) => s !== 429 && s !== 200)).toBe(true);
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect((await login(a, email, 'salah-sandi-lagi', ip)).status).toBe(429);
    expect((await login(b, email, PASSWORD, ip)).status).toBe(429);
  });

  it('serves an upload made through one from the other (public logo and private NIB), from the one bucket', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = tokenOf(await login(b, fixtures.uploader.email, PASSWORD));
    const current = await call(a, 'GET', '/profile-company', { token });
    expect(current.status).toBe(200);
    const c0 = current.body.data.company_detail;
    const logo = png(42);
    const nib = pdf('nib-skala');
    const saved = await call(a, 'POST', '/profile-company/', {
      token,
      form: formOf(
        {
          name: c0.name,
          address: 'Jl. Skala No. 2',
          ...(await regionOf('64.72')),
          phone: '0541123456',
          business_field_id: '1',
          nib: COMPLETE_COMPANY.nib,
          status_office: 'head_office',
        },
        {
          photo: { data: logo, name: 'logo.png', type: 'image/png' },
          file_nib: { data: nib, name: 'nib.pdf', type: 'application/pdf' },
        },
      ),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const c = saved.body.data.company_detail;

    const photo = await fetch(b.url + c.photo_url);
    expect(photo.status).toBe(200);
    expect(await samePixels(Buffer.from(await photo.arrayBuffer()), logo)).toBe(true);
    const file = await fetch(b.url + c.file_nib_url, { headers: { authorization: `Bearer ${token}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(nib)).toBe(true);
    // Neither process kept it on its own disk: both objects are in the bucket.
    const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toEqual(expect.arrayContaining([`public/${c.photo}`, `private/${c.file_nib}`]));
  });

  it.skipIf(!findPostgresBin())(
    'takes a backup while both serve: pg_dump and the bucket listing of every stored object (README "Backups")',
    async () => {
      const backupDir = tempDir('siloker-ops-scale-backups-');
      const dataDir = tempDir();
      dirs.push(backupDir, dataDir);
      const backup = await runServerCommand(['backup'], { dataDir, env: { ...env, BACKUP_DIR: backupDir } });
      expect(backup.code, backup.output).toBe(0);
      const archive = /Cadangan tersimpan: (\S+\.tar\.gz)/.exec(backup.output)?.[1];
      expect(archive).toBeDefined();
      const unpacked = tempDir('siloker-ops-scale-unpacked-');
      dirs.push(unpacked);
      await tar.x({ file: archive!, cwd: unpacked });
      const manifest = JSON.parse(fs.readFileSync(path.join(unpacked, 'manifest.json'), 'utf8'));
      const listing = JSON.parse(fs.readFileSync(path.join(unpacked, 'bucket-listing.json'), 'utf8')) as {
        key: string;
        size: number;
      }[];
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      const objects = (listed.Contents ?? []).map((o) => ({ key: o.Key!, size: o.Size! }));
      expect(objects.length).toBeGreaterThan(0);
      expect(listing.sort((x, y) => x.key.localeCompare(y.key))).toEqual(
        objects.sort((x, y) => x.key.localeCompare(y.key)),
      );
      expect(manifest).toMatchObject({
        engine: 'postgres',
        database: { file: 'database.pgdump' },
        storage: { driver: 's3', files: objects.length, bytes: objects.reduce((n, o) => n + o.size, 0) },
      });
      // The bucket itself is the provider's to back up: no file of it in the archive.
      expect(fs.existsSync(path.join(unpacked, 'storage'))).toBe(false);
    },
  );

  it('runs housekeeping, the AK/1 reminders and the saved-vacancy sweep once, not once per process', async () => {
    const holders = servers.map((s) => `${os.hostname()}:${s.pid}`);
    const names = ['housekeeping', 'ak1-reminders', 'saved-vacancy-sweep'];
    await vi.waitFor(
      async () => {
        const rows = await database.db.select().from(jobRuns);
        for (const name of names) expect(rows.find((r) => r.name === name)?.finished_at, name).toBeTruthy();
      },
      { timeout: 15_000, interval: 100 },
    );
    await sleep(500);
    const rows = await database.db.select().from(jobRuns);
    for (const name of names) {
      const row = rows.find((r) => r.name === name)!;
      expect(row, name).toMatchObject({ runs: 1, failures: 0 });
      expect(holders).toContain(row.holder);
    }
    const reminders = await database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.user_id, fixtures.dueSeeker.user_id),
          eq(notifications.type, NOTIFICATION_TYPES.ak1ReportDue),
        ),
      );
    expect(reminders).toHaveLength(1);
  });

  it('sends each mail of the outbox once, though both processes’ workers take from it', async () => {
    const expected = [
      ...fixtures.mailUsers.map((u) => [u.email, MAILS_EACH] as const),
      [fixtures.dueSeeker.email, 1] as const,
    ];
    await vi.waitFor(
      () => {
        for (const [email, count] of expected)
          expect(smtp.to(email).length, email).toBeGreaterThanOrEqual(count);
      },
      { timeout: 30_000, interval: 100 },
    );
    // A duplicate would arrive within moments of the first copy.
    await sleep(1_500);
    for (const [email, count] of expected) {
      const subjects = smtp.to(email).map((m) => m.subject);
      expect(subjects, email).toHaveLength(count);
      expect(new Set(subjects).size, email).toBe(count);
    }
    const unsent = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.mail_status} <> 'SENT'`);
    expect(unsent[0]!.n).toBe(0);
  });

  it(`lists a vacancy published on one on the other within CACHE_TTL_SECONDS (${CACHE_TTL_SECONDS} s)`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const { vacancyId, vacancyTitle } = fixtures.company;
    const list = async (server: ServerProcess) => {
      const res = await call(server, 'GET', `/job-vacancies?search=${encodeURIComponent(vacancyTitle)}`);
      expect(res.status).toBe(200);
      return (res.body.data.job_vacancies as { id: number }[]).map((v) => v.id);
    };
    // Both processes have just read (and may hold) the list without it.
    expect(await list(a)).not.toContain(vacancyId);
    expect(await list(b)).not.toContain(vacancyId);
    const token = tokenOf(await login(b, fixtures.company.email, PASSWORD));
    const published = await call(a, 'POST', `/job-vacancies/change-publication-status/${vacancyId}`, {
      token,
      body: { status: 'PUBLISHED' },
    });
    expect(published.status, published.body.message).toBe(200);
    // Each process within the TTL: each holds its own cache and may reload it ahead of the other
    // (docs/decisions/114), so one can list it earlier than the other.
    const since = Date.now();
    for (const server of [b, a]) {
      for (;;) {
        if ((await list(server)).includes(vacancyId)) break;
        expect(Date.now() - since).toBeLessThan(CACHE_TTL_SECONDS * 1000 + 1_000);
        await sleep(100);
      }
    }
  });
});
