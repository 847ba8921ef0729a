import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AK1_MESSAGES } from '@siloker/shared/schemas/ak1-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeVerification } from '../../testing/screens.ts';
import { officeSeeker, reportDueSeeker } from './office-fixtures.ts';

const api = setupFakeApi();

const open = (url = '/panel/verifikasi?tab=pencari-kerja') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeVerification />, { path: '/panel/verifikasi', url });
};

const itemOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li')!;

describe("Verifikasi, tab 'Pencari Kerja': the office verifies seekers and issues the AK/1 card", () => {
  it('lists the waiting seekers with their KTP and certificates to open and what is missing', async () => {
    api.on('GET', '/office/seekers', () =>
      ok({
        seekers: [
          officeSeeker({ file_cv_url: '/api/v1/files/cv/siti.pdf' }),
          officeSeeker({
            id: 6,
            name: 'Belum Lengkap',
            file_ktp_url: null,
            certificates: [],
            missing: ['Foto'],
          }),
        ],
        total: 2,
      }),
    );
    open();
    const complete = await itemOf('Siti Rahmawati');
    const ktp = within(complete).getByRole('link', { name: 'Unduh KTP (PDF) (Siti Rahmawati)' });
    expect(ktp.getAttribute('href')).toBe('/api/v1/files/ktp/siti.pdf');
    expect(ktp.hasAttribute('download')).toBe(true);
    expect(
      within(complete)
        .getByRole('link', { name: /^Unduh Ijazah SMA\/SMK Sederajat \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/v1/files/certificate/ijazah-5.pdf');
    // The office opens the CV as it opens the KTP (the read is logged, docs/decisions/077).
    expect(
      within(complete)
        .getByRole('link', { name: /^Unduh CV \(PDF\)/ })
        .getAttribute('href'),
    ).toBe('/api/v1/files/cv/siti.pdf');
    expect(within(complete).getByText('6472015203960001')).toBeTruthy();
    expect(within(complete).getByRole('button', { name: 'Verifikasi Siti Rahmawati' })).toHaveProperty(
      'disabled',
      false,
    );

    const incomplete = await itemOf('Belum Lengkap');
    expect(within(incomplete).getByText('KTP belum diunggah')).toBeTruthy();
    expect(
      within(
        within(incomplete).getByRole('list', { name: 'Data Belum Lengkap yang belum lengkap' }),
      ).getByText('Foto'),
    ).toBeTruthy();
    expect(within(incomplete).getByRole('button', { name: 'Verifikasi Belum Lengkap' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(api.calls('GET', '/office/seekers')[0]?.query).toMatchObject({
      status: 'NOT_YET_VERIFIED',
      offset: '0',
      limit: '5',
    });
    expect(api.calls('GET', '/office/companies')).toEqual([]);
  });

  it('asks the server for the chosen status and shows the number of a verified seeker', async () => {
    api.on('GET', '/office/seekers', (req) =>
      ok({
        seekers:
          req.query.status === 'VERIFIED'
            ? [officeSeeker({ status: 'VERIFIED', number_registration: '6472-2026-000007' })]
            : [],
        total: req.query.status === 'VERIFIED' ? 1 : 0,
      }),
    );
    open();
    expect(await screen.findByText('Tidak ada pencari kerja yang menunggu verifikasi.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'VERIFIED' } });
    const item = await itemOf('Siti Rahmawati');
    expect(within(item).getByText(/No\. AK\/1 6472-2026-000007/)).toBeTruthy();
    expect(within(item).queryByRole('button', { name: 'Verifikasi Siti Rahmawati' })).toBeNull();
    expect(api.calls('GET', '/office/seekers').map((r) => r.query.status)).toEqual([
      'NOT_YET_VERIFIED',
      'VERIFIED',
    ]);
  });

  it('verifies with {status: VERIFIED} and shows the server message; a refusal is shown too', async () => {
    api.on('GET', '/office/seekers', () => ok({ seekers: [officeSeeker()], total: 1 }));
    let refuse = true;
    api.on('POST', '/office/seekers/5/status', () =>
      refuse
        ? fail(422, AK1_MESSAGES.seekerIncomplete(['Berkas KTP']))
        : ok(
            { seeker: officeSeeker({ status: 'VERIFIED', number_registration: '6472-2026-000001' }) },
            AK1_MESSAGES.seekerVerified,
          ),
    );
    open();
    const item = await itemOf('Siti Rahmawati');
    await submit(within(item).getByRole('button', { name: 'Verifikasi Siti Rahmawati' }));
    expect(await screen.findByText(/belum lengkap: Berkas KTP/)).toBeTruthy();

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Oke' }));
    await submit(within(item).getByRole('button', { name: 'Verifikasi Siti Rahmawati' }));
    expect(await screen.findByText(AK1_MESSAGES.seekerVerified)).toBeTruthy();
    const sent = api
      .calls('POST', '/office/seekers/5/status')
      .map(({ body: { auth_user_id: _, ...rest } }) => rest);
    expect(sent).toEqual([{ status: 'VERIFIED' }, { status: 'VERIFIED' }]);
    await waitFor(() => expect(api.calls('GET', '/office/seekers').length).toBeGreaterThanOrEqual(2));
  });

  it('offers to renew a verified card whose 2 years have run out, by verifying again', async () => {
    const expired = officeSeeker({
      status: 'VERIFIED',
      number_registration: '6472-2023-000002',
      date_registration: '2023-03-01',
    });
    const current = officeSeeker({
      id: 6,
      name: 'Budi Santoso',
      status: 'VERIFIED',
      number_registration: '6472-2026-000003',
      date_registration: new Date().toISOString().slice(0, 10),
    });
    api.on('GET', '/office/seekers', () => ok({ seekers: [expired, current], total: 2 }));
    api.on('POST', '/office/seekers/5/status', () => ok({ seeker: expired }, AK1_MESSAGES.seekerVerified));
    open();
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'VERIFIED' } });
    const item = await itemOf('Siti Rahmawati');
    expect(within(item).getByText(/Kartu AK\/1 berakhir 28 Februari 2025/)).toBeTruthy();
    await submit(within(item).getByRole('button', { name: 'Perpanjang Kartu AK/1 Siti Rahmawati' }));
    expect(await screen.findByText(AK1_MESSAGES.seekerVerified)).toBeTruthy();
    expect(api.calls('POST', '/office/seekers/5/status')[0]?.body).toMatchObject({ status: 'VERIFIED' });
    const valid = await itemOf('Budi Santoso');
    expect(within(valid).queryByRole('button', { name: /Perpanjang/ })).toBeNull();
  });

  it('rejects only with a note', async () => {
    api.on('GET', '/office/seekers', () => ok({ seekers: [officeSeeker()], total: 1 }));
    api.on('POST', '/office/seekers/5/status', () =>
      ok(
        { seeker: officeSeeker({ status: 'REJECTED', status_note: 'KTP buram' }) },
        AK1_MESSAGES.seekerRejected,
      ),
    );
    open();
    fireEvent.click(
      within(await itemOf('Siti Rahmawati')).getByRole('button', { name: 'Tolak Siti Rahmawati' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Tolak Siti Rahmawati' });
    await submit(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(
      await within(dialog).findByText('Alasan penolakan wajib di isi', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/office/seekers/5/status')).toEqual([]);

    type(within(dialog).getByLabelText(/Alasan penolakan/), 'KTP buram');
    await submit(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText(AK1_MESSAGES.seekerRejected)).toBeTruthy();
    const sent = api
      .calls('POST', '/office/seekers/5/status')
      .map(({ body: { auth_user_id: _, ...rest } }) => rest);
    expect(sent).toEqual([{ status: 'REJECTED', note: 'KTP buram' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("lists the overdue card holders under 'Wajib Lapor'", async () => {
    api.on('GET', '/office/seekers/reports-due', () =>
      ok({
        seekers: [
          reportDueSeeker({
            last_report: {
              id: 4,
              status: 'LOOKING',
              company_name: null,
              job_vacancy_id: null,
              note: null,
              source: 'SEEKER',
              reported_at: '2025-02-01T02:00:00.000Z',
            },
          }),
        ],
        total: 1,
      }),
    );
    open('/panel/verifikasi');
    fireEvent.click(await screen.findByRole('button', { name: 'Wajib Lapor' }));
    const item = await itemOf('Andi Pratama');
    expect(within(item).getByText('Terlambat 120 hari')).toBeTruthy();
    expect(within(item).getByText(/Masih mencari kerja/)).toBeTruthy();
    expect(within(item).getByText('081298765432')).toBeTruthy();
    expect(api.calls('GET', '/office/seekers/reports-due')[0]?.query).toMatchObject({
      offset: '0',
      limit: '5',
    });
  });

  it('shows what a verified seeker changed since the office verified them, old → new', async () => {
    api.on('GET', '/office/seekers', () =>
      ok({
        seekers: [
          officeSeeker({
            number_registration: '6472-2026-000123',
            status_note: 'Identitas diubah (Nama lengkap): menunggu verifikasi ulang Dinas.',
            changes: [
              { field: 'full_name', label: 'Nama lengkap', from: 'Siti Rahma', to: 'Siti Rahmawati' },
            ],
          }),
        ],
        total: 1,
      }),
    );
    open();
    const item = await itemOf('Siti Rahmawati');
    const changes = within(item).getByRole('list', { name: 'Perubahan data Siti Rahmawati' });
    expect(within(changes).getByText('Siti Rahma').tagName).toBe('DEL');
    expect(within(changes).getByText('Siti Rahmawati').tagName).toBe('INS');
    expect(within(item).getByText(REVERIFICATION_MESSAGES.queueChangesTitle + ':')).toBeTruthy();
  });
});
