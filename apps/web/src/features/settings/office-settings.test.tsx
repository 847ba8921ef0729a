import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@siloker/shared/messages';
import { SiteSettingsDataSchema, type SiteSettings } from '@siloker/shared/schemas/settings';
import { SETTINGS_LABELS } from '@siloker/shared/schemas/settings-constants';
import { APPLY_LIMIT_HINT, DESK_MESSAGES } from '@siloker/shared/schemas/employer-desk-constants';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeSettings } from './office-settings.tsx';

const api = setupFakeApi();

const saved = (overrides: Partial<SiteSettings> = {}): SiteSettings =>
  SiteSettingsDataSchema.parse({
    configs: {
      web_name: 'SiLoker',
      web_logo: 'logo/lama-0123456789abcdef.png',
      web_logo_url: '/storage/logo/lama-0123456789abcdef.png',
      office_name: 'Dinas Tenaga Kerja Kota Samarinda',
      office_address: '',
      office_phone: '',
      office_email: '',
      office_website: '',
      ak1_government: '',
      ak1_office: '',
      ak1_head_title: '',
      ak1_head_name: '',
      ak1_head_nip: '',
      ak1_signature: '',
      ak1_signature_url: null,
      ak1_stamp: '',
      ak1_stamp_url: null,
      ak1_defaults: {
        government: 'Pemerintah Kota Samarinda',
        office: 'Dinas Tenaga Kerja',
        head_title: 'Kepala Dinas Tenaga Kerja',
      },
      apply_limit_per_day: 20,
      ...overrides,
    },
  }).configs;

const open = () => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeSettings />, { path: '/panel/pengaturan' });
};

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'logo-baru.png', { type: 'image/png' });

