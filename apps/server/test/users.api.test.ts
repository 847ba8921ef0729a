import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seekerSkills, users } from '../src/db/schema/index.ts';
import { issueToken, TOKEN_TTL_MS } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { BAD_LIST_QUERIES, DAY, makeCompany, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

/** Everything private a seeker row holds (UU PDP): none of it may reach GET /users, key or value. */
const PRIVATE = {
  nik: '6472031403990001',
  file_ktp: 'ktp/rahasia-ktp-budi.pdf',
  birth_place: 'Tenggarong',
  birth_date: '1999-02-28',
  address: 'Jl. Rahasia Gg. Sunyi No. 9',
  rt: 'RTQ1',
  rw: 'RWQ2',
  house_number: 'No-77BQ',
  phone: '081254019876',
  postal_code: '75119',
  number_registration: 'REG-6472-0001',
  religion_id: 6,
  marriage_status: 'CERAI_HIDUP',
  disability_id: 3,
  latest_gpa: '3.97',
};
const PRIVATE_KEYS = [
  'nik',
  'file_ktp',
  'birth_date',
  'birth_place',
  'address',
  'rt',
  'rw',
  'house_number',
  'phone',
  'email',
  'religion_id',
  'marriage_status',
  'disability_id',
  'latest_gpa',
  'number_registration',
  'postal_code',
];

const API = '/api/v1/users';
type Seeker = Awaited<ReturnType<typeof makeSeeker>>;

describe('GET /users: the panel search of job seekers', () => {
  let t: TestApp;
  let office: string;
  let company: string;
  let seeker: string;
  /** Opted in, newest first. */
  const listed: Seeker[] = [];
  let hidden: Seeker;
  let deleted: Seeker;
  const privateEmails: string[] = [];

  const session = (userId: number) => sessionToken(t.db, userId);

  beforeAll(async () => {
    t = await createTestApp();
    const now = Date.now();
    const people = [
      { full_name: 'Siti Rahmawati', education_id: 9, position_id: 101, city_code: '64.72' },
      { full_name: 'Andi Saputra', education_id: 4, position_id: 102, city_code: '64.72' },
      { full_name: 'Rahmat Hidayat', education_id: 9, position_id: 101, city_code: '64.71' },
      { full_name: 'Nurul Hidayah', education_id: 7, position_id: null, city_code: '64.72' },
      { full_name: 'Yohanes Lamba', education_id: 4, position_id: 101, city_code: '64.74' },
      { full_name: 'Dewi Lestari', education_id: 9, position_id: 103, city_code: '64.72' },
      { full_name: 'Fajar Ramadhan', education_id: 7, position_id: 102, city_code: '64.71' },
    ];
    for (const [i, p] of people.entries()) {
      listed.push(
        await makeSeeker(t.db, {
          ...p,
          ...PRIVATE,
          nik: `64720314039900${10 + i}`,
          number_registration: `REG-6472-00${10 + i}`,
          slug_name: `users-seeker-${i}`,
          created_at: new Date(now - (i + 1) * DAY),
        }),
      );
    }
    // Not opted in: only the office finds them. Newest of all.
    hidden = await makeSeeker(t.db, {
      full_name: 'Rahmi Tertutup',
      education_id: 9,
      position_id: 101,
      city_code: '64.72',
      is_public: false,
      ...PRIVATE,
      slug_name: 'users-hidden',
      created_at: new Date(now),
    });
    // Deleted account: nobody finds it, although it had opted in.
    deleted = await makeSeeker(t.db, {
      full_name: 'Rahma Terhapus',
      education_id: 9,
      is_public: true,
      slug_name: 'users-deleted',
      created_at: new Date(now - DAY / 2),
    });
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, deleted.user_id));
    for (const s of [...listed, hidden]) {
      const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, s.user_id));
      privateEmails.push(u!.email);
    }
    await t.db.insert(seekerSkills).values([
      {
        seeker_detail_id: listed[0]!.id,
        name: 'Microsoft Excel',
        sort: 1,
        certificate: 'private/sertifikat.pdf',
      },
      { seeker_detail_id: listed[0]!.id, name: 'Akuntansi', sort: 0 },
      { seeker_detail_id: hidden.id, name: 'Las Listrik', sort: 0 },
    ]);
    office = await session((await makeUser(t.db, 'admin')).id);
    company = await session((await makeCompany(t.db)).user_id);
    seeker = await session(listed[1]!.user_id);
  });
  afterAll(() => t.close());

  const ids = (res: { body: { data: { seekers: { id: number }[] } } }) =>
    res.body.data.seekers.map((s) => s.id);

  it('needs a company or office session', async () => {
    const guest = await t.get(API);
    expect(guest.status).toBe(401);
    const asSeeker = await t.get(API, seeker);
    expect(asSeeker.status).toBe(403);
    expect(asSeeker.body.data).toBeNull();
    expect((await t.get(API, 'x'.repeat(43))).status).toBe(401);
  });

  it('shows a company only the seekers who opted in, five a page, newest first', async () => {
    const first = await t.get(API, company);
    expect(first.status).toBe(200);
    expect(first.body.data.total_data).toBe(7);
    expect(ids(first)).toEqual(listed.slice(0, 5).map((s) => s.id));
    const second = await t.get(`${API}?offset=5&auth_user_id=`, company);
    expect(ids(second)).toEqual(listed.slice(5).map((s) => s.id));
    const oldest = await t.get(`${API}?sort_by=asc&limit=2`, company);
    expect(ids(oldest)).toEqual([listed[6]!.id, listed[5]!.id]);
  });

  it('shows the office every seeker except deleted accounts', async () => {
    const res = await t.get(`${API}?limit=100`, office);
    expect(res.body.data.total_data).toBe(8);
    expect(ids(res)).toEqual([hidden.id, ...listed.map((s) => s.id)]);
    expect(ids(res)).not.toContain(deleted.id);
    const company100 = await t.get(`${API}?limit=100`, company);
    expect(ids(company100)).not.toContain(hidden.id);
    expect(ids(company100)).not.toContain(deleted.id);
  });

  it('gives the directory card plus skill names in the seeker’s order', async () => {
    const res = await t.get(`${API}?limit=1`, company);
    expect(res.body.data.seekers[0]).toEqual({
      id: listed[0]!.id,
      name: 'Siti Rahmawati',
      slug_name: 'users-seeker-0',
      photo_url: null,
      gender: 'male',
      gender_name: 'Laki-laki',
      age: expect.any(Number),
      city_name: 'Kota Samarinda',
      position_name: 'Direktur/Manajer Umum',
      education_id: 9,
      education_name: 'S1',
      created_at: listed[0]!.created_at.toISOString(),
      skills: ['Akuntansi', 'Microsoft Excel'],
    });
    const second = await t.get(`${API}?limit=1&offset=1`, company);
    expect(second.body.data.seekers[0].skills).toEqual([]);
  });

  it('filters by education, position and city, alone and together', async () => {
    const byEducation = await t.get(`${API}?education_id=9`, company);
    expect(ids(byEducation)).toEqual([listed[0]!.id, listed[2]!.id, listed[5]!.id]);
    expect(byEducation.body.data.total_data).toBe(3);
    expect(ids(await t.get(`${API}?position_id=101`, company))).toEqual([
      listed[0]!.id,
      listed[2]!.id,
      listed[4]!.id,
    ]);
    expect(ids(await t.get(`${API}?city_code=64.71`, company))).toEqual([listed[2]!.id, listed[6]!.id]);
    const together = await t.get(`${API}?education_id=9&position_id=101&city_code=64.72`, office);
    expect(ids(together)).toEqual([hidden.id, listed[0]!.id]);
    const none = await t.get(`${API}?education_id=9&city_code=64.74`, company);
    expect(none.body.data).toEqual({ seekers: [], total_data: 0 });
  });

  it('searches by a name or the start of one', async () => {
    expect(ids(await t.get(`${API}?search=rahmawati`, company))).toEqual([listed[0]!.id]);
    // "rahm" starts Rahmawati, Rahmat, and for the office Rahmi; never the deleted Rahma.
    expect(ids(await t.get(`${API}?search=rahm`, company))).toEqual([listed[0]!.id, listed[2]!.id]);
    expect(ids(await t.get(`${API}?search=rahm`, office))).toEqual([hidden.id, listed[0]!.id, listed[2]!.id]);
    const paged = await t.get(`${API}?search=rahm&limit=1&offset=1`, company);
    expect(ids(paged)).toEqual([listed[2]!.id]);
    expect(paged.body.data.total_data).toBe(2);
    expect((await t.get(`${API}?search=rahmawaty`, company)).body.data.total_data).toBe(0);
    expect((await t.get(`${API}?search=tertutup`, company)).body.data.total_data).toBe(0);
    expect(ids(await t.get(`${API}?search=hidayah&education_id=7`, company))).toEqual([listed[3]!.id]);
  });

  it('sends nothing private, neither as a field nor as a value, to a company or the office', async () => {
    for (const token of [company, office]) {
      const res = await fetch(`${t.baseUrl}${API}?limit=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const text = await res.text();
      expect(res.status).toBe(200);
      expect(JSON.parse(text).data.seekers.length).toBeGreaterThan(0);
      for (const key of [...PRIVATE_KEYS, 'certificate']) expect(text).not.toContain(`"${key}"`);
      for (const value of Object.values(PRIVATE)) {
        if (typeof value === 'string') expect(text).not.toContain(value);
      }
      for (const s of listed) {
        expect(text).not.toContain(s.nik!);
        expect(text).not.toContain(s.number_registration!);
      }
      for (const email of privateEmails) expect(text).not.toContain(email);
      expect(text).not.toContain('sertifikat');
    }
  });

  it.each([
    ...BAD_LIST_QUERIES,
    ['education_id=-2', 'education_id'],
    ['position_id=abc', 'position_id'],
    ['city_code=samarinda', 'city_code'],
  ] as [string, string][])('rejects %s with a 400 naming the field', async (query, field) => {
    const res = await t.get(`${API}?${query}`, company);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });

  it('keeps a deleted seeker off the public directory and profile too', async () => {
    const list = await t.get('/api/v1/seekers?limit=100');
    expect(list.body.data.seekers.map((s: { id: number }) => s.id)).not.toContain(deleted.id);
    expect((await t.get('/api/v1/seekers/slug/users-deleted')).status).toBe(404);
    // Sanity: the same row is found once the account is restored.
    await t.db.update(users).set({ deleted_at: null }).where(eq(users.id, deleted.user_id));
    expect((await t.get('/api/v1/seekers/slug/users-deleted')).status).toBe(200);
    await t.db
      .update(users)
      .set({ deleted_at: sql`now()` })
      .where(eq(users.id, deleted.user_id));
  });
});

describe('GET /users with the short cache on, as in production', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ CACHE_TTL_SECONDS: '30' });
  });
  afterAll(() => t.close());

  it('stops showing a seeker who opts out at once, although the search’s matches are cached', async () => {
    const company = (
      await issueToken(t.db, {
        userId: (await makeCompany(t.db)).user_id,
        kind: 'session',
        ttlMs: TOKEN_TTL_MS.session,
      })
    ).token;
    const siti = await makeSeeker(t.db, {
      full_name: 'Siti Kartika',
      created_at: new Date(Date.now() - DAY),
    });
    const sari = await makeSeeker(t.db, { full_name: 'Sari Kartika' });
    const search = async () =>
      (await t.get(`${API}?search=kartika`, company)).body.data.seekers.map((s: { id: number }) => s.id);
    expect(await search()).toEqual([sari.id, siti.id]);
    await t.db.execute(sql`update seeker_details set is_public = false where id = ${sari.id}`);
    expect(await search()).toEqual([siti.id]);
    await t.db.update(users).set({ deleted_at: new Date() }).where(eq(users.id, siti.user_id));
    expect(await search()).toEqual([]);
  });
});
