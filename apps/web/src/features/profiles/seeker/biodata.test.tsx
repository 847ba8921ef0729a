import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ERROR_CODE_LABEL } from '@siloker/shared/envelope';
import { MESSAGES } from '@siloker/shared/messages';
import { SEEKER_BIODATA_FIELDS, SEEKER_PROFILE_MESSAGES } from '@siloker/shared/schemas/profile-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { getAuthUser, setAuthUser } from '../../../lib/session.ts';
import {
  DROP,
  fail,
  ok,
  renderScreen,
  setupFakeApi,
  submit,
  type,
  type Answer,
} from '../../../testing/fake-api.tsx';
import { authUser } from '../../../testing/fixtures/auth.ts';
import { ProfileJobSeekerBiodata } from './profile-job-seeker-biodata.tsx';
import { answerProfileScreens, profileData, seekerProfile } from './seeker-fixtures.ts';

const api = setupFakeApi();
beforeEach(() => {
  setAuthUser(authUser({ token: 'sesi-pencari' }));
  answerProfileScreens(api);
});

const PATH = '/panel/data-pribadi/pencari-kerja/biodata';
const open = () => renderScreen(<ProfileJobSeekerBiodata />, { path: PATH });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => screen.getByRole('button', { name: /Simpan|Menyimpan/ });
const loaded = () => waitFor(() => expect(field('Nama lengkap').value).toBe('Budi Santoso'));
const confirmDialog = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Oke' })));

