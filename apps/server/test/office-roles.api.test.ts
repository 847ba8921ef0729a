import { parse } from 'csv-parse/sync';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_CSV_HEADER, OFFICE_ROLE_MESSAGES, STAFF_MESSAGES, type AuditAction } from '@siloker/shared';
import {
  auditEvents,
  companyChecks,
  configs,
  positions,
  postParticipants,
  users,
  vacancyReports,
  skills,
} from '../src/db/schema/index.ts';
import { PASSWORD, client, newEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf } from './profile-fixtures.ts';
import {
  COMPLETE_COMPANY,
  makeCompany,
  makePost,
  makeSeeker,
  makeUser,
  makeVacancy,
  sessionToken,
} from './public-fixtures.ts';

const V1 = '/api/v1';

/** A request one office route needs to succeed, built on fresh rows each time. */
interface Call {
  path: string;
  body?: unknown;
  form?: FormData;
  /** The audit action the call must leave. */
  action: AuditAction;
}

describe('office roles (administrator, verifier) and the audit trail (docs/decisions/072)', () => {
  let t: TestApp;
  let admin: { id: number; token: string; name: string };
  let verifier: { id: number; token: string; name: string };

  const session = (userId: number) => sessionToken(t.db, userId);
  const auditCount = async () => Number((await t.db.select({ n: count() }).from(auditEvents))[0]!.n);
  const lastAudit = async () =>
    (await t.db.select().from(auditEvents).orderBy(desc(auditEvents.id)).limit(1))[0];

  const staffMember = async (officeRole: 'ADMINISTRATOR' | 'VERIFIER' = 'VERIFIER') =>
    makeUser(t.db, 'admin', `Staf ${Math.random().toString(36).slice(2, 7)}`, officeRole);
  const newPosition = async () =>
    (
      await t.db
        .insert(positions)
        .values({ name: `Jabatan Uji ${Math.random().toString(36).slice(2, 8)}`, level: 1 })
        .returning()
    )[0]!;
  const newSkill = async () =>
    (
      await t.db
        .insert(skills)
        .values({ name: `Keahlian Sementara ${Math.random().toString(36).slice(2, 8)}` })
        .returning()
    )[0]!;
  const participantOf = async (postId: number) =>
    (
      await t.db
        .insert(postParticipants)
        .values({ post_id: postId, seeker_detail_id: (await makeSeeker(t.db)).id })
        .returning()
    )[0]!;
  const eventFields = (title: string) => ({
    title,
    excerpt: 'Bursa kerja.',
    content: '<p>Datang dengan CV.</p>',
    location: 'GOR Segiri, Samarinda',
    start_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    quota: '50',
    status: 'PUBLISHED',
  });
  const siteFields = {
    web_name: 'SiLoker',
    office_name: 'Dinas Tenaga Kerja Kota Samarinda',
    office_address: 'Jl. Balaikota No. 1',
    office_phone: '(0541) 741 234',
    office_email: 'disnaker@samarindakota.go.id',
    office_website: 'https://disnaker.samarindakota.go.id',
  };
  const rejectNote = { status: 'REJECTED', note: 'Dokumen belum terbaca.' };

  /**
   * Every office route that acts, keyed by method and URL as the route table lists them. A new office
   * route that writes or exports must be added here, with the audit row it leaves, or the coverage
   * test below fails.
   */
  const ACTIONS: Record<string, () => Promise<Call>> = {
    [`POST ${V1}/office/companies/:id/status`]: async () => ({
      path: `${V1}/office/companies/${(await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' })).id}/status`,
      body: rejectNote,
      action: 'company.decided',
    }),
    [`POST ${V1}/office/job-vacancies/:id/status`]: async () => {
      const company = await makeCompany(t.db, COMPLETE_COMPANY);
      const vacancy = await makeVacancy(t.db, company.id, { status: 'PENDING', publication_status: 'DRAFT' });
      return {
        path: `${V1}/office/job-vacancies/${vacancy.id}/status`,
        body: rejectNote,
        action: 'vacancy.decided',
      };
    },
    // docs/decisions/103: the office's decision on a vacancy's open reports.
    [`POST ${V1}/office/vacancy-reports/:job_vacancy_id/decision`]: async () => {
      const company = await makeCompany(t.db, COMPLETE_COMPANY);
      const vacancy = await makeVacancy(t.db, company.id);
      const reporter = await makeUser(t.db, 'seeker');
      await t.db.insert(vacancyReports).values({
        job_vacancy_id: vacancy.id,
        reporter_user_id: reporter.id,
        category: 'MISLEADING',
        reporter_verified: false,
      });
      return {
        path: `${V1}/office/vacancy-reports/${vacancy.id}/decision`,
        body: { decision: 'DISMISS' },
        action: 'vacancy_report.dismissed',
      };
    },
    [`POST ${V1}/office/seekers/:id/status`]: async () => ({
      path: `${V1}/office/seekers/${(await makeSeeker(t.db, { status: 'NOT_YET_VERIFIED' })).id}/status`,
      body: rejectNote,
      action: 'seeker.decided',
    }),
    [`POST ${V1}/office/staff`]: async () => ({
      path: `${V1}/office/staff`,
      body: { name: 'Petugas Loket', email: newEmail('petugas'), password: PASSWORD },
      action: 'staff.created',
    }),
    [`POST ${V1}/office/staff/:id/status`]: async () => ({
      path: `${V1}/office/staff/${(await staffMember()).id}/status`,
      body: { active: false },
      action: 'staff.deactivated',
    }),
    [`POST ${V1}/office/staff/:id/role`]: async () => ({
      path: `${V1}/office/staff/${(await staffMember()).id}/role`,
      body: { office_role: 'ADMINISTRATOR' },
      action: 'staff.role_changed',
    }),
    [`POST ${V1}/office/configs`]: async () => ({
      path: `${V1}/office/configs`,
      form: formOf(siteFields),
      action: 'settings.saved',
    }),
    [`POST ${V1}/panel/positions/`]: async () => ({
      path: `${V1}/panel/positions/`,
      body: { name: `Jabatan Baru ${Math.random().toString(36).slice(2, 8)}`, level: 1 },
      action: 'position.created',
    }),
    [`POST ${V1}/panel/positions`]: async () => {
      const p = await newPosition();
      return {
        path: `${V1}/panel/positions`,
        body: { id: p.id, name: `${p.name} Ubah`, level: 1 },
        action: 'position.updated',
      };
    },
    [`DELETE ${V1}/panel/positions/`]: async () => ({
      path: `${V1}/panel/positions/?id=${(await newPosition()).id}`,
      action: 'position.deleted',
    }),
    [`DELETE ${V1}/panel/positions`]: async () => ({
      path: `${V1}/panel/positions?id=${(await newPosition()).id}`,
      action: 'position.deleted',
    }),
    [`POST ${V1}/office/posts`]: async () => ({
      path: `${V1}/office/posts`,
      form: formOf(eventFields('Job Fair Uji')),
      action: 'post.created',
    }),
    [`POST ${V1}/office/posts/:id`]: async () => ({
      path: `${V1}/office/posts/${(await makePost(t.db)).id}`,
      form: formOf(eventFields('Job Fair Diubah')),
      action: 'post.updated',
    }),
    [`POST ${V1}/office/posts/:id/status`]: async () => ({
      path: `${V1}/office/posts/${(await makePost(t.db)).id}/status`,
      body: { status: 'CLOSED' },
      action: 'post.status_changed',
    }),
    [`DELETE ${V1}/office/posts/:id`]: async () => ({
      path: `${V1}/office/posts/${(await makePost(t.db)).id}`,
      action: 'post.deleted',
    }),
    [`POST ${V1}/office/posts/:id/participants/:participantId/attendance`]: async () => {
      const post = await makePost(t.db);
      const participant = await participantOf(post.id);
      return {
        path: `${V1}/office/posts/${post.id}/participants/${participant.id}/attendance`,
        body: { attended: true },
        action: 'post.attendance',
      };
    },
    [`GET ${V1}/office/posts/:id/participants.csv`]: async () => ({
      path: `${V1}/office/posts/${(await makePost(t.db)).id}/participants.csv`,
      action: 'post.participants_exported',
    }),
    [`GET ${V1}/office/statistics/export`]: async () => ({
      path: `${V1}/office/statistics/export?section=headline`,
      action: 'statistics.exported',
    }),
    [`GET ${V1}/office/audit-events/export`]: async () => ({
      path: `${V1}/office/audit-events/export`,
      action: 'audit.exported',
    }),
    // The WLLP report's download (docs/decisions/105).
    [`GET ${V1}/office/wllp/export`]: async () => ({
      path: `${V1}/office/wllp/export?format=csv`,
      action: 'wllp.exported',
    }),
    // The office's checks of a company for the public badge (docs/decisions/106).
    [`POST ${V1}/office/companies/:id/checks`]: async () => ({
      path: `${V1}/office/companies/${(await makeCompany(t.db, COMPLETE_COMPANY)).id}/checks`,
      body: { kind: 'npwp_on_file' },
      action: 'company.check_recorded',
    }),
    [`DELETE ${V1}/office/companies/:id/checks/:kind`]: async () => {
      const company = await makeCompany(t.db, COMPLETE_COMPANY);
      await t.db
        .insert(companyChecks)
        .values({ company_detail_id: company.id, kind: 'npwp_on_file', fingerprint: 'x' });
      return {
        path: `${V1}/office/companies/${company.id}/checks/npwp_on_file`,
        action: 'company.check_withdrawn',
      };
    },
    // Fair-posting rules (docs/decisions/102).
    [`POST ${V1}/office/posting-rules`]: async () => ({
      path: `${V1}/office/posting-rules`,
      body: { pattern: `frasa uji ${Math.random()}`, category: 'other', kind: 'flag', explanation: 'Uji.' },
      action: 'posting_rule.created',
    }),
    [`POST ${V1}/office/posting-rules/:id`]: async () => ({
      path: `${V1}/office/posting-rules/1`,
      body: { pattern: `frasa ubah ${Math.random()}`, category: 'other', kind: 'flag', explanation: 'Uji.' },
      action: 'posting_rule.updated',
    }),
    // The skills vocabulary (docs/decisions/107).
    [`POST ${V1}/office/skills`]: async () => ({
      path: `${V1}/office/skills`,
      body: { name: `Keahlian Uji ${Math.random().toString(36).slice(2, 8)}` },
      action: 'skill.created',
    }),
    [`POST ${V1}/office/skills/:id`]: async () => ({
      path: `${V1}/office/skills/${(await newSkill()).id}`,
      body: { name: `Keahlian Ubah ${Math.random().toString(36).slice(2, 8)}` },
      action: 'skill.updated',
    }),
    [`DELETE ${V1}/office/skills/:id`]: async () => ({
      path: `${V1}/office/skills/${(await newSkill()).id}`,
      action: 'skill.deleted',
    }),
  };

  /** The routes only the administrator may call (docs/decisions/072). */
  const ADMINISTRATOR_ROUTES = [
    `GET ${V1}/office/staff`,
    `POST ${V1}/office/staff`,
    `POST ${V1}/office/staff/:id/status`,
    `POST ${V1}/office/staff/:id/role`,
    `GET ${V1}/office/configs`,
    `POST ${V1}/office/configs`,
    `GET ${V1}/panel/positions/`,
    `POST ${V1}/panel/positions/`,
    `DELETE ${V1}/panel/positions/`,
    `GET ${V1}/panel/positions`,
    `POST ${V1}/panel/positions`,
    `DELETE ${V1}/panel/positions`,
    `GET ${V1}/panel/positions/search`,
    `GET ${V1}/office/audit-events`,
    `GET ${V1}/office/audit-events/export`,
    `GET ${V1}/office/posting-rules`,
    `POST ${V1}/office/posting-rules`,
    `POST ${V1}/office/posting-rules/:id`,
    `GET ${V1}/office/skills`,
    `POST ${V1}/office/skills`,
    `POST ${V1}/office/skills/:id`,
    `DELETE ${V1}/office/skills/:id`,
  ];

  /** Office reads that change nothing and export nothing, so leave no audit row. */
  const READS = new Set([
    `GET ${V1}/office/summary`,
    `GET ${V1}/dashboard/backup`,
    `GET ${V1}/office/companies`,
    `GET ${V1}/office/job-vacancies`,
    `GET ${V1}/office/seekers`,
    `GET ${V1}/office/seekers/reports-due`,
    `GET ${V1}/office/staff`,
    `GET ${V1}/office/configs`,
    `GET ${V1}/office/statistics`,
    `GET ${V1}/panel/positions/`,
    `GET ${V1}/panel/positions`,
    `GET ${V1}/panel/positions/search`,
    `GET ${V1}/office/posts`,
    `GET ${V1}/office/posts/:id`,
    `GET ${V1}/office/posts/:id/participants`,
    `GET ${V1}/office/audit-events`,
    `GET ${V1}/office/posting-rules`,
    `GET ${V1}/office/vacancy-reports`,
    `GET ${V1}/office/wllp`,
    `GET ${V1}/office/statistics/vitals`,
    `GET ${V1}/office/skills`,
  ]);

  const send = (method: string, call: Call, token: string) =>
    t.request(method, call.path, {
      token,
      ...(call.form ? { form: call.form } : call.body !== undefined ? { body: call.body } : {}),
    });

  const table = () => t.app.officeRouteTable;
  const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

  beforeAll(async () => {
    t = await createTestApp();
    const a = await makeUser(t.db, 'admin', 'Kepala Seksi Uji', 'ADMINISTRATOR');
    const v = await makeUser(t.db, 'admin', 'Verifikator Uji', 'VERIFIER');
    admin = { id: a.id, name: a.name, token: await session(a.id) };
    verifier = { id: v.id, name: v.name, token: await session(v.id) };
  });
  afterAll(() => t?.close());

  it('tells the web app each account’s office role on /auth/me (null for seekers)', async () => {
    expect((await t.get(`${V1}/auth/me`, admin.token)).body.data.user.office_role).toBe('ADMINISTRATOR');
    expect((await t.get(`${V1}/auth/me`, verifier.token)).body.data.user.office_role).toBe('VERIFIER');
    const seeker = await makeSeeker(t.db);
    const me = await t.get(`${V1}/auth/me`, await session(seeker.user_id));
    expect(me.body.data.user.office_role).toBeNull();
  });

  it('puts staff, settings, positions and the audit trail behind the administrator role', () => {
    const administratorOnly = table()
      .filter((r) => r.officeRole === 'ADMINISTRATOR')
      .map(keyOf)
      .sort();
    expect(administratorOnly).toEqual([...ADMINISTRATOR_ROUTES].sort());
  });

  it('answers a verifier 403 on every administrator route and changes no row', async () => {
    // The expected list, not the table: a route that lost its guard is still tried.
    const routes = ADMINISTRATOR_ROUTES.map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url };
    });
    for (const route of routes) {
      const make = ACTIONS[keyOf(route)];
      const call: Call = make
        ? await make()
        : { path: route.url.replace(':id', '1'), action: 'audit.exported' };
      const staffBefore = await t.db.select().from(users).where(eq(users.role_name, 'admin'));
      const positionsBefore = await t.db.select().from(positions);
      const configsBefore = await t.db.select().from(configs);
      const auditBefore = await auditCount();
      const res = await send(route.method, call, verifier.token);
      expect(res.status, keyOf(route)).toBe(403);
      expect(res.body.message, keyOf(route)).toBe(OFFICE_ROLE_MESSAGES.administratorOnly);
      expect(await t.db.select().from(users).where(eq(users.role_name, 'admin'))).toEqual(staffBefore);
      expect(await t.db.select().from(positions)).toEqual(positionsBefore);
      expect(await t.db.select().from(configs)).toEqual(configsBefore);
      expect(await auditCount()).toBe(auditBefore);
    }
  });

  it('leaves an audit row with its actor for every office route that acts or exports (from the route table)', async () => {
    const keys = table().map(keyOf);
    // Every route is either a known read or an action with its recipe; a new one must be classified.
    const unclassified = keys.filter((k) => !READS.has(k) && !(k in ACTIONS));
    expect(unclassified, 'office routes with no audit test').toEqual([]);
    expect(Object.keys(ACTIONS).filter((k) => !keys.includes(k))).toEqual([]);

    for (const route of table()) {
      const make = ACTIONS[keyOf(route)];
      if (!make) continue;
      // The verifier acts where it may, so its own name lands in the trail; the administrator elsewhere.
      const actor = route.officeRole === 'ADMINISTRATOR' ? admin : verifier;
      const call = await make();
      const before = (await lastAudit())?.id ?? 0;
      const res = await send(route.method, call, actor.token);
      expect(res.status, `${keyOf(route)}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const rows = await t.db.select().from(auditEvents).where(gt(auditEvents.id, before));
      expect(rows, keyOf(route)).toHaveLength(1);
      expect(rows[0], keyOf(route)).toMatchObject({
        action: call.action,
        actor_user_id: actor.id,
        actor_name: actor.name,
        ip: expect.stringMatching(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1|10\.)/),
      });
    }
  });

  it('records a verification decision with its subject and status change inside the decision', async () => {
    const company = await makeCompany(t.db, { ...COMPLETE_COMPANY, status: 'PENDING' });
    const res = await t.post(
      `${V1}/office/companies/${company.id}/status`,
      { status: 'VERIFIED' },
      verifier.token,
    );
    expect(res.status).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: 'company.decided',
      subject_type: 'company',
      subject_id: company.id,
      actor_email: expect.stringMatching(/@contoh\.test$/),
      detail: { from: 'PENDING', to: 'VERIFIED', note: null },
    });
    // A refused decision (unknown company) leaves no row: the row is part of the decision.
    const before = await auditCount();
    expect(
      (await t.post(`${V1}/office/companies/999999/status`, { status: 'VERIFIED' }, verifier.token)).status,
    ).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it('lets the administrator pick the role when adding staff and change it; the new verifier is refused staff screens', async () => {
    const email = newEmail('verifikator');
    const added = await t.post(
      `${V1}/office/staff`,
      { name: 'Verifikator Baru', email, password: PASSWORD, office_role: 'VERIFIER' },
      admin.token,
    );
    expect(added.status).toBe(201);
    expect(added.body.data.staff).toMatchObject({ office_role: 'VERIFIER' });
    const login = await client(t).post(`${V1}/auth/login`, { email, password: PASSWORD });
    expect(login.body.data.user.office_role).toBe('VERIFIER');
    const token = login.body.data.user.token as string;
    expect((await t.get(`${V1}/office/staff`, token)).status).toBe(403);
    expect((await t.get(`${V1}/office/companies`, token)).status).toBe(200);

    const id = added.body.data.staff.id as number;
    const promoted = await t.post(
      `${V1}/office/staff/${id}/role`,
      { office_role: 'ADMINISTRATOR' },
      admin.token,
    );
    expect(promoted.status).toBe(200);
    expect(promoted.body.message).toBe(OFFICE_ROLE_MESSAGES.roleChanged);
    expect(promoted.body.data.staff.office_role).toBe('ADMINISTRATOR');
    expect(await lastAudit()).toMatchObject({
      action: 'staff.role_changed',
      subject_id: id,
      detail: { from: 'VERIFIER', to: 'ADMINISTRATOR', email },
    });
    // The same session now has the administrator's power: the role is read on every request.
    expect((await t.get(`${V1}/office/staff`, token)).status).toBe(200);

    const bad = await t.post(`${V1}/office/staff/${id}/role`, { office_role: 'KEPALA' }, admin.token);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(OFFICE_ROLE_MESSAGES.badRole);
    const badAdd = await t.post(
      `${V1}/office/staff`,
      { name: 'Salah Peran', email: newEmail('salah'), password: PASSWORD, office_role: 'ROOT' },
      admin.token,
    );
    expect(badAdd.status).toBe(400);
  });

  it('refuses an administrator switching off or demoting themself, changing nothing', async () => {
    const off = await t.post(`${V1}/office/staff/${admin.id}/status`, { active: false }, admin.token);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(STAFF_MESSAGES.notSelf);
    const demote = await t.post(
      `${V1}/office/staff/${admin.id}/role`,
      { office_role: 'VERIFIER' },
      admin.token,
    );
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(OFFICE_ROLE_MESSAGES.notSelfRole);
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(row).toMatchObject({ office_role: 'ADMINISTRATOR', deactivated_at: null });
  });

  it('lists the trail newest first with filters and pages, and the CSV carries the same rows', async () => {
    const tag = `Saringan${Math.random().toString(36).slice(2, 7)}`;
    for (let i = 0; i < 3; i++) {
      const res = await t.post(`${V1}/panel/positions/`, { name: `${tag} ${i}`, level: 1 }, admin.token);
      expect(res.status).toBe(200);
    }
    const filters = `search=${tag}&action=position.created`;
    const q = `${filters}&actor_user_id=${admin.id}`;
    const page1 = await t.get(`${V1}/office/audit-events?${q}&limit=2`, admin.token);
    expect(page1.status).toBe(200);
    expect(page1.body.data.total).toBe(3);
    expect(page1.body.data.audit_events.map((e: { detail: { name: string } }) => e.detail.name)).toEqual([
      `${tag} 2`,
      `${tag} 1`,
    ]);
    expect(page1.body.data.actors).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: verifier.id, name: verifier.name })]),
    );
    const page2 = await t.get(`${V1}/office/audit-events?${q}&limit=2&offset=2`, admin.token);
    expect(page2.body.data.audit_events).toHaveLength(1);
    expect(
      (await t.get(`${V1}/office/audit-events?${filters}&actor_user_id=${verifier.id}`, admin.token)).body
        .data.total,
    ).toBe(0);
    const inRange = await t.get(`${V1}/office/audit-events?${q}&from=2020-01-01&to=2099-12-31`, admin.token);
    expect(inRange.body.data.total).toBe(3);
    const before = await t.get(`${V1}/office/audit-events?${q}&to=2020-01-01`, admin.token);
    expect(before.body.data.total).toBe(0);

    // The CSV is a plain link: the web app's cookie session reaches it.
    const cookie = `auth=${encodeURIComponent(JSON.stringify({ id: admin.id, token: admin.token }))}`;
    const res = await fetch(`${t.baseUrl}${V1}/office/audit-events/export?${q}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows[0]).toEqual([...AUDIT_CSV_HEADER]);
    const list = await t.get(`${V1}/office/audit-events?${q}&limit=100`, admin.token);
    expect(rows.slice(1)).toEqual(
      list.body.data.audit_events.map(
        (e: {
          created_at: string;
          actor_name: string;
          actor_email: string;
          subject_id: number;
          detail: unknown;
          ip: string;
        }) => [
          e.created_at,
          e.actor_name,
          e.actor_email,
          'Tambah jabatan',
          'position.created',
          'Jabatan',
          String(e.subject_id),
          JSON.stringify(e.detail),
          e.ip,
        ],
      ),
    );
    // The download is itself in the trail, with its filters.
    expect(await lastAudit()).toMatchObject({
      action: 'audit.exported',
      actor_user_id: admin.id,
      detail: { search: tag, rows: 3 },
    });
    // A verifier's cookie does not open it.
    const verifierCookie = `auth=${encodeURIComponent(JSON.stringify({ id: verifier.id, token: verifier.token }))}`;
    const refused = await fetch(`${t.baseUrl}${V1}/office/audit-events/export`, {
      headers: { cookie: verifierCookie },
    });
    expect(refused.status).toBe(403);
  });

  it('answers bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['action=hapus.semua', 'action'],
      ['from=2026-13-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
      ['actor_user_id=abc', 'actor_user_id'],
      ['limit=1000', 'limit'],
    ] as const) {
      const res = await t.get(`${V1}/office/audit-events?${query}`, admin.token);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body.data), query).toContain(field);
      const csv = await t.get(`${V1}/office/audit-events/export?${query}`, admin.token);
      expect(csv.status, query).toBe(query.startsWith('limit') ? 200 : 400);
    }
  });
});

