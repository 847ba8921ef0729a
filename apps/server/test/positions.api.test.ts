import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITION_MESSAGES } from '@siloker/shared';
import { positions } from '../src/db/schema/index.ts';
import { configureShortCache } from '../src/lib/short-cache.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

const API = '/api/v1/panel/positions';

describe('position administration (/panel/positions, docs/product.md §5 and §7)', () => {
  let t: TestApp;
  let office: string;
  let seekerToken: string;
  let companyToken: string;
  let companyId: number;

  const session = (userId: number) => sessionToken(t.db, userId);
  const save = (body: Record<string, unknown>, token = office) => t.post(`${API}/`, body, token);
  const del = (id: number | string, token = office) =>
    t.request('DELETE', `${API}/?id=${id}&auth_user_id=1`, { token });

  /** A fresh group with one child, named uniquely. */
  const group = async (name: string) => {
    const g = await save({ name, level: 1 });
    expect(g.status).toBe(200);
    return g.body.data.position as { id: number; name: string };
  };

  beforeAll(async () => {
    t = await createTestApp();
    office = await session((await makeUser(t.db, 'admin')).id);
    const seeker = await makeSeeker(t.db);
    seekerToken = await session(seeker.user_id);
    const company = await makeCompany(t.db);
    companyId = company.id;
    companyToken = await session(company.user_id);
  });
  afterAll(async () => {
    configureShortCache(0);
    await t?.close();
  });

  it('refuses guests (401) and seekers and companies (403) on every position route', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', `${API}/`],
      ['GET', API],
      ['GET', `${API}/search?search=kasir`],
      ['POST', `${API}/`, { name: 'Jabatan Liar', level: 1 }],
      ['DELETE', `${API}/?id=1`],
    ];
    for (const [method, path, body] of routes) {
      const opts = body ? { body } : {};
      expect((await t.request(method, path, opts)).status, path).toBe(401);
      expect((await t.request(method, path, { ...opts, token: seekerToken })).status, path).toBe(403);
      expect((await t.request(method, path, { ...opts, token: companyToken })).status, path).toBe(403);
    }
    const [wild] = await t.db.select().from(positions).where(eq(positions.name, 'Jabatan Liar'));
    expect(wild).toBeUndefined();
  });

  it('lists level-1 groups ten a page by name with their children counts, and a group’s children with breadcrumbs', async () => {
    const top = await t.get(`${API}/?limit=10`, office);
    expect(top.status).toBe(200);
    expect(top.body.data.positions).toHaveLength(10);
    expect(top.body.data.total).toBeGreaterThan(10);
    expect(top.body.data.parents).toEqual([]);
    const names = top.body.data.positions.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    for (const p of top.body.data.positions) expect(p.level).toBe(1);
    const withChildren = top.body.data.positions.find(
      (p: { count_childrens: number }) => p.count_childrens > 0,
    );
    expect(withChildren).toBeDefined();

    const children = await t.get(`${API}/?parent_id=${withChildren.id}&all_data=1`, office);
    expect(children.status).toBe(200);
    expect(children.body.data.total).toBe(withChildren.count_childrens);
    expect(children.body.data.positions).toHaveLength(withChildren.count_childrens);
    expect(children.body.data.parents).toEqual([
      expect.objectContaining({ id: withChildren.id, name: withChildren.name, level: 1 }),
    ]);
    for (const c of children.body.data.positions) {
      expect(c).toMatchObject({ level: 2, parent_id: withChildren.id, parent_name: withChildren.name });
    }

    const second = await t.get(`${API}/?limit=10&offset=10`, office);
    expect(second.body.data.positions[0].name).not.toBe(names[0]);
    expect((await t.get(`${API}/?parent_id=999999`, office)).status).toBe(404);
  });

  it('answers the two §5 warnings as the server’s own validation messages', async () => {
    const noName = await save({ name: '   ', level: 1 });
    expect(noName.status).toBe(400);
    expect(noName.body.data.errors.name).toEqual([POSITION_MESSAGES.nameRequired]);
    const missingName = await save({ level: 1 });
    expect(missingName.body.data.errors.name).toEqual([POSITION_MESSAGES.nameRequired]);

    const noParent = await save({ name: 'Kasir Malam', level: 2 });
    expect(noParent.status).toBe(400);
    expect(noParent.body.data.errors.parent_id).toEqual([POSITION_MESSAGES.parentRequired]);
    const emptyParent = await save({ name: 'Kasir Malam', level: 2, parent_id: '' });
    expect(emptyParent.body.data.errors.parent_id).toEqual([POSITION_MESSAGES.parentRequired]);
  });

  it('creates a group and a child one level under it, and refuses a parent that is missing or on the wrong level', async () => {
    const g = await group('Tenaga Pelabuhan');
    const child = await save({ name: 'Operator Crane', level: 2, parent_id: g.id });
    expect(child.status).toBe(200);
    expect(child.body.message).toBe(POSITION_MESSAGES.created);
    expect(child.body.data.position).toMatchObject({
      name: 'Operator Crane',
      level: 2,
      parent_id: g.id,
      parent_name: 'Tenaga Pelabuhan',
      count_childrens: 0,
    });

    const missing = await save({ name: 'Juru Mudi', level: 2, parent_id: 987654 });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.parent_id).toEqual([POSITION_MESSAGES.parentNotFound]);

    const underChild = await save({ name: 'Juru Mudi', level: 2, parent_id: child.body.data.position.id });
    expect(underChild.status).toBe(422);
    expect(underChild.body.data.errors.parent_id).toEqual([POSITION_MESSAGES.parentLevel]);

    const topWithParent = await save({ name: 'Juru Mudi', level: 1, parent_id: g.id });
    expect(topWithParent.status).toBe(400);
    expect(topWithParent.body.data.errors.parent_id).toEqual([POSITION_MESSAGES.topLevelHasNoParent]);

    const tooDeep = await save({ name: 'Juru Mudi', level: 3, parent_id: child.body.data.position.id });
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.data.errors.level).toEqual([POSITION_MESSAGES.badLevel]);

    const twin = await save({ name: 'operator crane', level: 2, parent_id: g.id });
    expect(twin.status).toBe(409);
    expect(twin.body.data.errors.name).toEqual([POSITION_MESSAGES.duplicate]);

    const groupAfter = await t.get(`${API}/?search=Tenaga%20Pelabuhan`, office);
    expect(groupAfter.body.data.positions).toEqual([
      expect.objectContaining({ id: g.id, count_childrens: 1 }),
    ]);
  });

  it('keeps one name per group when two saves of it arrive at once: one is created, the other gets 409', async () => {
    const g = await group('Tenaga Bandara');
    const results = await Promise.all(
      ['Petugas Avsec', 'petugas avsec', 'PETUGAS AVSEC'].map((name) =>
        save({ name, level: 2, parent_id: g.id }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.data.errors.name).toEqual([POSITION_MESSAGES.duplicate]);
    }
    const children = await t.get(`${API}/?parent_id=${g.id}`, office);
    expect(children.body.data.positions).toHaveLength(1);
  });

  it('updates a position by id: renames it, moves it to another group, and answers 404 for an unknown id', async () => {
    const a = await group('Tenaga Kebersihan');
    const b = await group('Tenaga Pertamanan');
    const child = (await save({ name: 'Petugas Sapu', level: 2, parent_id: a.id })).body.data.position;

    const renamed = await save({ id: child.id, name: 'Petugas Kebersihan Jalan', level: 2, parent_id: a.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe(POSITION_MESSAGES.updated);
    expect(renamed.body.data.position).toMatchObject({ id: child.id, name: 'Petugas Kebersihan Jalan' });

    const moved = await save({ id: child.id, name: 'Petugas Kebersihan Jalan', level: 2, parent_id: b.id });
    expect(moved.body.data.position).toMatchObject({ id: child.id, parent_id: b.id, parent_name: b.name });

    const groupDown = await save({ id: b.id, name: b.name, level: 2, parent_id: a.id });
    expect(groupDown.status).toBe(422);
    expect(groupDown.body.data.errors.level).toEqual([POSITION_MESSAGES.levelChangeWithChildren]);

    const unknown = await save({ id: 999999, name: 'Tidak Ada', level: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(POSITION_MESSAGES.notFound);
  });

  it('searches every level by name with the parent’s name, ten a page', async () => {
    const g = await group('Tenaga Perikanan');
    await save({ name: 'Nelayan Tangkap', level: 2, parent_id: g.id });
    const res = await t.get(`${API}/search?search=nelayan%20tang`, office);
    expect(res.status).toBe(200);
    expect(res.body.data.positions).toEqual([
      expect.objectContaining({ name: 'Nelayan Tangkap', level: 2, parent_name: 'Tenaga Perikanan' }),
    ]);
    expect(res.body.data.total).toBe(1);
    const all = await t.get(`${API}/search?search=a`, office);
    expect(all.body.data.positions).toHaveLength(10);
    expect(all.body.data.total).toBeGreaterThan(10);
  });

  it('deletes an unused position (id in the query or in the body) and answers 404 “Data tidak ditemukan.” for a missing one', async () => {
    const g = await group('Tenaga Sementara');
    const byQuery = await del(g.id);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.message).toBe(POSITION_MESSAGES.deleted);
    expect((await t.db.select().from(positions).where(eq(positions.id, g.id))).length).toBe(0);

    const again = await del(g.id);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ status: 'fail', message: 'Data tidak ditemukan.' });

    const h = await group('Tenaga Lepas');
    const byBody = await t.request('DELETE', `${API}/`, { body: { id: h.id }, token: office });
    expect(byBody.status).toBe(200);
    expect((await t.request('DELETE', `${API}/`, { token: office })).status).toBe(422);
  });

  it('refuses to delete a position with children or one a vacancy, a seeker profile or a company names, saying why', async () => {
    const g = await group('Tenaga Gudang');
    const child = (await save({ name: 'Pengemudi Forklift', level: 2, parent_id: g.id })).body.data.position;

    const withChildren = await del(g.id);
    expect(withChildren.status).toBe(409);
    expect(withChildren.body.message).toBe(POSITION_MESSAGES.hasChildren(1));

    await makeVacancy(t.db, companyId, { position_id: child.id, is_removed: true });
    await makeSeeker(t.db, { position_id: child.id });
    await makeSeeker(t.db, { position_id: child.id });
    const inUse = await del(child.id);
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      POSITION_MESSAGES.inUse([POSITION_MESSAGES.usedByVacancies(1), POSITION_MESSAGES.usedBySeekers(2)]),
    );
    const other = (await save({ name: 'Juru Timbang', level: 2, parent_id: g.id })).body.data.position;
    await makeCompany(t.db, { position_id: other.id });
    const byCompany = await del(other.id);
    expect(byCompany.status).toBe(409);
    expect(byCompany.body.message).toBe(POSITION_MESSAGES.inUse([POSITION_MESSAGES.usedByCompanies(1)]));
    expect((await t.db.select().from(positions).where(eq(positions.id, child.id))).length).toBe(1);
  });

  it('shows a change in GET /master at once in this process, even with the master cache on', async () => {
    configureShortCache(60);
    try {
      const before = await t.get('/api/v1/master');
      expect(before.status).toBe(200);
      const g = await group('Tenaga Pariwisata');
      const after = await t.get('/api/v1/master');
      expect(after.body.data.positions.map((p: { name: string }) => p.name)).toContain('Tenaga Pariwisata');
      await save({ id: g.id, name: 'Tenaga Pariwisata Daerah', level: 1 });
      const renamed = await t.get('/api/v1/master');
      const names = renamed.body.data.positions.map((p: { name: string }) => p.name);
      expect(names).toContain('Tenaga Pariwisata Daerah');
      expect(names).not.toContain('Tenaga Pariwisata');
      await del(g.id);
      const gone = await t.get('/api/v1/master');
      expect(gone.body.data.positions.map((p: { id: number }) => p.id)).not.toContain(g.id);
      const forms = await t.get('/api/v1/master/positions?is_level_1=1');
      expect(forms.status).toBe(200);
    } finally {
      configureShortCache(0);
    }
  });
});
