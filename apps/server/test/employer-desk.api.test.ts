import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  APPLY_BURST_PER_IP_PER_MINUTE,
  APPLY_LIMIT_PER_DAY_DEFAULT,
  BULK_MOVE_MAX,
  DEFAULT_MESSAGE_TEMPLATES,
  DESK_MESSAGES,
  MESSAGE_TEMPLATES_MAX,
  NOTIFICATION_TYPES,
} from '@siloker/shared';
import {
  applicationStatusHistories,
  jobVacancies,
  notifications,
  rateLimits,
  seekerJobVacancies,
  walkInBookings,
  walkInSessions,
} from '../src/db/schema/index.ts';
import { makeApplication } from './access-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, makeCompanyWithToken, makeCompleteSeeker } from './profile-fixtures.ts';
import { DAY, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/**
 * The employer's desk over HTTP on the real database (docs/decisions/109): bulk moves, message
 * templates, walk-in sessions and the per-day apply limit.
 */
describe('employer desk', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeCompanyWithToken>>;
  let b: Awaited<ReturnType<typeof makeCompanyWithToken>>;
  let officeToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeCompanyWithToken(t);
    b = await makeCompanyWithToken(t);
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
  });
  afterAll(() => t.close());

  const BULK = '/api/v1/seekers/job-vacancy/bulk-change-status';
  const bulk = (body: Record<string, unknown>, token = a.token) => t.post(BULK, body, token);

  /** `n` seekers who applied to the vacancy at `status`, with their names. */
  async function applicants(
    vacancyId: number,
    status: string,
    n: number,
    over: Record<string, unknown> = {},
  ) {
    const out: { id: number; application: number }[] = [];
    for (let i = 0; i < n; i++) {
      const s = await makeSeeker(t.db, { full_name: `Pelamar ${status} ${i}`, gender: 'male', ...over });
      const app = await makeApplication(t, vacancyId, s.id, status);
      out.push({ id: s.id, application: app.id });
    }
    return out;
  }
  const statusOf = async (applicationIds: number[]) =>
    (
      await t.db
        .select({ id: seekerJobVacancies.id, status: seekerJobVacancies.status })
        .from(seekerJobVacancies)
        .where(inArray(seekerJobVacancies.id, applicationIds))
        .orderBy(asc(seekerJobVacancies.id))
    ).map((r) => r.status);
  const historiesOf = (applicationId: number) =>
    t.db
      .select()
      .from(applicationStatusHistories)
      .where(eq(applicationStatusHistories.seeker_job_vacancy_id, applicationId))
      .orderBy(asc(applicationStatusHistories.id));

  describe('bulk moves', () => {
    it('moves the legal members one stage with a history row and a notification each, and lists the rest as skipped', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const applied = await applicants(v.id, 'APPLIED', 3);
      const [called] = await applicants(v.id, 'CALLED', 1);
      const [rejected] = await applicants(v.id, 'REJECTED', 1);
      const stranger = await makeSeeker(t.db, { full_name: 'Bukan Pelamar' });
      const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(applicationStatusHistories);

      const res = await bulk({
        job_vacancy_id: v.id,
        status: 'CALLED',
        seeker_detail_ids: [...applied.map((x) => x.id), called!.id, rejected!.id, stranger.id],
        note: 'Datang hari Senin pukul 09.00.',
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(DESK_MESSAGES.bulkDone(3, 3));
      expect(res.body.data.moved.map((m: { seeker_detail_id: number }) => m.seeker_detail_id)).toEqual(
        applied.map((x) => x.id),
      );
      expect(res.body.data.moved[0]).toMatchObject({
        from: 'APPLIED',
        to: 'CALLED',
        name: 'Pelamar APPLIED 0',
      });
      expect(res.body.data.skipped).toEqual([
        {
          seeker_detail_id: called!.id,
          name: 'Pelamar CALLED 0',
          status: 'CALLED',
          reason: APPLICATION_MESSAGES.sameStatus('CALLED'),
        },
        {
          seeker_detail_id: rejected!.id,
          name: 'Pelamar REJECTED 0',
          status: 'REJECTED',
          reason: APPLICATION_MESSAGES.rejectedFinal,
        },
        { seeker_detail_id: stranger.id, name: null, status: null, reason: APPLICATION_MESSAGES.notApplied },
      ]);

      expect(
        await statusOf([...applied.map((x) => x.application), called!.application, rejected!.application]),
      ).toEqual(['CALLED', 'CALLED', 'CALLED', 'CALLED', 'REJECTED']);
      for (const x of applied) {
        const h = await historiesOf(x.application);
        expect(h.at(-1)).toMatchObject({
          from_status: 'APPLIED',
          to_status: 'CALLED',
          note: 'Datang hari Senin pukul 09.00.',
        });
      }
      // Only the three moves wrote history; the skipped ones kept theirs.
      const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(applicationStatusHistories);
      expect(after[0]!.n - before[0]!.n).toBe(3);
      expect((await historiesOf(called!.application)).length).toBe(2);
      const told = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.type, NOTIFICATION_TYPES.applicationStatus));
      expect(told.filter((n) => n.body.includes(v.title)).length).toBe(3);
    });

    it('never moves a forward bulk move backwards: an applicant past the source stage is skipped', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const [passed] = await applicants(v.id, 'PASSED', 1);
      const res = await bulk({ job_vacancy_id: v.id, status: 'CALLED', seeker_detail_ids: [passed!.id] });
      expect(res.status).toBe(200);
      expect(res.body.data.moved).toEqual([]);
      expect(res.body.data.skipped[0].reason).toBe(DESK_MESSAGES.skipStage('PASSED', 'CALLED'));
      expect(await statusOf([passed!.application])).toEqual(['PASSED']);
    });

    it('moves every applicant matching the filters across pages, and only those', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const men = await applicants(v.id, 'APPLIED', 7, { gender: 'male' });
      const women = await applicants(v.id, 'APPLIED', 2, { gender: 'female' });
      // The list shows five a page: the filter names all seven.
      const page = await t.get(`/api/v1/seekers/job-vacancy-applied/${v.id}?gender=male`, a.token);
      expect(page.body.data).toMatchObject({ total: 7 });
      expect(page.body.data.applicants.length).toBe(5);

      const res = await bulk({
        job_vacancy_id: v.id,
        status: 'CALLED',
        filter: { status: 'APPLIED', gender: 'male' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.moved.length).toBe(7);
      expect(await statusOf(men.map((x) => x.application))).toEqual(Array(7).fill('CALLED'));
      expect(await statusOf(women.map((x) => x.application))).toEqual(['APPLIED', 'APPLIED']);

      // Rejecting "all matching" on the CALLED tab with a note.
      const rejected = await bulk({
        job_vacancy_id: v.id,
        status: 'REJECTED',
        filter: { status: 'CALLED', gender: 'male' },
        note: DEFAULT_MESSAGE_TEMPLATES[1].body,
      });
      expect(rejected.body.data.moved.length).toBe(7);
      expect((await historiesOf(men[0]!.application)).at(-1)).toMatchObject({
        to_status: 'REJECTED',
        note: DEFAULT_MESSAGE_TEMPLATES[1].body,
      });
    });

    it('refuses a filter on another stage than the move starts from, an empty match, and more than the cap, changing nothing', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const few = await applicants(v.id, 'APPLIED', 2);
      const wrongStage = await bulk({
        job_vacancy_id: v.id,
        status: 'PASSED',
        filter: { status: 'APPLIED' },
      });
      expect(wrongStage.status).toBe(400);
      expect(wrongStage.body.message).toBe(DESK_MESSAGES.bulkFilterStage);
      const none = await bulk({
        job_vacancy_id: v.id,
        status: 'CALLED',
        filter: { status: 'APPLIED', gender: 'female' },
      });
      expect(none.status).toBe(400);

      const many = await makeVacancy(t.db, a.company.id);
      const seekers = await Promise.all(
        Array.from({ length: BULK_MOVE_MAX + 1 }, (_, i) => makeSeeker(t.db, { full_name: `Massal ${i}` })),
      );
      await t.db.insert(seekerJobVacancies).values(
        seekers.map((s) => ({
          job_vacancy_id: many.id,
          seeker_detail_id: s.id,
          status: 'APPLIED',
          applied_at: new Date(),
        })),
      );
      const tooMany = await bulk({
        job_vacancy_id: many.id,
        status: 'CALLED',
        filter: { status: 'APPLIED' },
      });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe(DESK_MESSAGES.bulkTooMany(BULK_MOVE_MAX + 1));
      const ids = await bulk({
        job_vacancy_id: many.id,
        status: 'CALLED',
        seeker_detail_ids: seekers.map((s) => s.id),
      });
      expect(ids.status).toBe(400);
      const still = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(seekerJobVacancies)
        .where(and(eq(seekerJobVacancies.job_vacancy_id, many.id), eq(seekerJobVacancies.status, 'APPLIED')));
      expect(still[0]!.n).toBe(BULK_MOVE_MAX + 1);
      expect(await statusOf(few.map((x) => x.application))).toEqual(['APPLIED', 'APPLIED']);
    });

    it.each([
      ['no selection', {}],
      ['both a selection and a filter', { seeker_detail_ids: [1], filter: { status: 'APPLIED' } }],
      ['an empty selection', { seeker_detail_ids: [] }],
      ['a backward target', { seeker_detail_ids: [1], status: 'APPLIED' }],
      ['an id past int32', { seeker_detail_ids: [2 ** 31] }],
      ['a NUL in the note', { seeker_detail_ids: [1], note: 'a\u0000b' }],
    ])('refuses %s with 400', async (_name, extra) => {
      const v = await makeVacancy(t.db, a.company.id);
      const res = await bulk({ job_vacancy_id: v.id, status: 'CALLED', ...extra });
      expect(res.status).toBe(400);
    });

    it("never touches another company's applicants: their vacancy is 403, their seekers' ids are skipped", async () => {
      const theirs = await makeVacancy(t.db, b.company.id);
      const [their] = await applicants(theirs.id, 'APPLIED', 1);
      const refused = await bulk({
        job_vacancy_id: theirs.id,
        status: 'CALLED',
        filter: { status: 'APPLIED' },
      });
      expect(refused.status).toBe(403);
      const mine = await makeVacancy(t.db, a.company.id);
      const res = await bulk({ job_vacancy_id: mine.id, status: 'CALLED', seeker_detail_ids: [their!.id] });
      expect(res.body.data.skipped[0]).toMatchObject({ name: null, reason: APPLICATION_MESSAGES.notApplied });
      expect(await statusOf([their!.application])).toEqual(['APPLIED']);
      expect((await bulk({ job_vacancy_id: 999_999, status: 'CALLED', seeker_detail_ids: [1] })).status).toBe(
        404,
      );
      const seeker = await makeCompleteSeeker(t);
      expect(
        (await bulk({ job_vacancy_id: mine.id, status: 'CALLED', seeker_detail_ids: [1] }, seeker.token))
          .status,
      ).toBe(403);
      expect(
        (await t.post(BULK, { job_vacancy_id: mine.id, status: 'CALLED', seeker_detail_ids: [1] })).status,
      ).toBe(401);
    });
  });

  describe('message templates', () => {
    const API = '/api/v1/company/message-templates';
    it('seeds the two defaults once, and keeps create, edit and delete to the company', async () => {
      const c = await makeCompanyWithToken(t);
      const first = await t.get(API, c.token);
      expect(first.status).toBe(200);
      expect(first.body.data.templates.map((x: { name: string }) => x.name)).toEqual([
        'Undangan wawancara',
        'Belum sesuai',
      ]);
      expect((await t.get(API, c.token)).body.data.total).toBe(2);

      const made = await t.post(API, { name: 'Lolos tahap berkas', body: 'Selamat, Anda lolos.' }, c.token);
      expect(made.status).toBe(201);
      const id = made.body.data.template.id as number;
      const edited = await t.post(`${API}/${id}`, { name: 'Lolos berkas', body: 'Selamat!' }, c.token);
      expect(edited.body.data.template).toMatchObject({ id, name: 'Lolos berkas', body: 'Selamat!' });
      // Another company sees only its own, and cannot edit or delete this one.
      expect((await t.get(API, b.token)).body.data.templates.some((x: { id: number }) => x.id === id)).toBe(
        false,
      );
      expect((await t.post(`${API}/${id}`, { name: 'Diambil', body: 'x' }, b.token)).status).toBe(404);
      expect((await t.request('DELETE', `${API}/${id}`, { token: b.token })).status).toBe(404);
      expect((await t.get(API, officeToken)).status).toBe(403);

      // Deleting the defaults is for good: the next visit does not seed them again.
      for (const x of first.body.data.templates) {
        expect((await t.request('DELETE', `${API}/${x.id}`, { token: c.token })).status).toBe(200);
      }
      expect((await t.get(API, c.token)).body.data.templates.map((x: { id: number }) => x.id)).toEqual([id]);
    });

    it(`refuses a template past ${MESSAGE_TEMPLATES_MAX}, and bad input with 400`, async () => {
      const c = await makeCompanyWithToken(t);
      for (let i = 0; i < MESSAGE_TEMPLATES_MAX - 2; i++) {
        expect((await t.post(API, { name: `T${i}`, body: 'isi' }, c.token)).status).toBe(201);
      }
      const full = await t.post(API, { name: 'Lagi', body: 'isi' }, c.token);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(DESK_MESSAGES.templatesFull);
      for (const body of [
        { name: '', body: 'x' },
        { name: 'x', body: '   ' },
        { name: 'x'.repeat(81), body: 'x' },
        { name: 'a\u0000', body: 'x' },
      ]) {
        expect((await t.post(`${API}/1`, body, c.token)).status).toBe(400);
      }
    });
  });

  describe('walk-in sessions', () => {
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const create = (vacancyId: number, body: Record<string, unknown>, token = a.token) =>
      t.post(`/api/v1/company/job-vacancies/${vacancyId}/walk-in-sessions`, body, token);
    const session = (over: Record<string, unknown> = {}) => ({
      starts_at: at(48),
      ends_at: at(51),
      place: 'Kantor PT Maju, Jl. Juanda 5',
      quota: 5,
      ...over,
    });

    it('never books more than the quota under 20 concurrent bookings', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const made = await create(v.id, session());
      expect(made.status).toBe(201);
      const id = made.body.data.session.id as number;
      const seekers = await Promise.all(Array.from({ length: 20 }, () => makeCompleteSeeker(t)));
      const results = await Promise.all(
        seekers.map((s) => t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, s.token)),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201).length).toBe(5);
      expect(statuses.filter((s) => s === 409).length).toBe(15);
      expect(results.find((r) => r.status === 409)!.body.message).toBe(DESK_MESSAGES.sessionFull);
      const [row] = await t.db.select().from(walkInSessions).where(eq(walkInSessions.id, id));
      expect(row!.booked_count).toBe(5);
      const booked = await t.db
        .select()
        .from(walkInBookings)
        .where(eq(walkInBookings.walk_in_session_id, id));
      expect(booked.length).toBe(5);

      // The company sees who booked, and never another company.
      const list = await t.get(`/api/v1/company/job-vacancies/${v.id}/walk-in-sessions`, a.token);
      expect(list.body.data.sessions[0].bookings.length).toBe(5);
      expect(list.body.data.sessions[0].bookings[0]).toEqual({
        id: expect.any(Number),
        seeker_name: 'Budi Santoso',
        booked_at: expect.any(String),
        has_applied: false,
      });
      expect((await t.get(`/api/v1/company/job-vacancies/${v.id}/walk-in-sessions`, b.token)).status).toBe(
        403,
      );
    });

    it('keeps one place per seeker and vacancy; a cancel gives the place back', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      const one = (await create(v.id, session({ quota: 1 }))).body.data.session.id as number;
      const two = (await create(v.id, session({ starts_at: at(72), ends_at: at(74) }))).body.data.session
        .id as number;
      const s = await makeCompleteSeeker(t);
      const other = await makeCompleteSeeker(t);
      const book = (id: number, token: string) =>
        t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, token);
      expect((await book(one, s.token)).status).toBe(201);
      const second = await book(two, s.token);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(DESK_MESSAGES.alreadyBooked);
      expect((await book(one, other.token)).status).toBe(409);

      const seen = await t.get(`/api/v1/walk-in-sessions?job_vacancy_id=${v.id}`, s.token);
      expect(seen.body.data.my_session_id).toBe(one);
      expect((await t.get(`/api/v1/walk-in-sessions?job_vacancy_id=${v.id}`)).body.data).toMatchObject({
        my_session_id: null,
        sessions: [
          { id: one, booked_count: 1, quota: 1 },
          { id: two, booked_count: 0 },
        ],
      });

      // The company cannot delete a booked session; the seeker cancels, and the place is free again.
      expect(
        (await t.request('DELETE', `/api/v1/company/walk-in-sessions/${one}`, { token: a.token })).status,
      ).toBe(409);
      expect(
        (await t.request('DELETE', `/api/v1/walk-in-sessions/${one}/booking`, { token: other.token })).status,
      ).toBe(404);
      const cancelled = await t.request('DELETE', `/api/v1/walk-in-sessions/${one}/booking`, {
        token: s.token,
      });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ booked: false, session: { booked_count: 0 } });
      expect((await book(one, other.token)).status).toBe(201);
      expect((await book(two, s.token)).status).toBe(201);
      expect(
        (await t.request('DELETE', `/api/v1/company/walk-in-sessions/${two}`, { token: b.token })).status,
      ).toBe(403);
    });

    it("lists a seeker's own bookings, upcoming soonest first, then ended ones; nobody else's, and only to seekers", async () => {
      const later = await makeVacancy(t.db, a.company.id, { title: 'Kasir Walk-in Nanti' });
      const soon = await makeVacancy(t.db, a.company.id, { title: 'Kasir Walk-in Segera' });
      const ended = await makeVacancy(t.db, a.company.id, { title: 'Kasir Walk-in Lewat' });
      const laterId = (await create(later.id, session({ starts_at: at(96), ends_at: at(98) }))).body.data
        .session.id as number;
      const soonId = (await create(soon.id, session())).body.data.session.id as number;
      const endedId = (await create(ended.id, session())).body.data.session.id as number;
      const s = await makeCompleteSeeker(t);
      const other = await makeCompleteSeeker(t);
      for (const id of [laterId, soonId, endedId])
        expect((await t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, s.token)).status).toBe(201);
      expect(
        (await t.post(`/api/v1/walk-in-sessions/${soonId}/booking`, undefined, other.token)).status,
      ).toBe(201);
      // One session has ended since, and its vacancy closed: listed last, without a link.
      await t.db
        .update(walkInSessions)
        .set({ starts_at: new Date(Date.now() - 5 * 3_600_000), ends_at: new Date(Date.now() - 3_600_000) })
        .where(eq(walkInSessions.id, endedId));
      await t.db
        .update(jobVacancies)
        .set({ publication_status: 'CLOSED' })
        .where(eq(jobVacancies.id, ended.id));

      const mine = await t.get('/api/v1/seeker/walk-in-bookings', s.token);
      expect(mine.status).toBe(200);
      expect(mine.body.data.bookings.map((b: { session: { id: number } }) => b.session.id)).toEqual([
        soonId,
        laterId,
        endedId,
      ]);
      expect(mine.body.data.bookings[0]).toEqual({
        session: expect.objectContaining({ id: soonId, job_vacancy_id: soon.id, is_past: false }),
        vacancy_title: 'Kasir Walk-in Segera',
        vacancy_slug: soon.title_slug,
        company_name: a.company.name,
      });
      expect(mine.body.data.bookings[2]).toMatchObject({ vacancy_slug: null, session: { is_past: true } });
      const theirs = await t.get('/api/v1/seeker/walk-in-bookings', other.token);
      expect(theirs.body.data.bookings.map((b: { session: { id: number } }) => b.session.id)).toEqual([
        soonId,
      ]);

      expect((await t.get('/api/v1/seeker/walk-in-bookings', a.token)).status).toBe(403);
      expect((await t.get('/api/v1/seeker/walk-in-bookings')).status).toBe(401);
    });

    it('refuses a past or inverted session, bad input, and sessions of a vacancy that is not public', async () => {
      const v = await makeVacancy(t.db, a.company.id);
      expect((await create(v.id, session({ starts_at: at(-1), ends_at: at(1) }))).status).toBe(422);
      expect((await create(v.id, session({ ends_at: at(47) }))).status).toBe(422);
      expect((await create(v.id, session({ ends_at: at(48 + 13) }))).status).toBe(422);
      for (const bad of [
        { quota: 0 },
        { quota: 501 },
        { quota: 'lima' },
        { place: '' },
        { starts_at: '2026-13-45T99:00' },
        { starts_at: 'besok' },
        { place: 'a\u0000b' },
      ]) {
        expect((await create(v.id, session(bad))).status).toBe(400);
      }
      expect((await create(v.id, session(), b.token)).status).toBe(403);
      expect((await t.get(`/api/v1/company/walk-in-sessions`, a.token)).status).toBe(404);
      const closed = await makeVacancy(t.db, a.company.id, { expired_at: new Date(Date.now() - DAY) });
      expect((await create(closed.id, session())).status).toBe(201);
      expect((await t.get(`/api/v1/walk-in-sessions?job_vacancy_id=${closed.id}`)).status).toBe(404);
      const list = await t.get(`/api/v1/company/job-vacancies/${closed.id}/walk-in-sessions`, a.token);
      const s = await makeCompleteSeeker(t);
      expect(
        (
          await t.post(
            `/api/v1/walk-in-sessions/${list.body.data.sessions[0].id}/booking`,
            undefined,
            s.token,
          )
        ).status,
      ).toBe(404);
      expect((await t.post(`/api/v1/walk-in-sessions/999999/booking`, undefined, s.token)).status).toBe(404);
      expect((await t.post(`/api/v1/walk-in-sessions/1/booking`, undefined, a.token)).status).toBe(403);
    });
  });

  describe('applying is limited per seeker per day', () => {
    const clearThrottle = () => t.db.delete(rateLimits).where(sql`${rateLimits.key} like 'apply:%'`);
    const settings = (limit: string) =>
      t.request('POST', '/api/v1/office/configs', {
        form: formOf({ web_name: 'SiLoker', office_name: 'Dinas Tenaga Kerja', apply_limit_per_day: limit }),
        token: officeToken,
      });
    const apply = (vacancyId: number, s: { seeker: { id: number }; token: string }) =>
      t.post(
        '/api/v1/seekers/applied/',
        { job_vacancy_id: vacancyId, seeker_detail_id: s.seeker.id },
        s.token,
      );

    it("stops at the office's number with the Indonesian message, and counts only today's applies", async () => {
      expect((await t.get('/api/v1/office/configs', officeToken)).body.data.configs.apply_limit_per_day).toBe(
        APPLY_LIMIT_PER_DAY_DEFAULT,
      );
      expect((await settings('3')).status).toBe(200);
      expect((await t.get('/api/v1/office/configs', officeToken)).body.data.configs.apply_limit_per_day).toBe(
        3,
      );
      const s = await makeCompleteSeeker(t);
      // An application sent yesterday does not count against today.
      const old = await makeVacancy(t.db, a.company.id);
      await t.db.insert(seekerJobVacancies).values({
        job_vacancy_id: old.id,
        seeker_detail_id: s.seeker.id,
        status: 'APPLIED',
        applied_at: new Date(Date.now() - 2 * DAY),
      });
      for (let i = 0; i < 3; i++) {
        expect((await apply((await makeVacancy(t.db, a.company.id)).id, s)).status).toBe(201);
      }
      const v = await makeVacancy(t.db, a.company.id);
      const refused = await apply(v.id, s);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(DESK_MESSAGES.applyLimit(3));
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const none = await t.db
        .select()
        .from(seekerJobVacancies)
        .where(eq(seekerJobVacancies.job_vacancy_id, v.id));
      expect(none).toEqual([]);
      // Another seeker is not affected; a blank field keeps the office's number.
      expect((await apply(v.id, await makeCompleteSeeker(t))).status).toBe(201);
      expect((await settings('')).status).toBe(200);
      expect((await t.get('/api/v1/office/configs', officeToken)).body.data.configs.apply_limit_per_day).toBe(
        3,
      );
      for (const bad of ['0', '201', '2.5', 'dua']) expect((await settings(bad)).status).toBe(422);
      expect((await settings('200')).status).toBe(200);
      await clearThrottle();
    });

    it('slows a burst from one account and from one address with 429 and Retry-After, never a silent drop', async () => {
      const s = await makeCompleteSeeker(t);
      const vacancies = await Promise.all(Array.from({ length: 6 }, () => makeVacancy(t.db, a.company.id)));
      const answers = [];
      for (const v of vacancies) answers.push(await apply(v.id, s));
      expect(answers.slice(0, 5).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(answers[5]!.status).toBe(429);
      expect(answers[5]!.body.message).toMatch(/^Terlalu banyak lamaran dalam waktu singkat/);
      expect(Number(answers[5]!.headers.get('retry-after'))).toBeGreaterThan(0);

      // One address at its limit this minute (the tests' requests all come from the loopback address):
      // the next apply from it, by any account, is slowed too.
      await clearThrottle();
      await t.db.insert(rateLimits).values(
        ['127.0.0.1', '::1', '::ffff:127.0.0.1'].map((ip) => ({
          key: `apply:ip:${ip}`,
          count: APPLY_BURST_PER_IP_PER_MINUTE,
          reset_at: new Date(Date.now() + 60_000),
        })),
      );
      const fresh = await makeCompleteSeeker(t);
      const slowed = await apply(vacancies[0]!.id, fresh);
      expect(slowed.status).toBe(429);
      expect(slowed.body.message).toMatch(/^Terlalu banyak lamaran dalam waktu singkat/);
      await clearThrottle();
      expect((await apply(vacancies[0]!.id, fresh)).status).toBe(201);
      await clearThrottle();
    });
  });
});
