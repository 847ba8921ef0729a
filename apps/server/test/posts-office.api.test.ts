import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@siloker/shared';
import { postParticipants, posts, seekerDetails } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, isStored, png, svg } from './profile-fixtures.ts';
import { DAY, makeCompany, makePost, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

const API = '/api/v1';
const OFFICE = `${API}/office/posts`;

/** The CSV as rows of cells. */
function parseCsv(text: string): string[][] {
  // A real parser (csv-parse, strict about quotes and field counts), not the writer's own rules.
  return parse(text, { bom: true, relax_column_count: false }) as string[][];
}

describe('the office runs events (issue 11 item 5)', () => {
  let t: TestApp;
  let officeToken: string;
  let officeId: number;
  let seekerToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);
  const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Job Fair Samarinda 2027',
    excerpt: 'Bursa kerja dengan 40 perusahaan.',
    content: '<h2>Syarat</h2><ul><li>CV</li><li>Kartu AK/1</li></ul>',
    location: 'GOR Segiri, Samarinda',
    start_at: inDays(10),
    end_at: inDays(11),
    quota: '100',
    status: 'PUBLISHED',
    ...overrides,
  });
  const create = (f: Record<string, string>, files = {}, token = officeToken) =>
    t.request('POST', OFFICE, { form: formOf(f, files), token });

  beforeAll(async () => {
    t = await createTestApp();
    officeId = (await makeUser(t.db, 'admin')).id;
    officeToken = await session(officeId);
    seekerToken = await session((await makeSeeker(t.db)).user_id);
    companyToken = await session((await makeCompany(t.db)).user_id);
  });
  afterAll(() => t?.close());

  it('refuses guests (401) and seekers and companies (403) on every /office/posts endpoint', async () => {
    const event = await makePost(t.db);
    const routes: [string, string][] = [
      ['GET', OFFICE],
      ['GET', `${OFFICE}/${event.id}`],
      ['POST', OFFICE],
      ['POST', `${OFFICE}/${event.id}`],
      ['POST', `${OFFICE}/${event.id}/status`],
      ['DELETE', `${OFFICE}/${event.id}`],
      ['GET', `${OFFICE}/${event.id}/participants`],
      ['POST', `${OFFICE}/${event.id}/participants/1/attendance`],
      ['GET', `${OFFICE}/${event.id}/participants.csv`],
    ];
    for (const [method, path] of routes) {
      const opts = method === 'POST' ? { body: { status: 'CLOSED', attended: true } } : {};
      expect((await t.request(method, path, opts)).status, `${method} ${path}`).toBe(401);
      for (const token of [seekerToken, companyToken]) {
        expect((await t.request(method, path, { ...opts, token })).status, `${method} ${path}`).toBe(403);
      }
    }
    const [row] = await t.db.select().from(posts).where(eq(posts.id, event.id));
    expect(row).toMatchObject({ status: 'PUBLISHED', is_removed: false });
  });

  it('creates an event with an image and a unique slug, and the public sees it once published', async () => {
    const res = await create(fields(), { image: { data: png(1), name: 'poster.png', type: 'image/png' } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(POST_MESSAGES.created);
    const post = res.body.data.post;
    expect(post).toMatchObject({
      title: 'Job Fair Samarinda 2027',
      title_slug: 'job-fair-samarinda-2027',
      quota: 100,
      status: 'PUBLISHED',
      join_count: 0,
      location: 'GOR Segiri, Samarinda',
      content: '<h2>Syarat</h2><ul><li>CV</li><li>Kartu AK/1</li></ul>',
    });
    expect(post.image).toMatch(/^poster\//);
    expect(post.image_url).toBe(`/storage/${post.image}`);
    expect(await isStored(t, 'public', post.image)).toBe(true);
    const pub = await t.get(`${API}/posts/slug/${post.title_slug}`);
    expect(pub.status).toBe(200);
    expect(pub.body.data.post.content).toBe(post.content);

    const twin = await create(fields({ status: 'DRAFT', quota: '' }));
    expect(twin.status).toBe(201);
    expect(twin.body.data.post).toMatchObject({
      title_slug: 'job-fair-samarinda-2027-2',
      quota: null,
      status: 'DRAFT',
    });
    expect((await t.get(`${API}/posts/slug/job-fair-samarinda-2027-2`)).status).toBe(404);
  });

  it('strips unsafe content when saving, and refuses content that was only code', async () => {
    const res = await create(
      fields({
        title: 'Pelatihan Aman',
        content:
          '<p onclick="alert(1)">Daftar <a href="javascript:alert(1)">di sini</a></p><script>alert(1)</script>' +
          '<iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)><a href="https://kemnaker.go.id">Kemnaker</a>',
      }),
    );
    expect(res.status).toBe(201);
    const content = res.body.data.post.content as string;
    expect(content).toBe(
      '<p>Daftar <a>di sini</a></p><a href="https://kemnaker.go.id" target="_blank" rel="noopener noreferrer nofollow">Kemnaker</a>',
    );
    const [row] = await t.db
      .select({ content: posts.content })
      .from(posts)
      .where(eq(posts.id, res.body.data.post.id));
    expect(row!.content).toBe(content);

    const onlyCode = await create(fields({ title: 'Acara Kosong', content: '<script>alert(1)</script>' }));
    expect(onlyCode.status).toBe(422);
    expect(onlyCode.body.data.errors.content).toEqual([POST_MESSAGES.emptyContent]);
  });

  it('shows stored unsafe content of an older row sanitised on the public detail', async () => {
    const old = await makePost(t.db, {
      content: '<p>Halo</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const res = await t.get(`${API}/posts/slug/${old.title_slug}`);
    expect(res.body.data.post.content).toBe('<p>Halo</p>');
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ content: '' }, 'content'],
    [{ location: '' }, 'location'],
    [{ start_at: '' }, 'start_at'],
    [{ start_at: 'besok pagi' }, 'start_at'],
    [{ end_at: new Date(Date.now()).toISOString() }, 'end_at'],
    [{ quota: '0' }, 'quota'],
    [{ quota: '-3' }, 'quota'],
    [{ quota: '2.5' }, 'quota'],
    [{ status: 'ARCHIVED' }, 'status'],
    [{ location: 'http://zoom.us/j/123' }, 'location'],
    [{ location: 'javascript:alert(1)' }, 'location'],
  ])('refuses %o with a field error on %s and stores nothing', async (override, field) => {
    const before = (await t.db.select({ id: posts.id }).from(posts)).length;
    const res = await create(fields({ title: 'Acara Salah Isi', ...override }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors)).toContain(field);
    expect((await t.db.select({ id: posts.id }).from(posts)).length).toBe(before);
  });

  it('accepts an online event with an https link, and refuses an image that is not one', async () => {
    const online = await create(fields({ title: 'Webinar Karier', location: 'https://zoom.us/j/123456' }));
    expect(online.status).toBe(201);
    expect(online.body.data.post.location).toBe('https://zoom.us/j/123456');
    const bad = await create(fields({ title: 'Acara Gambar Palsu' }), {
      image: { data: svg(), name: 'x.png', type: 'image/png' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors)).toEqual(['image']);
  });

  it('edits an event keeping its slug and image when none is sent, and replaces the image after the commit', async () => {
    const made = await create(fields({ title: 'Seminar Ketenagakerjaan' }), {
      image: { data: png(2), name: 'a.png', type: 'image/png' },
    });
    const { id, image, title_slug } = made.body.data.post;
    const edit = await t.request('POST', `${OFFICE}/${id}`, {
      form: formOf(fields({ title: 'Seminar Ketenagakerjaan Diubah', quota: '' })),
      token: officeToken,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.message).toBe(POST_MESSAGES.updated);
    expect(edit.body.data.post).toMatchObject({
      title: 'Seminar Ketenagakerjaan Diubah',
      title_slug,
      image,
      quota: null,
    });

    const replaced = await t.request('POST', `${OFFICE}/${id}`, {
      form: formOf(fields({ title: 'Seminar Ketenagakerjaan Diubah' }), {
        image: { data: png(3), name: 'b.png', type: 'image/png' },
      }),
      token: officeToken,
    });
    expect(replaced.status).toBe(200);
    const next = replaced.body.data.post.image as string;
    expect(next).not.toBe(image);
    expect(await isStored(t, 'public', next)).toBe(true);
    expect(await isStored(t, 'public', image)).toBe(false);

    const missing = await t.request('POST', `${OFFICE}/999999999`, {
      form: formOf(fields()),
      token: officeToken,
    });
    expect(missing.status).toBe(404);
  });

  it('lists every status but removed events, with search, status filter and paging, and reads one', async () => {
    const tag = `Zeta${Date.now()}`;
    const made = [];
    for (const status of ['DRAFT', 'PUBLISHED', 'CLOSED', 'PUBLISHED']) {
      made.push(await makePost(t.db, { title: `Acara ${tag} ${status}`, status }));
    }
    const gone = await makePost(t.db, { title: `Acara ${tag} hapus`, is_removed: true });
    const all = await t.get(`${OFFICE}?search=${tag}&limit=100`, officeToken);
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(4);
    expect(all.body.data.posts.map((p: { id: number }) => p.id)).not.toContain(gone.id);
    const published = await t.get(`${OFFICE}?search=${tag}&status=PUBLISHED`, officeToken);
    expect(published.body.data.total).toBe(2);
    const paged = await t.get(`${OFFICE}?search=${tag}&limit=3&offset=3`, officeToken);
    expect(paged.body.data.posts).toHaveLength(1);
    expect((await t.get(`${OFFICE}?status=LAIN`, officeToken)).status).toBe(400);
    const one = await t.get(`${OFFICE}/${made[0]!.id}`, officeToken);
    expect(one.body.data.post).toMatchObject({ id: made[0]!.id, status: 'DRAFT', attended_count: 0 });
    expect((await t.get(`${OFFICE}/${gone.id}`, officeToken)).status).toBe(404);
  });

  it('publishes, closes and deletes: a closed event refuses joins, a deleted one leaves every public read', async () => {
    const event = await makePost(t.db, { status: 'DRAFT', start_at: new Date(Date.now() + 5 * DAY) });
    const seeker = await makeSeeker(t.db);
    const token = await session(seeker.user_id);
    const status = (s: string) =>
      t.request('POST', `${OFFICE}/${event.id}/status`, { body: { status: s }, token: officeToken });

    expect((await t.get(`${API}/posts/slug/${event.title_slug}`)).status).toBe(404);
    const published = await status('PUBLISHED');
    expect(published.status).toBe(200);
    expect(published.body.message).toBe(POST_MESSAGES.statusChanged.PUBLISHED);
    expect((await t.get(`${API}/posts/slug/${event.title_slug}`)).status).toBe(200);

    expect((await status('CLOSED')).body.data.post.status).toBe('CLOSED');
    const join = await t.request('POST', `${API}/posts/join`, { body: { post_id: event.id }, token });
    expect(join.status).toBe(409);
    expect(join.body.message).toBe(POST_MESSAGES.closed);
    expect((await status('SELESAI')).status).toBe(400);

    const del = await t.request('DELETE', `${OFFICE}/${event.id}`, { token: officeToken });
    expect(del.status).toBe(200);
    expect(del.body.message).toBe(POST_MESSAGES.deleted);
    expect((await t.get(`${API}/posts/slug/${event.title_slug}`)).status).toBe(404);
    expect(
      (await t.get(`${API}/posts?limit=100`)).body.data.posts.map((p: { id: number }) => p.id),
    ).not.toContain(event.id);
    expect((await t.request('DELETE', `${OFFICE}/${event.id}`, { token: officeToken })).status).toBe(404);
    expect((await status('PUBLISHED')).status).toBe(404);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, event.id));
    expect(row!.is_removed).toBe(true);
  });

  it('lists participants with contact and education, marks attendance, and exports a parseable CSV', async () => {
    const event = await makePost(t.db, {
      title: 'Walk-in Interview',
      start_at: new Date(Date.now() + 3 * DAY),
      quota: 10,
    });
    const people = [
      await makeSeeker(t.db, { full_name: 'Siti "Ani" Rahma', phone: '081200000001', education_id: 4 }),
      await makeSeeker(t.db, { full_name: '=HYPERLINK("x")', phone: '081200000002' }),
      await makeSeeker(t.db, { full_name: 'Budi, Santoso', phone: '081200000003' }),
    ];
    for (const p of people) {
      const res = await t.request('POST', `${API}/posts/join`, {
        body: { post_id: event.id },
        token: await session(p.user_id),
      });
      expect(res.status).toBe(201);
    }
    const other = await makePost(t.db);
    const outsider = await makeSeeker(t.db);
    const [foreign] = await t.db
      .insert(postParticipants)
      .values({ post_id: other.id, seeker_detail_id: outsider.id })
      .returning();

    const list = await t.get(`${OFFICE}/${event.id}/participants`, officeToken);
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(3);
    expect(list.body.data.post).toMatchObject({ id: event.id, join_count: 3 });
    const first = list.body.data.participants[0];
    expect(first).toMatchObject({
      seeker_detail_id: people[0]!.id,
      name: 'Siti "Ani" Rahma',
      phone: '081200000001',
      attended_at: null,
    });
    expect(first.email).toMatch(/@contoh\.test$/);
    expect(first.education_name).toBeTypeOf('string');
    const searched = await t.get(`${OFFICE}/${event.id}/participants?search=budi`, officeToken);
    expect(searched.body.data.participants.map((p: { name: string }) => p.name)).toEqual(['Budi, Santoso']);

    const mark = (participantId: number, attended: boolean, postId = event.id) =>
      t.request('POST', `${OFFICE}/${postId}/participants/${participantId}/attendance`, {
        body: { attended },
        token: officeToken,
      });
    const marked = await mark(first.id, true);
    expect(marked.status).toBe(200);
    expect(marked.body.message).toBe(POST_MESSAGES.attended);
    expect(marked.body.data.participant.attended_at).toBeTypeOf('string');
    expect((await t.get(`${OFFICE}/${event.id}`, officeToken)).body.data.post.attended_count).toBe(1);
    // A participant of another event cannot be marked through this one.
    expect((await mark(foreign!.id, true)).status).toBe(404);
    const [untouched] = await t.db
      .select()
      .from(postParticipants)
      .where(eq(postParticipants.id, foreign!.id));
    expect(untouched!.attended_at).toBeNull();

    const seekerView = await t.get(`${API}/posts/seeker/`, await session(people[0]!.user_id));
    expect(seekerView.body.data.posts[0].attended_at).toBe(marked.body.data.participant.attended_at);

    // The first joined at 16:30 UTC, before the others: 00.30 the next day on the portal's clock (WITA,
    // CITY_CODE 64.72).
    await t.db
      .update(postParticipants)
      .set({ created_at: new Date('2025-11-25T16:30:00Z') })
      .where(eq(postParticipants.id, first.id));
    const csv = await fetch(`${t.baseUrl}${OFFICE}/${event.id}/participants.csv`, {
      headers: { authorization: `Bearer ${officeToken}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toBe(
      `attachment; filename="peserta-${event.title_slug}.csv"`,
    );
    const rows = parseCsv(await csv.text());
    // Issue 17 item 12: local times on the portal's clock, named in the header, and Hadir as Ya/Tidak.
    expect(rows[0]).toEqual(['Nama', 'Email', 'Telepon', 'Pendidikan', 'Bergabung (WITA)', 'Hadir']);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['Siti "Ani" Rahma', `'=HYPERLINK("x")`, 'Budi, Santoso']);
    expect(rows[1]![2]).toBe('081200000001');
    expect(rows[1]![4]).toBe('2025-11-26 00:30');
    expect(rows[1]![5]).toBe('Ya');
    expect(rows[2]![5]).toBe('Tidak');
    expect(rows[3]![5]).toBe('Tidak');
    for (const row of rows.slice(2)) expect(row[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows.every((r) => r.length === 6)).toBe(true);

    // The screen's 'Unduh CSV' is a plain link: the web app's auth cookie signs it in, for the office only.
    const cookie = (id: number, token: string) => `auth=${encodeURIComponent(JSON.stringify({ id, token }))}`;
    const byLink = (header: string) =>
      fetch(`${t.baseUrl}${OFFICE}/${event.id}/participants.csv`, { headers: { cookie: header } });
    expect((await byLink(cookie(officeId, officeToken))).status).toBe(200);
    expect((await byLink(cookie(people[0]!.user_id, await session(people[0]!.user_id)))).status).toBe(403);
    expect((await byLink('')).status).toBe(401);

    const unmarked = await mark(first.id, false);
    expect(unmarked.body.data.participant.attended_at).toBeNull();
    const [seekerRow] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, people[0]!.id));
    expect(seekerRow!.phone).toBe('081200000001');
  });
});
