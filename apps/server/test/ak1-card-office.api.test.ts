import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '@siloker/shared';
import { auditEvents } from '../src/db/schema/index.ts';
import { seedConfigs } from '../src/db/seed/configs.ts';
import { testConfig } from './config.ts';
import { makeOfficeAccount } from './access-fixtures.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { formOf, makeCompleteSeeker, storedObjects } from './profile-fixtures.ts';
import { makeCompany, makeSeeker, sessionToken } from './public-fixtures.ts';
import { SVG, bigPng, png } from './upload-fixtures.ts';

/*
 * Issue 17 item 9 (docs/decisions/086): the office sets what the AK/1 card prints of it in Pengaturan
 * (heading, signer, NIP, signature and stamp images); the card carries them; the images are private:
 * the office and whoever is shown a card may open them, nobody else.
 */

const CONFIGS = '/api/v1/office/configs';
const CARD = '/api/v1/seeker/ak1';

/** The settings form's site fields, which every save sends with the card's. */
const SITE = { web_name: 'SiLoker', office_name: 'Dinas Tenaga Kerja Kota Samarinda' };

const CARD_FIELDS = {
  ak1_government: 'Pemerintah Kota Samarinda',
  ak1_office: 'Dinas Tenaga Kerja dan Transmigrasi',
  ak1_head_title: 'Plt. Kepala Dinas Tenaga Kerja',
  ak1_head_name: 'Drs. H. Ahmad Fauzi, M.Si.',
  ak1_head_nip: '19700101 199003 1 001',
};

const image = (shade: number, name: string) => ({ data: png(shade), name, type: 'image/png' });

