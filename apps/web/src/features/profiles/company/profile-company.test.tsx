import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { AuthUserSchema } from '@siloker/shared/schemas/auth';
import {
  COMPANY_PROFILE_FIELDS,
  COMPANY_PROFILE_MESSAGES,
  FILE_MESSAGES,
  IMAGE_MAX_BYTES,
} from '@siloker/shared/schemas/profile-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { getAuthUser, setAuthUser } from '../../../lib/session.ts';
import { DROP, fail, ok, renderScreen, setupFakeApi, submit, type } from '../../../testing/fake-api.tsx';
import { companyProfileData } from './fixtures.ts';
import { ProfileCompany } from './profile-company.tsx';

const api = setupFakeApi();

const companyUser = AuthUserSchema.parse({
  id: 21,
  name: 'PT BPR Tepian Sejahtera',
  email: 'sdm@bprtepian.test',
  token: 'sesi-perusahaan',
  expired_at: new Date(Date.now() + 24 * 3600_000).toISOString(),
  role_name: 'company',
  status: 'VERIFIED',
  seeker_detail_id: null,
  company_detail_id: 7,
  photo: null,
  photo_url: null,
  phone: null,
  unread_notif_count: 0,
  permissions: ['dashboard'],
  seeker_detail: null,
  company_detail: { status: 'PENDING' },
  privacy_consent_required: false,
});

const PROVINCES = [
  { code: '64', name: 'Kalimantan Timur' },
  { code: '63', name: 'Kalimantan Selatan' },
];
const BUSINESS_FIELDS = [
  { id: 3, name: 'Industri Pengolahan' },
  { id: 11, name: 'Aktivitas Keuangan dan Asuransi' },
];

beforeEach(() => {
  setAuthUser(companyUser);
  api.on('GET', '/profile-company', () => ok(companyProfileData()));
  api.on('GET', '/location/provinces', () => ok({ provinces: PROVINCES }));
  api.on('GET', '/master/business-fields', () => ok({ business_fields: BUSINESS_FIELDS }));
  api.on('GET', '/location/cities', (req) =>
    ok({ cities: req.query.province_code === '63' ? [{ code: '63.71', name: 'Kota Banjarmasin' }] : [] }),
  );
});

const open = () => renderScreen(<ProfileCompany />, { path: '/panel/data-pribadi/perusahaan' });
// By role and name: the 'Alamat' section is itself labelled 'Alamat'.
const field = (label: string) =>
  (screen.queryByRole('textbox', { name: label }) ??
    screen.queryByRole('combobox', { name: label }) ??
    screen.getByLabelText(label, { selector: 'input' })) as HTMLInputElement;
const loaded = () => waitFor(() => expect(field('Nama perusahaan').value).toBe('PT BPR Tepian Sejahtera'));
const save = () => screen.getByRole('button', { name: /Simpan Profil|Menyimpan/ });
const choose = (label: string, file: File) => fireEvent.change(field(label), { target: { files: [file] } });
const fileOf = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

