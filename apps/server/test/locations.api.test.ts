import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION_SEARCH_LIMIT, type CodeName } from '@siloker/shared';
import { createTestApp, type TestApp } from './harness.ts';

const names = (rows: CodeName[]) => rows.map((r) => r.name);
const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

describe('location API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the 38 provinces by name and searches them', async () => {
    const res = await t.get<{ provinces: CodeName[] }>('/api/v1/location/provinces');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    const provinces = res.body.data.provinces;
    expect(provinces).toHaveLength(38);
    expect(names(provinces)).toEqual(sorted(names(provinces)));
    expect(provinces).toContainEqual({ code: '64', name: 'Kalimantan Timur' });

    const found = await t.get<{ provinces: CodeName[] }>('/api/v1/location/provinces?search=kalimantan');
    expect(names(found.body.data.provinces)).toEqual([
      'Kalimantan Barat',
      'Kalimantan Selatan',
      'Kalimantan Tengah',
      'Kalimantan Timur',
      'Kalimantan Utara',
    ]);
  });

  it('lists the cities of a province, and searches them by part of the name', async () => {
    const res = await t.get<{ cities: CodeName[] }>('/api/v1/location/cities?province_code=64');
    expect(res.status).toBe(200);
    const cities = res.body.data.cities;
    expect(cities).toHaveLength(10);
    expect(cities).toContainEqual({ code: '64.72', name: 'Kota Samarinda' });
    expect(names(cities)).toEqual(sorted(names(cities)));

    const inProvince = await t.get<{ cities: CodeName[] }>(
      '/api/v1/location/cities?province_code=64&search=KOTA',
    );
    expect(names(inProvince.body.data.cities)).toEqual(['Kota Balikpapan', 'Kota Bontang', 'Kota Samarinda']);

    const anywhere = await t.get<{ cities: CodeName[] }>('/api/v1/location/cities?search=samar');
    expect(anywhere.body.data.cities).toEqual([{ code: '64.72', name: 'Kota Samarinda' }]);
  });

  it('lists the 10 kecamatan of Kota Samarinda and their 59 kelurahan', async () => {
    const res = await t.get<{ districts: CodeName[] }>('/api/v1/location/districts?city_code=64.72');
    expect(res.status).toBe(200);
    const districts = res.body.data.districts;
    expect(districts).toHaveLength(10);
    expect(districts).toContainEqual({ code: '64.72.01', name: 'Palaran' });
    expect(names(districts)).toEqual(sorted(names(districts)));

    let villages = 0;
    for (const d of districts) {
      const sub = await t.get<{ sub_districts: CodeName[] }>(
        `/api/v1/location/sub-districts?district_code=${d.code}`,
      );
      expect(sub.status).toBe(200);
      expect(sub.body.data.sub_districts.length).toBeGreaterThan(0);
      for (const v of sub.body.data.sub_districts) expect(v.code.startsWith(`${d.code}.`)).toBe(true);
      villages += sub.body.data.sub_districts.length;
    }
    expect(villages).toBe(59);
  });

  it('searches districts and villages without a parent, capped', async () => {
    const d = await t.get<{ districts: CodeName[] }>('/api/v1/location/districts?search=palaran');
    expect(d.status).toBe(200);
    expect(d.body.data.districts).toContainEqual({ code: '64.72.01', name: 'Palaran' });

    // "ma" matches thousands of villages; the answer stays small.
    const v = await t.get<{ sub_districts: CodeName[] }>('/api/v1/location/sub-districts?search=ma');
    expect(v.status).toBe(200);
    expect(v.body.data.sub_districts).toHaveLength(LOCATION_SEARCH_LIMIT);
    for (const row of v.body.data.sub_districts) expect(row.name.toLowerCase()).toContain('ma');
  });

  it.each([
    ['/api/v1/location/cities', 'province_code'],
    ['/api/v1/location/cities?search=k', 'province_code'],
    ['/api/v1/location/districts', 'city_code'],
    ['/api/v1/location/sub-districts?search=%20a%20', 'district_code'],
    ['/api/v1/location/cities?province_code=6', 'province_code'],
    ['/api/v1/location/districts?city_code=6472', 'city_code'],
    ['/api/v1/location/sub-districts?district_code=64.72', 'district_code'],
    [`/api/v1/location/provinces?search=${'a'.repeat(101)}`, 'search'],
  ])('GET %s is a 400 fail naming %s', async (path, field) => {
    const res = await t.get(path);
    expect(res.status).toBe(400);
    expect(res.body.status).toBe('fail');
    expect(Object.keys(res.body.data.errors)).toContain(field);
  });

  it('answers an unknown parent with an empty list', async () => {
    const res = await t.get<{ districts: CodeName[] }>('/api/v1/location/districts?city_code=99.99');
    expect(res.status).toBe(200);
    expect(res.body.data.districts).toEqual([]);
  });
});