describe('ProfileJobSeekerBiodata', () => {
  it('loads the profile into the fields and shows the saved photo and KTP', async () => {
    open();
    await loaded();
    expect(field('NIK').value).toBe('6472010101950001');
    expect(field('Tanggal lahir').value).toBe('1995-01-01');
    expect((screen.getByRole('radio', { name: 'Laki-laki' }) as HTMLInputElement).checked).toBe(true);
    expect(field('Status perkawinan').value).toBe('BELUM KAWIN');
    await waitFor(() => expect(field('Agama').value).toBe('1'));
    expect(field('RT').value).toBe('012');
    expect(field('Kode pos').value).toBe('75243');
    await waitFor(() => expect(field('Kelurahan/Desa').value).toBe('64.72.01.1001'));
    expect(field('Provinsi').value).toBe('64');
    expect(screen.getByRole('link', { name: /^Unduh KTP \(PDF\)/ }).getAttribute('href')).toBe(
      '/api/v1/files/ktp/budi.pdf',
    );
    expect(screen.getByRole('img', { name: 'Foto profil saat ini' }).getAttribute('src')).toBe(
      '/storage/photos/budi.jpg',
    );
    for (const heading of ['Data Diri', 'Alamat', 'Dokumen']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
  });

  it('submits a multipart form with the biodata keys, the new photo and its size', async () => {
    api.on('POST', '/profile-seeker/', () =>
      ok(
        { seeker_detail: profileData(seekerProfile({ phone: '081299998888' })).seeker_detail },
        'Tersimpan.',
      ),
    );
    open();
    await loaded();
    await waitFor(() => expect(field('Agama').value).toBe('1'));
    type(field('Nomor telepon'), '081299998888');
    fireEvent.click(screen.getByRole('radio', { name: 'Perempuan' }));
    const photo = new File([new Uint8Array(2048)], 'wajah.png', { type: 'image/png' });
    fireEvent.change(field('Foto'), { target: { files: [photo] } });
    await submit(save());

    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Tersimpan.');
    const [sent] = api.calls('POST', '/profile-seeker/');
    expect(sent!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent!.headers.authorization).toBe('Bearer sesi-pencari');
    expect(Object.keys(sent!.body).sort()).toEqual(
      [...Object.keys(SEEKER_BIODATA_FIELDS), 'photo', 'photo_size'].sort(),
    );
    expect(sent!.body).toMatchObject({
      full_name: 'Budi Santoso',
      nik: '6472010101950001',
      birth_date: '1995-01-01',
      gender: 'female',
      phone: '081299998888',
      sub_district_code: '64.72.01.1001',
      religion_id: '1',
      weight: '65',
      photo: { file_name: 'wajah.png', type: 'image/png', size: 2048 },
      photo_size: '2048',
    });
  });

  it('refuses a file too large for its kind before anything is sent', async () => {
    open();
    await loaded();
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' });
    fireEvent.change(field('Foto'), { target: { files: [big] } });
    expect(screen.getByText('Ukuran Foto tidak boleh lebih dari 2 MB.')).toBeTruthy();
  });

  it('warns about an invalid form, marks the field and sends nothing', async () => {
    open();
    await loaded();
    type(field('NIK'), '12345');
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(SEEKER_PROFILE_MESSAGES.invalidForm);
    expect(
      screen.getByText('NIK harus terdiri dari 16 digit angka', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(field('NIK').getAttribute('aria-describedby')).toBeTruthy();
    expect(api.calls('POST', '/profile-seeker/')).toHaveLength(0);
  });

  it('shows a 400 with the §8 message and the server field errors under their fields', async () => {
    api.on('POST', '/profile-seeker/', () =>
      fail(400, 'Data tidak valid.', { nik: [SEEKER_PROFILE_MESSAGES.nikTaken] }),
    );
    open();
    await loaded();
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.profileBadRequest);
    expect(within(dialog).getByRole('button', { name: 'Oke' })).toBeTruthy();
    await confirmDialog();
    const error = screen.getByText(SEEKER_PROFILE_MESSAGES.nikTaken, { selector: '.field-error' });
    expect(field('NIK').getAttribute('aria-describedby')).toContain(error.id);
  });

  it("lists the files' server errors in the summary with the fields', each linked to its input", async () => {
    api.on('POST', '/profile-seeker/', () =>
      fail(400, 'Data tidak valid.', {
        nik: [SEEKER_PROFILE_MESSAGES.nikTaken],
        photo: ['Foto harus berupa gambar JPG, PNG, atau WebP.'],
        file_ktp: ['Berkas KTP rusak atau tidak dapat dibaca.'],
      }),
    );
    open();
    await loaded();
    await submit(save());
    await screen.findByRole('alertdialog');
    await confirmDialog();
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    expect(within(summary).getByRole('link', { name: SEEKER_PROFILE_MESSAGES.nikTaken })).toBeTruthy();
    const photo = within(summary).getByRole('link', {
      name: 'Foto harus berupa gambar JPG, PNG, atau WebP.',
    });
    expect(photo.getAttribute('href')).toBe(`#${field('Foto').id}`);
    const ktp = within(summary).getByRole('link', { name: 'Berkas KTP rusak atau tidak dapat dibaca.' });
    expect(ktp.getAttribute('href')).toBe(`#${field('Berkas KTP').id}`);
  });

  const failures: [string, () => Answer | typeof DROP, string][] = [
    ['500', () => fail(500, 'boom'), MESSAGES.profileServerError],
    ['403 (any other answer)', () => fail(403, 'Tidak boleh.'), MESSAGES.profileOtherError],
    ['422', () => fail(422, 'Tidak dapat diproses.'), MESSAGES.profileBadRequest],
    ['a dropped connection', () => DROP, MESSAGES.profileNetworkError],
  ];
  it.each(failures)('maps a submission failure by %s to its §8 message', async (_, answer, message) => {
    api.on('POST', '/profile-seeker/', answer);
    open();
    await loaded();
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(message);
    expect(save().textContent).toBe('Simpan');
  });

  it('shows a server error\'s request id as "Kode: …" under the §8 message (docs/decisions/096)', async () => {
    const id = '0d9c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
    api.on('POST', '/profile-seeker/', () => ({
      status: 500,
      body: { status: 'error', message: MESSAGES.serverError, data: { request_id: id } },
    }));
    open();
    await loaded();
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.profileServerError);
    expect(dialog.querySelector('.dialog-code')?.textContent).toBe(`${ERROR_CODE_LABEL}: ${id}`);
  });

  it('maps a 401 on submission to its §8 message and ends the session', async () => {
    api.on('POST', '/profile-seeker/', () => fail(401, 'Token tidak berlaku.'));
    const router = open();
    await loaded();
    await submit(save());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.profileUnauthorized);
    expect(getAuthUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  it('warns that the session ended and clears the user on a 401 while loading', async () => {
    api.on('GET', '/profile-seeker', () => fail(401, MESSAGES.unauthorized));
    const router = open();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(MESSAGES.sessionEnded);
    expect(getAuthUser()).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/masuk'));
  });

  it('shows the busy label while saving', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.on('POST', '/profile-seeker/', async () => {
      await held;
      return ok({ seeker_detail: profileData().seeker_detail }, '');
    });
    open();
    await loaded();
    await submit(save());
    expect(save().textContent).toBe('Menyimpan...');
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    release();
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('alertdialog').textContent).toContain(SEEKER_PROFILE_MESSAGES.saved);
  });

  it('warns a verified seeker before saving that a changed identity needs the office again', async () => {
    answerProfileScreens(api, seekerProfile({ status: 'VERIFIED', number_registration: '6472-2026-000123' }));
    open();
    await loaded();
    expect(screen.getByText(REVERIFICATION_MESSAGES.seekerIdentityWarning)).toBeTruthy();
    type(field('Nomor telepon'), '081299998888');
    expect(screen.queryByRole('alert')).toBeNull();
    type(field('Nama lengkap'), 'Budi Santoso Putra');
    type(field('Tempat lahir'), 'Balikpapan');
    expect(screen.getByRole('alert').textContent).toBe(
      REVERIFICATION_MESSAGES.seekerIdentityChanged(['Nama lengkap', 'Tempat lahir']),
    );
  });

  it('tells a seeker whose changed identity waits for the office why', async () => {
    const note = 'Identitas diubah (NIK): menunggu verifikasi ulang Dinas.';
    answerProfileScreens(
      api,
      seekerProfile({
        status: 'NOT_YET_VERIFIED',
        number_registration: '6472-2026-000123',
        status_note: note,
      }),
    );
    open();
    await loaded();
    expect(screen.getByRole('status').textContent).toContain(note);
  });
});
