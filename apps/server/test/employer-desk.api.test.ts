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
  WALK_IN_NOTIFICATIONS,
  provinceTimeZone,
  timeRangeText,
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

  describe('editing a walk-in session', () => {
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const API = '/api/v1/company/walk-in-sessions';
    const body = (over: Record<string, unknown> = {}) => ({
      starts_at: at(48),
      ends_at: at(51),
      place: 'Kantor PT Maju, Jl. Juanda 5',
      quota: 5,
      ...over,
    });
    const edit = (id: number | string, b: Record<string, unknown>, token = a.token) =>
      t.post(`${API}/${id}`, b, token);
    /** A new session of a new vacancy of company A, and its id. */
    async function sessionOfA(over: Record<string, unknown> = {}) {
      const v = await makeVacancy(t.db, a.company.id, { title: 'Operator Gudang Walk-in' });
      const res = await t.post(`/api/v1/company/job-vacancies/${v.id}/walk-in-sessions`, body(over), a.token);
      expect(res.status).toBe(201);
      return { vacancy: v, id: res.body.data.session.id as number };
    }
    const rowOf = async (id: number) =>
      (await t.db.select().from(walkInSessions).where(eq(walkInSessions.id, id)))[0]!;
    const bookBy = async (id: number, n: number) => {
      const seekers = await Promise.all(Array.from({ length: n }, () => makeCompleteSeeker(t)));
      for (const s of seekers) {
        expect((await t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, s.token)).status).toBe(201);
      }
      return seekers;
    };
    const changedNotices = (userId: number) =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.user_id, userId), eq(notifications.type, NOTIFICATION_TYPES.walkInChanged)),
        );

    it('lets the owning company change when, where and how many; another company, a seeker and a guest change nothing', async () => {
      const { vacancy, id } = await sessionOfA();
      const before = await rowOf(id);
      const next = body({ starts_at: at(72), ends_at: at(74), place: 'Aula Disnaker', quota: 8 });
      const seeker = await makeCompleteSeeker(t);
      expect((await edit(id, next, b.token)).status).toBe(403);
      expect((await edit(id, next, seeker.token)).status).toBe(403);
      expect((await edit(id, next, officeToken)).status).toBe(403);
      expect((await t.post(`${API}/${id}`, next)).status).toBe(401);
      expect(await rowOf(id)).toEqual(before);

      const res = await edit(id, next);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(DESK_MESSAGES.sessionUpdated);
      expect(res.body.data.session).toEqual({
        id,
        job_vacancy_id: vacancy.id,
        starts_at: next.starts_at,
        ends_at: next.ends_at,
        place: 'Aula Disnaker',
        quota: 8,
        booked_count: 0,
        is_past: false,
      });
      const listed = await t.get(`/api/v1/walk-in-sessions?job_vacancy_id=${vacancy.id}`);
      expect(listed.body.data.sessions).toEqual([res.body.data.session]);
    });

    it('refuses a quota below the places already taken at the quota field, changing nothing; down to exactly them fills it', async () => {
      const { id } = await sessionOfA();
      await bookBy(id, 3);
      const before = await rowOf(id);
      const refused = await edit(id, body({ place: 'Tempat lain', quota: 2 }));
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(DESK_MESSAGES.quotaBelowBookings(3));
      expect(refused.body.data.errors).toEqual({ quota: [DESK_MESSAGES.quotaBelowBookings(3)] });
      expect(await rowOf(id)).toEqual(before);

      const exact = await edit(id, body({ quota: 3 }));
      expect(exact.status).toBe(200);
      expect(exact.body.data.session).toMatchObject({ quota: 3, booked_count: 3 });
      const [late] = await Promise.all([makeCompleteSeeker(t)]);
      const full = await t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, late!.token);
      expect(full.status).toBe(409);
      expect(full.body.message).toBe(DESK_MESSAGES.sessionFull);
    });

    it('never lets an edit lowering the quota and bookings at the same time leave more places taken than the quota', async () => {
      const { id } = await sessionOfA({ quota: 6 });
      await bookBy(id, 2);
      const seekers = await Promise.all(Array.from({ length: 8 }, () => makeCompleteSeeker(t)));
      const [edited, ...booked] = await Promise.all([
        edit(id, body({ quota: 3 })),
        ...seekers.map((s) => t.post(`/api/v1/walk-in-sessions/${id}/booking`, undefined, s.token)),
      ]);
      const row = await rowOf(id);
      const rows = await t.db.select().from(walkInBookings).where(eq(walkInBookings.walk_in_session_id, id));
      expect(rows.length).toBe(row.booked_count);
      expect(row.booked_count).toBeLessThanOrEqual(row.quota);
      expect(booked.filter((r) => r.status === 201).length).toBe(row.booked_count - 2);
      if (edited!.status === 200) {
        expect(row.quota).toBe(3);
      } else {
        // The bookings came first: more than three places were taken, and the edit says how many.
        expect(edited!.status).toBe(422);
        expect(row.quota).toBe(6);
        expect(edited!.body.data.errors.quota).toEqual([DESK_MESSAGES.quotaBelowBookings(row.booked_count)]);
      }
    });

    it('tells every seeker holding a place when the date, time or place changes, in the app and by e-mail; nobody for the quota alone', async () => {
      const first = body();
      const { vacancy, id } = await sessionOfA(first);
      const bookers = await bookBy(id, 2);
      const bystander = await makeCompleteSeeker(t);
      expect((await edit(id, { ...first, quota: 7 })).status).toBe(200);
      for (const s of bookers) expect(await changedNotices(s.seeker.user_id)).toEqual([]);

      const next = body({ starts_at: at(96), ends_at: at(99), place: 'Aula Disnaker lantai 2', quota: 7 });
      expect((await edit(id, next)).status).toBe(200);
      const zone = provinceTimeZone(t.config.provinceCode);
      const text = WALK_IN_NOTIFICATIONS.changed(
        vacancy.title,
        a.company.name,
        timeRangeText(next.starts_at, next.ends_at, zone),
        'Aula Disnaker lantai 2',
      );
      for (const s of bookers) {
        const told = await changedNotices(s.seeker.user_id);
        expect(told).toHaveLength(1);
        expect(told[0]).toMatchObject({
          ...text,
          link: `/lowongan-kerja/${vacancy.title_slug}`,
          data: { walk_in_session_id: id, job_vacancy_id: vacancy.id },
          // The e-mail copy leaves through the outbox (docs/decisions/067).
          mail_status: expect.stringMatching(/^(PENDING|SENT)$/),
        });
      }
      expect(await changedNotices(bystander.seeker.user_id)).toEqual([]);
      // The seeker's own list shows the new time and place.
      const mine = await t.get('/api/v1/seeker/walk-in-bookings', bookers[0]!.token);
      expect(mine.body.data.bookings[0].session).toMatchObject({
        id,
        starts_at: next.starts_at,
        place: 'Aula Disnaker lantai 2',
      });

      // Only the place changes: told again.
      expect((await edit(id, { ...next, place: 'Aula Disnaker lantai 3' })).status).toBe(200);
      expect(await changedNotices(bookers[1]!.seeker.user_id)).toHaveLength(2);
    });

    it('refuses a started session, a past or inverted time, an unknown session, and bad ids and bodies in Indonesian', async () => {
      const { id } = await sessionOfA();
      const before = await rowOf(id);
      const past = await edit(id, body({ starts_at: at(-2), ends_at: at(1) }));
      expect(past.status).toBe(422);
      expect(past.body.data.errors.starts_at).toEqual([DESK_MESSAGES.sessionPast]);
      const inverted = await edit(id, body({ ends_at: at(47) }));
      expect(inverted.status).toBe(422);
      expect(inverted.body.data.errors.ends_at).toEqual([DESK_MESSAGES.sessionEndBeforeStart]);
      const long = await edit(id, body({ ends_at: at(48 + 13) }));
      expect(long.body.data.errors.ends_at).toEqual([DESK_MESSAGES.sessionTooLong]);
      // Each refusal names its field in Indonesian, as the create's do.
      for (const [bad, field, message] of [
        [{ quota: 0 }, 'quota', 'Kuota harus bilangan bulat 1–500.'],
        [{ quota: 501 }, 'quota', 'Kuota harus bilangan bulat 1–500.'],
        [{ quota: 'lima' }, 'quota', 'Kuota wajib di isi'],
        [{ place: '' }, 'place', 'Tempat wajib di isi'],
        [{ place: 'x'.repeat(201) }, 'place', 'Tempat tidak boleh lebih dari 200 karakter'],
        [{ starts_at: 'besok' }, 'starts_at', `Jam mulai: ${DESK_MESSAGES.sessionBadTime}`],
        [{ place: 'a\u0000b' }, 'place', 'Isian tidak boleh memuat karakter NUL.'],
      ] as const) {
        const res = await edit(id, body(bad));
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(res.body.data.errors[field]).toEqual([message]);
      }
      expect(await rowOf(id)).toEqual(before);

      const badId = await edit('abc', body());
      expect(badId.status).toBe(400);
      expect(badId.body.data.errors.id[0]).toMatch(/^Input tidak valid/);
      for (const bad of ['0', '-1', String(2 ** 31), '1.5']) {
        const res = await edit(bad, body());
        expect(res.status, bad).toBe(400);
        expect(res.body.data.errors, bad).toEqual({ id: ['Nomor ID tidak valid.'] });
      }
      const unknown = await edit(999_999, body());
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(DESK_MESSAGES.sessionNotFound);

      // Once it has started, it stays as it was.
      await t.db
        .update(walkInSessions)
        .set({ starts_at: new Date(Date.now() - 3_600_000), ends_at: new Date(Date.now() + 3_600_000) })
        .where(eq(walkInSessions.id, id));
      const started = await edit(id, body());
      expect(started.status).toBe(422);
      expect(started.body.message).toBe(DESK_MESSAGES.sessionStarted);
      expect((await rowOf(id)).place).toBe(before.place);
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
