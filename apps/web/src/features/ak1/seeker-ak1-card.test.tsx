import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AK1_MESSAGES } from '@siloker/shared/schemas/ak1-constants';
import { REVERIFICATION_MESSAGES } from '@siloker/shared/schemas/reverification';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { ak1Card, seekerUser } from './fixtures.ts';
import { SeekerAk1Card } from './seeker-ak1-card.tsx';

const api = setupFakeApi();

const open = () => {
  setAuthUser(seekerUser);
  return renderScreen(<SeekerAk1Card />, { path: '/panel/kartu-ak1' });
};

afterEach(() => vi.restoreAllMocks());

describe('Kartu AK/1 (/panel/kartu-ak1): the seeker opens, prints and reports on the card', () => {
  it('shows the issued card with its number, photo, QR code, validity, free statement and report boxes', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card() }));
    open();
    const front = await screen.findByRole('article', { name: 'Kartu AK/1 sisi depan' });
    expect(within(front).getByText('6472-2026-000123')).toBeTruthy();
    expect(within(front).getByText('6472015203960001')).toBeTruthy();
    expect(within(front).getByRole('img', { name: 'Foto Siti Rahmawati' }).getAttribute('src')).toBe(
      '/storage/photo/siti.jpg',
    );
    const qr = within(front).getByRole('img', { name: 'Kode QR pemeriksaan kartu 6472-2026-000123' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(front).getByText(/Berlaku s\.d\. 14 Januari 2028/)).toBeTruthy();

    const back = screen.getByRole('article', { name: 'Kartu AK/1 sisi belakang' });
    expect(within(back).getByText('GRATIS.')).toBeTruthy();
    // Three boxes (6, 12, 18 months); the first two reports after registration fill the first two.
    const rows = within(within(back).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['I', 'II', 'III']);
    expect(rows[0]!.textContent).toContain('Masih mencari kerja');
    expect(rows[1]!.textContent).toContain('Sudah bekerja: PT Mahakam Jaya');
    expect(rows[0]!.textContent).toContain('15 Jul 2026');
    expect(rows[2]!.textContent).toContain('15 Jul 2027');

    expect(screen.getByText(/Lapor berikutnya paling lambat 20 Januari 2027/)).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Riwayat lapor' });
    expect(within(history).getByText('Diterima melalui lamaran')).toBeTruthy();
    expect(api.calls('GET', '/seeker/ak1')[0]?.headers.authorization).toBe(`Bearer ${seekerUser.token}`);
  });

  it('says a card that is no longer valid is not valid, and how to renew it, instead of a due date', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: { ...ak1Card(), is_valid: false } }));
    open();
    expect(await screen.findByText(AK1_MESSAGES.cardInvalid)).toBeTruthy();
    expect(screen.queryByText(/Lapor berikutnya/)).toBeNull();
    expect(screen.queryByText('berlaku', { selector: 'strong' })).toBeNull();
  });

  it('prints with window.print in the chosen layout: A4 or the CR80 card', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card() }));
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open();
    await screen.findByRole('article', { name: 'Kartu AK/1 sisi depan' });
    const area = document.body.querySelector('.ak1-print-area')!;
    expect(area.getAttribute('data-layout')).toBe('a4');
    fireEvent.click(screen.getByRole('radio', { name: 'Kartu CR80 (85,6 × 54 mm)' }));
    expect(area.getAttribute('data-layout')).toBe('cr80');
    expect(area.className).toContain('ak1-layout-cr80');
    fireEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('carries the office’s heading and signature block: government, office, signer, NIP, signature over the stamp (decision 086)', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card() }));
    open();
    const front = await screen.findByRole('article', { name: 'Kartu AK/1 sisi depan' });
    const kop = front.querySelector('header.ak1-kop')!;
    expect(within(kop as HTMLElement).getByText('Pemerintah Kota Samarinda').className).toBe(
      'ak1-government',
    );
    expect(within(kop as HTMLElement).getByText('Dinas Tenaga Kerja')).toBeTruthy();
    expect(within(front).getByText('Kepala Dinas Tenaga Kerja')).toBeTruthy();
    expect(within(front).getByText('Drs. H. Ahmad Fauzi, M.Si.')).toBeTruthy();
    // The NIP as it is printed: 8, 6, 1 and 3 digits.
    expect(within(front).getByText('NIP. 19700101 199003 1 001')).toBeTruthy();
    const signature = within(front).getByRole('img', { name: 'Tanda tangan Drs. H. Ahmad Fauzi, M.Si.' });
    expect(signature.getAttribute('src')).toBe('/api/v1/files/signature/ttd-0123456789abcdef.png');
    const stamp = within(front).getByRole('img', { name: 'Stempel Dinas Tenaga Kerja' });
    expect(stamp.getAttribute('src')).toBe('/api/v1/files/stamp/stempel-0123456789abcdef.png');
    // The validity line belongs to the card's foot, beside the signature block.
    const foot = front.querySelector('.ak1-front-foot')!;
    expect(foot.textContent).toContain('Terdaftar 15 Januari 2026');
    expect(foot.textContent).toContain('Berlaku s.d. 14 Januari 2028');
  });

  it('leaves out what the office has not set: no NIP line, no images, the bundled emblem', async () => {
    api.on('GET', '/seeker/ak1', () =>
      ok({
        card: ak1Card({ head_name: null, head_nip: null, signature_url: null, stamp_url: null }),
      }),
    );
    open();
    const front = await screen.findByRole('article', { name: 'Kartu AK/1 sisi depan' });
    expect(within(front).getByText('Kepala Dinas Tenaga Kerja')).toBeTruthy();
    expect(within(front).queryByText(/^NIP\./)).toBeNull();
    expect(within(front).queryByRole('img', { name: /^Tanda tangan/ })).toBeNull();
    expect(within(front).queryByRole('img', { name: /^Stempel/ })).toBeNull();
    expect(front.querySelector('.ak1-emblem')!.getAttribute('src')).toBeTruthy();
  });

  it('prints one side of a CR80 card per job (front first), or both for a duplex printer; A4 always both', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card() }));
    open();
    await screen.findByRole('article', { name: 'Kartu AK/1 sisi depan' });
    const area = document.body.querySelector('.ak1-print-area')!;
    expect(area.getAttribute('data-sides')).toBe('both');
    expect(screen.queryByRole('group', { name: 'Sisi yang dicetak' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Kartu CR80 (85,6 × 54 mm)' }));
    const sides = screen.getByRole('group', { name: 'Sisi yang dicetak' });
    expect(area.getAttribute('data-sides')).toBe('front');
    fireEvent.click(within(sides).getByRole('radio', { name: 'Sisi belakang' }));
    expect(area.getAttribute('data-sides')).toBe('back');
    fireEvent.click(within(sides).getByRole('radio', { name: 'Kedua sisi (printer dua sisi)' }));
    expect(area.getAttribute('data-sides')).toBe('both');
    fireEvent.click(screen.getByRole('radio', { name: 'Kertas A4' }));
    expect(area.getAttribute('data-sides')).toBe('both');
  });

  it('tells an overdue holder so', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card({ report_overdue: true }) }));
    open();
    expect(await screen.findByText(/Anda terlambat lapor sejak 20 Januari 2027/)).toBeTruthy();
  });

  it('reports working only with a company, sends the report and shows the card the server returns', async () => {
    api.on('GET', '/seeker/ak1', () => ok({ card: ak1Card() }));
    const updated = ak1Card({
      next_report_due: '2027-05-01T03:00:00.000Z',
      reports: [
        {
          id: 3,
          status: 'WORKING',
          company_name: 'CV Sinar Mahakam',
          job_vacancy_id: null,
          note: null,
          source: 'SEEKER',
          reported_at: '2026-11-01T03:00:00.000Z',
        },
        ...ak1Card().reports,
      ],
    });
    api.on('POST', '/seeker/ak1/reports', (req) =>
      ok(
        { card: updated, report: { ...updated.reports[0], status: req.body.status } },
        AK1_MESSAGES.reportSaved,
        201,
      ),
    );
    open();
    const form = (await screen.findByRole('heading', { name: 'Lapor Kartu AK/1' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText(/Status saat ini/), { target: { value: 'WORKING' } });
    await submit(within(form).getByRole('button', { name: 'Kirim laporan' }));
    expect(
      await within(form).findByText('Nama perusahaan wajib di isi', { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('POST', '/seeker/ak1/reports')).toEqual([]);

    type(within(form).getByLabelText(/Nama perusahaan/), 'CV Sinar Mahakam');
    await submit(within(form).getByRole('button', { name: 'Kirim laporan' }));
    expect(await screen.findByText(AK1_MESSAGES.reportSaved)).toBeTruthy();
    const sent = api
      .calls('POST', '/seeker/ak1/reports')
      .map(({ body: { auth_user_id: _, ...rest } }) => rest);
    expect(sent).toEqual([{ status: 'WORKING', company_name: 'CV Sinar Mahakam' }]);
    await waitFor(() => expect(screen.getByText(/Lapor berikutnya paling lambat 1 Mei 2027/)).toBeTruthy());
  });

  it('before verification shows the status, what to complete and the way to the profile', async () => {
    api.on('GET', '/seeker/ak1', () => ({
      status: 404,
      body: {
        status: 'fail',
        message: AK1_MESSAGES.notVerified('Menunggu verifikasi'),
        data: { seeker_status: 'NOT_YET_VERIFIED', status_note: null, missing: ['Foto', 'Berkas KTP'] },
      },
    }));
    open();
    expect(await screen.findByRole('heading', { name: 'Kartu AK/1 belum terbit' })).toBeTruthy();
    expect(screen.getByText('Menunggu verifikasi')).toBeTruthy();
    const missing = screen.getByRole('list', { name: 'Data yang belum lengkap' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Foto', 'Berkas KTP']);
    expect(screen.getByRole('link', { name: 'Buka Data Pribadi' }).getAttribute('href')).toBe(
      '/panel/data-pribadi/pencari-kerja',
    );
    expect(screen.queryByRole('button', { name: 'Cetak' })).toBeNull();
  });

  it("shows a rejected seeker the office's note", async () => {
    api.on('GET', '/seeker/ak1', () => ({
      status: 404,
      body: {
        status: 'fail',
        message: AK1_MESSAGES.notVerified('Ditolak'),
        data: { seeker_status: 'REJECTED', status_note: 'Foto KTP tidak terbaca', missing: [] },
      },
    }));
    open();
    expect(await screen.findByText('Foto KTP tidak terbaca')).toBeTruthy();
    expect(screen.getByText('Ditolak')).toBeTruthy();
    expect(screen.getByText(/Perbaiki data sesuai catatan Dinas/)).toBeTruthy();
  });

  it('marks the card TIDAK BERLAKU while a changed identity waits for the office, without the report form', async () => {
    api.on('GET', '/seeker/ak1', () =>
      ok({ card: ak1Card({ is_valid: false, status: 'NOT_YET_VERIFIED', reverification_pending: true }) }),
    );
    open();
    expect(await screen.findByText(REVERIFICATION_MESSAGES.cardPendingReverification)).toBeTruthy();
    const front = screen.getByRole('article', { name: 'Kartu AK/1 sisi depan' });
    expect(within(front).getByText('TIDAK BERLAKU · menunggu verifikasi ulang Dinas')).toBeTruthy();
    expect(screen.getByText('6472-2026-000123')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Kirim Laporan/i })).toBeNull();
  });
});
