import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seekerDetails, seekerEducations, seekerExperiences, seekerSkills } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { BAD_LIST_QUERIES, DAY, makeSeeker } from './public-fixtures.ts';

const PRIVATE = {
  nik: '6472031403000001',
  file_ktp: 'private/ktp-rahasia.jpg',
  birth_place: 'Tenggarong',
  birth_date: '2000-03-14',
  address: 'Jl. Pramuka Gg. Rahayu No. 12',
  rt: '007',
  rw: '003',
  house_number: '12A',
  phone: '081254012233',
  district_code: '64.72.03',
  sub_district_code: '64.72.03.1005',
  number_registration: '6472-2026-000101',
};

describe('public job seekers', () => {
  let t: TestApp;
  const listed: Awaited<ReturnType<typeof makeSeeker>>[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    const people = [
      { full_name: 'Muhammad Rizky Pratama', education_id: 9, gender: 'male', ...PRIVATE },
      { full_name: 'Siti Rahmawati', education_id: 7, gender: 'female' },
      { full_name: 'Andi Saputra', education_id: 4, gender: 'male' },
      { full_name: 'Nurul Hidayah', education_id: 4, gender: 'female' },
      { full_name: 'Yohanes Lamba', education_id: 7, gender: 'male' },
      { full_name: 'Dewi Lestari', education_id: 7, gender: 'female' },
      { full_name: 'Fajar Ramadhan', education_id: 4, gender: 'male' },
    ];
    for (const [i, p] of people.entries()) {
      listed.push(
        await makeSeeker(t.db, {
          ...p,
          slug_name: `seeker-${i}`,
          city_code: '64.72',
          created_at: new Date(now - i * DAY),
          about: i === 1 ? 'Perawat berpengalaman di ruang rawat inap.' : null,
        }),
      );
    }
    await makeSeeker(t.db, {
      full_name: 'Budi Tertutup',
      slug_name: 'hidden',
      is_public: false,
      ...PRIVATE,
      nik: '6472000000000002',
      number_registration: null,
    });
    const rizky = listed[0]!.id;
    await t.db.insert(seekerEducations).values([
      {
        seeker_detail_id: rizky,
        education_id: 4,
        school_name: 'SMKN 7 Samarinda',
        graduation_year: 2018,
        sort: 0,
        certificate: 'private/ijazah-sma.pdf',
      },
      {
        seeker_detail_id: rizky,
        education_id: 9,
        school_name: 'Universitas Mulawarman',
        graduation_year: 2022,
        major: 'Teknik Informatika',
        sort: 1,
      },
    ]);
    await t.db.insert(seekerExperiences).values({
      seeker_detail_id: rizky,
      company_name: 'Diskominfo Kota Samarinda',
      position: 'Programmer Magang',
      jobdesk: 'Modul pelaporan.',
      start_date: '2021-07-01',
      end_date: '2021-12-31',
    });
    await t.db.insert(seekerSkills).values({
      seeker_detail_id: rizky,
      name: 'Laravel',
      description: 'REST API',
      duration: '3 tahun',
      certificate: 'private/sertifikat-laravel.pdf',
    });
  });
  afterAll(() => t.close());

  const list = (q: string) => t.get(`/api/v1/seekers${q}`);
  const ids = (res: { body: { data: { seekers: { id: number }[] } } }) =>
    res.body.data.seekers.map((s) => s.id);

  it('lists only seekers who opted in, six by default, newest first', async () => {
    const res = await list('');
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(7);
    expect(ids(res)).toEqual(listed.slice(0, 6).map((s) => s.id));
    expect(ids(await list('?offset=6&auth_user_id='))).toEqual([listed[6]!.id]);
  });

  it('filters by education level', async () => {
    const res = await list('?education_id=7&limit=100');
    expect(res.body.data.total).toBe(3);
    expect(ids(res)).toEqual([listed[1]!.id, listed[4]!.id, listed[5]!.id]);
    expect(res.body.data.seekers[0].education_name).toBe('D3');
  });

  it('searches by name, by part of a name and in the about text', async () => {
    expect(ids(await list('?search=rahmawati'))).toEqual([listed[1]!.id]);
    expect(ids(await list('?search=rahm'))).toEqual([listed[1]!.id]);
    expect(ids(await list('?search=perawat'))).toEqual([listed[1]!.id]);
    expect((await list('?search=tertutup')).body.data.total).toBe(0);
  });

  it('shows a public profile with age, educations, experiences and skills but nothing private', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/seekers/slug/seeker-0`);
    const text = await res.text();
    expect(res.status).toBe(200);
    const seeker = JSON.parse(text).data.seeker;
    const expectedAge = new Date(Date.now() - new Date('2000-03-14').getTime()).getUTCFullYear() - 1970;
    expect(seeker).toMatchObject({
      name: 'Muhammad Rizky Pratama',
      gender_name: 'Laki-laki',
      age: expectedAge,
      city_name: 'Kota Samarinda',
      education_name: 'S1',
      educations: [
        {
          education_id: 4,
          education_name: 'SMA/SMK/Sederajat',
          school_name: 'SMKN 7 Samarinda',
          graduation_year: 2018,
        },
        { education_id: 9, school_name: 'Universitas Mulawarman', major: 'Teknik Informatika' },
      ],
      experiences: [{ company_name: 'Diskominfo Kota Samarinda', position: 'Programmer Magang' }],
      skills: [{ name: 'Laravel', description: 'REST API', duration: '3 tahun' }],
    });
    for (const key of [
      'nik',
      'birth_date',
      'birth_place',
      'address',
      'phone',
      'file_ktp',
      'email',
      'rt',
      'rw',
      'certificate',
      'number_registration',
    ]) {
      expect(text).not.toContain(`"${key}"`);
    }
    for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
    expect(text).not.toContain('ijazah');
  });

  it('keeps the list free of private data too', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/seekers?limit=100`);
    const text = await res.text();
    for (const value of Object.values(PRIVATE)) expect(text).not.toContain(value);
  });

  it('answers non-public and unknown seekers with the 404 envelope', async () => {
    for (const slug of ['hidden', 'tidak-ada']) {
      const res = await t.get(`/api/v1/seekers/slug/${slug}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: 'fail', message: 'Pencari kerja tidak ditemukan.', data: null });
    }
  });

  it.each([...BAD_LIST_QUERIES, ['education_id=-2', 'education_id'] as [string, string]])(
    'rejects %s with a 400 naming the field',
    async (query, field) => {
      const res = await list(`?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.data.errors)).toContain(field);
    },
  );
});

