import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_LABELS,
  COMPANY_LABELS,
  COMPANY_PROFILE_MESSAGES,
  POST_IMAGE_FIELD,
  VACANCY_POSTER_FIELD,
  FILE_MESSAGES,
  REVERIFICATION_MESSAGES,
  formatValidationMessage,
} from '@siloker/shared';
import { client, newEmail, registerAndActivate } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  formOf,
  makeCompanyWithToken,
  makeCompleteSeeker,
  regionOf,
  seekerBiodataFields,
  svg,
} from './profile-fixtures.ts';
import { makeUser, sessionToken } from './public-fixtures.ts';
import { startSmtp, type TestSmtp } from './smtp.ts';

// docs/decisions/084: a refused form names every field's error in one answer, never one round after
// another (issue 17 item 2: the NIB first, the website only on the next save).

const mismatch = formatValidationMessage('confirmed', {
  field: AUTH_LABELS.password_confirmation,
  other: AUTH_LABELS.password,
});

describe('every field error in one answer', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url, TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('registration: empty name, bad e-mail, short password and a confirmation that differs, together', async () => {
    const res = await client(t).post('/api/v1/auth/register', {
      name: '',
      email: 'bukan-email',
      password: 'pendek',
      password_confirmation: 'lain',
      privacy_consent: true,
      type: 'seeker',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      name: ['Nama wajib di isi'],
      email: ['Format Email tidak valid, harap gunakan format email yang benar'],
      password: ['Kata sandi harus memiliki minimal 8 karakter'],
      password_confirmation: [mismatch],
    });
    // An empty password is "wajib di isi" once, not also "minimal 8".
    const empty = await client(t).post('/api/v1/auth/register', {
      name: 'Budi',
      email: newEmail(),
      password: '',
      password_confirmation: 'x',
      privacy_consent: true,
      type: 'seeker',
    });
    expect(empty.body.data.errors).toEqual({
      password: ['Kata sandi wajib di isi'],
      password_confirmation: [mismatch],
    });
  });

  it('password change from the panel: the old one missing, the new one short and not confirmed, together', async () => {
    const { token } = await registerAndActivate(t, smtp);
    const res = await client(t).post(
      '/api/v1/auth/change-password',
      { is_from_panel: true, password: 'pendek', password_confirmation: 'lain' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual({
      password: ['Kata sandi harus memiliki minimal 8 karakter'],
      password_old: ['Kata sandi lama wajib di isi'],
      password_confirmation: [mismatch],
    });
  });

  it('company profile: a bad logo, bad NIB and website, a name passing for the office and a broken region, together', async () => {
    const company = await registerAndActivate(t, smtp, { name: 'Borneo Karya', type: 'company' });
    const region = await regionOf(t, '64.72');
    const elsewhere = await regionOf(t, '64.71');
    const res = await t.request('POST', '/api/v1/profile-company/', {
      token: company.token,
      form: formOf(
        {
          name: 'Dinas Karya Borneo',
          address: 'Jl. Pangeran Antasari No. 12',
          province_code: region.province_code,
          city_code: region.city_code,
          district_code: region.district_code,
          sub_district_code: elsewhere.sub_district_code,
          phone: '0541123456',
          website: 'borneo.co.id',
          business_field_id: '2',
          nib: '12345',
          status_office: 'head_office',
        },
        { photo: { data: svg(), name: 'logo.svg', type: 'image/svg+xml' } },
      ),
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({
      photo: [FILE_MESSAGES.badImage(COMPANY_LABELS.photo)],
      nib: [formatValidationMessage('digits', { field: COMPANY_LABELS.nib, length: 13 })],
      website: [COMPANY_PROFILE_MESSAGES.badWebsite],
      name: [REVERIFICATION_MESSAGES.companyNameImitatesGovernment],
      sub_district_code: [COMPANY_PROFILE_MESSAGES.badRegion],
    });
  });

  // The forms with a file (vacancy poster, event image, seeker photo) used to stop at a bad file and
  // name the fields only on the next save.
  const badImage = { data: svg(), name: 'gambar.svg', type: 'image/svg+xml' };

  it('vacancy form: a bad poster and an empty title, together', async () => {
    const { company, token } = await makeCompanyWithToken(t);
    const res = await t.request('POST', `/api/v1/job-vacancies/company/${company.id}`, {
      token,
      form: formOf({ title: '', worker_count: '1' }, { [VACANCY_POSTER_FIELD]: badImage }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors)).toEqual(
      expect.arrayContaining([VACANCY_POSTER_FIELD, 'title']),
    );
  });

  it('event form: a bad image and an empty title, together', async () => {
    const office = await makeUser(t.db, 'admin');
    const res = await t.request('POST', '/api/v1/office/posts', {
      token: await sessionToken(t.db, office.id),
      form: formOf({ title: '', status: 'PUBLISHED' }, { [POST_IMAGE_FIELD]: badImage }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors)).toEqual(expect.arrayContaining([POST_IMAGE_FIELD, 'title']));
  });

  it('seeker biodata: a bad photo and a short NIK, together', async () => {
    const { token } = await makeCompleteSeeker(t);
    const region = await regionOf(t, '64.72');
    const res = await t.request('POST', '/api/v1/profile-seeker/', {
      token,
      form: formOf(seekerBiodataFields(region, { nik: '123' }), { photo: badImage }),
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors)).toEqual(expect.arrayContaining(['photo', 'nik']));
  });
});