describe('ProfileCompany (/panel/data-pribadi/perusahaan)', () => {
  it('loads the profile into the fields, sections and region lists without extra region calls', async () => {
    open();
    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Profil Perusahaan' })).toBeTruthy();
    for (const title of ['Identitas Perusahaan', 'Alamat', 'Kontak', 'Dokumen Legalitas']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
    }
    expect(field('Email perusahaan').value).toBe('sdm@bprtepian.test');
    expect(field('Tentang perusahaan').value).toContain('Bank perkreditan rakyat.');
    expect(field('Alamat').value).toBe('Jl. Basuki Rahmat No. 30');
    expect(field('Nomor telepon').value).toBe('0541735010');
    expect(field('Situs web').value).toBe('https://bprtepian.test');
    expect(field('Kode pos').value).toBe('75112');
    expect(field('Nomor Induk Berusaha (NIB)').value).toBe('1234567890123');
    expect(field('Status kantor').value).toBe('head_office');
    expect(field('Bidang usaha').value).toBe('11');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kalimantan Timur' })).toBeTruthy());
    expect(field('Provinsi').value).toBe('64');
    expect(field('Kabupaten/Kota').value).toBe('64.72');
    expect(field('Kecamatan').value).toBe('64.72.09');
    expect(field('Kelurahan/Desa').value).toBe('64.72.09.1001');
    expect(screen.getByRole('option', { name: 'Karang Mumus' })).toBeTruthy();
    expect(api.calls('GET', '/location/cities')).toHaveLength(0);
    expect(api.calls('GET', '/location/sub-districts')).toHaveLength(0);
    // The saved NIB file is linked; NPWP has none yet.
    const nibLinks = screen.getAllByRole('link', { name: /Unduh berkas saat ini \(PDF\)/ });
    expect(nibLinks.map((a) => a.getAttribute('href'))).toEqual(['/api/v1/files/nib/3f9c.pdf']);
  });

  it('shows the verification state and what is still missing', async () => {
    open();
    await loaded();
    expect(screen.getByText('Menunggu verifikasi Dinas')).toBeTruthy();
    const missing = screen.getByText('Data yang masih perlu dilengkapi:').parentElement!;
    expect(within(missing).getByText('Berkas NPWP')).toBeTruthy();
  });

  it("shows a rejection with the office's note", async () => {
    api.on('GET', '/profile-company', () =>
      ok(companyProfileData({ status: 'REJECTED', status_note: 'Berkas NIB tidak terbaca.', missing: [] })),
    );
    open();
    await loaded();
    expect(screen.getByText('Ditolak')).toBeTruthy();
    expect(screen.getByText('Berkas NIB tidak terbaca.')).toBeTruthy();
    expect(screen.queryByText('Data yang masih perlu dilengkapi:')).toBeNull();
  });

  it('sends every contract field and only the chosen files as multipart, then shows the server message', async () => {
    // Like the server, the next GET returns what the POST stored.
    let stored = companyProfileData();
    api.on('GET', '/profile-company', () => ok(stored));
    api.on('POST', '/profile-company/', (req) => {
      stored = companyProfileData({
        name: String(req.body.name),
        file_npwp: 'npwp/1.pdf',
        file_npwp_url: '/api/v1/files/npwp/1.pdf',
        missing: [],
      });
      return ok({ company_detail: stored.company_detail }, COMPANY_PROFILE_MESSAGES.savedBackToPending);
    });
    open();
    await loaded();
    type(field('Nama perusahaan'), 'PT BPR Tepian Makmur');
    choose('Berkas NPWP', fileOf('npwp.pdf', 'application/pdf'));
    await submit(save());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(COMPANY_PROFILE_MESSAGES.savedBackToPending);
    const [sent] = api.calls('POST', '/profile-company/');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(Object.keys(sent!.body).sort()).toEqual(
      [...Object.keys(COMPANY_PROFILE_FIELDS), 'file_npwp'].sort(),
    );
    expect(sent!.body).toMatchObject({
      name: 'PT BPR Tepian Makmur',
      email: 'sdm@bprtepian.test',
      province_code: '64',
      sub_district_code: '64.72.09.1001',
      business_field_id: '11',
      status_office: 'head_office',
      nib: '1234567890123',
      file_npwp: { file_name: 'npwp.pdf', type: 'application/pdf', size: 2048 },
    });
    // The saved file is now linked, and the new choice is gone.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('link', { name: /Unduh berkas saat ini \(PDF\)/ })
          .map((a) => a.getAttribute('href')),
      ).toContain('/api/v1/files/npwp/1.pdf'),
    );
    expect(screen.queryByText('npwp.pdf')).toBeNull();
  });

  it('checks the §5 rules and the website together, lists every error at the top and sends nothing', async () => {
    open();
    await loaded();
    type(field('Nama perusahaan'), '');
    type(field('Nomor Induk Berusaha (NIB)'), '12345');
    type(field('Situs web'), 'bprtepian.test');
    await submit(save());
    const messages = [
      'Nama perusahaan wajib di isi',
      'Nomor Induk Berusaha (NIB) harus terdiri dari 13 digit angka',
      COMPANY_PROFILE_MESSAGES.badWebsite,
    ];
    // All at once: under each field and as links of the summary, in the order of the page.
    for (const message of messages) {
      expect(screen.getByText(message, { selector: '.field-error' })).toBeTruthy();
    }
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([messages[0], messages[2], messages[1]]);
    expect(api.calls('POST', '/profile-company/')).toHaveLength(0);
    expect(document.activeElement).toBe(field('Nama perusahaan'));

    fireEvent.click(links[2]!);
    expect(document.activeElement).toBe(field('Nomor Induk Berusaha (NIB)'));

    type(field('Nama perusahaan'), 'PT BPR Tepian Sejahtera');
    type(field('Nomor Induk Berusaha (NIB)'), '1234567890123');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([messages[2]]);
    type(field('Situs web'), 'https://bprtepian.test');
    expect(screen.queryByRole('alert', { name: MESSAGES.formErrorSummaryTitle })).toBeNull();
  });

  it('refuses an oversized logo before sending', async () => {
    open();
    await loaded();
    choose('Logo perusahaan', fileOf('logo.png', 'image/png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByText(FILE_MESSAGES.tooLarge('Logo perusahaan', IMAGE_MAX_BYTES))).toBeTruthy();
  });

  it("shows the server's field errors under their fields, files included", async () => {
    api.on('POST', '/profile-company/', () =>
      fail(422, 'Data tidak valid.', {
        nib: ['NIB sudah dipakai perusahaan lain.'],
        file_nib: [FILE_MESSAGES.badDocument('Berkas NIB')],
      }),
    );
    open();
    await loaded();
    choose('Berkas NIB', fileOf('nib.pdf', 'application/pdf'));
    await submit(save());
    const nibError = await screen.findByText('NIB sudah dipakai perusahaan lain.', {
      selector: '.field-error',
    });
    expect(field('Nomor Induk Berusaha (NIB)').getAttribute('aria-describedby')).toContain(nibError.id);
    expect(
      screen.getByText(FILE_MESSAGES.badDocument('Berkas NIB'), { selector: '.field-error' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The server's errors are listed at the top too, the file's with the field's.
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['NIB sudah dipakai perusahaan lain.', FILE_MESSAGES.badDocument('Berkas NIB')]);
    expect(document.activeElement).toBe(field('Nomor Induk Berusaha (NIB)'));
  });

  it('shows other failures of the save in the §8 dialog', async () => {
    api.on('POST', '/profile-company/', () => fail(403, 'Akun ini bukan akun perusahaan.'));
    open();
    await loaded();
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Akun ini bukan akun perusahaan.');
  });

  it('shows the §8 message when the profile cannot be loaded', async () => {
    api.on('GET', '/profile-company', () => DROP);
    open();
    const message = 'Terjadi kesalahan saat mengambil data profil perusahaan.';
    // The thrown-error toast, and the page's own failure card with a retry.
    const toasts = screen.getByRole('region', { name: 'Notifikasi' });
    await waitFor(() => expect(toasts.textContent).toContain(message));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Profil perusahaan tidak dapat dimuat' }),
    ).toBeTruthy();
    expect(screen.getByText(message, { selector: '.status-lead' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
    expect(MESSAGES.fetchCompanyProfileError).toBe(
      'Terjadi kesalahan saat mengambil data profil perusahaan.',
    );
  });

  it('ends the session on a 401 while loading', async () => {
    api.on('GET', '/profile-company', () => fail(401, 'Unauthenticated.'));
    open();
    expect(await screen.findByText('Halaman Masuk (tujuan)')).toBeTruthy();
    expect(getAuthUser()).toBeNull();
  });

  it('clears the city, district and village when another province is chosen', async () => {
    open();
    await loaded();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kalimantan Selatan' })).toBeTruthy());
    fireEvent.change(field('Provinsi'), { target: { value: '63' } });
    expect(field('Kabupaten/Kota').value).toBe('');
    expect(field('Kecamatan').value).toBe('');
    expect(field('Kelurahan/Desa').value).toBe('');
    expect((field('Kecamatan') as unknown as HTMLSelectElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kota Banjarmasin' })).toBeTruthy());
    expect(api.lastQuery('/location/cities')).toEqual({ province_code: '63' });
    await submit(save());
    expect(screen.getByText('Kabupaten/Kota wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/profile-company/')).toHaveLength(0);
  });

  it('warns a verified company before saving that a changed name needs the office again', async () => {
    api.on('GET', '/profile-company', () => ok(companyProfileData({ status: 'VERIFIED' })));
    open();
    await loaded();
    type(field('Nomor telepon'), '0541999888');
    expect(screen.queryByRole('alert')).toBeNull();
    type(field('Nama perusahaan'), 'PT BPR Tepian Sejahtera Abadi');
    expect(screen.getByRole('alert').textContent).toBe(
      REVERIFICATION_MESSAGES.companyFieldsChanged(['Nama perusahaan']),
    );
  });

  it('shows a company waiting for re-verification what it changed', async () => {
    const note = 'Data yang diverifikasi berubah (Nama perusahaan): menunggu verifikasi ulang Dinas.';
    api.on('GET', '/profile-company', () => ok(companyProfileData({ status: 'PENDING', status_note: note })));
    open();
    await loaded();
    expect(screen.getByText(note)).toBeTruthy();
  });
});
