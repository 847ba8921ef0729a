import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AK1_MESSAGES, AK1_NUMBER_PATTERN, OFFICE_MESSAGES } from '@siloker/shared';
import type { seekerDetails } from '../src/db/schema/index.ts';
import {
  notifications,
  seekerDetails as seekerTable,
  seekerEducations,
  seekerSkills,
  verificationDecisions,
} from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { somePositionId } from './profile-fixtures.ts';
import { DAY, makeCompany, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

const API = '/api/v1/office/seekers';
const YEAR = new Date().getUTCFullYear();

let nik = 6472100000000000;

describe('office verification of job seekers and the AK/1 number', () => {
  let t: TestApp;
  let office: { id: number; token: string };
  let seekerToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);

  /** Everything seekerProfileMissing needs, written straight to the row, plus one education. */
  async function completeSeeker(overrides: Partial<typeof seekerDetails.$inferInsert> = {}) {
    const seeker = await makeSeeker(t.db, {
      full_name: `Siti Rahmawati ${nik}`,
      nik: String(++nik),
      birth_place: 'Samarinda',
      birth_date: '1996-03-12',
      gender: 'female',
      address: 'Jl. Juanda 5',
      rt: '004',
      rw: '002',
      city_code: '64.72',
      sub_district_code: '64.72.01.1001',
      phone: '081234567890',
      marriage_status: 'BELUM KAWIN',
      religion_id: 1,
      photo: 'photo/siti.jpg',
      file_ktp: 'ktp/siti.pdf',
      position_id: await somePositionId(t),
      job_location_expectation: 'LOCALE_IN',
      education_id: 4,
      ...overrides,
    });
    await t.db.insert(seekerEducations).values({
      seeker_detail_id: seeker.id,
      education_id: 4,
      graduation_year: 2014,
      school_name: 'SMAN 1 Samarinda',
      certificate: `certificate/ijazah-${seeker.id}.pdf`,
    });
    return seeker;
  }

  const verify = (id: number, note?: string) =>
    t.post(`${API}/${id}/status`, { status: 'VERIFIED', ...(note ? { note } : {}) }, office.token);
  const reject = (id: number, note?: string) =>
    t.post(`${API}/${id}/status`, { status: 'REJECTED', ...(note ? { note } : {}) }, office.token);
  const rowOf = async (id: number) =>
    (await t.db.select().from(seekerTable).where(eq(seekerTable.id, id)))[0]!;
  const decisionsOf = (id: number) =>
    t.db
      .select()
      .from(verificationDecisions)
      .where(and(eq(verificationDecisions.subject_type, 'seeker'), eq(verificationDecisions.subject_id, id)))
      .orderBy(asc(verificationDecisions.id));
  const sequenceOf = (number: string) => Number(number.split('-')[2]);

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin');
    office = { id: admin.id, token: await session(admin.id) };
    seekerToken = await session((await makeSeeker(t.db)).user_id);
    companyToken = await session((await makeCompany(t.db)).user_id);
  });
  afterAll(() => t?.close());

  it('refuses guests (401) and seekers and companies (403) on every office seeker route', async () => {
    const routes: [string, string][] = [
      ['GET', API],
      ['GET', `${API}/reports-due`],
      ['POST', `${API}/1/status`],
    ];
    const body = { status: 'VERIFIED' };
    for (const [method, path] of routes) {
      const opts = method === 'POST' ? { body } : {};
      expect((await t.request(method, path, opts)).status, path).toBe(401);
      expect((await t.request(method, path, { ...opts, token: seekerToken })).status, path).toBe(403);
      expect((await t.request(method, path, { ...opts, token: companyToken })).status, path).toBe(403);
    }
  });

  it('lists a status newest first with the documents the office may open and what is missing', async () => {
    const older = await completeSeeker({ created_at: new Date(Date.now() - 60_000) });
    const newer = await completeSeeker();
    await t.db.insert(seekerSkills).values({
      seeker_detail_id: newer.id,
      name: 'Las Listrik',
      certificate: 'certificate/las.pdf',
    });
    const incomplete = await makeSeeker(t.db, { full_name: 'Belum Lengkap Sekali', phone: '0812' });

    const res = await t.get(`${API}?limit=100`, office.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.seekers.map((s: { id: number }) => s.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);

    const shown = res.body.data.seekers.find((s: { id: number }) => s.id === newer.id);
    expect(shown).toMatchObject({
      name: newer.full_name,
      nik: newer.nik,
      birth_date: '1996-03-12',
      gender: 'female',
      address: 'Jl. Juanda 5, RT 004/RW 002',
      phone: '081234567890',
      photo_url: '/storage/photo/siti.jpg',
      file_ktp_url: '/api/v1/files/ktp/siti.pdf',
      missing: [],
      status: 'NOT_YET_VERIFIED',
      number_registration: null,
    });
    expect(shown.location.city?.code).toBe('64.72');
    expect(shown.certificates).toEqual([
      { label: expect.stringContaining('Ijazah'), url: `/api/v1/files/certificate/ijazah-${newer.id}.pdf` },
      { label: 'Sertifikat Las Listrik', url: '/api/v1/files/certificate/las.pdf' },
    ]);
    const lacking = res.body.data.seekers.find((s: { id: number }) => s.id === incomplete.id);
    expect(lacking.missing).toEqual(expect.arrayContaining(['NIK', 'Foto']));

    // Search by a name's start and by a NIK; a status filter leaves the others out.
    const byName = await t.get(`${API}?search=belum%20lengk`, office.token);
    expect(byName.body.data.seekers.map((s: { id: number }) => s.id)).toEqual([incomplete.id]);
    const byNik = await t.get(`${API}?search=${older.nik}`, office.token);
    expect(byNik.body.data.seekers.map((s: { id: number }) => s.id)).toEqual([older.id]);
    const verified = await t.get(`${API}?status=VERIFIED&search=${older.nik}`, office.token);
    expect(verified.body.data).toEqual({ seekers: [], total: 0 });
    expect((await t.get(`${API}?status=PENDING`, office.token)).status).toBe(400);
  });

  it('verifies a complete seeker: issues the number and date, records the decision and tells the seeker', async () => {
    const seeker = await completeSeeker();
    const res = await verify(seeker.id, 'Dokumen lengkap');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(AK1_MESSAGES.seekerVerified);
    const number = res.body.data.seeker.number_registration as string;
    expect(number).toMatch(AK1_NUMBER_PATTERN);
    expect(number.startsWith(`6472-${YEAR}-`)).toBe(true);
    expect(res.body.data.seeker).toMatchObject({ status: 'VERIFIED', status_note: 'Dokumen lengkap' });

    const row = await rowOf(seeker.id);
    expect(row).toMatchObject({
      status: 'VERIFIED',
      number_registration: number,
      date_registration: new Date().toISOString().slice(0, 10),
      verified_by: office.id,
    });
    // Registration counts as the first report.
    expect(Math.abs(row.last_reported_at!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await decisionsOf(seeker.id)).toEqual([
      expect.objectContaining({
        from_status: 'NOT_YET_VERIFIED',
        to_status: 'VERIFIED',
        note: 'Dokumen lengkap',
        decided_by: office.id,
      }),
    ]);
    const told = await t.db.select().from(notifications).where(eq(notifications.user_id, seeker.user_id));
    expect(told).toEqual([
      expect.objectContaining({
        type: 'seeker_verified',
        link: '/panel/kartu-ak1',
        body: expect.stringContaining(number),
      }),
    ]);
    expect(told[0]!.body).toContain('Dokumen lengkap');
  });

  it('refuses to verify a seeker whose profile is incomplete, naming what is missing, and changes nothing', async () => {
    const seeker = await completeSeeker({ file_ktp: null, photo: null });
    const res = await verify(seeker.id);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(AK1_MESSAGES.seekerIncomplete(['Foto', 'Berkas KTP']));
    const row = await rowOf(seeker.id);
    expect(row).toMatchObject({ status: 'NOT_YET_VERIFIED', number_registration: null });
    expect(await decisionsOf(seeker.id)).toEqual([]);
  });

  it('rejects only with a note, which the seeker is told; the number survives a rejection and a re-verification', async () => {
    const seeker = await completeSeeker();
    const noNote = await reject(seeker.id);
    expect(noNote.status).toBe(400);
    expect(noNote.body.data.errors.note).toEqual([OFFICE_MESSAGES.noteRequired]);
    expect((await reject(seeker.id, '   ')).status).toBe(400);
    expect((await rowOf(seeker.id)).status).toBe('NOT_YET_VERIFIED');

    const first = await verify(seeker.id);
    const number = first.body.data.seeker.number_registration as string;
    const rejected = await reject(seeker.id, 'Foto KTP tidak terbaca');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(AK1_MESSAGES.seekerRejected);
    expect(rejected.body.data.seeker).toMatchObject({
      status: 'REJECTED',
      status_note: 'Foto KTP tidak terbaca',
      number_registration: number,
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, seeker.user_id))
      .orderBy(asc(notifications.id));
    expect(told.at(-1)).toMatchObject({
      type: 'seeker_rejected',
      body: 'Foto KTP tidak terbaca',
      link: '/panel/data-pribadi/pencari-kerja',
    });

    const again = await verify(seeker.id);
    expect(again.body.data.seeker.number_registration).toBe(number);
    expect((await decisionsOf(seeker.id)).map((d) => [d.from_status, d.to_status])).toEqual([
      ['NOT_YET_VERIFIED', 'VERIFIED'],
      ['VERIFIED', 'REJECTED'],
      ['REJECTED', 'VERIFIED'],
    ]);
  });

  it('renews a card whose 2 years have run out by verifying again: same number, registered today; a valid card keeps its date', async () => {
    const seeker = await completeSeeker();
    const number = (await verify(seeker.id)).body.data.seeker.number_registration as string;
    const today = new Date().toISOString().slice(0, 10);
    expect((await verify(seeker.id)).body.data.seeker).toMatchObject({ date_registration: today });

    await t.db
      .update(seekerTable)
      .set({ date_registration: '2023-05-02', last_reported_at: new Date('2024-11-01T00:00:00Z') })
      .where(eq(seekerTable.id, seeker.id));
    const renewed = await verify(seeker.id);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.seeker).toMatchObject({ number_registration: number, date_registration: today });
    expect((await rowOf(seeker.id)).last_reported_at!.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Within its 2 years, verifying again changes no date.
    await t.db
      .update(seekerTable)
      .set({ date_registration: '2026-01-05' })
      .where(eq(seekerTable.id, seeker.id));
    expect((await verify(seeker.id)).body.data.seeker).toMatchObject({ date_registration: '2026-01-05' });
  });

  it('gives 20 seekers verified at once 20 distinct numbers in one unbroken sequence', async () => {
    const seekers = await Promise.all(Array.from({ length: 20 }, () => completeSeeker()));
    const results = await Promise.all(seekers.map((s) => verify(s.id)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.data.seeker.number_registration as string);
    expect(new Set(numbers).size).toBe(20);
    const seqs = numbers.map(sequenceOf).sort((a, b) => a - b);
    expect(seqs.at(-1)! - seqs[0]!).toBe(19);
    // The next one carries on right after them.
    const next = await verify((await completeSeeker()).id);
    expect(sequenceOf(next.body.data.seeker.number_registration)).toBe(seqs.at(-1)! + 1);
  });

  it("builds the number from the seeker's own city, and continues after numbers issued before the sequence", async () => {
    const elsewhere = await completeSeeker({ city_code: '64.02' });
    await makeSeeker(t.db, { number_registration: `6402-${YEAR}-000150`, status: 'VERIFIED' });
    const res = await verify(elsewhere.id);
    expect(res.body.data.seeker.number_registration).toBe(`6402-${YEAR}-000151`);
  });

  it('answers 404 for an unknown seeker', async () => {
    const res = await verify(999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(AK1_MESSAGES.seekerNotFound);
  });

  it('lists the card holders whose report is overdue, longest overdue first, with their last report', async () => {
    const late = await completeSeeker();
    const later = await completeSeeker();
    const onTime = await completeSeeker();
    for (const s of [late, later, onTime]) await verify(s.id);
    await t.db
      .update(seekerTable)
      .set({ last_reported_at: new Date(Date.now() - 300 * DAY) })
      .where(eq(seekerTable.id, late.id));
    await t.db
      .update(seekerTable)
      .set({ last_reported_at: new Date(Date.now() - 200 * DAY) })
      .where(eq(seekerTable.id, later.id));

    const res = await t.get(`${API}/reports-due?limit=100`, office.token);
    expect(res.status).toBe(200);
    const ids = res.body.data.seekers.map((s: { id: number }) => s.id);
    expect(ids).toContain(late.id);
    expect(ids).toContain(later.id);
    expect(ids).not.toContain(onTime.id);
    expect(ids.indexOf(late.id)).toBeLessThan(ids.indexOf(later.id));
    const shown = res.body.data.seekers.find((s: { id: number }) => s.id === late.id);
    expect(shown.days_overdue).toBeGreaterThanOrEqual(300 - 185);
    expect(shown.number_registration).toMatch(AK1_NUMBER_PATTERN);
    expect(new Date(shown.next_report_due).getTime()).toBeLessThan(Date.now());
    expect(res.body.data.total).toBe(ids.length);
    // No private field beyond what the office needs to remind the seeker.
    expect(shown).not.toHaveProperty('nik');
  });
});
