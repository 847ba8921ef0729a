import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VITALS_MESSAGES, type VitalsData } from '@siloker/shared/schemas/vitals';
import { setAuthUser } from '../../lib/session.ts';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { VitalsSection } from './vitals-section.tsx';

const api = setupFakeApi();

const figures = (
  lcp: number | null,
  inp: number | null,
  cls: number | null,
  ttfb: number | null,
  n: number,
) => ({
  lcp_p75: lcp,
  lcp_count: lcp === null ? 0 : n,
  inp_p75: inp,
  inp_count: inp === null ? 0 : n,
  cls_p75: cls,
  cls_count: cls === null ? 0 : n,
  ttfb_p75: ttfb,
  ttfb_count: ttfb === null ? 0 : n,
});

const data = (route: string | null = null): VitalsData => ({
  from: '2026-10-05',
  to: '2026-11-26',
  time_zone: 'Asia/Makassar',
  route,
  pages: [
    { route: '/', ...figures(1800, 120, 0.02, 300, 1234) },
    { route: '/lowongan-kerja/:title_slug', ...figures(3100, 650, 0.3, null, 12) },
  ],
  weeks: [
    { week: '2026-11-16', ...figures(2400, 180, 0.05, 700, 40) },
    { week: '2026-11-23', ...figures(4100, 210, 0.1, 900, 7) },
  ],
});

const open = () => {
  setAuthUser(officeUser);
  return renderScreen(<VitalsSection />, { path: '/panel/statistik' });
};

describe('Kinerja halaman bagi pengguna: real users’ p75 on the office statistics', () => {
  it('shows p75 per page and per week in Google’s words with the sample counts', async () => {
    api.on('GET', '/office/statistics/vitals', () => ok(data()));
    open();
    const pages = await screen.findByRole('table', {
      name: /^p75 per halaman, 5 Oktober 2026 – 26 November 2026/,
    });
    const home = within(pages).getByRole('row', { name: /^\/ / });
    expect(
      within(home)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1,8 s Baik 1.234 laporan',
      '120 ms Baik 1.234 laporan',
      '0,02 Baik 1.234 laporan',
      '300 ms Baik 1.234 laporan',
    ]);
    const detail = within(pages).getByRole('row', { name: /title_slug/ });
    expect(
      within(detail)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3,1 s Perlu perbaikan 12 laporan', '650 ms Buruk 12 laporan', '0,30 Buruk 12 laporan', '–']);
    const weeks = screen.getByRole('table', { name: `p75 per minggu, ${VITALS_MESSAGES.allPages}` });
    const rows = within(weeks).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '16 November 2026',
      '23 November 2026',
    ]);
    expect(within(rows[1]!).getAllByRole('cell')[0]!.textContent).toBe('4,1 s Buruk 7 laporan');
    // The thresholds in words.
    expect(screen.getByText(/baik ≤ 2,5 s, buruk > 4 s/)).toBeTruthy();
    expect(api.queries('/office/statistics/vitals')).toEqual([{ weeks: '8' }]);
  });

  it('asks for one page’s weeks and another range', async () => {
    api.on('GET', '/office/statistics/vitals', (req) => ok(data((req.query.route as string) ?? null)));
    open();
    await screen.findByRole('table', { name: /^p75 per halaman/ });
    fireEvent.change(screen.getByLabelText('Halaman (tabel per minggu)'), {
      target: { value: '/lowongan-kerja/:title_slug' },
    });
    await screen.findByRole('table', { name: 'p75 per minggu, /lowongan-kerja/:title_slug' });
    fireEvent.change(screen.getByLabelText('Rentang'), { target: { value: '13' } });
    await waitFor(() =>
      expect(api.queries('/office/statistics/vitals')).toContainEqual({
        weeks: '13',
        route: '/lowongan-kerja/:title_slug',
      }),
    );
  });

  it('says so when nothing was reported', async () => {
    api.on('GET', '/office/statistics/vitals', () => ok({ ...data(), pages: [], weeks: [] }));
    open();
    expect(await screen.findByText(VITALS_MESSAGES.empty)).toBeTruthy();
  });
});
