import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, GRADUATION_MESSAGES, SEEKER_LABELS, SEEKER_PROFILE_MESSAGES } from '@siloker/shared';
import {
  companyDetails,
  files,
  jobVacancies,
  seekerDetails,
  seekerJobVacancies,
} from '../src/db/schema/index.ts';
import { registerAndActivate } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  formOf,
  isStored,
  pdf,
  png,
  samePixels,
  regionOf,
  seekerBiodataFields,
  somePositionId,
  storedObjects,
  svg,
} from './profile-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

const API = '/api/v1/profile-seeker';
type Account = Awaited<ReturnType<typeof registerAndActivate>>;

describe('the seeker profile (GET/POST /profile-seeker)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let siti: Account;
  let other: Account;
  let company: Account;
  let region: Awaited<ReturnType<typeof regionOf>>;
  let positionId: number;

  const get = (token?: string) => t.request('GET', API, { token });
  const post = (form: FormData, token?: string) => t.request('POST', `${API}/`, { form, token });

  const biodata = (overrides: Record<string, string> = {}) => seekerBiodataFields(region, overrides);

  const educations = () => [
    { education_id: 2, school_name: 'SDN 001 Samarinda', graduation_year: 2010, major: '', is_lock: true },
    { education_id: 4, school_name: 'SMKN 1 Samarinda', graduation_year: 2016, major: 'TKJ', is_lock: true },
    { education_id: 9, school_name: 'Universitas Mulawarman', graduation_year: 2020, major: 'Informatika' },
  ];
  const qualification = (overrides: Record<string, unknown> = {}) => ({
    position_id: String(positionId),
    is_position_other: 'false',
    position_other: '',
    job_location_expectation: 'LOCALE_IN',
    job_locale_in: 'Samarinda',
    wage_expectation: '3.500.000',
    latest_gpa: '3,45',
    disability_id: '1',
    language_skills: ['Inggris', 'Lainnya'],
    language_another: 'Bugis',
    about: 'Teliti dan suka belajar.',
    is_public: 'true',
    educations: educations(),
    experiences: [
      {
        company_name: 'CV Maju Jaya',
        position: 'Admin',
        jobdesk: 'Input data',
        start_date: '2020-02-01',
        end_date: '2022-06-30',
      },
    ],
    skills: [
      { name: 'Microsoft Excel', description: 'Rumus dan pivot', duration: '3 bulan' },
      { name: 'Desain grafis', description: '', duration: '1 tahun' },
    ],
    ...overrides,
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    [siti, other, company] = await Promise.all([
      registerAndActivate(t, smtp, { name: 'Siti' }),
      registerAndActivate(t, smtp, { name: 'Rudi Hartono' }),
      registerAndActivate(t, smtp, { name: 'PT Kaltim Sejahtera', type: 'company' }),
    ]);
    region = await regionOf(t, '64.72');
    positionId = await somePositionId(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a guest 401 and a company 403, on reading and on saving', async () => {
    expect((await get()).status).toBe(401);
    expect((await get()).body.status).toBe('unauthorized');
    expect((await post(formOf(biodata()))).status).toBe(401);
    const asCompany = await get(company.token);
    expect(asCompany.status).toBe(403);
    expect(asCompany.body.status).toBe('fail');
    expect((await post(formOf(biodata()), company.token)).status).toBe(403);
  });

  it('gives a new account its empty profile with everything still missing', async () => {
    const res = await get(siti.token);
    expect(res.status).toBe(200);
    const { seeker_detail: p, sub_districts, applied_seeker_job_vacancies } = res.body.data;
    expect(p).toMatchObject({
      user_id: siti.user.id,
      name: 'Siti',
      email: siti.email,
      full_name: 'Siti',
      status: 'NOT_YET_VERIFIED',
      nik: null,
      photo_url: null,
      file_ktp_url: null,
      educations: [],
      experiences: [],
      skills: [],
      is_public: false,
      age: null,
    });
    expect(p.missing).toEqual(
      expect.arrayContaining([SEEKER_LABELS.nik, SEEKER_LABELS.photo, SEEKER_LABELS.file_ktp]),
    );
    expect(sub_districts).toEqual([]);
    expect(applied_seeker_job_vacancies).toEqual([]);
  });

  it('saves a biodata form with photo and KTP and gives every field and both files back', async () => {
    const before = (await get(siti.token)).body.data.seeker_detail;
    const photo = png(10);
    const ktp = pdf('ktp-siti');
    const res = await post(
      formOf(
        { ...biodata(), photo_size: '999', file_ktp_size: '1' },
        {
          photo: { data: photo, name: 'foto.png', type: 'image/png' },
          file_ktp: { data: ktp, name: 'ktp.pdf', type: 'application/pdf' },
        },
      ),
      siti.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SEEKER_PROFILE_MESSAGES.saved);
    const saved = res.body.data.seeker_detail;
    // Every text comes back as sent; the numbers as numbers.
    expect(saved).toMatchObject({
      ...biodata(),
      weight: 55,
      height: 160,
      religion_id: 1,
      slug_name: before.slug_name,
    });
    expect(saved.location.sub_district).toEqual({
      code: region.sub_district_code,
      name: region.sub_district_name,
    });
    expect(saved.age).toBeGreaterThanOrEqual(27);
    expect(saved.photo).toMatch(/^photo\/[\w-]+\.png$/);
    expect(saved.photo_url).toBe(`/storage/${saved.photo}`);
    expect(saved.file_ktp).toMatch(/^ktp\/[\w-]+\.pdf$/);
    expect(saved.file_ktp_url).toBe(`/api/v1/files/${saved.file_ktp}`);
    expect(saved.missing).not.toContain(SEEKER_LABELS.photo);
    expect(saved.missing).not.toContain(SEEKER_LABELS.file_ktp);
    expect(saved.missing).not.toContain(SEEKER_LABELS.nik);

    // GET shows the same, with the villages of the chosen district.
    const again = (await get(siti.token)).body.data;
    expect(again.seeker_detail).toEqual(saved);
    expect(again.sub_districts).toContainEqual({
      code: region.sub_district_code,
      name: region.sub_district_name,
    });

    // The photo is public at its URL; the KTP is on disk under private/ and reaches its owner.
    const publicPhoto = await fetch(t.baseUrl + saved.photo_url);
    expect(publicPhoto.status).toBe(200);
    expect(await samePixels(Buffer.from(await publicPhoto.arrayBuffer()), photo)).toBe(true);
    expect(await isStored(t, 'private', saved.file_ktp)).toBe(true);
    const ownKtp = await fetch(t.baseUrl + saved.file_ktp_url, {
      headers: { authorization: `Bearer ${siti.token}` },
    });
    expect(ownKtp.status).toBe(200);
    expect(Buffer.from(await ownKtp.arrayBuffer()).equals(ktp)).toBe(true);
  });

  it('saves a qualification form: entries in order, certificates at their indices, derived columns', async () => {
    const res = await post(
      formOf(qualification(), {
        'educations[2][certificate]': { data: pdf('ijazah-s1'), name: 'ijazah.pdf' },
        'skills[1][certificate]': { data: png(40), name: 'sertifikat.png' },
      }),
      siti.token,
    );
    expect(res.status).toBe(200);
    const p = res.body.data.seeker_detail;
    expect(p).toMatchObject({
      position_id: positionId,
      is_position_other: false,
      position_other: null,
      job_location_expectation: 'LOCALE_IN',
      job_locale_in: 'Samarinda',
      wage_expectation: 3_500_000,
      wage_amount_id: 3,
      latest_gpa: 3.45,
      disability_id: 1,
      language_skills: ['Inggris', 'Lainnya'],
      language_another: 'Bugis',
      about: 'Teliti dan suka belajar.',
      is_public: true,
      // The biodata of the earlier save is untouched by a qualification-only form.
      full_name: 'Siti Aminah',
    });
    expect(p.position_name).toEqual(expect.any(String));
    expect(
      p.educations.map((e: { education_id: number; school_name: string; graduation_year: number }) => [
        e.education_id,
        e.school_name,
        e.graduation_year,
      ]),
    ).toEqual([
      [2, 'SDN 001 Samarinda', 2010],
      [4, 'SMKN 1 Samarinda', 2016],
      [9, 'Universitas Mulawarman', 2020],
    ]);
    expect(p.educations[0]).toMatchObject({
      is_lock: true,
      major: null,
      certificate: null,
      certificate_url: null,
    });
    expect(p.educations[2].education_name).toBe('S1');
    expect(p.educations[2].certificate).toMatch(/^certificate\/[\w-]+\.pdf$/);
    expect(p.educations[2].certificate_url).toBe(`/api/v1/files/${p.educations[2].certificate}`);
    expect(p.experiences).toEqual([
      expect.objectContaining({
        company_name: 'CV Maju Jaya',
        position: 'Admin',
        jobdesk: 'Input data',
        start_date: '2020-02-01',
        end_date: '2022-06-30',
      }),
    ]);
    expect(p.skills.map((s: { name: string }) => s.name)).toEqual(['Microsoft Excel', 'Desain grafis']);
    expect(p.skills[0].certificate).toBeNull();
    expect(p.skills[1]).toMatchObject({ description: null, duration: '1 tahun' });
    expect(p.skills[1].certificate).toMatch(/^certificate\/[\w-]+\.png$/);
    expect(await isStored(t, 'private', p.educations[2].certificate)).toBe(true);
    expect(await isStored(t, 'private', p.skills[1].certificate)).toBe(true);
    // Biodata and qualification both saved: nothing is missing any more.
    expect(p.missing).toEqual([]);

    // The highest education (S1, by the master list's order) is stored for the directory filter.
    const [row] = await t.db
      .select({ education_id: seekerDetails.education_id })
      .from(seekerDetails)
      .where(eq(seekerDetails.user_id, siti.user.id));
    expect(row!.education_id).toBe(9);
  });

  it('keeps the previous files when a form sends none, and keeps certificates sent back by key', async () => {
    const before = (await get(siti.token)).body.data.seeker_detail;
    const objects = await storedObjects(t);
    const bio = await post(formOf(biodata({ address: 'Jl. Juanda No. 9' })), siti.token);
    expect(bio.status).toBe(200);
    expect(bio.body.data.seeker_detail).toMatchObject({
      address: 'Jl. Juanda No. 9',
      photo: before.photo,
      file_ktp: before.file_ktp,
    });
    const rows = educations().map((e, i) => ({ ...e, certificate: before.educations[i].certificate }));
    const skills = before.skills.map((s: Record<string, unknown>) => ({ ...s, duration: '6 bulan' }));
    const qual = await post(formOf(qualification({ educations: rows, skills })), siti.token);
    expect(qual.status).toBe(200);
    const after = qual.body.data.seeker_detail;
    expect(after.educations[2].certificate).toBe(before.educations[2].certificate);
    expect(after.skills[1].certificate).toBe(before.skills[1].certificate);
    expect(after.skills[1].duration).toBe('6 bulan');
    expect(await storedObjects(t)).toEqual(objects);
  });

  it('replaces the photo: the new one is served and the old object and its record are gone', async () => {
    const old = (await get(siti.token)).body.data.seeker_detail;
    const res = await post(
      formOf(biodata(), { photo: { data: png(99), name: 'baru.png', type: 'image/png' } }),
      siti.token,
    );
    expect(res.status).toBe(200);
    const p = res.body.data.seeker_detail;
    expect(p.photo).not.toBe(old.photo);
    expect(p.file_ktp).toBe(old.file_ktp);
    expect(await isStored(t, 'public', p.photo)).toBe(true);
    expect(await isStored(t, 'public', old.photo)).toBe(false);
    expect((await fetch(t.baseUrl + old.photo_url)).status).toBe(404);
    const records = await t.db.select().from(files).where(eq(files.storage_key, old.photo));
    expect(records).toEqual([]);
  });

  it('removes the certificate of a removed row, and of a row whose certificate is replaced', async () => {
    const before = (await get(siti.token)).body.data.seeker_detail;
    const degree = before.educations[2].certificate as string;
    const skillCert = before.skills[1].certificate as string;
    const rows = educations()
      .slice(0, 2)
      .map((e, i) => ({ ...e, certificate: before.educations[i].certificate }));
    const skills = before.skills.map((s: Record<string, unknown>) => ({ ...s }));
    const res = await post(
      formOf(qualification({ educations: rows, skills }), {
        'skills[1][certificate]': { data: pdf('sertifikat-baru'), name: 'baru.pdf' },
      }),
      siti.token,
    );
    expect(res.status).toBe(200);
    const p = res.body.data.seeker_detail;
    expect(p.educations).toHaveLength(2);
    expect(p.skills[1].certificate).not.toBe(skillCert);
    expect(await isStored(t, 'private', degree)).toBe(false);
    expect(await isStored(t, 'private', skillCert)).toBe(false);
    expect(await isStored(t, 'private', p.skills[1].certificate)).toBe(true);
    // The highest education is now the senior high school row.
    const [row] = await t.db
      .select({ education_id: seekerDetails.education_id })
      .from(seekerDetails)
      .where(eq(seekerDetails.user_id, siti.user.id));
    expect(row!.education_id).toBe(4);
  });

  it('refuses an education row without a year or level with the §5 message', async () => {
    const rows = [{ education_id: 2, school_name: 'SDN 001', graduation_year: '' }];
    const res = await post(formOf(qualification({ educations: rows })), siti.token);
    expect(res.status).toBe(422);
    expect(res.body.status).toBe('fail');
    expect(res.body.data.errors.educations).toEqual([SEEKER_PROFILE_MESSAGES.incompleteEducation]);
    const noLevel = [{ education_id: '', school_name: 'SDN 001', graduation_year: 2010 }];
    const again = await post(formOf(qualification({ educations: noLevel })), siti.token);
    expect(again.body.data.errors.educations).toEqual([SEEKER_PROFILE_MESSAGES.incompleteEducation]);
    expect((await get(siti.token)).body.data.seeker_detail.educations).toHaveLength(2);
  });

  it('refuses a graduation year the birth date makes impossible, stored or sent with it (issue 17 item 10)', async () => {
    const before = (await get(siti.token)).body.data.seeker_detail.educations;
    // Siti's stored birth date is 1998-05-17: an SD finished in 2005 is a guess, not a fact.
    const early = [{ education_id: 2, school_name: 'SDN 001', graduation_year: 2005, is_lock: true }];
    const res = await post(formOf(qualification({ educations: early })), siti.token);
    expect(res.status).toBe(422);
    expect(res.body.data.errors['educations.0.graduation_year']).toEqual([
      GRADUATION_MESSAGES.beforeAge(1998),
    ]);
    // A birth date sent in the same form counts: 2008 fits 1998 but not 2000-01-01.
    const fits = [{ education_id: 2, school_name: 'SDN 001', graduation_year: 2008, is_lock: true }];
    const both = await post(
      formOf({ ...biodata({ birth_date: '2000-01-01' }), ...qualification({ educations: fits }) }),
      siti.token,
    );
    expect(both.status).toBe(422);
    expect(both.body.data.errors['educations.0.graduation_year']).toEqual([
      GRADUATION_MESSAGES.beforeAge(2000),
    ]);
    expect((await get(siti.token)).body.data.seeker_detail.educations).toEqual(before);
  });

  it('refuses a region chain that does not hold, and master choices that do not exist', async () => {
    // The first link that breaks, top down, is named.
    const jakarta = await regionOf(t, '31.71');
    const res = await post(formOf(biodata({ city_code: jakarta.city_code })), siti.token);
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ city_code: [SEEKER_PROFILE_MESSAGES.badRegion] });
    const elsewhere = await regionOf(t, '64.71');
    const city = await post(formOf(biodata({ city_code: elsewhere.city_code })), siti.token);
    expect(city.body.data.errors).toEqual({ district_code: [SEEKER_PROFILE_MESSAGES.badRegion] });
    const province = await post(formOf(biodata({ province_code: '99' })), siti.token);
    expect(province.body.data.errors).toEqual({ province_code: [SEEKER_PROFILE_MESSAGES.badRegion] });
    const village = await post(
      formOf(biodata({ sub_district_code: elsewhere.sub_district_code })),
      siti.token,
    );
    expect(village.body.data.errors).toEqual({ sub_district_code: [SEEKER_PROFILE_MESSAGES.badRegion] });
    const religion = await post(formOf(biodata({ religion_id: '999' })), siti.token);
    expect(religion.body.data.errors).toEqual({
      religion_id: [SEEKER_PROFILE_MESSAGES.badOption(SEEKER_LABELS.religion_id)],
    });
    const level = await post(
      formOf(qualification({ educations: [{ education_id: 77, graduation_year: 2010 }] })),
      siti.token,
    );
    expect(Object.keys(level.body.data.errors)).toEqual(['educations.0.education_id']);
    const wage = await post(formOf(qualification({ wage_expectation: '10.000.000.000' })), siti.token);
    expect(Object.keys(wage.body.data.errors)).toEqual(['wage_expectation']);
    const p = (await get(siti.token)).body.data.seeker_detail;
    expect(p.wage_expectation).toBe(3_500_000);
    expect(p.city_code).toBe(region.city_code);
    expect(p.religion_id).toBe(1);
  });

  it('keeps one phone: Biodata and Profil Akun read and write the same number (issue 17 item 10)', async () => {
    const saved = await post(formOf(biodata({ phone: '0812 9999 0001' })), siti.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const me = (await t.request('GET', '/api/v1/auth/me', { token: siti.token })).body.data;
    expect((me.user ?? me).phone).toBe('081299990001');
    const account = await t.request('POST', '/api/v1/auth/change-account', {
      body: { name: 'Siti Aminah', email: siti.email, phone: '081377778888' },
      token: siti.token,
    });
    expect(account.status, JSON.stringify(account.body)).toBe(200);
    expect((await get(siti.token)).body.data.seeker_detail.phone).toBe('081377778888');
  });

  it('refuses a NIK another account already uses', async () => {
    const res = await post(formOf(biodata({ full_name: 'Rudi Hartono' })), other.token);
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ nik: [SEEKER_PROFILE_MESSAGES.nikTaken] });
    // Saving one's own NIK again is fine (the earlier saves did).
  });

  it('ignores forged auth_user_id, seeker_detail_id and user_id: only the token says whose profile', async () => {
    const rudi = (await get(other.token)).body.data.seeker_detail;
    const sitiBefore = (await get(siti.token)).body.data.seeker_detail;
    const res = await post(
      formOf({
        ...biodata({ full_name: 'Rudi Hartono', nik: '6472010101900002', address: 'Jl. Rudi' }),
        auth_user_id: String(siti.user.id),
        seeker_detail_id: String(sitiBefore.id),
        user_id: String(siti.user.id),
        id: String(sitiBefore.id),
      }),
      other.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.seeker_detail).toMatchObject({ id: rudi.id, user_id: other.user.id });
    expect(res.body.data.seeker_detail.address).toBe('Jl. Rudi');
    const sitiAfter = (await get(siti.token)).body.data.seeker_detail;
    expect(sitiAfter).toEqual(sitiBefore);
  });

  it('does not let a row point at another seeker’s certificate key', async () => {
    const sitiCert = (await get(siti.token)).body.data.seeker_detail.skills[1].certificate as string;
    const res = await post(
      formOf(
        qualification({
          skills: [{ name: 'Menjahit', certificate: sitiCert }],
        }),
      ),
      other.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.seeker_detail.skills[0].certificate).toBeNull();
    expect(await isStored(t, 'private', sitiCert)).toBe(true);
  });

  it('refuses the whole form when one upload is bad: nothing saved, nothing written', async () => {
    const before = (await get(siti.token)).body.data.seeker_detail;
    const objects = await storedObjects(t);
    const res = await post(
      formOf(biodata({ full_name: 'Nama Baru' }), {
        photo: { data: svg(), name: 'foto.svg', type: 'image/svg+xml' },
        file_ktp: { data: pdf('ktp-baru'), name: 'ktp.pdf' },
      }),
      siti.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ photo: [FILE_MESSAGES.badImage(SEEKER_LABELS.photo)] });
    expect((await get(siti.token)).body.data.seeker_detail).toEqual(before);
    expect(await storedObjects(t)).toEqual(objects);
  });

  it('refuses a certificate for a row the form does not send', async () => {
    const objects = await storedObjects(t);
    const res = await post(
      formOf(qualification(), { 'skills[5][certificate]': { data: pdf(), name: 'x.pdf' } }),
      siti.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({
      'skills[5][certificate]': [FILE_MESSAGES.unknownField('skills[5][certificate]')],
    });
    expect(await storedObjects(t)).toEqual(objects);
  });

  it('lists the seeker’s applications and invitations, newest first', async () => {
    const [companyRow] = await t.db
      .select({ id: companyDetails.id })
      .from(companyDetails)
      .where(eq(companyDetails.user_id, company.user.id));
    const vacancies = await t.db
      .insert(jobVacancies)
      .values([
        { company_detail_id: companyRow!.id, title: 'Staf Gudang', title_slug: 'staf-gudang-prof' },
        { company_detail_id: companyRow!.id, title: 'Kasir', title_slug: 'kasir-prof', is_invitation: true },
      ])
      .returning({ id: jobVacancies.id });
    const sitiId = (await get(siti.token)).body.data.seeker_detail.id as number;
    await t.db.insert(seekerJobVacancies).values([
      {
        job_vacancy_id: vacancies[0]!.id,
        seeker_detail_id: sitiId,
        status: 'CALLED',
        created_at: sql`now() - interval '2 days'` as never,
      },
      { job_vacancy_id: vacancies[1]!.id, seeker_detail_id: sitiId, status: 'INVITED', is_invitation: true },
    ]);
    const list = (await get(siti.token)).body.data.applied_seeker_job_vacancies;
    expect(list).toEqual([
      expect.objectContaining({
        job_vacancy_id: vacancies[1]!.id,
        title: 'Kasir',
        title_slug: 'kasir-prof',
        company_name: 'PT Kaltim Sejahtera',
        status: 'INVITED',
        is_invitation: true,
      }),
      expect.objectContaining({ title: 'Staf Gudang', status: 'CALLED', is_invitation: false }),
    ]);
    expect((await get(other.token)).body.data.applied_seeker_job_vacancies).toEqual([]);
  });
});
