import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MasterData, MastersData, Position } from '@siloker/shared';
import { createTestApp, type TestApp } from './harness.ts';

describe('master data API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /master answers every list, the positions tree, provinces, configs and totals', async () => {
    const res = await t.get<MasterData>('/api/v1/master');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const d = res.body.data;
    expect(d.educations.filter((e) => [2, 3, 4].includes(e.id)).map((e) => e.name)).toEqual([
      'SD/Sederajat',
      'SMP/Sederajat',
      'SMA/SMK/Sederajat',
    ]);
    expect(d.religions.map((r) => r.name)).toEqual(
      expect.arrayContaining(['ISLAM', 'KRISTEN', 'KATOLIK', 'HINDU', 'BUDHA']),
    );
    expect(d.marriage_statuses.map((m) => m.name)).toEqual(['BELUM KAWIN', 'KAWIN', 'DUDA', 'JANDA']);
    expect(d.wage_amounts).toHaveLength(4);
    expect(d.wage_amounts[0]).toMatchObject({ min_amount: null, max_amount: 1_000_000 });
    expect(d.job_location_expectations.map((j) => j.code)).toEqual(['LOCALE_IN', 'LOCALE_OUT', 'OVERSEAS']);
    expect(d.languages.map((l) => l.name)).toContain('Mandarin');
    expect(d.disabilities[0]?.name).toBe('Tidak Ada');
    expect(d.job_types.map((j) => j.name)).toContain('Penuh Waktu');
    expect(d.business_fields).toHaveLength(21);
    expect(d.majors.length).toBeGreaterThanOrEqual(60);
    expect(d.benefits[0]).toEqual({ id: 1, name: 'BPJS Kesehatan' });
    expect(d.benefits.some((b) => b.id === 0)).toBe(false);
    expect(d.provinces).toHaveLength(38);
    expect(d.configs).toMatchObject({
      web_name: 'SiLoker',
      web_logo: '',
      city_code: '64.72',
      city_name: 'Kota Samarinda',
      province_code: '64',
      province_name: 'Kalimantan Timur',
      office_name: 'Dinas Tenaga Kerja Kota Samarinda',
      subtitle: 'Sistem Informasi Lowongan Kerja Kota Samarinda',
    });
    expect(d).toMatchObject({ total_companies: 0, total_seekers: 0, total_job_vacancies: 0 });

    expect(d.positions.length).toBeGreaterThanOrEqual(12);
    const health = d.positions.find((p) => p.name === 'Tenaga Kesehatan')!;
    expect(health).toMatchObject({ level: 1, parent_id: null });
    expect(health.children!.map((c) => c.name)).toEqual(expect.arrayContaining(['Perawat', 'Bidan']));
    expect(health.count_childrens).toBe(health.children!.length);
    for (const c of health.children!)
      expect(c).toMatchObject({ level: 2, parent_id: health.id, count_childrens: 0 });
  });

  it('GET /master/masters answers the form lists and the header configs only', async () => {
    const res = await t.get<MastersData>('/api/v1/master/masters');
    expect(res.status).toBe(200);
    const d = res.body.data as unknown as Record<string, unknown>;
    expect(Object.keys(d).sort()).toEqual(
      [
        'benefits',
        'configs',
        'disabilities',
        'educations',
        'job_location_expectations',
        'job_types',
        'languages',
        'marriage_statuses',
        'religions',
        'wage_amounts',
      ].sort(),
    );
    expect(res.body.data.configs.subtitle).toBe('Sistem Informasi Lowongan Kerja Kota Samarinda');
  });

  it.each([
    ['business-fields', 'business_fields', 'konstruksi', 'Konstruksi'],
    ['educations', 'educations', 'smp', 'SMP/Sederajat'],
    ['job-types', 'job_types', 'MAGANG', 'Magang'],
    ['disabilities', 'disabilities', 'netra', 'Disabilitas Sensorik Netra'],
    ['majors', 'majors', 'jaringan', 'Teknik Komputer dan Jaringan'],
  ])('GET /master/%s searches case-insensitively by part of the name', async (path, key, search, name) => {
    const all = await t.get(`/api/v1/master/${path}`);
    expect(all.status).toBe(200);
    const list = all.body.data[key] as { id: number; name: string }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((x) => x.name)).toContain(name);

    const found = await t.get(`/api/v1/master/${path}?search=${encodeURIComponent(search)}`);
    expect(found.status).toBe(200);
    const hits = found.body.data[key] as { id: number; name: string }[];
    expect(hits.map((x) => x.name)).toContain(name);
    expect(hits.length).toBeLessThan(list.length);
    for (const h of hits) expect(h.name.toLowerCase()).toContain(search.toLowerCase());
  });

  it('treats % and _ in a search as plain characters', async () => {
    const res = await t.get('/api/v1/master/majors?search=%25');
    expect(res.status).toBe(200);
    expect(res.body.data.majors).toEqual([]);
  });

  it('GET /master/positions?is_level_1=1 lists the groups with their children', async () => {
    for (const flag of ['1', 'true']) {
      const res = await t.get<{ positions: Position[] }>(`/api/v1/master/positions?is_level_1=${flag}`);
      expect(res.status).toBe(200);
      const groups = res.body.data.positions;
      expect(groups.length).toBeGreaterThanOrEqual(12);
      for (const g of groups) {
        expect(g.level).toBe(1);
        expect(g.children!.length).toBeGreaterThanOrEqual(4);
        expect(g.count_childrens).toBe(g.children!.length);
      }
    }
  });

  it('GET /master/positions?parent_id= lists one group, and search finds any level', async () => {
    const groups = (await t.get<{ positions: Position[] }>('/api/v1/master/positions?is_level_1=1')).body.data
      .positions;
    const health = groups.find((g) => g.name === 'Tenaga Kesehatan')!;
    const res = await t.get<{ positions: Position[] }>(`/api/v1/master/positions?parent_id=${health.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data.positions.map((p) => p.name)).toEqual(health.children!.map((c) => c.name));
    expect(res.body.data.positions.every((p) => p.parent_id === health.id)).toBe(true);

    const search = await t.get<{ positions: Position[] }>('/api/v1/master/positions?search=perawat');
    expect(search.body.data.positions.map((p) => p.name)).toEqual(['Perawat']);
    const groupSearch = await t.get<{ positions: Position[] }>('/api/v1/master/positions?search=kesehatan');
    expect(groupSearch.body.data.positions.map((p) => p.name)).toContain('Tenaga Kesehatan');
  });

  it.each([
    ['/api/v1/master/positions?is_level_1=maybe', 'is_level_1'],
    ['/api/v1/master/positions?parent_id=abc', 'parent_id'],
    ['/api/v1/master/positions?parent_id=-1', 'parent_id'],
    [`/api/v1/master/majors?search=${'x'.repeat(101)}`, 'search'],
  ])('GET %s is a 400 fail naming %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });
});
