import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  STATISTICS_HEADLINE,
  STATISTICS_MESSAGES,
  STATISTICS_SECTIONS,
} from '@siloker/shared/schemas/statistics-constants';
import { setAuthUser } from '../../lib/session.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { officeUser } from '../../testing/fixtures/verification.ts';
import { statisticsData } from '../../testing/fixtures/statistics.ts';
import { OfficeStatistics } from './office-statistics.tsx';

const api = setupFakeApi();

const open = (url = '/panel/statistik') => {
  setAuthUser(officeUser);
  return renderScreen(<OfficeStatistics />, { path: '/panel/statistik', url });
};

describe('Statistik (/panel/statistik): the office reads the portal’s figures', () => {
  it('shows the headline cards, placements first, with numbers in the Indonesian format and the freshness', async () => {
    api.on('GET', '/office/statistics', () => ok(statisticsData()));
    open();
    const cards = await screen.findByRole('list', { name: 'Angka utama' });
    const items = within(cards).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(
      STATISTICS_HEADLINE.map((h) => `${statisticsData().headline[h.key].toLocaleString('id-ID')}${h.label}`),
    );
    expect(items[0]!.textContent).toBe('1.234Diterima bekerja lewat portal');
    // 06.30 UTC is 14.30 WITA.
    expect(screen.getByText('Data per 23 November 2026 pukul 14.30 WITA')).toBeTruthy();
    expect(screen.getByText('1 September 2026 – 23 November 2026')).toBeTruthy();
    // No range in the address: the server's default is asked for.
    expect(api.queries('/office/statistics')).toEqual([{}]);
  });

  it('gives every section a table with a caption and an “Unduh CSV” link for the range shown', async () => {
    api.on('GET', '/office/statistics', () => ok(statisticsData()));
    open();
    await screen.findByRole('list', { name: 'Angka utama' });
    for (const section of STATISTICS_SECTIONS) {
      const region = screen.getByRole('region', { name: section.title });
      const table = within(region).getByRole('table', {
        name: `${section.title}, 1 September 2026 – 23 November 2026`,
      });
      const rows = statisticsData().sections[section.key];
      expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
      expect(within(table).getByRole('rowheader', { name: rows[0]!.label })).toBeTruthy();
      const link = within(region).getByRole('link', { name: `Unduh CSV ${section.title}` });
      expect(link.getAttribute('href')).toBe(
        `/api/v1/office/statistics/export?section=${section.key}&from=2026-09-01&to=2026-11-23`,
      );
    }
    const months = screen.getByRole('table', { name: /^Lamaran dan penempatan per bulan/ });
    const september = within(months).getByRole('row', { name: /September 2026/ });
    expect(
      within(september)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['18.000', '400']);
    const headline = screen.getByRole('link', { name: 'Unduh CSV Ringkasan' });
    expect(headline.getAttribute('href')).toBe(
      '/api/v1/office/statistics/export?section=headline&from=2026-09-01&to=2026-11-23',
    );
  });

  it('asks for the range typed, keeps it in the address, and refuses an end before the start', async () => {
    api.on('GET', '/office/statistics', (req) =>
      ok(statisticsData(req.query.from ? { from: req.query.from, to: req.query.to! } : {})),
    );
    const router = open();
    await screen.findByRole('list', { name: 'Angka utama' });
    const from = screen.getByLabelText('Dari tanggal') as HTMLInputElement;
    const to = screen.getByLabelText('Sampai tanggal') as HTMLInputElement;
    expect(from.value).toBe('2026-09-01');

    type(from, '2026-10-10');
    type(to, '2026-10-01');
    await submit(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(await screen.findByText(STATISTICS_MESSAGES.toBeforeFrom)).toBeTruthy();
    expect(api.calls('GET', '/office/statistics')).toHaveLength(1);

    type(to, '2026-10-31');
    await submit(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-10-10&to=2026-10-31'));
    await screen.findByRole('table', { name: 'Lowongan per bulan, 10 Oktober 2026 – 31 Oktober 2026' });
    expect(api.lastQuery('/office/statistics')).toEqual({ from: '2026-10-10', to: '2026-10-31' });
    expect(screen.getByRole('link', { name: 'Unduh CSV Lowongan per bulan' }).getAttribute('href')).toContain(
      'from=2026-10-10&to=2026-10-31',
    );

    fireEvent.click(screen.getByRole('button', { name: '12 bulan terakhir' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows what the server says of a range it refuses', async () => {
    api.on('GET', '/office/statistics', () =>
      fail(400, STATISTICS_MESSAGES.badRange, { to: [STATISTICS_MESSAGES.toBeforeFrom] }),
    );
    open('/panel/statistik?from=2999-01-01');
    expect((await screen.findByRole('alert')).textContent).toBe(STATISTICS_MESSAGES.toBeforeFrom);
  });
});
