import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_NAME,
  STATISTICS_HEADLINE,
  STATISTICS_MEASURES,
  STATISTICS_SECTIONS,
  type StatisticsData,
} from '@siloker/shared';
import { districts, postParticipants, seekerJobVacancies, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makePost, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

const API = '/api/v1/office/statistics';
/** The seeded rows fall in the first quarter of 2025; the portal is Kota Samarinda (WITA, UTC+8). */
const Q1 = 'from=2025-01-01&to=2025-03-31';
const at = (iso: string) => new Date(iso);

/** Today in WITA, as the server counts ages. */
const todayWita = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
/** A birth date that makes the seeker exactly `years` old today (a month past the birthday). */
function bornYearsAgo(years: number): string {
  const d = new Date(`${todayWita()}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - 30);
  return d.toISOString().slice(0, 10);
}

/** A section's rows as {label: [numbers…]} for a compact comparison. */
const table = (data: StatisticsData, key: keyof StatisticsData['sections']) => {
  const section = STATISTICS_SECTIONS.find((s) => s.key === key)!;
  return Object.fromEntries(
    (data.sections[key] as unknown as Record<string, string | number>[]).map((r) => [
      r.label,
      section.measures.map((m) => r[m]),
    ]),
  );
};

/** The body as sent: Response.text() would drop the byte-order mark the test checks. */
const bodyText = async (res: Response) =>
  new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());

/** The CSV as rows of cells. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  // A real parser (csv-parse, strict about quotes and field counts), not the writer's own rules.
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe('office statistics: figures of seeded rows, by range, as JSON and CSV', () => {
  let t: TestApp;
  let office: { id: number; token: string };
  let seekerToken: string;
  let companyToken: string;
  let d1: { code: string; name: string };
  let d2: { code: string; name: string };

  const session = (userId: number) => sessionToken(t.db, userId);
  const deleteAccount = (userId: number) =>
    t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, userId));
  const statistics = async (query: string) => {
    const res = await t.get<StatisticsData>(`${API}?${query}`, office.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin');
    office = { id: admin.id, token: await session(admin.id) };
    const cityDistricts = await t.db
      .select({ code: districts.code, name: districts.name })
      .from(districts)
      .where(eq(districts.city_code, '64.72'))
      .orderBy(asc(districts.name))
      .limit(2);
    [d1, d2] = [cityDistricts[0]!, cityDistricts[1]!];
    const [otherDistrict] = await t.db
      .select({ code: districts.code })
      .from(districts)
      .where(eq(districts.city_code, '64.71'))
      .limit(1);

    // Companies: verified in range (two, one at 23.30 WITA on the last day), before, after (00.30 WITA
    // the day after), pending, and one whose account was deleted.
    const cA = await makeCompany(t.db, { business_field_id: 1, verified_at: at('2025-01-10T02:00:00Z') });
    const cB = await makeCompany(t.db, { business_field_id: 2, verified_at: at('2024-12-20T02:00:00Z') });
    await makeCompany(t.db, { business_field_id: 3, status: 'PENDING' });
    const cD = await makeCompany(t.db, { business_field_id: 1, verified_at: at('2025-02-01T02:00:00Z') });
    await deleteAccount(cD.user_id);
    const cE = await makeCompany(t.db, { business_field_id: null, verified_at: at('2025-03-31T15:30:00Z') });
    await makeCompany(t.db, { business_field_id: 2, verified_at: at('2025-03-31T16:30:00Z') });
    companyToken = await session(cA.user_id);

    // Vacancies that count: v1, v2, v3, v4, v11, v12. The rest are removed, an invitation, pending, a
    // draft, of a deleted company, or published before the range.
    const v1 = await makeVacancy(t.db, cA.id, {
      education_id: 4,
      worker_count: 3,
      published_at: at('2025-01-15T02:00:00Z'),
    });
    const v2 = await makeVacancy(t.db, cA.id, {
      education_id: 4,
      is_gender_based_count: true,
      male_count: 2,
      female_count: 3,
      worker_count: 1,
      published_at: at('2025-02-03T02:00:00Z'),
    });
    const v3 = await makeVacancy(t.db, cB.id, {
      education_id: 9,
      worker_count: 2,
      published_at: at('2025-02-28T16:30:00Z'), // 1 March, 00.30 WITA
    });
    const v4 = await makeVacancy(t.db, cB.id, {
      education_id: null,
      worker_count: 1,
      published_at: at('2025-03-10T02:00:00Z'),
    });
    const v5 = await makeVacancy(t.db, cA.id, {
      education_id: 4,
      worker_count: 7,
      is_removed: true,
      published_at: at('2025-01-16T02:00:00Z'),
    });
    const v6 = await makeVacancy(t.db, cA.id, {
      is_invitation: true,
      worker_count: 7,
      published_at: at('2025-01-16T02:00:00Z'),
    });
    await makeVacancy(t.db, cA.id, { status: 'PENDING', published_at: at('2025-01-16T02:00:00Z') });
    await makeVacancy(t.db, cA.id, { publication_status: 'DRAFT', created_at: at('2025-01-16T02:00:00Z') });
    await makeVacancy(t.db, cD.id, { worker_count: 7, published_at: at('2025-02-16T02:00:00Z') });
    await makeVacancy(t.db, cB.id, { worker_count: 7, published_at: at('2024-12-31T15:00:00Z') });
    const v11 = await makeVacancy(t.db, cE.id, {
      education_id: 4,
      worker_count: 4,
      publication_status: 'CLOSED',
      published_at: at('2025-01-20T02:00:00Z'),
    });
    // Published before published_at was recorded: dated by created_at.
    const v12 = await makeVacancy(t.db, cB.id, {
      education_id: 3,
      worker_count: 1,
      published_at: null,
      created_at: at('2025-01-05T02:00:00Z'),
    });
    const v8 = await makeVacancy(t.db, cA.id, { published_at: at('2025-04-02T02:00:00Z') });

    // Seekers registered in range: s1, s2, s3, s4, s5, s8; s6 deleted, s7 registered before.
    const seeker = (created: string, o: Parameters<typeof makeSeeker>[1] = {}) =>
      makeSeeker(t.db, { created_at: at(created), city_code: '64.72', ...o });
    const s1 = await seeker('2025-01-02T02:00:00Z', {
      gender: 'female',
      education_id: 4,
      birth_date: bornYearsAgo(19),
      district_code: d1!.code,
    });
    const s2 = await seeker('2025-02-10T02:00:00Z', {
      gender: 'male',
      education_id: 4,
      birth_date: bornYearsAgo(22),
      district_code: d1!.code,
    });
    const s3 = await seeker('2025-03-05T02:00:00Z', {
      gender: 'female',
      education_id: 9,
      birth_date: bornYearsAgo(35),
      district_code: d2!.code,
    });
    const s4 = await seeker('2025-03-20T02:00:00Z', {
      gender: 'male',
      education_id: null,
      birth_date: null,
      city_code: '64.71',
    });
    const s5 = await seeker('2025-01-15T02:00:00Z', {
      gender: 'female',
      education_id: 9,
      birth_date: bornYearsAgo(50),
    });
    const s6 = await seeker('2025-02-01T02:00:00Z', { gender: 'male', education_id: 4 });
    await deleteAccount(s6.user_id);
    const s7 = await seeker('2024-12-01T02:00:00Z', { gender: 'male', education_id: 4 });
    const s8 = await seeker('2025-03-31T15:00:00Z', {
      gender: 'male',
      education_id: 2,
      birth_date: bornYearsAgo(27),
      city_code: '64.71',
      district_code: otherDistrict!.code,
    });
    seekerToken = await session(s1.user_id);

    // Applications: sent in range a1, a2, a4, a5, a7, a9; accepted in range a2, a3, a5, a9.
    const application = (
      vacancy: number,
      seekerId: number,
      status: string,
      applied: string | null,
      updated = applied ?? '2025-01-01T00:00:00Z',
    ) => ({
      job_vacancy_id: vacancy,
      seeker_detail_id: seekerId,
      status,
      applied_at: applied ? at(applied) : null,
      is_invitation: applied === null,
      created_at: at(updated),
      updated_at: at(updated),
    });
    await t.db
      .insert(seekerJobVacancies)
      .values([
        application(v1.id, s1.id, 'APPLIED', '2025-01-20T02:00:00Z'),
        application(v1.id, s2.id, 'ACCEPTED', '2025-01-25T02:00:00Z', '2025-02-10T02:00:00Z'),
        application(v3.id, s3.id, 'ACCEPTED', '2024-12-15T02:00:00Z', '2025-03-02T02:00:00Z'),
        application(v4.id, s6.id, 'REJECTED', '2025-03-03T02:00:00Z'),
        application(v5.id, s7.id, 'ACCEPTED', '2025-02-01T02:00:00Z', '2025-02-20T02:00:00Z'),
        application(v6.id, s5.id, 'INVITED', null),
        application(v11.id, s5.id, 'ACCEPTED', '2025-03-10T02:00:00Z', '2025-04-02T02:00:00Z'),
        application(v2.id, s3.id, 'PASSED', '2025-04-05T02:00:00Z'),
        application(v12.id, s8.id, 'ACCEPTED', '2025-01-10T02:00:00Z', '2025-01-11T02:00:00Z'),
        application(v8.id, s1.id, 'APPLIED', '2025-04-03T02:00:00Z'),
      ]);

    // Events that count: e1 (January, 3 joined, 2 came), e2 (March, 2 joined), e5 (no start: February).
    const e1 = await makePost(t.db, { start_at: at('2025-01-20T01:00:00Z') });
    const e2 = await makePost(t.db, { status: 'CLOSED', start_at: at('2025-03-15T01:00:00Z') });
    const e3 = await makePost(t.db, { status: 'DRAFT', start_at: at('2025-02-15T01:00:00Z') });
    const e4 = await makePost(t.db, { is_removed: true, start_at: at('2025-02-15T01:00:00Z') });
    await makePost(t.db, { start_at: null, created_at: at('2025-02-05T01:00:00Z') });
    const e6 = await makePost(t.db, { start_at: at('2025-04-10T01:00:00Z') });
    const came = at('2025-01-20T02:00:00Z');
    await t.db.insert(postParticipants).values([
      { post_id: e1.id, seeker_detail_id: s1.id, attended_at: came },
      { post_id: e1.id, seeker_detail_id: s2.id },
      { post_id: e1.id, seeker_detail_id: s3.id, attended_at: came },
      { post_id: e2.id, seeker_detail_id: s1.id },
      { post_id: e2.id, seeker_detail_id: s4.id },
      { post_id: e3.id, seeker_detail_id: s1.id, attended_at: came },
      { post_id: e4.id, seeker_detail_id: s1.id },
      { post_id: e6.id, seeker_detail_id: s1.id },
    ]);
  });
  afterAll(() => t?.close());

  it('refuses guests (401) and seekers and companies (403), JSON and CSV alike', async () => {
    for (const path of [API, `${API}/export?section=headline`]) {
      expect((await t.get(path)).status, path).toBe(401);
      expect((await t.get(path, seekerToken)).status, path).toBe(403);
      expect((await t.get(path, companyToken)).status, path).toBe(403);
    }
  });

  it('counts the headline figures of the range, placements first', async () => {
    const data = await statistics(Q1);
    expect(data).toMatchObject({ from: '2025-01-01', to: '2025-03-31', time_zone: 'Asia/Makassar' });
    expect(data.headline).toEqual({
      placements: 4,
      applications: 6,
      vacancies_published: 6,
      workers_needed: 16,
      companies_verified: 2,
      active_seekers: 6,
      events: 3,
      participants: 5,
      attended: 2,
    });
    expect(Date.now() - Date.parse(data.generated_at)).toBeLessThan(60_000);
  });

  it('counts vacancies and workers needed by business field, education and month', async () => {
    const data = await statistics(Q1);
    const fields = table(data, 'vacancies_by_business_field');
    expect(fields['Pertanian, Kehutanan dan Perikanan']).toEqual([2, 8]);
    expect(fields['Pertambangan dan Penggalian']).toEqual([3, 4]);
    expect(fields['Tidak diisi']).toEqual([1, 4]);
    // Every business field is listed, zeros included, and the rows add up to the headline.
    expect(data.sections.vacancies_by_business_field.length).toBe(22);
    expect(fields['Industri Pengolahan']).toEqual([0, 0]);
    const education = table(data, 'vacancies_by_education');
    expect(education['SMA/SMK/Sederajat']).toEqual([3, 12]);
    expect(education['S1']).toEqual([1, 2]);
    expect(education['SMP/Sederajat']).toEqual([1, 1]);
    expect(education['Tidak diisi']).toEqual([1, 1]);
    expect(education['D3']).toEqual([0, 0]);
    expect(table(data, 'vacancies_by_month')).toEqual({
      'Januari 2025': [3, 8],
      'Februari 2025': [1, 5],
      'Maret 2025': [2, 3],
    });
    expect(data.sections.vacancies_by_month.map((r) => r.key)).toEqual(['2025-01', '2025-02', '2025-03']);
  });

  it('counts applications by the day sent and placements by the day accepted, per month and business field', async () => {
    const data = await statistics(Q1);
    expect(table(data, 'applications_by_month')).toEqual({
      'Januari 2025': [3, 1],
      'Februari 2025': [1, 2],
      'Maret 2025': [2, 1],
    });
    const fields = table(data, 'applications_by_business_field');
    expect(fields['Pertanian, Kehutanan dan Perikanan']).toEqual([3, 2]);
    expect(fields['Pertambangan dan Penggalian']).toEqual([2, 2]);
    expect(fields['Tidak diisi']).toEqual([1, 0]);
    expect(fields['Konstruksi']).toEqual([0, 0]);
  });

  it('counts seekers registered in the range by education, gender, age band and kecamatan', async () => {
    const data = await statistics(Q1);
    const education = table(data, 'seekers_by_education');
    expect(education['SMA/SMK/Sederajat']).toEqual([2]);
    expect(education['S1']).toEqual([2]);
    expect(education['SD/Sederajat']).toEqual([1]);
    expect(education['Tidak diisi']).toEqual([1]);
    expect(table(data, 'seekers_by_gender')).toEqual({ 'Laki-laki': [3], Perempuan: [3] });
    expect(table(data, 'seekers_by_age_band')).toEqual({
      'Di bawah 20 tahun': [1],
      '20–24 tahun': [1],
      '25–29 tahun': [1],
      '30–39 tahun': [1],
      '40–49 tahun': [0],
      '50 tahun ke atas': [1],
      'Tidak diisi': [1],
    });
    const district = table(data, 'seekers_by_district');
    expect(district[d1.name]).toEqual([2]);
    expect(district[d2.name]).toEqual([1]);
    expect(district['Di luar Kota Samarinda']).toEqual([2]);
    expect(district['Tidak diisi']).toEqual([1]);
    // Every kecamatan of the city is a row; the two gathering rows come last.
    const keys = data.sections.seekers_by_district.map((r) => r.key);
    expect(keys.slice(-2)).toEqual(['outside', 'none']);
    expect(keys.filter((k) => k.startsWith('64.72.')).length).toBe(keys.length - 2);
    const sum = data.sections.seekers_by_district.reduce((n, r) => n + r.seekers, 0);
    expect(sum).toBe(data.headline.active_seekers);
  });

  it('counts events published or closed, with their participants and who attended, per month', async () => {
    const data = await statistics(Q1);
    expect(table(data, 'events_by_month')).toEqual({
      'Januari 2025': [1, 3, 2],
      'Februari 2025': [1, 0, 0],
      'Maret 2025': [1, 2, 0],
    });
  });

  it('narrows every figure to the date range asked for', async () => {
    const data = await statistics('from=2025-02-01&to=2025-02-28');
    expect(data.headline).toEqual({
      placements: 2,
      applications: 1,
      vacancies_published: 1,
      workers_needed: 5,
      companies_verified: 0,
      active_seekers: 1,
      events: 1,
      participants: 0,
      attended: 0,
    });
    expect(data.sections.applications_by_month.map((r) => r.key)).toEqual(['2025-02']);
    const lastDay = await statistics('from=2025-03-31&to=2025-03-31');
    // 23.30 WITA on 31 March belongs to that day; 00.30 WITA on 1 April does not.
    expect(lastDay.headline.companies_verified).toBe(1);
    expect(lastDay.headline.active_seekers).toBe(1);
  });

  it('defaults to the last 12 months up to today, and refuses bad ranges', async () => {
    const data = await statistics('');
    const today = todayWita();
    expect(data.to).toBe(today);
    const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 11);
    expect(data.from).toBe(start.toISOString().slice(0, 10));
    expect(data.sections.vacancies_by_month).toHaveLength(12);

    for (const query of [
      'from=2025-03-01&to=2025-02-01',
      'from=2020-01-01&to=2025-01-01',
      'from=2025-02-30',
      'to=1-2-2025',
      'from=2999-01-01',
    ]) {
      const res = await t.get(`${API}?${query}`, office.token);
      expect(res.status, query).toBe(400);
      expect(res.body.status, query).toBe('fail');
    }
    expect((await t.get(`${API}?from=2020-01-01&to=2024-12-31`, office.token)).status).toBe(200);
  });

  it('writes each section as CSV with the same figures as the JSON, also for the link’s cookie', async () => {
    const data = await statistics(Q1);
    for (const section of STATISTICS_SECTIONS) {
      const res = await fetch(`${t.baseUrl}${API}/export?section=${section.key}&${Q1}`, {
        headers: { authorization: `Bearer ${office.token}` },
      });
      expect(res.status, section.key).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="statistik-${section.key.replace(/_/g, '-')}-2025-01-01-2025-03-31.csv"`,
      );
      const [header, ...rows] = parseCsv(await bodyText(res));
      expect(header).toEqual([section.group, ...section.measures.map((m) => STATISTICS_MEASURES[m])]);
      const json = data.sections[section.key] as unknown as Record<string, string | number>[];
      expect(rows).toEqual(json.map((r) => [r.label, ...section.measures.map((m) => String(r[m]))]));
    }

    const cookie = `${AUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ id: office.id, token: office.token }))}`;
    const headline = await fetch(`${t.baseUrl}${API}/export?section=headline&${Q1}`, { headers: { cookie } });
    expect(headline.status).toBe(200);
    const [, ...figures] = parseCsv(await bodyText(headline));
    expect(figures).toEqual(STATISTICS_HEADLINE.map((h) => [h.label, String(data.headline[h.key])]));

    const bad = await t.get(`${API}/export?section=rahasia&${Q1}`, office.token);
    expect(bad.status).toBe(400);
  });
});
