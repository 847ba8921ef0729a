import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit } from '../../testing/fake-api.tsx';
import { officeCompany, officeUser } from '../../testing/fixtures/verification.ts';
import { OfficeVerification } from './office-verification.tsx';
import type { CompanyCheckKind } from '@siloker/shared/schemas/company-checks-constants';

const api = setupFakeApi();

const open = () => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeVerification />, { path: '/panel/verifikasi', url: '/panel/verifikasi' });
};

const checksOf = async () =>
  screen.findByRole('region', { name: 'Pemeriksaan Dinas (ditampilkan di halaman publik)' });
const rowOf = (region: HTMLElement, name: RegExp) =>
  within(region).getByText(name, { selector: '.office-check-name' }).closest('li')!;
const sent = (path: string) => api.calls('POST', path).map(({ body: { auth_user_id: _, ...rest } }) => rest);
const CHECKS = '/office/companies/7/checks';
const answer = () => ok({ company_checks: officeCompany().checks }, 'Pemeriksaan dicatat.');

/** A check as the office's queue lists it, recorded on 1 March 2026. */
const recorded = (kind: CompanyCheckKind, recorded_by_name: string | null, is_current: boolean) => ({
  kind,
  checked_at: '2026-03-01T02:00:00.000Z',
  visited_on: null,
  recorded_by_name,
  is_current,
});

/** Issue 20 item 4 (docs/decisions/106): the office records its checks one by one in the company review. */
describe('Verifikasi: the office records what it checked about a company', () => {
  it('lists every kind with its state, and records a document check and a dated site visit', async () => {
    api.on('GET', '/office/companies', () =>
      ok({
        companies: [
          officeCompany({
            checks: {
              checks: [recorded('npwp_on_file', 'Petugas Dinas', false)],
              email_domain: {
                account: 'mahakam.co.id',
                website: 'mahakam.co.id',
                matches: true,
                free_mail: false,
              },
            },
          }),
        ],
        total: 1,
      }),
    );
    api.on('POST', CHECKS, answer);
    open();
    const region = await checksOf();
    expect(within(region).getAllByRole('listitem').length).toBe(4);
    expect(rowOf(region, /^NIB dicocokkan/).textContent).toContain('Belum dicatat');
    // A check whose values changed since says the public no longer sees it.
    const npwp = rowOf(region, /^NPWP tersedia/);
    expect(npwp.textContent).toContain('Dicatat 1 Maret 2026 oleh Petugas Dinas');
    expect(npwp.textContent).toContain('Data berubah sejak diperiksa');
    expect(
      within(npwp).getByRole('button', { name: 'Catat ulang: NPWP tersedia, PT Mahakam Jaya' }),
    ).toBeTruthy();
    expect(rowOf(region, /^Domain e-mail/).textContent).toContain('Domain sama dengan situs web.');

    await submit(
      within(region).getByRole('button', { name: 'Catat: NIB dicocokkan dengan dokumen, PT Mahakam Jaya' }),
    );
    expect(await screen.findByText('Pemeriksaan dicatat.')).toBeTruthy();

    const visit = rowOf(region, /^Kunjungan lapangan/);
    fireEvent.change(within(visit).getByLabelText('Tanggal kunjungan'), { target: { value: '2026-02-03' } });
    await submit(within(visit).getByRole('button', { name: 'Catat: Kunjungan lapangan, PT Mahakam Jaya' }));
    await waitFor(() =>
      expect(sent(CHECKS)).toEqual([
        { kind: 'nib_document' },
        { kind: 'site_visit', visited_on: '2026-02-03' },
      ]),
    );
    // The queue is read again, so the card shows the new state.
    await waitFor(() => expect(api.calls('GET', '/office/companies').length).toBeGreaterThan(1));
  });

  it('asks for a confirmation by hand when the e-mail domain differs from the website, and never for free mail', async () => {
    api.on('GET', '/office/companies', () =>
      ok({
        companies: [
          officeCompany({
            checks: {
              checks: [],
              email_domain: {
                account: 'mahakam-group.com',
                website: 'mahakam.co.id',
                matches: false,
                free_mail: false,
              },
            },
          }),
          officeCompany({
            id: 8,
            name: 'CV Gratisan',
            checks: {
              checks: [],
              email_domain: { account: 'gmail.com', website: null, matches: false, free_mail: true },
            },
          }),
        ],
        total: 2,
      }),
    );
    api.on('POST', CHECKS, answer);
    open();
    const [first, second] = await screen.findAllByRole('region', {
      name: 'Pemeriksaan Dinas (ditampilkan di halaman publik)',
    });
    const domain = rowOf(first!, /^Domain e-mail/);
    expect(domain.textContent).toContain('konfirmasi manual diperlukan');
    fireEvent.click(within(domain).getByRole('checkbox', { name: 'Dikonfirmasi manual' }));
    await submit(within(domain).getByRole('button', { name: /^Catat: Domain e-mail/ }));
    await waitFor(() => expect(sent(CHECKS)).toEqual([{ kind: 'email_domain', by_hand: true }]));

    const free = rowOf(second!, /^Domain e-mail/);
    expect(free.textContent).toContain('E-mail gratis: tidak dapat dikonfirmasi.');
    expect(within(free).queryByRole('checkbox')).toBeNull();
    expect(within(free).getByRole('button', { name: /^Catat: Domain e-mail/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it("withdraws a recorded check and shows the server's refusal in the error dialog", async () => {
    api.on('GET', '/office/companies', () =>
      ok({
        companies: [
          officeCompany({
            checks: {
              checks: [recorded('nib_document', null, true)],
              email_domain: { account: null, website: null, matches: false, free_mail: false },
            },
          }),
        ],
        total: 1,
      }),
    );
    api.on('DELETE', `${CHECKS}/nib_document`, () =>
      ok({ company_checks: officeCompany().checks }, 'Pemeriksaan dicabut.'),
    );
    api.on('POST', CHECKS, () => fail(422, 'Tanggal kunjungan tidak boleh setelah hari ini.'));
    open();
    const region = await checksOf();
    await submit(
      within(region).getByRole('button', { name: 'Cabut: NIB dicocokkan dengan dokumen, PT Mahakam Jaya' }),
    );
    expect(await screen.findByText('Pemeriksaan dicabut.')).toBeTruthy();
    expect(api.calls('DELETE', `${CHECKS}/nib_document`).length).toBe(1);

    const visit = rowOf(region, /^Kunjungan lapangan/);
    fireEvent.change(within(visit).getByLabelText('Tanggal kunjungan'), { target: { value: '2026-02-03' } });
    await submit(within(visit).getByRole('button', { name: 'Catat: Kunjungan lapangan, PT Mahakam Jaya' }));
    expect(await screen.findByText('Tanggal kunjungan tidak boleh setelah hari ini.')).toBeTruthy();
  });
});