describe('the last active administrator (docs/decisions/072)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('keeps one when two administrators switch each other off or demote each other at once', async () => {
    for (const change of [
      { route: 'status', body: { active: false } },
      { route: 'role', body: { office_role: 'VERIFIER' } },
    ]) {
      await t.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.role_name, 'admin'));
      const a = await makeUser(t.db, 'admin', 'Administrator A', 'ADMINISTRATOR');
      const b = await makeUser(t.db, 'admin', 'Administrator B', 'ADMINISTRATOR');
      await makeUser(t.db, 'admin', 'Verifikator C', 'VERIFIER');
      const [ta, tb] = [await sessionToken(t.db, a.id), await sessionToken(t.db, b.id)];
      const results = await Promise.all([
        t.post(`/api/v1/office/staff/${b.id}/${change.route}`, change.body, ta),
        t.post(`/api/v1/office/staff/${a.id}/${change.route}`, change.body, tb),
      ]);
      const statuses = results.map((r) => r.status).sort();
      // The second finds itself switched off (401), no longer an administrator (403), or, when both
      // passed the role check before either committed, the other the last administrator (409).
      expect(statuses[0], JSON.stringify(results.map((r) => r.body))).toBe(200);
      expect([401, 403, 409]).toContain(statuses[1]);
      const loser = results.find((r) => r.status === 409);
      if (loser) expect(loser.body.message).toBe(OFFICE_ROLE_MESSAGES.lastAdministrator);
      const left = await t.db
        .select()
        .from(users)
        .where(and(eq(users.role_name, 'admin'), eq(users.office_role, 'ADMINISTRATOR')));
      expect(left.filter((u) => u.deactivated_at === null)).toHaveLength(1);
    }
  });
});
