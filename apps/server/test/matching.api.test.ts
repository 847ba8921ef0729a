import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_WEIGHTS, SKILL_MESSAGES, skillTerm } from '@siloker/shared';
import {
  auditEvents,
  jobVacancies,
  seekerDetails,
  seekerExperiences,
  seekerSkills,
  skills,
} from '../src/db/schema/index.ts';
import { mapUnmappedSkills, skillIdsOf } from '../src/lib/skill-mapping.ts';
import { makeApplication } from './access-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, regionOf, somePositionId } from './profile-fixtures.ts';
import {
  COMPLETE_COMPANY,
  makeCompany,
  makeSeeker,
  makeUser,
  makeVacancy,
  sessionToken,
} from './public-fixtures.ts';

const API = '/api/v1';

/** The skills vocabulary, the match and its sorts over HTTP on the real database (docs/decisions/107). */
describe('skills vocabulary and match', () => {
  let t: TestApp;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let companyToken: string;
  let adminToken: string;
  let verifierToken: string;
  let seekerToken: string;
  let seekerId: number;
  let v1: number;
  let v2: number;
  let v3: number;
  let hidden: number;

  const idOf = async (name: string) => {
    const [row] = await t.db.select({ id: skills.id }).from(skills).where(eq(skills.name, name));
    return row!.id;
  };
  const vacancySkills = async (id: number) =>
    (await t.db.select({ s: jobVacancies.skill_ids }).from(jobVacancies).where(eq(jobVacancies.id, id)))[0]!
      .s;
  const seekerSkillIds = async (id: number) =>
    (
      await t.db.select({ s: seekerDetails.skill_ids }).from(seekerDetails).where(eq(seekerDetails.id, id))
    )[0]!.s;

  beforeAll(async () => {
    t = await createTestApp();
    company = await makeCompany(t.db, { name: 'PT Cocok Sekali', ...COMPLETE_COMPANY });
    companyToken = await sessionToken(t.db, company.user_id);
    adminToken = await sessionToken(t.db, (await makeUser(t.db, 'admin', 'Admin', 'ADMINISTRATOR')).id);
    verifierToken = await sessionToken(t.db, (await makeUser(t.db, 'admin', 'Verif', 'VERIFIER')).id);
    // Samarinda (64.72); SMA; two years of experience; "Supir" and "ms excel" among free-text skills.
    const seeker = await makeSeeker(t.db, {
      full_name: 'Rina Cocok',
      education_id: 4,
      city_code: '64.72',
      job_location_expectation: 'LOCALE_IN',
    });
    seekerId = seeker.id;
    seekerToken = await sessionToken(t.db, seeker.user_id);
    await t.db.insert(seekerSkills).values([
      { seeker_detail_id: seeker.id, name: '  Supir ', sort: 0 },
      { seeker_detail_id: seeker.id, name: 'MS   Excel', sort: 1 },
      { seeker_detail_id: seeker.id, name: 'Memelihara kucing', sort: 2 },
    ]);
    await t.db.insert(seekerExperiences).values({
      seeker_detail_id: seeker.id,
      company_name: 'CV Lama',
      start_date: '2020-01-01',
      end_date: '2022-01-01',
    });
    const day = 86_400_000;
    const at = (n: number) => new Date(Date.now() - n * day);
    v1 = (
      await makeVacancy(t.db, company.id, {
        title: 'Sopir Kantor',
        required_skills: 'Pengemudi, SIM A\nMs. Excel',
        education_id: 4,
        year_experience: 2,
        city_code: '64.72',
        created_at: at(3),
      })
    ).id;
    v2 = (
      await makeVacancy(t.db, company.id, {
        title: 'Insinyur Las',
        required_skills: 'Pengelasan',
        education_id: 9,
        year_experience: 4,
        city_code: '64.71',
        created_at: at(2),
      })
    ).id;
    v3 = (await makeVacancy(t.db, company.id, { title: 'Staf Umum', city_code: '64.72', created_at: at(1) }))
      .id;
    hidden = (await makeVacancy(t.db, company.id, { title: 'Draf', publication_status: 'DRAFT' })).id;
    // Written in bulk like the demo and bench data: the start-up backfill maps them.
    await mapUnmappedSkills(t.db);
  });
  afterAll(() => t.close());

  it('seeds a few hundred skills, and matches spellings and synonyms whatever their case and spacing', async () => {
    const list = await t.get(`${API}/office/skills?limit=1`, adminToken);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThanOrEqual(300);
    const driving = await idOf('Mengemudi Mobil');
    for (const text of ['sopir', 'SUPIR', '  Pengemudi  ', 'pengemudi-mobil? no', 'Bisa nyetir   Mobil'])
      expect(await skillIdsOf(t.db, [text]), text).toContain(driving);
    expect(await skillIdsOf(t.db, ['memelihara kucing'])).toEqual([]);
    expect(skillTerm(' Supir\tTRUK ')).toBe('supir truk');
    // The search reads names and synonyms.
    const found = await t.get(`${API}/office/skills?search=supir`, adminToken);
    expect(found.body.data.skills.map((s: { name: string }) => s.name)).toContain('Mengemudi Mobil');
  });

  it('maps existing vacancies and profiles to the vocabulary, keeping their free text', async () => {
    const [driving, simA, excel] = await Promise.all([
      idOf('Mengemudi Mobil'),
      idOf('SIM A'),
      idOf('Microsoft Excel'),
    ]);
    expect(await vacancySkills(v1)).toEqual([driving, simA, excel].sort((a, b) => a - b));
    expect(await vacancySkills(v3)).toEqual([]);
    expect(await seekerSkillIds(seekerId)).toEqual([driving, excel].sort((a, b) => a - b));
    const [row] = await t.db.select().from(jobVacancies).where(eq(jobVacancies.id, v1));
    expect(row!.required_skills).toBe('Pengemudi, SIM A\nMs. Excel');
  });

  it('scores a vacancy from skills, education, experience and location, and says so in words', async () => {
    const res = await t.get(`${API}/matches/job-vacancies/${v1}`, seekerToken);
    expect(res.status).toBe(200);
    const m = res.body.data.match;
    // 50 × 2/3 + 20 + 15 + 15 = 83.3 → 83
    expect(m.score).toBe(83);
    expect(m.skills).toEqual({
      matched: ['Mengemudi Mobil', 'Microsoft Excel'],
      missing: ['SIM A'],
      points: 33.3,
    });
    expect(m.education).toMatchObject({
      met: true,
      points: MATCH_WEIGHTS.education,
      required: 'SMA/SMK/Sederajat',
    });
    expect(m.experience).toEqual({ required_years: 2, your_years: 2, points: 15 });
    expect(m.location).toMatchObject({ expectation: 'LOCALE_IN', same_city: true, met: true, points: 15 });
    expect(m.matches).toContain('Keahlian Anda yang dicari: Mengemudi Mobil dan Microsoft Excel.');
    expect(m.missing).toEqual(['Keahlian yang belum Anda miliki: SIM A.']);

    const far = (await t.get(`${API}/matches/job-vacancies/${v2}`, seekerToken)).body.data.match;
    // 0 + 0 + 15 × 24/48 + 0 = 7.5 → 8
    expect(far.score).toBe(8);
    expect(far.missing).toEqual([
      'Keahlian yang belum Anda miliki: Pengelasan.',
      'Pendidikan minimal S1; pendidikan Anda SMA/SMK/Sederajat.',
      'Pengalaman kerja diminta 4 tahun; pengalaman Anda 2 tahun.',
      'Lokasi lowongan di luar kota/kabupaten domisili Anda.',
    ]);

    const open = (await t.get(`${API}/matches/job-vacancies/${v3}`, seekerToken)).body.data.match;
    // Names no vocabulary skill: half the skills weight; nothing else asked.
    expect(open.score).toBe(75);
    expect(open.matches[0]).toBe('Lowongan tidak menyebut keahlian dari kamus keahlian: dihitung separuh.');
  });

  it('sorts the public list by match for the signed-in seeker, paginated, with the list filters', async () => {
    const all = await t.get(`${API}/matches/job-vacancies?limit=10`, seekerToken);
    expect(all.status).toBe(200);
    expect(all.body.data.job_vacancies.map((v: { id: number }) => v.id)).toEqual([v1, v3, v2]);
    expect(all.body.data.scores).toEqual([83, 75, 8]);
    expect(all.body.data.total).toBe(3);
    const second = await t.get(`${API}/matches/job-vacancies?limit=1&offset=1`, seekerToken);
    expect(second.body.data.job_vacancies.map((v: { id: number }) => v.id)).toEqual([v3]);
    expect(second.body.data.total).toBe(3);
    const searched = await t.get(`${API}/matches/job-vacancies?search=las`, seekerToken);
    expect(searched.body.data.job_vacancies.map((v: { id: number }) => v.id)).toEqual([v2]);
    expect((await t.get(`${API}/matches/job-vacancies?limit=0`, seekerToken)).status).toBe(400);
  });

  it('shows the match to seekers only, and only of public vacancies', async () => {
    expect((await t.get(`${API}/matches/job-vacancies/${v1}`)).status).toBe(401);
    expect((await t.get(`${API}/matches/job-vacancies`)).status).toBe(401);
    for (const token of [companyToken, adminToken]) {
      expect((await t.get(`${API}/matches/job-vacancies/${v1}`, token)).status).toBe(403);
      expect((await t.get(`${API}/matches/job-vacancies`, token)).status).toBe(403);
    }
    expect((await t.get(`${API}/matches/job-vacancies/${hidden}`, seekerToken)).status).toBe(404);
    expect((await t.get(`${API}/matches/job-vacancies/2147483648`, seekerToken)).status).toBe(400);
  });

  it('lets the administrator add, edit and remove skills, re-mapping texts at once, each audited', async () => {
    const drone = await makeVacancy(t.db, company.id, { title: 'Pilot', required_skills: 'Operator drone' });
    await mapUnmappedSkills(t.db);
    expect(await vacancySkills(drone.id)).toEqual([]);

    const made = await t.request('POST', `${API}/office/skills`, {
      token: adminToken,
      body: { name: 'Pilot Drone', synonyms: 'operator  drone, PILOT DRONE, uav' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.message).toBe(SKILL_MESSAGES.created);
    const id = made.body.data.skill.id;
    // A synonym equal to the name once normalised is the name.
    expect(made.body.data.skill.synonyms).toEqual(['operator  drone', 'uav']);
    expect(await vacancySkills(drone.id)).toEqual([id]);

    const edited = await t.request('POST', `${API}/office/skills/${id}`, {
      token: adminToken,
      body: { name: 'Pilot Drone', synonyms: ['uav'] },
    });
    expect(edited.status).toBe(200);
    expect(await vacancySkills(drone.id)).toEqual([]);

    await t.request('POST', `${API}/office/skills/${id}`, {
      token: adminToken,
      body: { name: 'Pilot Drone', synonyms: ['operator drone'] },
    });
    expect(await vacancySkills(drone.id)).toEqual([id]);
    const removed = await t.request('DELETE', `${API}/office/skills/${id}`, { token: adminToken });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id });
    expect(await vacancySkills(drone.id)).toEqual([]);
    expect((await t.request('DELETE', `${API}/office/skills/${id}`, { token: adminToken })).status).toBe(404);

    const actions = (await t.db.select().from(auditEvents).where(eq(auditEvents.subject_id, id)))
      .filter((e) => e.subject_type === 'skill')
      .map((e) => e.action);
    expect(actions).toEqual(['skill.created', 'skill.updated', 'skill.updated', 'skill.deleted']);
  });

  it('refuses bad input with 400, a spelling another skill owns with 409, and changes nothing', async () => {
    const count = async () => (await t.get(`${API}/office/skills?limit=1`, adminToken)).body.data.total;
    const before = await count();
    const bad: [unknown, string][] = [
      [{ name: '' }, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ name: '!!!' }, 'name'],
      [{ name: 'satu dua tiga empat lima enam tujuh' }, 'name'],
      [{ name: 'Nol\u0000Byte' }, 'name'],
      [{ name: 'Baik', synonyms: Array.from({ length: 31 }, (_, i) => `sinonim ${i}`) }, 'synonyms'],
      [{ name: 'Baik', synonyms: [42] }, 'synonyms'],
    ];
    for (const [body, field] of bad) {
      const res = await t.request('POST', `${API}/office/skills`, { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.data.errors), JSON.stringify(body)).toContain(field);
    }
    const taken = await t.request('POST', `${API}/office/skills`, {
      token: adminToken,
      body: { name: 'Nyopir', synonyms: ['Supir'] },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SKILL_MESSAGES.termTaken('supir', 'Mengemudi Mobil'));
    expect(
      (await t.request('POST', `${API}/office/skills/999999`, { token: adminToken, body: { name: 'Ada' } }))
        .status,
    ).toBe(404);
    expect(await count()).toBe(before);
  });

  it('keeps the vocabulary the administrator’s: 401 guest, 403 verifier, company and seeker', async () => {
    const calls = [
      ['GET', `${API}/office/skills`],
      ['POST', `${API}/office/skills`],
      ['POST', `${API}/office/skills/1`],
      ['DELETE', `${API}/office/skills/1`],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'POST' ? { name: 'Coba Peran' } : undefined;
      expect((await t.request(method, url, { body })).status).toBe(401);
      for (const token of [verifierToken, companyToken, seekerToken])
        expect((await t.request(method, url, { token, body })).status, `${method} ${url}`).toBe(403);
    }
    expect((await t.get(`${API}/office/skills?search=Coba%20Peran`, adminToken)).body.data.total).toBe(0);
  });

  it('shows the company each applicant’s match, sortable by it, and ranks opted-in seekers for its vacancy', async () => {
    const mk = async (name: string, o: Partial<typeof seekerDetails.$inferInsert>, skillNames: string[]) => {
      const s = await makeSeeker(t.db, { full_name: name, ...o });
      if (skillNames.length)
        await t.db
          .insert(seekerSkills)
          .values(skillNames.map((n, i) => ({ seeker_detail_id: s.id, name: n, sort: i })));
      return s;
    };
    // 50 (3 of 3) + 20 + 0 (no experience of 2 years) + 15 (same city) = 85
    const a = await mk(
      'Ani Sopir',
      { education_id: 4, city_code: '64.72', job_location_expectation: 'LOCALE_IN' },
      ['sopir', 'SIM A', 'excel'],
    );
    // 0 + 20 + 0 + 15 (will work outside the region) = 35
    const b = await mk(
      'Beni',
      { education_id: 9, city_code: '64.71', job_location_expectation: 'LOCALE_OUT' },
      [],
    );
    // Not in the directory: never ranked there, though a company sees it once it applied.
    const c = await mk('Cici Tertutup', { is_public: false, education_id: 4, city_code: '64.72' }, ['sopir']);
    await mapUnmappedSkills(t.db);
    await makeApplication(t, v1, a.id, 'APPLIED');
    await makeApplication(t, v1, b.id, 'APPLIED');

    const applicants = (query: string) =>
      t.get(`${API}/seekers/job-vacancy-applied/${v1}${query}`, companyToken);
    const newest = await applicants('');
    expect(newest.status, JSON.stringify(newest.body)).toBe(200);
    const pick = (res: typeof newest) =>
      res.body.data.applicants.map((x: { seeker: { id: number }; match: number }) => [x.seeker.id, x.match]);
    expect(pick(newest)).toEqual([
      [b.id, 35],
      [a.id, 85],
    ]);
    expect(pick(await applicants('?order_by=match'))).toEqual([
      [a.id, 85],
      [b.id, 35],
    ]);
    const second = await applicants('?order_by=match&limit=1&offset=1');
    expect(pick(second)).toEqual([[b.id, 35]]);
    expect(second.body.data.total).toBe(2);
    expect((await applicants('?order_by=best')).status).toBe(400);

    const ranked = await t.get(`${API}/users?match_vacancy_id=${v1}&limit=50`, companyToken);
    expect(ranked.status, JSON.stringify(ranked.body)).toBe(200);
    const rows = ranked.body.data.seekers as { id: number; match: number }[];
    const ids = rows.map((r) => r.id);
    expect(ids).not.toContain(c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(rows.find((r) => r.id === a.id)!.match).toBe(85);
    expect(rows.map((r) => r.match)).toEqual([...rows.map((r) => r.match)].sort((x, y) => y - x));
    expect(ranked.body.data.total_data).toBe(rows.length);
    // The directory's privacy: no contact or identity field on a ranked card.
    expect(Object.keys(rows[0]!)).not.toEqual(expect.arrayContaining(['nik']));
    for (const key of ['nik', 'phone', 'address', 'birth_date', 'email'])
      expect(JSON.stringify(ranked.body.data)).not.toContain(`"${key}"`);

    // Only the company's own vacancy: another company's, the office, a bad id.
    const rival = await makeCompany(t.db);
    const theirs = await makeVacancy(t.db, rival.id);
    expect((await t.get(`${API}/users?match_vacancy_id=${theirs.id}`, companyToken)).status).toBe(404);
    expect((await t.get(`${API}/users?match_vacancy_id=${v1}`, adminToken)).status).toBe(404);
    expect((await t.get(`${API}/users?match_vacancy_id=abc`, companyToken)).status).toBe(400);
    expect((await t.get(`${API}/users?match_vacancy_id=${v1}`, seekerToken)).status).toBe(403);
  });

  it('maps required skills on the company’s save and the seeker’s skills on the profile save', async () => {
    const region = await regionOf(t, '64.72');
    const saved = await t.request('POST', `${API}/job-vacancies/company/${company.id}`, {
      token: companyToken,
      form: formOf({
        title: 'Teknisi AC Gedung',
        job_type_id: '1',
        position_id: String(await somePositionId(t)),
        address: 'Jl. Uji No. 1',
        province_code: region.province_code,
        city_code: region.city_code,
        district_code: region.district_code,
        sub_district_code: region.sub_district_code,
        is_gender_based_count: '0',
        worker_count: '1',
        description: 'Merawat pendingin ruangan.',
        deadline: '10',
        deadline_period: 'day',
        benefits: '[]',
        required_skills: 'Servis AC; instalasi listrik',
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const ids = [await idOf('Teknisi AC'), await idOf('Instalasi Listrik')].sort((a, b) => a - b);
    expect(await vacancySkills(saved.body.data.job_vacancy.id)).toEqual(ids);

    const profile = await t.request('POST', `${API}/profile-seeker/`, {
      token: seekerToken,
      form: formOf({
        position_id: String(await somePositionId(t)),
        is_position_other: 'false',
        job_location_expectation: 'LOCALE_OUT',
        educations: [{ education_id: 4, school_name: 'SMAN 1', graduation_year: 2015, major: '' }],
        experiences: [],
        skills: [{ name: 'Tukang Las', description: '', duration: '' }],
      }),
    });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200);
    expect(await seekerSkillIds(seekerId)).toEqual([await idOf('Pengelasan')]);
  });
});