describe('Pengaturan Situs (/panel/pengaturan): the office names the site and its contacts', () => {
  it('shows the saved values and the current logo, then sends every field and a new logo as multipart', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved() }));
    api.on('POST', '/office/configs', (req) =>
      ok(
        {
          configs: saved({
            web_name: String(req.body.web_name),
            office_phone: String(req.body.office_phone),
            web_logo: 'logo/baru-0123456789abcdef.png',
            web_logo_url: '/storage/logo/baru-0123456789abcdef.png',
          }),
        },
        'Pengaturan situs berhasil disimpan.',
      ),
    );
    open();
    const name = await screen.findByLabelText('Nama situs');
    expect((name as HTMLInputElement).value).toBe('SiLoker');
    expect(screen.getByRole('img', { name: 'Logo SiLoker saat ini' }).getAttribute('src')).toBe(
      '/storage/logo/lama-0123456789abcdef.png',
    );

    type(name, 'Loker Samarinda');
    type(screen.getByLabelText('Telepon instansi'), '(0541) 741234');
    fireEvent.change(screen.getByLabelText('Logo situs'), { target: { files: [png()] } });
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));

    await waitFor(() => expect(api.calls('POST', '/office/configs')).toHaveLength(1));
    const body = api.calls('POST', '/office/configs')[0]!.body;
    expect(body).toMatchObject({
      web_name: 'Loker Samarinda',
      office_name: 'Dinas Tenaga Kerja Kota Samarinda',
      office_phone: '(0541) 741234',
      web_logo: { file_name: 'logo-baru.png', type: 'image/png' },
    });
    expect(body.remove_web_logo).toBeUndefined();
    expect(await screen.findByText('Pengaturan situs berhasil disimpan.')).toBeTruthy();
    // The form shows what the server saved.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo Loker Samarinda saat ini' }).getAttribute('src')).toBe(
        '/storage/logo/baru-0123456789abcdef.png',
      ),
    );
  });

  it('keeps the form from sending without a site name, and shows the server’s refusal of a logo under the file', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved() }));
    api.on('POST', '/office/configs', () =>
      fail(422, 'Data yang dikirim tidak valid.', {
        web_logo: ['Logo situs harus berupa gambar JPG, PNG, atau WebP.'],
        ak1_stamp: ['Gambar stempel dinas terlalu besar.'],
      }),
    );
    open();
    const name = await screen.findByLabelText('Nama situs');
    type(name, '');
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    expect(await screen.findByText('Nama situs wajib di isi', { selector: '.field-error' })).toBeTruthy();
    expect(api.calls('POST', '/office/configs')).toHaveLength(0);

    type(name, 'SiLoker');
    fireEvent.change(screen.getByLabelText('Logo situs'), { target: { files: [png()] } });
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    expect(
      await screen.findByText('Logo situs harus berupa gambar JPG, PNG, atau WebP.', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
    // The files' errors are listed in the summary too, each linked to its input (docs/decisions/084).
    const summary = screen.getByRole('alert', { name: MESSAGES.formErrorSummaryTitle });
    const logo = within(summary).getByRole('link', {
      name: 'Logo situs harus berupa gambar JPG, PNG, atau WebP.',
    });
    expect(logo.getAttribute('href')).toBe(`#${screen.getByLabelText('Logo situs').id}`);
    const stamp = within(summary).getByRole('link', { name: 'Gambar stempel dinas terlalu besar.' });
    expect(document.getElementById(stamp.getAttribute('href')!.slice(1))).toBe(
      screen.getByLabelText('Gambar stempel dinas'),
    );
  });

  it('goes back to the bundled emblem when “Pakai logo bawaan” is ticked', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved() }));
    api.on('POST', '/office/configs', () => ok({ configs: saved({ web_logo: '', web_logo_url: null }) }));
    open();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Pakai logo bawaan' }));
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    await waitFor(() => expect(api.calls('POST', '/office/configs')).toHaveLength(1));
    expect(api.calls('POST', '/office/configs')[0]!.body.remove_web_logo).toBe('1');
    const figure = await screen.findByText('Logo bawaan (lambang kota)');
    expect(within(figure.closest('figure')!).getByRole('img')).toBeTruthy();
  });

  it('sets the AK/1 card’s signer, NIP, signature and stamp; blank heading lines show the city’s default (decision 086)', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved() }));
    api.on('POST', '/office/configs', () =>
      fail(422, 'Data yang dikirim tidak valid.', {
        ak1_head_nip: ['NIP harus 18 angka, contoh 19700101 199003 1 001.'],
      }),
    );
    open();
    const government = await screen.findByLabelText('Kop kartu: pemerintah daerah');
    expect(government.getAttribute('placeholder')).toBe('Pemerintah Kota Samarinda');
    expect(screen.getByLabelText('Kop kartu: nama dinas').getAttribute('placeholder')).toBe(
      'Dinas Tenaga Kerja',
    );
    type(screen.getByLabelText('Nama kepala dinas'), 'Drs. H. Ahmad Fauzi, M.Si.');
    type(screen.getByLabelText('NIP kepala dinas'), '19700101 199003 1 00');
    const signature = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ttd.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Gambar tanda tangan'), { target: { files: [signature] } });
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));

    await waitFor(() => expect(api.calls('POST', '/office/configs')).toHaveLength(1));
    const body = api.calls('POST', '/office/configs')[0]!.body;
    expect(body).toMatchObject({
      ak1_government: '',
      ak1_head_name: 'Drs. H. Ahmad Fauzi, M.Si.',
      ak1_head_nip: '19700101 199003 1 00',
      ak1_signature: { file_name: 'ttd.png', type: 'image/png' },
    });
    expect(body.ak1_stamp).toBeUndefined();
    expect(body.remove_ak1_stamp).toBeUndefined();
    // The server's refusal of the NIP shows under the field.
    expect(
      await screen.findByText('NIP harus 18 angka, contoh 19700101 199003 1 001.', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
  });

  it('shows the saved signature and stamp, and takes the stamp off the card when asked', async () => {
    const withImages = saved({
      ak1_head_nip: '197001011990031001',
      ak1_signature: 'signature/ttd-0123456789abcdef.png',
      ak1_signature_url: '/api/v1/files/signature/ttd-0123456789abcdef.png',
      ak1_stamp: 'stamp/stempel-0123456789abcdef.png',
      ak1_stamp_url: '/api/v1/files/stamp/stempel-0123456789abcdef.png',
    });
    api.on('GET', '/office/configs', () => ok({ configs: withImages }));
    api.on('POST', '/office/configs', () =>
      ok({ configs: { ...withImages, ak1_stamp: '', ak1_stamp_url: null } }),
    );
    open();
    expect(
      (await screen.findByRole('img', { name: 'Gambar tanda tangan saat ini' })).getAttribute('src'),
    ).toBe('/api/v1/files/signature/ttd-0123456789abcdef.png');
    expect(screen.getByRole('img', { name: 'Gambar stempel dinas saat ini' })).toBeTruthy();
    // The NIP reads as it is printed.
    expect((screen.getByLabelText('NIP kepala dinas') as HTMLInputElement).value).toBe(
      '19700101 199003 1 001',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hapus gambar stempel' }));
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    await waitFor(() => expect(api.calls('POST', '/office/configs')).toHaveLength(1));
    const body = api.calls('POST', '/office/configs')[0]!.body;
    expect(body.remove_ak1_stamp).toBe('1');
    expect(body.remove_ak1_signature).toBeUndefined();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Gambar stempel dinas saat ini' })).toBeNull(),
    );
  });

  it('shows the daily apply limit in force with its help, refuses a number out of bounds before sending, and saves a good one', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved({ apply_limit_per_day: 25 }) }));
    api.on('POST', '/office/configs', (req) =>
      ok(
        { configs: saved({ apply_limit_per_day: Number(req.body.apply_limit_per_day) }) },
        'Pengaturan situs berhasil disimpan.',
      ),
    );
    open();
    const limit = (await screen.findByLabelText(SETTINGS_LABELS.apply_limit_per_day)) as HTMLInputElement;
    expect(limit.value).toBe('25');
    expect(document.getElementById(limit.getAttribute('aria-describedby')!)!.textContent).toBe(
      APPLY_LIMIT_HINT,
    );

    type(limit, '201');
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    expect(
      await screen.findByText(DESK_MESSAGES.applyLimitInvalid, { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/office/configs')).toHaveLength(0);

    type(limit, '5');
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    await waitFor(() => expect(api.calls('POST', '/office/configs')).toHaveLength(1));
    expect(api.calls('POST', '/office/configs')[0]!.body.apply_limit_per_day).toBe('5');
    expect(await screen.findByText('Pengaturan situs berhasil disimpan.')).toBeTruthy();
    expect(screen.queryByText(DESK_MESSAGES.applyLimitInvalid)).toBeNull();
  });

  it('shows the server’s refusal of the apply limit under its field', async () => {
    api.on('GET', '/office/configs', () => ok({ configs: saved() }));
    api.on('POST', '/office/configs', () =>
      fail(422, 'Data yang dikirim tidak valid.', { apply_limit_per_day: ['Batas ditolak server.'] }),
    );
    open();
    await screen.findByLabelText(SETTINGS_LABELS.apply_limit_per_day);
    await submit(screen.getByRole('button', { name: 'Simpan pengaturan' }));
    expect(await screen.findByText('Batas ditolak server.', { selector: '.field-error' })).toBeTruthy();
  });
});
