import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLY_LIMIT_PER_DAY_DEFAULT, DESK_MESSAGES, SETTINGS_MESSAGES } from '@siloker/shared';
import { configureShortCache } from '../src/lib/short-cache.ts';
import { PASSWORD, newEmail } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, storedObjects } from './profile-fixtures.ts';
import { makeCompany, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';
import { readMime } from './smtp.ts';
import { PNG, SVG, TEXT, png } from './upload-fixtures.ts';

const API = '/api/v1/office/configs';

const FIELDS = {
  web_name: 'Loker Samarinda',
  office_name: 'Dinas Tenaga Kerja dan Transmigrasi Kota Samarinda',
  office_address: 'Jl. Balaikota No. 1, Samarinda',
  office_phone: '(0541) 741 234',
  office_email: 'Disnaker@Samarindakota.go.id',
  office_website: 'https://disnaker.samarindakota.go.id',
};

describe('site settings (/office/configs)', () => {
  let t: TestApp;
  let office: { id: number; token: string };
  let seekerToken: string;
  let companyToken: string;

  const session = (userId: number) => sessionToken(t.db, userId);
  const saveForm = (form: FormData, token = office.token) => t.request('POST', API, { form, token });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await makeUser(t.db, 'admin');
    office = { id: admin.id, token: await session(admin.id) };
    seekerToken = await session((await makeSeeker(t.db)).user_id);
    companyToken = await session((await makeCompany(t.db)).user_id);
  });
  afterAll(async () => {
    configureShortCache(0);
    await t?.close();
  });

  it('refuses guests (401) and seekers and companies (403) on both routes, changing nothing', async () => {
    for (const token of [undefined, seekerToken, companyToken]) {
      const expected = token ? 403 : 401;
      expect((await t.request('GET', API, { token })).status).toBe(expected);
      const post = await t.request('POST', API, {
        form: formOf({ ...FIELDS, web_name: 'Diambil Alih' }),
        token,
      });
      expect(post.status).toBe(expected);
    }
    const master = await t.get('/api/v1/master/masters');
    expect(master.body.data.configs.web_name).toBe('SiLoker');
  });

  it("reads the seeded names, the region as the office's address, empty contacts and the bundled logo", async () => {
    const res = await t.get(API, office.token);
    expect(res.status).toBe(200);
    expect(res.body.data.configs).toMatchObject({
      web_name: 'SiLoker',
      web_logo: '',
      web_logo_url: null,
      office_name: 'Dinas Tenaga Kerja Kota Samarinda',
      office_address: 'Kota Samarinda, Kalimantan Timur',
      office_phone: '',
    });
  });

  it('saves names, contacts and a checked logo, and GET /master and /landing-page show them (cache on, cleared on save)', async () => {
    configureShortCache(60);
    try {
      expect((await t.get('/api/v1/master')).body.data.configs.web_name).toBe('SiLoker');
      const res = await saveForm(
        formOf(FIELDS, { web_logo: { data: PNG, name: 'logo-kota.png', type: 'image/png' } }),
      );
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(SETTINGS_MESSAGES.saved);
      const saved = res.body.data.configs;
      expect(saved).toMatchObject({ ...FIELDS, office_email: 'disnaker@samarindakota.go.id' });
      expect(saved.web_logo).toMatch(/^logo\/[A-Za-z0-9_-]+\.png$/);
      expect(saved.web_logo_url).toBe(`/storage/${saved.web_logo}`);
      expect(await storedObjects(t)).toContain(`public/${saved.web_logo}`);
      const served = await fetch(`${t.baseUrl}${saved.web_logo_url}`);
      expect(served.status).toBe(200);

      const master = await t.get('/api/v1/master');
      expect(master.body.data.configs).toMatchObject({
        web_name: 'Loker Samarinda',
        web_logo: saved.web_logo,
        office_name: FIELDS.office_name,
        office_address: FIELDS.office_address,
        office_phone: FIELDS.office_phone,
      });
      const header = await t.get('/api/v1/master/masters');
      expect(header.body.data.configs.web_name).toBe('Loker Samarinda');
      const landing = await t.get('/api/v1/landing-page');
      expect(landing.body.data.landing_page.configs).toMatchObject({
        web_name: 'Loker Samarinda',
        office_name: FIELDS.office_name,
      });
    } finally {
      configureShortCache(0);
    }
  });

  it('replaces the logo and removes the old file; “use the bundled logo” clears it', async () => {
    const first = await saveForm(
      formOf(FIELDS, { web_logo: { data: png(40), name: 'a.png', type: 'image/png' } }),
    );
    const oldKey = first.body.data.configs.web_logo as string;
    const second = await saveForm(
      formOf(FIELDS, { web_logo: { data: png(90), name: 'b.png', type: 'image/png' } }),
    );
    const newKey = second.body.data.configs.web_logo as string;
    expect(newKey).not.toBe(oldKey);
    const objects = await storedObjects(t);
    expect(objects).toContain(`public/${newKey}`);
    expect(objects).not.toContain(`public/${oldKey}`);

    const cleared = await saveForm(formOf({ ...FIELDS, remove_web_logo: '1' }));
    expect(cleared.body.data.configs).toMatchObject({ web_logo: '', web_logo_url: null });
    expect(await storedObjects(t)).not.toContain(`public/${newKey}`);
  });

  it('refuses a logo that is not a real image (SVG, text renamed .png) and keeps the settings as they were', async () => {
    await saveForm(formOf(FIELDS));
    for (const [data, name] of [
      [SVG, 'logo.svg'],
      [TEXT, 'logo.png'],
    ] as const) {
      const res = await saveForm(
        formOf({ ...FIELDS, web_name: 'Tidak Tersimpan' }, { web_logo: { data, name, type: 'image/png' } }),
      );
      expect(res.status, name).toBe(422);
      expect(res.body.data.errors.web_logo[0]).toBe('Logo situs harus berupa gambar JPG, PNG, atau WebP.');
    }
    const other = await saveForm(formOf(FIELDS, { photo: { data: PNG, name: 'x.png', type: 'image/png' } }));
    expect(other.status).toBe(422);
    expect((await t.get(API, office.token)).body.data.configs.web_name).toBe(FIELDS.web_name);
  });

  it('names each bad field: empty site name, bad e-mail, phone and website', async () => {
    const res = await saveForm(
      formOf({
        web_name: ' ',
        office_name: 'Dinas',
        office_email: 'bukan-email',
        office_phone: 'telepon',
        office_website: 'disnaker',
      }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.errors).sort()).toEqual([
      'office_email',
      'office_phone',
      'office_website',
      'web_name',
    ]);
    expect(res.body.data.errors.web_name).toEqual(['Nama situs wajib di isi']);
    expect(res.body.data.errors.office_phone).toEqual([SETTINGS_MESSAGES.badPhone]);
    const json = await t.post(API, FIELDS, office.token);
    expect(json.status).toBe(415);
  });

  it('reads the daily apply limit (the default until set), saves it from the form, keeps it when blank, and names it when out of bounds', async () => {
    const limit = async () => (await t.get(API, office.token)).body.data.configs.apply_limit_per_day;
    expect(await limit()).toBe(APPLY_LIMIT_PER_DAY_DEFAULT);
    const saved = await saveForm(formOf({ ...FIELDS, apply_limit_per_day: '7' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.configs.apply_limit_per_day).toBe(7);
    expect(await limit()).toBe(7);
    expect((await saveForm(formOf({ ...FIELDS, apply_limit_per_day: '' }))).status).toBe(200);
    expect(await limit()).toBe(7);
    const refused = await saveForm(formOf({ ...FIELDS, apply_limit_per_day: '0' }));
    expect(refused.status).toBe(422);
    expect(refused.body.data.errors).toEqual({ apply_limit_per_day: [DESK_MESSAGES.applyLimitInvalid] });
    expect(await limit()).toBe(7);
    expect(
      (await saveForm(formOf({ ...FIELDS, apply_limit_per_day: String(APPLY_LIMIT_PER_DAY_DEFAULT) })))
        .status,
    ).toBe(200);
  });

  it('signs the e-mails with the site name and the office’s name and contacts', async () => {
    await saveForm(formOf(FIELDS));
    const email = newEmail('tandatangan');
    await t.post('/api/v1/auth/register', {
      name: 'Pendaftar Baru',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      privacy_consent: true,
      type: 'seeker',
    });
    const dir = path.join(t.config.dataDir, 'mail');
    let files: string[] = [];
    for (let i = 0; i < 100 && files.length === 0; i++) {
      files = (await fs.readdir(dir).catch(() => [])).filter((f) => f.includes('tandatangan'));
      if (files.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    const mail = readMime(await fs.readFile(path.join(dir, files[0]!), 'utf8'));
    expect(mail.subject).toBe('Aktivasi akun Loker Samarinda');
    expect(mail.text).toContain(
      [
        'Salam,',
        'Loker Samarinda',
        FIELDS.office_name,
        FIELDS.office_address,
        `Telp. ${FIELDS.office_phone} · disnaker@samarindakota.go.id · ${FIELDS.office_website}`,
      ].join('\n'),
    );
  });
});
