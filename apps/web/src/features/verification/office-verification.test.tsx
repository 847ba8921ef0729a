import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeCompany, officeUser, officeVacancy } from '../../testing/fixtures/verification.ts';
import { OfficeVerification } from './office-verification.tsx';

const api = setupFakeApi();

const open = (url = '/panel/verifikasi') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeVerification />, { path: '/panel/verifikasi', url });
};

const itemOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe('Verifikasi (/panel/verifikasi): the office verifies companies and vacancies', () => {
  it('lists the waiting companies five a page with their documents, missing items and total', async () => {
    api.on('GET', '/office/companies', () =>
      ok({
        companies: [
          officeCompany(),
          officeCompany({
            id: 8,
            name: 'CV Belum Lengkap',
            file_npwp_url: null,
            missing: ['Berkas NPWP', 'Nomor telepon'],
          }),
        ],
        total: 7,
      }),
    );
    open();
    const complete = await itemOf('PT Mahakam Jaya');
    // A PDF downloads (the server sends it as an attachment) and says so (issue 17 item 12).
    const nib = within(complete).getByRole('link', { name: 'Unduh Berkas NIB (PDF) (PT Mahakam Jaya)' });
    expect(nib.getAttribute('href')).toBe('/api/v1/files/nib/nib-7.pdf');
    expect(nib.hasAttribute('download')).toBe(true);
    expect(nib.getAttribute('target')).toBeNull();
    expect(
      within(complete)
        .getByRole('link', { name: /^Unduh Berkas NPWP \(PDF\)/ })
        .hasAttribute('download'),
    ).toBe(true);
    expect(within(complete).getByRole('button', { name: 'Verifikasi PT Mahakam Jaya' })).toHaveProperty(
      'disabled',
      false,
    );

    const incomplete = await itemOf('CV Belum Lengkap');
    const missing = within(incomplete).getByRole('list', {
      name: 'Data CV Belum Lengkap yang belum lengkap',
    });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Berkas NPWP', 'Nomor telepon']);
    expect(within(incomplete).getByText('Berkas NPWP belum diunggah')).toBeTruthy();
    expect(within(incomplete).getByRole('button', { name: 'Verifikasi CV Belum Lengkap' })).toHaveProperty(
      'disabled',
      true,
    );

    expect(api.calls('GET', '/office/companies')[0]?.query).toMatchObject({
      status: 'PENDING',
      offset: '0',
      limit: '5',
    });
    expect(api.calls('GET', '/office/companies')[0]?.headers.authorization).toBe(
      `Bearer ${officeUser.token}`,
    );
    expect(screen.getByRole('navigation', { name: /halaman/i })).toBeTruthy();
  });

  it('shows the vacancy queue in its tab and asks the server for the chosen status', async () => {
    api.on('GET', '/office/companies', () => ok({ companies: [], total: 0 }));
    api.on('GET', '/office/job-vacancies', (req) =>
      ok({
        job_vacancies:
          req.query.status === 'REJECTED'
            ? [
                officeVacancy({
                  id: 52,
                  title: 'Juru Masak',
                  status: 'REJECTED',
                  status_note: 'Gaji terlalu rendah',
                }),
              ]
            : [officeVacancy()],
        total: 1,
      }),
    );
    open();
    expect(await screen.findByText('Tidak ada perusahaan yang menunggu verifikasi.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lowongan Kerja' }));

    const vacancy = await itemOf('Operator Alat Berat');
    expect(within(vacancy).getByText('Rp 4.500.000 (Bulanan)')).toBeTruthy();
    expect(within(vacancy).getByText('3 orang')).toBeTruthy();
    expect(within(vacancy).getByText('Mengoperasikan ekskavator di lokasi tambang.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'REJECTED' } });
    const rejected = await itemOf('Juru Masak');
    expect(within(rejected).getByText('Gaji terlalu rendah')).toBeTruthy();
    // A rejected vacancy can still be verified, but not rejected again.
    expect(within(rejected).queryByRole('button', { name: 'Tolak Juru Masak' })).toBeNull();
    expect(api.calls('GET', '/office/job-vacancies').map((r) => r.query.status)).toEqual([
      'PENDING',
      'REJECTED',
    ]);
  });

  it('verifies with {status: VERIFIED}, shows the success message and refreshes the list', async () => {
    api.on('GET', '/office/companies', () => ok({ companies: [officeCompany()], total: 1 }));
    api.on('POST', '/office/companies/7/status', () =>
      ok({ company: officeCompany({ status: 'VERIFIED' }) }, 'Perusahaan berhasil diverifikasi.'),
    );
    open();
    const item = await itemOf('PT Mahakam Jaya');
    await submit(within(item).getByRole('button', { name: 'Verifikasi PT Mahakam Jaya' }));

    expect(await screen.findByText('Perusahaan berhasil diverifikasi.')).toBeTruthy();
    // The client adds auth_user_id to every request (docs/product.md §7); the decision itself is just the status.
    const sent = api
      .calls('POST', '/office/companies/7/status')
      .map(({ body: { auth_user_id: _, ...rest } }) => rest);
    expect(sent).toEqual([{ status: 'VERIFIED' }]);
    await waitFor(() => expect(api.calls('GET', '/office/companies').length).toBe(2));
  });

  it("shows the server's refusal of a verification in the error dialog", async () => {
    api.on('GET', '/office/companies', () => ok({ companies: [officeCompany()], total: 1 }));
    api.on('POST', '/office/companies/7/status', () =>
      fail(422, 'Perusahaan belum dapat diverifikasi karena data berikut belum lengkap: Berkas NPWP.'),
    );
    open();
    await submit(
      within(await itemOf('PT Mahakam Jaya')).getByRole('button', { name: 'Verifikasi PT Mahakam Jaya' }),
    );
    expect(await screen.findByText(/belum lengkap: Berkas NPWP/)).toBeTruthy();
  });

  it('rejects only with a note: an empty note stays in the dialog, a written one is sent', async () => {
    api.on('GET', '/office/job-vacancies', () => ok({ job_vacancies: [officeVacancy()], total: 1 }));
    api.on('POST', '/office/job-vacancies/51/status', () =>
      ok({ job_vacancy: officeVacancy({ status: 'REJECTED', status_note: 'x' }) }, 'Lowongan kerja ditolak.'),
    );
    open('/panel/verifikasi?tab=lowongan');
    fireEvent.click(
      within(await itemOf('Operator Alat Berat')).getByRole('button', { name: 'Tolak Operator Alat Berat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Operator Alat Berat' });
    await submit(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(
      await within(dialog).findByText('Alasan penolakan wajib di isi', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/office/job-vacancies/51/status')).toHaveLength(0);

    type(within(dialog).getByLabelText('Alasan penolakan'), 'Gaji di bawah upah minimum kota.');
    await submit(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Lowongan kerja ditolak.')).toBeTruthy();
    const sent = api
      .calls('POST', '/office/job-vacancies/51/status')
      .map(({ body: { auth_user_id: _, ...rest } }) => rest);
    expect(sent).toEqual([{ status: 'REJECTED', note: 'Gaji di bawah upah minimum kota.' }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tolak Operator Alat Berat' })).toBeNull(),
    );
  });

  it("keeps the dialog open with the server's note error under the field", async () => {
    api.on('GET', '/office/companies', () => ok({ companies: [officeCompany()], total: 1 }));
    api.on('POST', '/office/companies/7/status', () =>
      fail(400, 'Data tidak valid.', { note: ['Alasan penolakan paling banyak 1000 karakter.'] }),
    );
    open();
    fireEvent.click(
      within(await itemOf('PT Mahakam Jaya')).getByRole('button', { name: 'Tolak PT Mahakam Jaya' }),
    );
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('Alasan penolakan'), 'Dokumen tidak terbaca.');
    await submit(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(
      await within(dialog).findByText('Alasan penolakan paling banyak 1000 karakter.', {
        selector: '.field-error',
      }),
    ).toBeTruthy();
  });

  it('shows what a verified company changed since the office verified it, old → new', async () => {
    api.on('GET', '/office/companies', () =>
      ok({
        companies: [
          officeCompany({
            name: 'PT Mahakam Jaya Abadi',
            changes: [
              {
                field: 'name',
                label: 'Nama perusahaan',
                from: 'PT Mahakam Jaya',
                to: 'PT Mahakam Jaya Abadi',
              },
              {
                field: 'file_npwp',
                label: 'Berkas NPWP',
                from: 'berkas yang diverifikasi',
                to: 'berkas baru diunggah',
              },
            ],
          }),
          officeCompany({ id: 8, name: 'CV Tanpa Perubahan' }),
        ],
        total: 2,
      }),
    );
    open();
    const changed = await itemOf('PT Mahakam Jaya Abadi');
    const list = within(changed).getByRole('list', { name: 'Perubahan data PT Mahakam Jaya Abadi' });
    expect(within(list).getByText('PT Mahakam Jaya').tagName).toBe('DEL');
    expect(within(list).getByText('berkas baru diunggah')).toBeTruthy();
    const unchanged = await itemOf('CV Tanpa Perubahan');
    expect(within(unchanged).queryByRole('list', { name: /Perubahan data/ })).toBeNull();
  });

  it('previews a vacancy as its public page will show it: poster, requirements, benefits, place, salary', async () => {
    api.on('GET', '/office/job-vacancies', () => ok({ job_vacancies: [officeVacancy()], total: 1 }));
    open('/panel/verifikasi?tab=lowongan');
    const item = await itemOf('Operator Alat Berat');
    // A new vacancy: nothing verified before to compare with.
    expect(within(item).getByText(/Lowongan baru: belum pernah diverifikasi/)).toBeTruthy();
    expect(within(item).queryByRole('region', { name: /Pratinjau lowongan/ })).toBeNull();

    const toggle = within(item).getByRole('button', { name: 'Pratinjau halaman publik' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const preview = within(item).getByRole('region', { name: 'Pratinjau lowongan: Operator Alat Berat' });
    expect(toggle.getAttribute('aria-controls')).toBe(preview.id);
    const poster = within(preview).getByRole('img', { name: 'Poster lowongan Operator Alat Berat' });
    expect(poster.getAttribute('src')).toBe('/storage/poster/operator.png');
    expect(within(preview).getByRole('heading', { name: 'Kualifikasi' })).toBeTruthy();
    expect(within(preview).getByText('SMA/SMK/Sederajat')).toBeTruthy();
    expect(within(preview).getByText('Teliti menghitung uang, ramah, jujur')).toBeTruthy();
    expect(within(preview).getByText('Usia maksimal 27 tahun.')).toBeTruthy();
    expect(within(preview).getByText('BPJS Ketenagakerjaan')).toBeTruthy();
    expect(
      within(preview).getByText(
        'Jl. Otto Iskandardinata No. 7, Selili, Kec. Samarinda Ilir, Kota Samarinda, Kalimantan Timur',
      ),
    ).toBeTruthy();
    expect(within(preview).getAllByText('Rp 3.400.000 / Bulanan').length).toBeGreaterThan(0);
    expect(within(preview).getByText(/Melayani transaksi pembayaran/)).toBeTruthy();
    // The office previews: no apply button, no registration call to action.
    expect(within(preview).queryByRole('button', { name: /Lamar/ })).toBeNull();
    expect(within(preview).queryByText('Tertarik dengan lowongan ini?')).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Tutup pratinjau' }));
    expect(within(item).queryByRole('region', { name: /Pratinjau lowongan/ })).toBeNull();
  });

  it('shows what an edit changed since the verified version, old → new, or that nothing public changed', async () => {
    api.on('GET', '/office/job-vacancies', () =>
      ok({
        job_vacancies: [
          officeVacancy({
            has_verified_version: true,
            changes: [
              {
                field: 'salary',
                label: 'Gaji',
                from: 'Rp 3.000.000 / Bulanan',
                to: 'Rp 4.500.000 / Bulanan',
              },
              {
                field: 'poster',
                label: 'Poster',
                from: 'poster yang diverifikasi',
                to: 'poster baru diunggah',
              },
            ],
          }),
          officeVacancy({ id: 53, title: 'Juru Ukur', has_verified_version: true, changes: [] }),
        ],
        total: 2,
      }),
    );
    open('/panel/verifikasi?tab=lowongan');
    const edited = await itemOf('Operator Alat Berat');
    const list = within(edited).getByRole('list', { name: 'Perubahan data Operator Alat Berat' });
    expect(within(list).getByText('Rp 3.000.000 / Bulanan').tagName).toBe('DEL');
    expect(within(list).getByText('Rp 4.500.000 / Bulanan').tagName).toBe('INS');
    expect(within(list).getByText('poster baru diunggah')).toBeTruthy();
    expect(within(edited).queryByText(/Lowongan baru/)).toBeNull();

    const same = await itemOf('Juru Ukur');
    expect(within(same).queryByRole('list', { name: /Perubahan data/ })).toBeNull();
    expect(within(same).getByText(/Tidak ada perubahan pada isi yang tampil di publik/)).toBeTruthy();
  });

  it('puts each company document beside the values it proves, and shows an image inline', async () => {
    api.on('GET', '/office/companies', () =>
      ok({ companies: [officeCompany({ file_npwp_url: '/api/v1/files/npwp/npwp-7.png' })], total: 1 }),
    );
    open();
    const item = await itemOf('PT Mahakam Jaya');
    const docs = within(item).getByRole('region', { name: 'Dokumen PT Mahakam Jaya' });
    const nib = within(docs).getByRole('listitem', { name: 'Berkas NIB' });
    expect(within(nib).getByText('1234567890123')).toBeTruthy();
    expect(within(nib).getByText('Pertambangan')).toBeTruthy();
    expect(within(nib).getByText('Jl. Gajah Mada No. 1, Kota Samarinda')).toBeTruthy();
    // A PDF opens through the private files route; only images show inline.
    expect(within(nib).queryByRole('button', { name: /Tampilkan/ })).toBeNull();

    const npwp = within(docs).getByRole('listitem', { name: 'Berkas NPWP' });
    expect(within(npwp).queryByText('1234567890123')).toBeNull();
    expect(within(npwp).queryByRole('img')).toBeNull();
    fireEvent.click(within(npwp).getByRole('button', { name: 'Tampilkan Berkas NPWP' }));
    const image = within(npwp).getByRole('img', { name: 'Berkas NPWP PT Mahakam Jaya' });
    expect(image.getAttribute('src')).toBe('/api/v1/files/npwp/npwp-7.png');
    const view = within(npwp).getByRole('link', { name: /^Lihat Berkas NPWP/ });
    expect(view.getAttribute('href')).toBe('/api/v1/files/npwp/npwp-7.png');
    expect(view.getAttribute('target')).toBe('_blank');
  });
});
