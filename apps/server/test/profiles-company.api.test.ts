import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_LABELS,
  COMPANY_PROFILE_MESSAGES,
  FILE_MESSAGES,
  REVERIFICATION_MESSAGES,
} from '@siloker/shared';
import { companyDetails } from '../src/db/schema/index.ts';
import { registerAndActivate } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, isStored, pdf, png, regionOf, samePixels, storedObjects, svg } from './profile-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

const API = '/api/v1/profile-company';
type Account = Awaited<ReturnType<typeof registerAndActivate>>;

describe('the company profile (GET/POST /profile-company)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let acme: Account;
  let rival: Account;
  let seeker: Account;
  let region: Awaited<ReturnType<typeof regionOf>>;

  const get = (token?: string) => t.request('GET', API, { token });
  const post = (form: FormData, token?: string) => t.request('POST', `${API}/`, { form, token });
  const fields = (overrides: Record<string, string> = {}) => ({
    name: 'PT Borneo Karya Mandiri',
    email: 'HRD@Borneo.co.id',
    about: 'Kontraktor alat berat di Kalimantan Timur.',
    address: 'Jl. Pangeran Antasari No. 12',
    province_code: region.province_code,
    city_code: region.city_code,
    district_code: region.district_code,
    sub_district_code: region.sub_district_code,
    phone: '0541123456',
    website: 'https://borneo.co.id',
    business_field_id: '2',
    postal_code: '75117',
    nib: '1234567890123',
    status_office: 'head_office',
    ...overrides,
  });
  const setStatus = (userId: number, status: string, note: string | null) =>
    t.db.update(companyDetails).set({ status, status_note: note }).where(eq(companyDetails.user_id, userId));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
    [acme, rival, seeker] = await Promise.all([
      registerAndActivate(t, smtp, { name: 'Borneo Karya', type: 'company' }),
      registerAndActivate(t, smtp, { name: 'PT Saingan', type: 'company' }),
      registerAndActivate(t, smtp, { name: 'Budi' }),
    ]);
    region = await regionOf(t, '64.72');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers a guest 401 and a seeker 403, on reading and on saving', async () => {
    expect((await get()).status).toBe(401);
    expect((await post(formOf(fields()))).status).toBe(401);
    expect((await get(seeker.token)).status).toBe(403);
    expect((await post(formOf(fields()), seeker.token)).status).toBe(403);
  });

  it('gives a new company its profile as registered, pending, with every document missing', async () => {
    const res = await get(acme.token);
    expect(res.status).toBe(200);
    const { company_detail: c, cities, districts, sub_districts } = res.body.data;
    expect(c).toMatchObject({
      user_id: acme.user.id,
      name: 'Borneo Karya',
      status: 'PENDING',
      nib: null,
      file_nib_url: null,
      file_npwp_url: null,
      photo_url: null,
      job_vacancy_count: 0,
    });
    expect(c.missing).toEqual(
      expect.arrayContaining([COMPANY_LABELS.nib, COMPANY_LABELS.file_nib, COMPANY_LABELS.file_npwp]),
    );
    expect([cities, districts, sub_districts]).toEqual([[], [], []]);
  });

  it('saves every field with logo, NIB and NPWP files and gives them back', async () => {
    const slug = (await get(acme.token)).body.data.company_detail.slug_name;
    const logo = png(7);
    const nibFile = pdf('nib');
    const res = await post(
      formOf(fields(), {
        photo: { data: logo, name: 'logo.png', type: 'image/png' },
        file_nib: { data: nibFile, name: 'nib.pdf' },
        file_npwp: { data: png(8), name: 'npwp.png' },
      }),
      acme.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.saved);
    const c = res.body.data.company_detail;
    expect(c).toMatchObject({
      name: 'PT Borneo Karya Mandiri',
      // Links to the company page must not break: the slug stays when the name changes.
      slug_name: slug,
      email: 'hrd@borneo.co.id',
      about: 'Kontraktor alat berat di Kalimantan Timur.',
      address: 'Jl. Pangeran Antasari No. 12',
      province_code: region.province_code,
      city_code: region.city_code,
      district_code: region.district_code,
      sub_district_code: region.sub_district_code,
      phone: '0541123456',
      website: 'https://borneo.co.id',
      business_field_id: 2,
      business_field_name: 'Pertambangan dan Penggalian',
      postal_code: '75117',
      nib: '1234567890123',
      status_office: 'head_office',
      status_office_name: expect.any(String),
      status: 'PENDING',
      missing: [],
    });
    expect(c.location.sub_district).toEqual({
      code: region.sub_district_code,
      name: region.sub_district_name,
    });
    expect(c.photo).toMatch(/^logo\/[\w-]+\.png$/);
    expect(c.photo_url).toBe(`/storage/${c.photo}`);
    expect(c.file_nib).toMatch(/^nib\/[\w-]+\.pdf$/);
    expect(c.file_nib_url).toBe(`/api/v1/files/${c.file_nib}`);
    expect(c.file_npwp).toMatch(/^npwp\/[\w-]+\.png$/);
    expect(c.file_npwp_url).toBe(`/api/v1/files/${c.file_npwp}`);

    const again = (await get(acme.token)).body.data;
    expect(again.company_detail).toEqual(c);
    expect(again.cities).toContainEqual(expect.objectContaining({ code: region.city_code }));
    expect(again.districts).toContainEqual(expect.objectContaining({ code: region.district_code }));
    expect(again.sub_districts).toContainEqual({
      code: region.sub_district_code,
      name: region.sub_district_name,
    });

    const served = await fetch(t.baseUrl + c.photo_url);
    expect(served.status).toBe(200);
    expect(await samePixels(Buffer.from(await served.arrayBuffer()), logo)).toBe(true);
    expect(await isStored(t, 'private', c.file_nib)).toBe(true);
    expect(await isStored(t, 'private', c.file_npwp)).toBe(true);
    const nibDownload = await fetch(t.baseUrl + c.file_nib_url, {
      headers: { authorization: `Bearer ${acme.token}` },
    });
    expect(nibDownload.status).toBe(200);
    expect(Buffer.from(await nibDownload.arrayBuffer()).equals(nibFile)).toBe(true);
  });

  it('keeps a VERIFIED company verified when only non-document fields change, and keeps its files', async () => {
    const before = (await get(acme.token)).body.data.company_detail;
    await setStatus(acme.user.id, 'VERIFIED', 'Dokumen lengkap');
    const res = await post(formOf(fields({ about: 'Sewa alat berat.' })), acme.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.saved);
    expect(res.body.data.company_detail).toMatchObject({
      about: 'Sewa alat berat.',
      status: 'VERIFIED',
      status_note: 'Dokumen lengkap',
      photo: before.photo,
      file_nib: before.file_nib,
      file_npwp: before.file_npwp,
    });
  });

  it('sends a VERIFIED company back to PENDING when a document file changes, and removes the old file', async () => {
    const before = (await get(acme.token)).body.data.company_detail;
    const res = await post(
      formOf(fields(), { file_npwp: { data: pdf('npwp-baru'), name: 'npwp.pdf' } }),
      acme.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.savedBackToPending);
    const c = res.body.data.company_detail;
    expect(c).toMatchObject({
      status: 'PENDING',
      status_note: REVERIFICATION_MESSAGES.companyReverifyNote(['Berkas NPWP']),
      file_nib: before.file_nib,
    });
    expect(c.file_npwp).not.toBe(before.file_npwp);
    expect(await isStored(t, 'private', before.file_npwp)).toBe(false);
    expect(await isStored(t, 'private', c.file_npwp)).toBe(true);
  });

  it('sends a REJECTED company back to PENDING when the NIB number changes', async () => {
    await setStatus(acme.user.id, 'REJECTED', 'NIB tidak terbaca');
    const res = await post(formOf(fields({ nib: '9876543210123' })), acme.token);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.savedBackToPending);
    expect(res.body.data.company_detail).toMatchObject({
      nib: '9876543210123',
      status: 'PENDING',
      status_note: REVERIFICATION_MESSAGES.companyReverifyNote(['NIB']),
    });
  });

  it('replaces the logo and removes the old one from storage', async () => {
    const before = (await get(acme.token)).body.data.company_detail;
    const res = await post(
      formOf(fields({ nib: '9876543210123' }), { photo: { data: png(200), name: 'l.png' } }),
      acme.token,
    );
    const c = res.body.data.company_detail;
    expect(c.photo).not.toBe(before.photo);
    expect(await isStored(t, 'public', before.photo)).toBe(false);
    expect((await fetch(t.baseUrl + before.photo_url)).status).toBe(404);
    expect((await fetch(t.baseUrl + c.photo_url)).status).toBe(200);
  });

  it('refuses bad fields, a broken region chain and an unknown business field with 422', async () => {
    const before = (await get(acme.token)).body.data.company_detail;
    const bad = await post(formOf(fields({ nib: '123', website: 'borneo', name: '' })), acme.token);
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data.errors).sort()).toEqual(['name', 'nib', 'website']);
    const elsewhere = await regionOf(t, '64.71');
    const chain = await post(formOf(fields({ sub_district_code: elsewhere.sub_district_code })), acme.token);
    expect(chain.body.data.errors).toEqual({ sub_district_code: [COMPANY_PROFILE_MESSAGES.badRegion] });
    const field = await post(formOf(fields({ business_field_id: '999' })), acme.token);
    expect(field.body.data.errors).toEqual({
      business_field_id: [COMPANY_PROFILE_MESSAGES.badOption(COMPANY_LABELS.business_field_id)],
    });
    expect((await get(acme.token)).body.data.company_detail).toEqual(before);
  });

  it('refuses the whole form when one upload is bad: nothing saved, nothing written', async () => {
    const before = (await get(acme.token)).body.data.company_detail;
    const objects = await storedObjects(t);
    const res = await post(
      formOf(fields({ name: 'Nama Lain' }), {
        photo: { data: svg(), name: 'logo.svg', type: 'image/svg+xml' },
        file_nib: { data: pdf('nib-2'), name: 'nib.pdf' },
      }),
      acme.token,
    );
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ photo: [FILE_MESSAGES.badImage(COMPANY_LABELS.photo)] });
    expect((await get(acme.token)).body.data.company_detail).toEqual(before);
    expect(await storedObjects(t)).toEqual(objects);
  });

  it('ignores forged auth_user_id, company_detail_id and user_id: only the token says whose profile', async () => {
    const acmeBefore = (await get(acme.token)).body.data.company_detail;
    const rivalBefore = (await get(rival.token)).body.data.company_detail;
    const res = await post(
      formOf({
        ...fields({ name: 'PT Saingan Baru', nib: '5555555555555' }),
        auth_user_id: String(acme.user.id),
        company_detail_id: String(acmeBefore.id),
        user_id: String(acme.user.id),
        id: String(acmeBefore.id),
      }),
      rival.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.company_detail).toMatchObject({
      id: rivalBefore.id,
      user_id: rival.user.id,
      name: 'PT Saingan Baru',
    });
    expect((await get(acme.token)).body.data.company_detail).toEqual(acmeBefore);
  });
});
