import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AK1_MESSAGES, ak1NextReportDue } from '@siloker/shared';
import type { seekerDetails } from '../src/db/schema/index.ts';
import {
  notifications,
  seekerDetails as seekerTable,
  seekerJobVacancies,
  seekerReports,
  seekerSkills,
} from '../src/db/schema/index.ts';
import { remindDueReports } from '../src/domains/ak1/service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompleteSeeker } from './profile-fixtures.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

describe('the AK/1 card, its reports and the public check', () => {
  let t: TestApp;
  let officeToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);

  /** The card tests' Andi: a complete profile with one education and one skill. */
  async function completeSeeker(overrides: Partial<typeof seekerDetails.$inferInsert> = {}) {
    const made = await makeCompleteSeeker(
      t,
      {
        full_name: 'Andi Pratama',
        birth_place: 'Balikpapan',
        birth_date: '1994-08-17',
        address: 'Jl. Cendana 12',
        city_code: '64.72',
        sub_district_code: '64.72.01.1001',
        phone: '081298765432',
        marriage_status: 'KAWIN',
        photo: 'photo/andi.jpg',
        file_ktp: 'ktp/andi.pdf',
        ...overrides,
      },
      { graduation_year: 2012, school_name: 'SMKN 1' },
    );
    await t.db.insert(seekerSkills).values({ seeker_detail_id: made.seeker.id, name: 'Mengemudi' });
    return made;
  }

  /** A seeker the office has verified through the API, with their card number. */
  async function cardHolder() {
    const s = await completeSeeker();
    const res = await t.post(
      `/api/v1/office/seekers/${s.seeker.id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(res.status).toBe(200);
    return { ...s, number: res.body.data.seeker.number_registration as string };
  }

  const reportsOf = (seekerId: number) =>
    t.db
      .select()
      .from(seekerReports)
      .where(eq(seekerReports.seeker_detail_id, seekerId))
      .orderBy(asc(seekerReports.id));

  beforeAll(async () => {
    t = await createTestApp();
    officeToken = await session((await makeUser(t.db, 'admin')).id);
    companyToken = await session((await makeCompany(t.db)).user_id);
  });
  afterAll(() => t?.close());

  it('gives the verified seeker their own card with the number, validity, photo and a QR code of the check page', async () => {
    const { token, number } = await cardHolder();
    const res = await t.get('/api/v1/seeker/ak1', token);
    expect(res.status).toBe(200);
    const card = res.body.data.card;
    const today = new Date().toISOString().slice(0, 10);
    expect(card).toMatchObject({
      number_registration: number,
      date_registration: today,
      is_valid: true,
      name: 'Andi Pratama',
      birth_place: 'Balikpapan',
      birth_date: '1994-08-17',
      address: 'Jl. Cendana 12',
      photo_url: '/storage/photo/andi.jpg',
      skills: ['Mengemudi'],
      reports: [],
      report_overdue: false,
    });
    // The QR link carries the card's own code (docs/decisions/073).
    expect(card.verify_url).toMatch(
      new RegExp(`^http://localhost:3000/kartu-ak1/${number}\\?kode=[A-Za-z0-9_-]{22}$`),
    );
    const until = new Date(`${today}T00:00:00Z`);
    until.setUTCFullYear(until.getUTCFullYear() + 2);
    until.setUTCDate(until.getUTCDate() - 1);
    expect(card.valid_until).toBe(until.toISOString().slice(0, 10));
    expect(card.educations).toEqual([
      expect.objectContaining({ school_name: 'SMKN 1', graduation_year: 2012 }),
    ]);
    expect(card.next_report_due).toBe(ak1NextReportDue(card.last_reported_at));
    expect(card.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('answers a seeker without a card with 404, their status, the office note and what to complete', async () => {
    const waiting = await completeSeeker({ photo: null });
    const res = await t.get('/api/v1/seeker/ak1', waiting.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AK1_MESSAGES.notVerified('Menunggu verifikasi'));
    expect(res.body.data).toEqual({
      seeker_status: 'NOT_YET_VERIFIED',
      status_note: null,
      missing: ['Foto'],
    });

    const rejected = await completeSeeker();
    await t.post(
      `/api/v1/office/seekers/${rejected.seeker.id}/status`,
      { status: 'REJECTED', note: 'KTP buram' },
      officeToken,
    );
    const again = await t.get('/api/v1/seeker/ak1', rejected.token);
    expect(again.status).toBe(404);
    expect(again.body.data).toMatchObject({ seeker_status: 'REJECTED', status_note: 'KTP buram' });
  });

  it('keeps the card to its owner: guests 401, companies and the office 403 on the seeker routes', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/seeker/ak1'],
      ['POST', '/api/v1/seeker/ak1/reports'],
    ] as const) {
      const opts = method === 'POST' ? { body: { status: 'LOOKING' } } : {};
      expect((await t.request(method, path, opts)).status).toBe(401);
      expect((await t.request(method, path, { ...opts, token: companyToken })).status).toBe(403);
      expect((await t.request(method, path, { ...opts, token: officeToken })).status).toBe(403);
    }
  });

  it('shows the public only the number, the name and whether the card is valid', async () => {
    const { seeker, number, token } = await cardHolder();
    const code = new URL((await t.get('/api/v1/seeker/ak1', token)).body.data.card.verify_url).search;
    const res = await t.get(`/api/v1/ak1/verify/${number}${code}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual([
      'is_valid',
      'name',
      'number_registration',
      'valid_until',
      'with_code',
    ]);
    expect(res.body.data).toMatchObject({
      number_registration: number,
      name: 'Andi Pratama',
      is_valid: true,
    });
    const raw = JSON.stringify(res.body);
    for (const secret of [seeker.nik!, '1994-08-17', 'Jl. Cendana', '081298765432', 'Balikpapan']) {
      expect(raw).not.toContain(secret);
    }

    // A rejected seeker's card and one past its 2 years are not valid; an unknown number is not found.
    await t.post(
      `/api/v1/office/seekers/${seeker.id}/status`,
      { status: 'REJECTED', note: 'Data palsu' },
      officeToken,
    );
    expect((await t.get(`/api/v1/ak1/verify/${number}${code}`)).body.data.is_valid).toBe(false);
    const old = await makeSeeker(t.db, {
      full_name: 'Kartu Lama',
      status: 'VERIFIED',
      number_registration: '6472-2020-000001',
      date_registration: new Date(Date.now() - 3 * 365 * DAY).toISOString().slice(0, 10),
      ak1_check_code: 'kodekartulama0000000001',
    });
    const expired = await t.get(`/api/v1/ak1/verify/${old.number_registration}?kode=kodekartulama0000000001`);
    expect(expired.body.data).toMatchObject({ name: 'Kartu Lama', is_valid: false });
    const unknown = await t.get('/api/v1/ak1/verify/6472-1999-999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(AK1_MESSAGES.cardNotFound);
  });

  it('records a 6-monthly report, moves the last report time and the next due date', async () => {
    const { seeker, token } = await cardHolder();
    const past = new Date(Date.now() - 200 * DAY);
    await t.db.update(seekerTable).set({ last_reported_at: past }).where(eq(seekerTable.id, seeker.id));
    expect((await t.get('/api/v1/seeker/ak1', token)).body.data.card.report_overdue).toBe(true);

    const noCompany = await t.post('/api/v1/seeker/ak1/reports', { status: 'WORKING' }, token);
    expect(noCompany.status).toBe(400);
    expect(noCompany.body.data.errors.company_name).toEqual([AK1_MESSAGES.companyRequired]);
    expect(await reportsOf(seeker.id)).toEqual([]);

    const res = await t.post(
      '/api/v1/seeker/ak1/reports',
      { status: 'WORKING', company_name: 'CV Sinar Mahakam', note: 'Kontrak 1 tahun' },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(AK1_MESSAGES.reportSaved);
    expect(res.body.data.report).toMatchObject({
      status: 'WORKING',
      company_name: 'CV Sinar Mahakam',
      note: 'Kontrak 1 tahun',
      source: 'SEEKER',
    });
    const card = res.body.data.card;
    expect(card.report_overdue).toBe(false);
    expect(card.last_reported_at).toBe(res.body.data.report.reported_at);
    expect(card.next_report_due).toBe(ak1NextReportDue(res.body.data.report.reported_at));
    expect(card.reports.map((r: { company_name: string }) => r.company_name)).toEqual(['CV Sinar Mahakam']);

    // Still looking: no company is kept even if one is sent.
    const looking = await t.post(
      '/api/v1/seeker/ak1/reports',
      { status: 'LOOKING', company_name: 'Tidak relevan' },
      token,
    );
    expect(looking.body.data.report.company_name).toBeNull();
    expect((await reportsOf(seeker.id)).map((r) => r.status)).toEqual(['WORKING', 'LOOKING']);
  });

  it('refuses a report from a seeker who has no card yet', async () => {
    const { seeker, token } = await completeSeeker();
    const res = await t.post('/api/v1/seeker/ak1/reports', { status: 'LOOKING' }, token);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(AK1_MESSAGES.notRegistered);
    expect(await reportsOf(seeker.id)).toEqual([]);
  });

  it('files a WORKING report by itself when an application is ACCEPTED, once per placement', async () => {
    const { seeker, token } = await cardHolder();
    const company = await makeCompany(t.db, { name: 'PT Kaltim Sejahtera' });
    const ownerToken = await session(company.user_id);
    const vacancy = await makeVacancy(t.db, company.id);
    await t.db.insert(seekerJobVacancies).values({
      job_vacancy_id: vacancy.id,
      seeker_detail_id: seeker.id,
      status: 'PASSED',
      applied_at: new Date(),
    });
    const move = (status: string) =>
      t.post(
        '/api/v1/seekers/job-vacancy/change-status',
        { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id, status },
        ownerToken,
      );

    expect((await move('ACCEPTED')).status).toBe(200);
    const reports = await reportsOf(seeker.id);
    expect(reports).toEqual([
      expect.objectContaining({
        status: 'WORKING',
        source: 'APPLICATION',
        company_name: 'PT Kaltim Sejahtera',
        job_vacancy_id: vacancy.id,
      }),
    ]);
    const card = (await t.get('/api/v1/seeker/ak1', token)).body.data.card;
    expect(card.last_reported_at).toBe(reports[0]!.reported_at.toISOString());

    // Back to PASSED and forward again is the same placement: no second report.
    expect((await move('PASSED')).status).toBe(200);
    expect((await move('ACCEPTED')).status).toBe(200);
    expect(await reportsOf(seeker.id)).toHaveLength(1);
  });

  it('reminds a card holder whose report is overdue once per report cycle, and nobody else', async () => {
    const overdue = await cardHolder();
    const onTime = await cardHolder();
    const sevenMonthsAgo = new Date(Date.now() - 212 * DAY);
    await t.db
      .update(seekerTable)
      .set({ last_reported_at: sevenMonthsAgo })
      .where(eq(seekerTable.id, overdue.seeker.id));
    const reminders = async (userId: number) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.user_id, userId), eq(notifications.type, 'ak1.report_due')))
      ).length;

    await remindDueReports(t.db);
    await remindDueReports(t.db);
    expect(await reminders(overdue.seeker.user_id)).toBe(1);
    expect(await reminders(onTime.seeker.user_id)).toBe(0);
    const inbox = await t.get('/api/v1/notifications', overdue.token);
    expect(inbox.body.data.notifications[0]).toMatchObject({
      title: 'Saatnya lapor Kartu AK/1',
      link: '/panel/kartu-ak1',
    });

    // Reporting starts a new cycle: no reminder until it is overdue again.
    const report = await t.post('/api/v1/seeker/ak1/reports', { status: 'LOOKING' }, overdue.token);
    expect(report.status).toBe(201);
    await remindDueReports(t.db);
    expect(await reminders(overdue.seeker.user_id)).toBe(1);
    // Six months and more after that report, the next reminder comes.
    await remindDueReports(t.db, new Date(Date.now() + 190 * DAY));
    expect(await reminders(overdue.seeker.user_id)).toBe(2);
  });
});
