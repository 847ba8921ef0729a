import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, SAVED_VACANCIES_LINK, SAVED_VACANCY_MESSAGES } from '@siloker/shared';
import { jobVacancies } from '../src/db/schema/index.ts';
import { notifyClosedSavedVacancies } from '../src/domains/saved-vacancies/service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/** Saved vacancies over HTTP on the real database (issue 17 item 13, docs/decisions/087). */
describe('saved vacancies', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let seekerA: string;
  let seekerB: string;
  let companyToken: string;
  let officeToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompany(t.db, { name: 'PT Simpan Lowongan' });
    companyToken = await sessionToken(t.db, company.user_id);
    seekerA = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    seekerB = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
  });
  afterAll(() => t.close());

  const save = (id: number, token?: string) =>
    t.request('POST', '/api/v1/saved-vacancies', { body: { job_vacancy_id: id }, token });
  const unsave = (id: number, token?: string) =>
    t.request('DELETE', `/api/v1/saved-vacancies/${id}`, { token });
  const list = (token: string, query = '') => t.get(`/api/v1/saved-vacancies${query}`, token);
  const savedIds = (res: { body: { data: { saved_vacancies: { job_vacancy: { id: number } }[] } } }) =>
    res.body.data.saved_vacancies.map((s) => s.job_vacancy.id);
  const closedNotes = async (token: string) =>
    (await t.get('/api/v1/notifications?limit=100', token)).body.data.notifications.filter(
      (n: { type: string }) => n.type === NOTIFICATION_TYPES.savedVacancyClosed,
    );

  it('saves and removes idempotently: 201 then 200, one row, then gone', async () => {
    const v = await makeVacancy(t.db, company.id, { title: 'Teknisi Listrik' });
    const first = await save(v.id, seekerA);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'success',
      message: SAVED_VACANCY_MESSAGES.saved,
      data: { job_vacancy_id: v.id, saved: true },
    });
    const again = await save(v.id, seekerA);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ job_vacancy_id: v.id, saved: true });
    const listed = await list(seekerA);
    expect(savedIds(listed).filter((id) => id === v.id)).toHaveLength(1);
    const marks = await t.get(`/api/v1/saved-vacancies/ids?job_vacancy_ids=${v.id},999999`, seekerA);
    expect(marks.body.data).toEqual({ job_vacancy_ids: [v.id] });
    // No ids asks about none.
    expect((await t.get('/api/v1/saved-vacancies/ids', seekerA)).body.data).toEqual({ job_vacancy_ids: [] });

    for (let i = 0; i < 2; i++) {
      const gone = await unsave(v.id, seekerA);
      expect(gone.status).toBe(200);
      expect(gone.body.data).toEqual({ job_vacancy_id: v.id, saved: false });
    }
    expect(savedIds(await list(seekerA))).not.toContain(v.id);
  });

  it('lets only seekers save: 401 for a guest, 403 for a company and the office, nothing stored', async () => {
    const v = await makeVacancy(t.db, company.id);
    expect((await save(v.id)).status).toBe(401);
    expect((await t.get('/api/v1/saved-vacancies')).status).toBe(401);
    expect((await t.get('/api/v1/saved-vacancies/ids')).status).toBe(401);
    for (const token of [companyToken, officeToken]) {
      expect((await save(v.id, token)).status).toBe(403);
      expect((await list(token)).status).toBe(403);
      expect((await t.get(`/api/v1/saved-vacancies/ids?job_vacancy_ids=${v.id}`, token)).status).toBe(403);
      expect((await unsave(v.id, token)).status).toBe(403);
    }
  });

  it('refuses a vacancy that is not public with 404, and bad ids with 400', async () => {
    for (const hidden of [
      { publication_status: 'DRAFT' },
      { status: 'PENDING' },
      { expired_at: new Date(Date.now() - DAY) },
      { is_removed: true },
    ]) {
      const v = await makeVacancy(t.db, company.id, hidden);
      const res = await save(v.id, seekerA);
      expect(res.status, JSON.stringify(hidden)).toBe(404);
      expect(res.body.message).toBe(SAVED_VACANCY_MESSAGES.notAvailable);
    }
    expect((await save(2_147_483_647, seekerA)).status).toBe(404);
    expect((await save(0, seekerA)).status).toBe(400);
    const bad = await t.get('/api/v1/saved-vacancies/ids?job_vacancy_ids=1,dua', seekerA);
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.job_vacancy_ids).toEqual([SAVED_VACANCY_MESSAGES.ids]);
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await t.get(`/api/v1/saved-vacancies/ids?job_vacancy_ids=${tooMany}`, seekerA)).status).toBe(400);
  });

  it("never shows or removes another seeker's saved vacancies", async () => {
    const v = await makeVacancy(t.db, company.id, { title: 'Rahasia Pencari A' });
    await save(v.id, seekerA);
    expect(savedIds(await list(seekerB))).not.toContain(v.id);
    const marks = await t.get(`/api/v1/saved-vacancies/ids?job_vacancy_ids=${v.id}`, seekerB);
    expect(marks.body.data.job_vacancy_ids).toEqual([]);
    expect((await unsave(v.id, seekerB)).status).toBe(200);
    expect(savedIds(await list(seekerA))).toContain(v.id);
    await unsave(v.id, seekerA);
  });

  it('pages on the server, newest saved first, with the total', async () => {
    const token = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    const made = [];
    for (let i = 0; i < 7; i++) {
      const v = await makeVacancy(t.db, company.id, { title: `Halaman ${i}` });
      made.push(v.id);
      expect((await save(v.id, token)).status).toBe(201);
    }
    const first = await list(token);
    expect(first.body.data.total).toBe(7);
    expect(first.body.data.saved_vacancies).toHaveLength(5);
    const second = await list(token, '?offset=5&limit=5');
    expect(second.body.data.saved_vacancies).toHaveLength(2);
    expect([...savedIds(first), ...savedIds(second)]).toEqual([...made].reverse());
    expect((await list(token, '?limit=101')).status).toBe(400);
  });

  it('tells each seeker once when the company closes a saved vacancy, and keeps it listed with a note', async () => {
    const v = await makeVacancy(t.db, company.id, { title: 'Operator Forklift' });
    await save(v.id, seekerA);
    await save(v.id, seekerB);
    const before = (await closedNotes(seekerA)).length;
    const closed = await t.post(
      `/api/v1/job-vacancies/change-publication-status/${v.id}`,
      { status: 'CLOSED' },
      companyToken,
    );
    expect(closed.status).toBe(200);
    const notes = await closedNotes(seekerA);
    expect(notes).toHaveLength(before + 1);
    expect(notes[0]).toMatchObject({
      title: SAVED_VACANCY_MESSAGES.closedTitle,
      body: SAVED_VACANCY_MESSAGES.closedBody('Operator Forklift'),
      link: SAVED_VACANCIES_LINK,
    });
    expect((await closedNotes(seekerB)).length).toBeGreaterThanOrEqual(1);
    // The sweep finds nothing more to say, and closing again says nothing new.
    expect(await notifyClosedSavedVacancies(t.db, v.id)).toBe(0);
    await t.post(
      `/api/v1/job-vacancies/change-publication-status/${v.id}`,
      { status: 'DRAFT' },
      companyToken,
    );
    expect(await closedNotes(seekerA)).toHaveLength(before + 1);

    const item = (await list(seekerA, '?limit=100')).body.data.saved_vacancies.find(
      (s: { job_vacancy: { id: number } }) => s.job_vacancy.id === v.id,
    );
    expect(item).toMatchObject({
      is_open: false,
      is_closed: true,
      job_vacancy: { title: 'Operator Forklift' },
    });
  });

  it('tells the seeker once when a saved vacancy passes its deadline (the periodic sweep)', async () => {
    const token = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    const v = await makeVacancy(t.db, company.id, { title: 'Juru Masak' });
    await save(v.id, token);
    expect(await notifyClosedSavedVacancies(t.db)).toBe(0);
    await t.db
      .update(jobVacancies)
      .set({ expired_at: new Date(Date.now() - 60_000) })
      .where(eq(jobVacancies.id, v.id));
    expect(await notifyClosedSavedVacancies(t.db)).toBe(1);
    expect(await notifyClosedSavedVacancies(t.db)).toBe(0);
    expect(await closedNotes(token)).toHaveLength(1);
    const [item] = (await list(token)).body.data.saved_vacancies;
    expect(item).toMatchObject({ is_open: false, is_closed: true });
  });

  it('says a vacancy hidden while the office checks an edit is not open, but not closed, and tells nobody', async () => {
    const token = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    const v = await makeVacancy(t.db, company.id);
    await save(v.id, token);
    await t.db.update(jobVacancies).set({ status: 'PENDING' }).where(eq(jobVacancies.id, v.id));
    expect(await notifyClosedSavedVacancies(t.db, v.id)).toBe(0);
    const [item] = (await list(token)).body.data.saved_vacancies;
    expect(item).toMatchObject({ is_open: false, is_closed: false });
  });
});
