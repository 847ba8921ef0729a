import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_PROFILE_MESSAGES,
  REPLACED_FILE_TEXT,
  REVERIFICATION_MESSAGES,
  SEEKER_PROFILE_MESSAGES,
  VERIFIED_FILE_TEXT,
} from '@siloker/shared';
import { companyDetails, configs, seekerDetails, verificationDecisions } from '../src/db/schema/index.ts';
import { PASSWORD, client } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, makeCompleteSeeker, pdf, regionOf } from './profile-fixtures.ts';
import { COMPLETE_COMPANY, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/*
 * What the office verified changes only when the office decides again (issue 15 items 2, 3 and 6;
 * docs/decisions/073).
 */
describe('re-verification of changed identities and the coded AK/1 check', () => {
  let t: TestApp;
  let officeToken: string;
  let officeUserId: number;
  let region: Awaited<ReturnType<typeof regionOf>>;

  const verifySeeker = async (seekerId: number) => {
    const res = await t.post(
      `/api/v1/office/seekers/${seekerId}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(res.status).toBe(200);
    return res.body.data.seeker;
  };

  /** A seeker the office verified, whose biodata form (as the profile screen sends it) is `biodata`. */
  async function cardHolder(name = 'Andi Pratama') {
    const made = await makeCompleteSeeker(t, {
      full_name: name,
      birth_place: 'Balikpapan',
      birth_date: '1994-08-17',
      gender: 'male',
      address: 'Jl. Cendana 12',
      ...region,
      religion_id: 1,
    });
    const seeker = await verifySeeker(made.seeker.id);
    const biodata = (overrides: Record<string, string> = {}) => ({
      full_name: name,
      nik: made.seeker.nik!,
      birth_place: 'Balikpapan',
      birth_date: '1994-08-17',
      gender: 'male',
      address: 'Jl. Cendana 12',
      rt: '',
      rw: '',
      house_number: '',
      province_code: region.province_code,
      city_code: region.city_code,
      district_code: region.district_code,
      sub_district_code: region.sub_district_code,
      phone: '081234567890',
      postal_code: '',
      weight: '',
      height: '',
      marriage_status: 'BELUM KAWIN',
      religion_id: '1',
      ...overrides,
    });
    return { ...made, number: seeker.number_registration as string, biodata };
  }

  const saveBiodata = (token: string, fields: Record<string, string>) =>
    t.request('POST', '/api/v1/profile-seeker/', { form: formOf(fields), token });

  const card = async (token: string) => (await t.get('/api/v1/seeker/ak1', token)).body.data.card;

  const queueEntry = async (path: string, listKey: string, id: number) => {
    const res = await t.get(path, officeToken);
    expect(res.status).toBe(200);
    return (res.body.data[listKey] as { id: number }[]).find((e) => e.id === id) as
      Record<string, unknown> | undefined;
  };

  beforeAll(async () => {
    t = await createTestApp();
    officeUserId = (await makeUser(t.db, 'admin')).id;
    officeToken = await sessionToken(t.db, officeUserId);
    region = await regionOf(t, '64.72');
  });
  afterAll(() => t?.close());

  // ---------------------------------------------------------------------------------------------------
  // Item 2: a verified seeker's identity.

  it('sends a verified seeker who changes their name back to the office: card not valid, same number, old → new in the queue', async () => {
    const holder = await cardHolder();
    const before = await card(holder.token);
    expect(before).toMatchObject({ is_valid: true, reverification_pending: false });

    const res = await saveBiodata(holder.token, holder.biodata({ full_name: 'Andi Pratama Putra' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REVERIFICATION_MESSAGES.seekerSavedReverify);
    expect(res.body.data.seeker_detail).toMatchObject({ status: 'NOT_YET_VERIFIED' });

    // The card is still shown with its number, marked not valid, and its public check says so too.
    const after = await card(holder.token);
    expect(after).toMatchObject({
      number_registration: holder.number,
      is_valid: false,
      reverification_pending: true,
      status: 'NOT_YET_VERIFIED',
      name: 'Andi Pratama Putra',
    });
    const check = await t.get(
      new URL(after.verify_url).pathname.replace('/kartu-ak1/', '/api/v1/ak1/verify/') +
        new URL(after.verify_url).search,
    );
    expect(check.body.data).toMatchObject({ is_valid: false, name: 'Andi Pratama Putra', with_code: true });

    // The office's queue shows what changed since it verified, and the history names the change.
    const entry = await queueEntry(
      '/api/v1/office/seekers?status=NOT_YET_VERIFIED&limit=100',
      'seekers',
      holder.seeker.id,
    );
    expect(entry?.changes).toEqual([
      { field: 'full_name', label: 'Nama lengkap', from: 'Andi Pratama', to: 'Andi Pratama Putra' },
    ]);
    expect(entry?.status_note).toBe(REVERIFICATION_MESSAGES.seekerReverifyNote(['Nama lengkap']));
    const history = await t.db
      .select()
      .from(verificationDecisions)
      .where(
        and(
          eq(verificationDecisions.subject_type, 'seeker'),
          eq(verificationDecisions.subject_id, holder.seeker.id),
        ),
      );
    expect(
      history.sort((a, b) => a.id - b.id).map((h) => [h.from_status, h.to_status, h.decided_by]),
    ).toEqual([
      ['NOT_YET_VERIFIED', 'VERIFIED', officeUserId],
      ['VERIFIED', 'NOT_YET_VERIFIED', holder.seeker.user_id],
    ]);

    // The office verifies again: same number, valid, nothing left to compare.
    const again = await verifySeeker(holder.seeker.id);
    expect(again).toMatchObject({ number_registration: holder.number, status: 'VERIFIED', changes: [] });
    expect(await card(holder.token)).toMatchObject({
      is_valid: true,
      reverification_pending: false,
      name: 'Andi Pratama Putra',
    });
  });

  it('sends a verified seeker back for a changed NIK, birth date or birth place too', async () => {
    for (const [field, value] of [
      ['nik', '6472019999990001'],
      ['birth_date', '1994-08-18'],
      ['birth_place', 'Samarinda'],
    ] as const) {
      const holder = await cardHolder(`Pemegang ${field}`);
      const res = await saveBiodata(holder.token, holder.biodata({ [field]: value }));
      expect(res.status, field).toBe(200);
      expect(res.body.data.seeker_detail.status, field).toBe('NOT_YET_VERIFIED');
      const [row] = await t.db.select().from(seekerDetails).where(eq(seekerDetails.id, holder.seeker.id));
      expect(row!.number_registration, field).toBe(holder.number);
    }
  });

  it('keeps a verified seeker verified when only fields outside the identity change', async () => {
    const holder = await cardHolder('Tetap Terverifikasi');
    const res = await saveBiodata(
      holder.token,
      holder.biodata({ address: 'Jl. Baru No. 3', phone: '081298765432' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(SEEKER_PROFILE_MESSAGES.saved);
    expect(res.body.data.seeker_detail.status).toBe('VERIFIED');
    expect(await card(holder.token)).toMatchObject({ is_valid: true, reverification_pending: false });
  });

  // ---------------------------------------------------------------------------------------------------
  // Item 3: a verified company's name, NIB, documents, address and business field.

  async function verifiedCompany(name: string) {
    const user = await makeUser(t.db, 'company', name);
    const [company] = await t.db
      .insert(companyDetails)
      .values({
        user_id: user.id,
        name,
        slug_name: `perusahaan-${user.id}`,
        status: 'PENDING',
        ...COMPLETE_COMPANY,
        ...region,
        business_field_id: 2,
      })
      .returning();
    const token = await sessionToken(t.db, user.id);
    const res = await t.post(
      `/api/v1/office/companies/${company!.id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(res.status).toBe(200);
    const vacancy = await makeVacancy(t.db, company!.id);
    const fields = (overrides: Record<string, string> = {}) => ({
      name,
      email: '',
      about: '',
      address: COMPLETE_COMPANY.address,
      province_code: region.province_code,
      city_code: region.city_code,
      district_code: region.district_code,
      sub_district_code: region.sub_district_code,
      phone: COMPLETE_COMPANY.phone,
      website: '',
      business_field_id: '2',
      postal_code: '',
      nib: COMPLETE_COMPANY.nib,
      status_office: COMPLETE_COMPANY.status_office,
      ...overrides,
    });
    return { company: company!, token, vacancy, fields };
  }

  const saveCompany = (
    token: string,
    fields: Record<string, string>,
    files: Parameters<typeof formOf>[1] = {},
  ) => t.request('POST', '/api/v1/profile-company/', { form: formOf(fields, files), token });

  const publicVacancyIds = async () =>
    ((await t.get('/api/v1/job-vacancies?limit=100')).body.data.job_vacancies as { id: number }[]).map(
      (v) => v.id,
    );

  it('sends a verified company that renames itself back to PENDING, hides its vacancies, and shows the office old → new', async () => {
    const c = await verifiedCompany('PT Mahakam Sejahtera');
    expect(await publicVacancyIds()).toContain(c.vacancy.id);

    // A new name alone sends it back: the office verified the old one.
    const res = await saveCompany(c.token, c.fields({ name: 'PT Mahakam Sejahtera Abadi' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.savedBackToPending);
    expect(res.body.data.company_detail).toMatchObject({
      status: 'PENDING',
      status_note: REVERIFICATION_MESSAGES.companyReverifyNote(['Nama perusahaan']),
    });
    expect(await publicVacancyIds()).not.toContain(c.vacancy.id);
    // More changes while it waits: the queue compares all of them with what the office verified.
    const more = await saveCompany(
      c.token,
      c.fields({ name: 'PT Mahakam Sejahtera Abadi', business_field_id: '3' }),
      { file_npwp: { data: pdf('npwp-baru'), name: 'npwp.pdf' } },
    );
    expect(more.body.data.company_detail.status).toBe('PENDING');
    expect(await publicVacancyIds()).not.toContain(c.vacancy.id);

    const entry = await queueEntry(
      '/api/v1/office/companies?status=PENDING&limit=100',
      'companies',
      c.company.id,
    );
    const changes = entry?.changes as { field: string; from: string | null; to: string | null }[];
    expect(changes.map((x) => x.field)).toEqual(['name', 'file_npwp', 'business_field_id']);
    expect(changes[0]).toMatchObject({ from: 'PT Mahakam Sejahtera', to: 'PT Mahakam Sejahtera Abadi' });
    expect(changes[1]).toMatchObject({ from: VERIFIED_FILE_TEXT, to: REPLACED_FILE_TEXT });
    // Business fields are named, not numbered.
    expect(changes[2]!.from).toMatch(/\D/);
    expect(changes[2]!.to).toMatch(/\D/);
    expect(changes[2]!.from).not.toBe(changes[2]!.to);

    const [history] = await t.db
      .select()
      .from(verificationDecisions)
      .where(
        and(
          eq(verificationDecisions.subject_type, 'company'),
          eq(verificationDecisions.to_status, 'PENDING'),
          eq(verificationDecisions.subject_id, c.company.id),
        ),
      );
    expect(history).toMatchObject({ from_status: 'VERIFIED', decided_by: c.company.user_id });

    // The office verifies the new data: public again, nothing left to compare.
    const again = await t.post(
      `/api/v1/office/companies/${c.company.id}/status`,
      { status: 'VERIFIED' },
      officeToken,
    );
    expect(again.body.data.company).toMatchObject({
      status: 'VERIFIED',
      name: 'PT Mahakam Sejahtera Abadi',
      changes: [],
    });
    expect(await publicVacancyIds()).toContain(c.vacancy.id);
  });

  it('keeps a verified company verified when only its contacts and description change', async () => {
    const c = await verifiedCompany('PT Kontak Saja');
    const res = await saveCompany(
      c.token,
      c.fields({ about: 'Jasa angkutan.', phone: '0541999888', website: 'https://kontak.co.id' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(COMPANY_PROFILE_MESSAGES.saved);
    expect(res.body.data.company_detail.status).toBe('VERIFIED');
    expect(await publicVacancyIds()).toContain(c.vacancy.id);
  });

  it('refuses company names that imitate the office or the government, at registration and on the profile', async () => {
    const register = (name: string) =>
      client(t).post('/api/v1/auth/register', {
        name,
        email: `palsu-${Math.random().toString(36).slice(2, 8)}@contoh.id`,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        privacy_consent: true,
        type: 'company',
      });
    for (const name of [
      'Dinas Tenaga Kerja Kota Samarinda (Resmi)',
      'PT Disnaker Sejahtera',
      'Pemerintah Kota Samarinda',
      'Kementerian Ketenagakerjaan',
    ]) {
      const res = await register(name);
      expect(res.status, name).toBe(422);
      expect(res.body.data.errors.name, name).toEqual([
        REVERIFICATION_MESSAGES.companyNameImitatesGovernment,
      ]);
    }
    // Words that merely start the same are fine; a seeker may be called anything.
    expect((await register('PT Dinasti Jaya')).status).toBe(201);

    // The configured office name counts too, whatever the office calls itself.
    await t.db
      .update(configs)
      .set({ value: 'Balai Layanan Kerja Samarinda' })
      .where(eq(configs.key, 'office_name'));
    try {
      expect((await register('Balai Layanan Kerja Samarinda Pusat')).status).toBe(422);
      const c = await verifiedCompany('PT Jujur Jaya');
      for (const name of ['Balai Layanan Kerja Samarinda', 'Disnaker Samarinda']) {
        const res = await saveCompany(c.token, c.fields({ name }));
        expect(res.status, name).toBe(422);
        expect(res.body.data.errors.name, name).toEqual([
          REVERIFICATION_MESSAGES.companyNameImitatesGovernment,
        ]);
      }
      const [row] = await t.db.select().from(companyDetails).where(eq(companyDetails.id, c.company.id));
      expect(row).toMatchObject({ name: 'PT Jujur Jaya', status: 'VERIFIED' });
    } finally {
      await t.db
        .update(configs)
        .set({ value: 'Dinas Tenaga Kerja Kota Samarinda' })
        .where(eq(configs.key, 'office_name'));
    }
  });

  // ---------------------------------------------------------------------------------------------------
  // Item 6: the public check names the holder only with the card's code.

  it('names the card holder only to a check carrying the card code; a typed number gives validity and a masked name', async () => {
    const holder = await cardHolder('Budi Hartono');
    const c = await card(holder.token);
    const url = new URL(c.verify_url);
    expect(url.pathname).toBe(`/kartu-ak1/${holder.number}`);
    const code = url.searchParams.get('kode')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const typed = await t.get(`/api/v1/ak1/verify/${holder.number}`);
    expect(typed.status).toBe(200);
    expect(typed.body.data).toEqual({
      number_registration: holder.number,
      name: 'B*** H******',
      is_valid: true,
      valid_until: null,
      with_code: false,
    });
    expect(JSON.stringify(typed.body)).not.toContain('Budi');

    const wrong = await t.get(`/api/v1/ak1/verify/${holder.number}?kode=${code.slice(0, -1)}x`);
    expect(wrong.body.data).toMatchObject({ name: 'B*** H******', with_code: false });

    const scanned = await t.get(`/api/v1/ak1/verify/${holder.number}?kode=${code}`);
    expect(scanned.body.data).toMatchObject({ name: 'Budi Hartono', is_valid: true, with_code: true });
    expect(scanned.body.data.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Each card has its own code, and the office's queue does not carry it.
    const other = await cardHolder('Citra Lestari');
    expect(new URL((await card(other.token)).verify_url).searchParams.get('kode')).not.toBe(code);
    const queue = await t.get('/api/v1/office/seekers?status=VERIFIED&limit=100', officeToken);
    expect(JSON.stringify(queue.body)).not.toContain(code);
  });
});