describe('the AK/1 card’s heading, signer, signature and stamp (Pengaturan → card)', () => {
  let t: TestApp;
  let admin: string;
  let verifier: string;
  let holder: string;
  let waiting: string;
  let rejected: string;
  let company: string;

  const save = (fields: Record<string, string>, files = {}, token = admin) =>
    t.request('POST', CONFIGS, { form: formOf({ ...SITE, ...fields }, files), token });
  const card = async (token = holder) => {
    const res = await t.get(CARD, token);
    expect(res.status).toBe(200);
    return res.body.data.card;
  };
  /** GET of a private link with a bearer token (or none: a guest). */
  const open = (url: string, token?: string) =>
    fetch(`${t.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await makeOfficeAccount(t, 'ADMINISTRATOR')).token;
    verifier = (await makeOfficeAccount(t, 'VERIFIER')).token;
    company = await sessionToken(t.db, (await makeCompany(t.db)).user_id);
    const verify = async (status: 'VERIFIED' | 'REJECTED') => {
      const s = await makeCompleteSeeker(t);
      const body = status === 'VERIFIED' ? { status } : { status, note: 'KTP tidak terbaca' };
      const res = await t.post(`/api/v1/office/seekers/${s.seeker.id}/status`, body, admin);
      expect(res.status).toBe(200);
      return s.token;
    };
    holder = await verify('VERIFIED');
    rejected = await verify('REJECTED');
    waiting = (await makeCompleteSeeker(t)).token;
  });
  afterAll(() => t?.close());

  it('prints the government and office from the city configuration until the office sets them', async () => {
    const settings = (await t.get(CONFIGS, admin)).body.data.configs;
    expect(settings).toMatchObject({
      ak1_government: '',
      ak1_office: '',
      ak1_head_name: '',
      ak1_head_nip: '',
      ak1_signature_url: null,
      ak1_stamp_url: null,
      ak1_defaults: {
        government: 'Pemerintah Kota Samarinda',
        office: 'Dinas Tenaga Kerja',
        head_title: 'Kepala Dinas Tenaga Kerja',
      },
    });
    expect(await card()).toMatchObject({
      heading_government: 'Pemerintah Kota Samarinda',
      heading_office: 'Dinas Tenaga Kerja',
      head_title: 'Kepala Dinas Tenaga Kerja',
      head_name: null,
      head_nip: null,
      signature_url: null,
      stamp_url: null,
    });
  });

  it('saves the heading, signer, NIP, signature and stamp; the card carries them; the change is audited', async () => {
    const res = await save(CARD_FIELDS, {
      ak1_signature: image(10, 'ttd.png'),
      ak1_stamp: image(200, 'stempel.png'),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = res.body.data.configs;
    expect(saved).toMatchObject({ ...CARD_FIELDS, ak1_head_nip: '197001011990031001' });
    expect(saved.ak1_signature).toMatch(/^signature\/[A-Za-z0-9_-]+\.png$/);
    expect(saved.ak1_stamp).toMatch(/^stamp\/[A-Za-z0-9_-]+\.png$/);
    expect(saved.ak1_signature_url).toBe(`/api/v1/files/${saved.ak1_signature}`);
    // Stored as private objects, never under /storage.
    const objects = await storedObjects(t);
    expect(objects).toContain(`private/${saved.ak1_signature}`);
    expect(objects).toContain(`private/${saved.ak1_stamp}`);
    expect((await fetch(`${t.baseUrl}/storage/${saved.ak1_signature}`)).status).toBe(404);

    expect(await card()).toMatchObject({
      heading_government: CARD_FIELDS.ak1_government,
      heading_office: CARD_FIELDS.ak1_office,
      head_title: CARD_FIELDS.ak1_head_title,
      head_name: CARD_FIELDS.ak1_head_name,
      head_nip: '197001011990031001',
      signature_url: saved.ak1_signature_url,
      stamp_url: saved.ak1_stamp_url,
    });

    const [audit] = await t.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.saved'))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit!.detail).toMatchObject({
      ak1_head_name: CARD_FIELDS.ak1_head_name,
      ak1_head_nip: '197001011990031001',
      ak1_signature: saved.ak1_signature,
      ak1_stamp: saved.ak1_stamp,
    });

    // The office's signer and images are not the site's public configuration.
    const master = (await t.get('/api/v1/master')).body.data.configs;
    for (const key of Object.keys(master)) expect(key).not.toMatch(/^ak1_/);
    expect(JSON.stringify(master)).not.toContain(saved.ak1_signature);
  });

  it('shows the signature and stamp to the card holder and the office, to no guest, company or seeker without a card', async () => {
    const { signature_url, stamp_url } = await card();
    for (const url of [signature_url, stamp_url] as string[]) {
      for (const token of [holder, admin, verifier]) {
        const res = await open(url, token);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('cache-control')).toBe('private, no-store');
      }
      expect((await open(url)).status).toBe(401);
      for (const token of [company, waiting, rejected]) expect((await open(url, token)).status).toBe(404);
    }
    // A seeker made without a profile, and one whose card was refused, have no card either.
    const bare = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    expect((await open(signature_url, bare)).status).toBe(404);
  });

  it('refuses a bad NIP, an over-long name, a signature that is not an image, a stamp over 2 MB and two signatures, changing nothing', async () => {
    const before = (await t.get(CONFIGS, admin)).body.data.configs;
    const objects = await storedObjects(t);
    const cases: [Record<string, string>, Record<string, ReturnType<typeof image>>, string, string][] = [
      [{ ak1_head_nip: '1970010119900310' }, {}, 'ak1_head_nip', SETTINGS_MESSAGES.badNip],
      [{ ak1_head_nip: '19700101 199003 1 00A' }, {}, 'ak1_head_nip', SETTINGS_MESSAGES.badNip],
      [{ ak1_head_name: 'A'.repeat(101) }, {}, 'ak1_head_name', 'Nama kepala dinas'],
      [
        {},
        { ak1_signature: { data: SVG, name: 'ttd.png', type: 'image/png' } },
        'ak1_signature',
        'Gambar tanda tangan harus berupa gambar JPG, PNG, atau WebP.',
      ],
      [
        {},
        { ak1_stamp: { data: bigPng(2 * 1024 * 1024), name: 'stempel.png', type: 'image/png' } },
        'ak1_stamp',
        'Ukuran Gambar stempel dinas tidak boleh lebih dari 2 MB.',
      ],
    ];
    for (const [fields, files, field, message] of cases) {
      const res = await save({ ...CARD_FIELDS, ak1_head_name: 'Tidak Tersimpan', ...fields }, files);
      expect(res.status, field).toBe(422);
      expect(res.body.data.errors[field][0]).toContain(message);
    }
    const two = formOf({ ...SITE, ...CARD_FIELDS });
    for (const shade of [1, 2]) {
      two.append('ak1_signature', new Blob([new Uint8Array(png(shade))], { type: 'image/png' }), 'ttd.png');
    }
    const twice = await t.request('POST', CONFIGS, { form: two, token: admin });
    expect(twice.status).toBe(422);
    expect(twice.body.data.errors.ak1_signature).toEqual([SETTINGS_MESSAGES.oneImage('Gambar tanda tangan')]);
    expect((await t.get(CONFIGS, admin)).body.data.configs).toEqual(before);
    expect(await storedObjects(t)).toEqual(objects);
  });

  it('lets only the administrator change them: a verifier, a seeker, a company (403) and a guest (401) change nothing', async () => {
    const before = (await t.get(CONFIGS, admin)).body.data.configs;
    for (const token of [verifier, holder, company, undefined]) {
      const form = formOf(
        { ...SITE, ...CARD_FIELDS, ak1_head_name: 'Diambil Alih' },
        { ak1_signature: image(90, 'palsu.png') },
      );
      const res = await t.request('POST', CONFIGS, { form, token });
      expect(res.status).toBe(token ? 403 : 401);
    }
    expect((await t.get(CONFIGS, admin)).body.data.configs).toEqual(before);
    expect((await card()).head_name).toBe(CARD_FIELDS.ak1_head_name);
  });

  it('replaces a signature (the old file goes) and takes the stamp off the card', async () => {
    const old = (await t.get(CONFIGS, admin)).body.data.configs;
    const res = await save(
      { ...CARD_FIELDS, remove_ak1_stamp: '1' },
      { ak1_signature: image(140, 'ttd-baru.png') },
    );
    expect(res.status).toBe(200);
    const now = res.body.data.configs;
    expect(now.ak1_signature).not.toBe(old.ak1_signature);
    expect(now).toMatchObject({ ak1_stamp: '', ak1_stamp_url: null });
    const objects = await storedObjects(t);
    expect(objects).toContain(`private/${now.ak1_signature}`);
    expect(objects).not.toContain(`private/${old.ak1_signature}`);
    expect(objects).not.toContain(`private/${old.ak1_stamp}`);
    expect(await card()).toMatchObject({ signature_url: now.ak1_signature_url, stamp_url: null });
    // A save without files or flags keeps the signature; blank heading lines go back to the city's.
    const kept = await save({ ...CARD_FIELDS, ak1_government: '', ak1_office: ' ' });
    expect(kept.body.data.configs.ak1_signature).toBe(now.ak1_signature);
    expect(await card()).toMatchObject({
      heading_government: 'Pemerintah Kota Samarinda',
      heading_office: 'Dinas Tenaga Kerja',
    });
  });

  it('follows another CITY_CODE: the regency’s government, the office without the regency', async () => {
    await save({ ...CARD_FIELDS, ak1_government: '', ak1_office: '', ak1_head_title: '' });
    await seedConfigs(t.db, testConfig({ CITY_CODE: '64.02' }));
    const city = (await t.get('/api/v1/master')).body.data.configs.city_name as string;
    expect(city).not.toContain('Samarinda');
    const settings = (await t.get(CONFIGS, admin)).body.data.configs;
    expect(settings.ak1_defaults).toEqual({
      government: `Pemerintah ${city}`,
      office: 'Dinas Tenaga Kerja',
      head_title: 'Kepala Dinas Tenaga Kerja',
    });
    expect(await card()).toMatchObject({
      heading_government: `Pemerintah ${city}`,
      heading_office: 'Dinas Tenaga Kerja',
    });
  });
});
