import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPLACED_POSTER_TEXT,
  VERIFIED_POSTER_TEXT,
  type OfficeCompany,
  type OfficeVacancy,
} from '@siloker/shared';
import { benefits, educations, jobTypes, jobVacancies } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, png, regionOf, somePositionId } from './profile-fixtures.ts';
import { COMPLETE_COMPANY, makeCompany, makeUser, sessionToken } from './public-fixtures.ts';

/*
 * The office decides on what it can see (issue 17 item 4; docs/decisions/083): the vacancy queue carries
 * the public page's content and, for an edit of a verified vacancy, what changed old → new since the
 * verified version kept at verification; the company queue carries each document beside what it proves.
 */
describe('the office reviews what the public will see', () => {
  let t: TestApp;
  let officeToken: string;
  let company: { id: number; token: string };
  let region: Awaited<ReturnType<typeof regionOf>>;
  let jobTypeId: number;
  let educationId: number;
  let benefitId: number;
  let positionId: number;

  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Juru Las Kapal',
    job_type_id: String(jobTypeId),
    position_id: String(positionId),
    email: 'hrd@galangan.test',
    address: 'Jl. Galangan No. 3',
    province_code: region.province_code,
    city_code: region.city_code,
    district_code: region.district_code,
    sub_district_code: region.sub_district_code,
    salary: '4.000.000',
    is_gender_based_count: '0',
    worker_count: '2',
    description: 'Mengelas lambung kapal.',
    conclusion: 'Rekrutmen tanpa biaya.',
    deadline: '10',
    deadline_period: 'day',
    benefits: JSON.stringify([benefitId]),
    benefit_other: 'Makan siang',
    education_id: String(educationId),
    required_skills: 'Sertifikat las 3G',
    set_major: 'Teknik Mesin',
    special_condition: 'Sehat jasmani',
    work_type: 'full',
    work_hour: '08.00 - 17.00',
    year_experience: '2',
    ...overrides,
  });

  const save = async (overrides: Record<string, string>, poster?: Buffer) => {
    const files: Parameters<typeof formOf>[1] = poster
      ? { poster: { data: poster, name: 'poster.png', type: 'image/png' } }
      : {};
    const res = await t.request('POST', `/api/v1/job-vacancies/company/${company.id}`, {
      form: formOf(fields(overrides), files),
      token: company.token,
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body.data.job_vacancy as { id: number; title_slug: string; poster: string | null };
  };

  const queued = async (id: number, status = 'PENDING'): Promise<OfficeVacancy> => {
    const res = await t.get(`/api/v1/office/job-vacancies?status=${status}&limit=100`, officeToken);
    expect(res.status).toBe(200);
    const found = res.body.data.job_vacancies.find((v: OfficeVacancy) => v.id === id);
    expect(found, `vacancy ${id} in the ${status} queue`).toBeTruthy();
    return found;
  };

  const verify = async (id: number) => {
    const res = await t.post(
      `/api/v1/office/job-vacancies/${id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.job_vacancy as OfficeVacancy;
  };

  const snapshotOf = async (id: number) => {
    const [row] = await t.db
      .select({ snapshot: jobVacancies.verified_snapshot })
      .from(jobVacancies)
      .where(eq(jobVacancies.id, id));
    return row!.snapshot;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin');
    officeToken = await sessionToken(t.db, admin.id);
    const c = await makeCompany(t.db, { ...COMPLETE_COMPANY, name: 'PT Galangan Mahakam' });
    company = { id: c.id, token: await sessionToken(t.db, c.user_id) };
    region = await regionOf(t, '64.72');
    positionId = await somePositionId(t);
    const [jt] = await t.db.select({ id: jobTypes.id }).from(jobTypes).orderBy(asc(jobTypes.id)).limit(1);
    const [ed] = await t.db
      .select({ id: educations.id })
      .from(educations)
      .orderBy(asc(educations.id))
      .limit(1);
    const [b] = await t.db.select({ id: benefits.id }).from(benefits).orderBy(asc(benefits.id)).limit(1);
    jobTypeId = jt!.id;
    educationId = ed!.id;
    benefitId = b!.id;
  });
  afterAll(() => t?.close());

  it('shows a new vacancy as its public page will, with no verified version and no changes', async () => {
    const v = await save({ title: 'Juru Las Baru' }, png(3));
    const item = await queued(v.id);
    expect(item.has_verified_version).toBe(false);
    expect(item.changes).toEqual([]);
    expect(item.preview).toMatchObject({
      id: v.id,
      title: 'Juru Las Baru',
      address: 'Jl. Galangan No. 3',
      required_skills: 'Sertifikat las 3G',
      special_condition: 'Sehat jasmani',
      set_major: 'Teknik Mesin',
      year_experience: 2,
      benefit_other: 'Makan siang',
      description: 'Mengelas lambung kapal.',
      salary: 4_000_000,
      company: { id: company.id, name: 'PT Galangan Mahakam' },
    });
    expect(item.preview.poster_url).toMatch(/^\/storage\/poster\/.+\.png$/);
    expect(item.preview.benefit_names.length).toBe(1);
    expect(item.preview.education_name).toBeTruthy();
    expect(item.preview.location.sub_district?.name).toBe(region.sub_district_name);
    expect(await snapshotOf(v.id)).toBeNull();
  });

  it('keeps the public texts as the verified version when the office verifies, not when it refuses', async () => {
    const v = await save({ title: 'Juru Las Terverifikasi' }, png(4));
    const verified = await verify(v.id);
    expect(verified.has_verified_version).toBe(true);
    expect(verified.changes).toEqual([]);
    const snapshot = await snapshotOf(v.id);
    expect(snapshot).toMatchObject({
      title: 'Juru Las Terverifikasi',
      salary: 'Rp 4.000.000 / Bulanan',
      required_skills: 'Sertifikat las 3G',
      worker_count: '2 orang',
      deadline: '10 hari',
      poster: v.poster,
    });
    expect(snapshot!.location).toContain('Jl. Galangan No. 3');
    expect(snapshot!.benefits).toContain('Makan siang');

    // A refusal of a later edit keeps the version the office verified.
    await save({ id: String(v.id), title: 'Juru Las Ditolak' });
    const rejected = await t.post(
      `/api/v1/office/job-vacancies/${v.id}/status`,
      { status: 'REJECTED', note: 'Judul menyesatkan' },
      officeToken,
    );
    expect(rejected.status).toBe(200);
    expect((await snapshotOf(v.id))!.title).toBe('Juru Las Terverifikasi');
    expect(rejected.body.data.job_vacancy.changes).toEqual([
      { field: 'title', label: 'Judul lowongan', from: 'Juru Las Terverifikasi', to: 'Juru Las Ditolak' },
    ]);
  });

  it('lists what an edit changed since the verified version, old → new, and nothing else', async () => {
    const v = await save({ title: 'Juru Las Senior' }, png(5));
    await verify(v.id);

    // An edit that changes nothing the public sees: back in the queue, with no changes to show.
    await save({ id: String(v.id), title: 'Juru Las Senior' });
    const same = await queued(v.id);
    expect(same.has_verified_version).toBe(true);
    expect(same.changes).toEqual([]);

    await save(
      {
        id: String(v.id),
        title: 'Juru Las Senior Offshore',
        salary: '6.500.000',
        required_skills: 'Sertifikat las 6G',
        benefit_other: '',
      },
      png(9),
    );
    const item = await queued(v.id);
    expect(item.status).toBe('PENDING');
    expect(item.preview.title).toBe('Juru Las Senior Offshore');
    const byField = Object.fromEntries(item.changes.map((c) => [c.field, c]));
    expect(Object.keys(byField).sort()).toEqual(['benefits', 'poster', 'required_skills', 'salary', 'title']);
    expect(byField.title).toEqual({
      field: 'title',
      label: 'Judul lowongan',
      from: 'Juru Las Senior',
      to: 'Juru Las Senior Offshore',
    });
    expect(byField.salary).toMatchObject({
      label: 'Gaji',
      from: 'Rp 4.000.000 / Bulanan',
      to: 'Rp 6.500.000 / Bulanan',
    });
    expect(byField.required_skills).toMatchObject({ from: 'Sertifikat las 3G', to: 'Sertifikat las 6G' });
    expect(byField.benefits!.from).toContain('Makan siang');
    expect(byField.benefits!.to).not.toContain('Makan siang');
    // The replaced poster's key is not shown; the office reads that a new one was uploaded.
    expect(byField.poster).toMatchObject({ from: VERIFIED_POSTER_TEXT, to: REPLACED_POSTER_TEXT });

    // Verifying again makes the edit the verified version: nothing left to compare.
    const again = await verify(v.id);
    expect(again.changes).toEqual([]);
    expect((await snapshotOf(v.id))!.title).toBe('Juru Las Senior Offshore');
  });

  it('puts each company document, openable through the private file route, beside the values it proves', async () => {
    const pending = await makeCompany(t.db, {
      ...COMPLETE_COMPANY,
      name: 'PT Dokumen Lengkap',
      status: 'PENDING',
      file_npwp: 'npwp/pindaian-npwp.png',
      address: 'Jl. Pelabuhan No. 8',
    });
    const res = await t.get('/api/v1/office/companies?search=PT Dokumen Lengkap', officeToken);
    expect(res.status).toBe(200);
    const item = res.body.data.companies.find((c: OfficeCompany) => c.id === pending.id) as OfficeCompany;
    const [nib, npwp] = item.documents;
    expect(nib).toMatchObject({
      field: 'file_nib',
      label: 'Berkas NIB',
      url: '/api/v1/files/nib/dokumen-nib.pdf',
      media: 'pdf',
    });
    expect(Object.fromEntries(nib!.proves.map((p) => [p.field, p.value]))).toMatchObject({
      name: 'PT Dokumen Lengkap',
      nib: COMPLETE_COMPANY.nib,
      business_field_id: item.business_field_name,
    });
    expect(nib!.proves.find((p) => p.field === 'address')!.value).toContain('Jl. Pelabuhan No. 8');
    expect(npwp).toMatchObject({
      field: 'file_npwp',
      url: '/api/v1/files/npwp/pindaian-npwp.png',
      media: 'image',
    });
    expect(npwp!.proves.map((p) => p.field)).toEqual(['name', 'address']);

    const bare = await makeCompany(t.db, { name: 'PT Tanpa Dokumen', status: 'PENDING' });
    const list = await t.get('/api/v1/office/companies?search=PT Tanpa Dokumen', officeToken);
    const none = list.body.data.companies.find((c: OfficeCompany) => c.id === bare.id) as OfficeCompany;
    expect(none.documents.map((d) => [d.field, d.url, d.media])).toEqual([
      ['file_nib', null, null],
      ['file_npwp', null, null],
    ]);
  });
});