describe('deep pages of the seeker directory', () => {
  let t: TestApp;
  /** Public seeker ids newest first, as the list orders them. */
  let newestFirst: number[];

  beforeAll(async () => {
    t = await createTestApp();
    // 2,600 seekers, four in five public (2,080: sixteen page bookmarks deep), three to a timestamp so the
    // order's id tie-break matters, and timestamps with microseconds, which a JavaScript Date drops.
    await t.db.execute(sql`
      insert into users (name, email, password_hash, role_name, status)
      select 'Dalam ' || g, 'dalam-' || g || '@contoh.test', 'x', 'seeker', 'VERIFIED' from generate_series(1, 2600) g`);
    await t.db.execute(sql`
      insert into seeker_details (user_id, slug_name, full_name, is_public, created_at)
      select id, 'dalam-' || id, name, id % 5 <> 0,
        timestamptz '2020-01-01 00:00:00.123456+00' + (id / 3) * interval '1 minute' + (id % 2) * interval '1 microsecond'
      from users where email like 'dalam-%'`);
    const rows = await t.db
      .select({ id: seekerDetails.id })
      .from(seekerDetails)
      .where(sql`${seekerDetails.is_public}`)
      .orderBy(sql`${seekerDetails.created_at} desc, ${seekerDetails.id} desc`);
    newestFirst = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const page = async (query: string) => {
    const res = await t.get(`/api/v1/seekers?${query}`);
    expect(res.status).toBe(200);
    return res.body.data.seekers.map((s: { id: number }) => s.id) as number[];
  };

  it('gives every page the rows an offset would, before, at and past each bookmark', async () => {
    expect(newestFirst).toHaveLength(2080);
    for (const offset of [0, 122, 127, 128, 133, 1023, 1024, 1029, 1500, 2045, 2047, 2048, 2075]) {
      expect(await page(`offset=${offset}&limit=6`), `offset ${offset}`).toEqual(
        newestFirst.slice(offset, offset + 6),
      );
    }
    expect(await page('offset=2080&limit=6')).toEqual([]);
    expect(await page('offset=50000&limit=6')).toEqual([]);
  });

  it('does the same oldest first', async () => {
    const oldestFirst = [...newestFirst].reverse();
    for (const offset of [100, 128, 131, 1020, 1024, 1031, 2048, 2077]) {
      expect(await page(`offset=${offset}&limit=6&sort_by=asc`), `offset ${offset}`).toEqual(
        oldestFirst.slice(offset, offset + 6),
      );
    }
  });
});
