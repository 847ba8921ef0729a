import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  VACANCY_ANALYTICS_LABELS as L,
  VACANCY_ANALYTICS_MESSAGES,
} from '@siloker/shared/schemas/vacancy-analytics-constants';
import { setAuthUser } from '../../lib/session.ts';
import { authUser } from '../../testing/fixtures/auth.ts';
import { fail, ok, renderScreen, setupFakeApi, submit, type } from '../../testing/fake-api.tsx';
import { VacancyAnalytics } from './vacancy-analytics-page.tsx';

const api = setupFakeApi();
const PATH = '/panel/data-lowongan-kerja/analitik/:id';

const data = {
  job_vacancy: { id: 31, title: 'Operator Gudang', created_at: '2026-03-01T01:00:00.000Z' },
  time_zone: 'Asia/Makassar',
  from: '2026-03-01',
  to: '2026-03-02',
  days: [
    {
      day: '2026-03-01',
      views: 1200,
      unique_visitors: 800,
      search_appearances: 5400,
      apply_clicks: 40,
      applications: 12,
    },
    {
      day: '2026-03-02',
      views: 30,
      unique_visitors: 20,
      search_appearances: 100,
      apply_clicks: 2,
      applications: 1,
    },
  ],
  totals: { views: 1230, unique_visitors: 820, search_appearances: 5500, apply_clicks: 42, applications: 13 },
  stages: [
    { status: 'APPLIED', label: 'Dikirim', count: 5 },
    { status: 'CALLED', label: 'Dipanggil', count: 4 },
    { status: 'PASSED', label: 'Lolos', count: 1 },
    { status: 'ACCEPTED', label: 'Diterima', count: 1 },
    { status: 'REJECTED', label: 'Tidak Diterima', count: 2 },
  ],
  first_response: { responded: 8, waiting: 5, median_hours: 4.5, average_hours: 20 },
};

describe('VacancyAnalytics (/panel/data-lowongan-kerja/analitik/:id)', () => {
  beforeEach(() => {
    setAuthUser(authUser({ role_name: 'company', seeker_detail_id: null, company_detail_id: 9 }));
  });

  it('shows the per-day table with its total row, the chart with its labels, the stages, the first response and the CSV link', async () => {
    api.on('GET', '/job-vacancies/analytics/31', () => ok(data));
    renderScreen(<VacancyAnalytics />, { path: PATH, url: '/panel/data-lowongan-kerja/analitik/31' });
    const table = await screen.findByTestId('analytics-days');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      L.day,
      L.views,
      L.unique_visitors,
      L.search_appearances,
      L.apply_clicks,
      L.applications,
    ]);
    const rows = within(table).getAllByRole('row');
    // Header, two days, the total; thousands with the Indonesian separator.
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.200', '800', '5.400', '40', '12']);
    expect(rows[3]!.textContent).toContain(L.total);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1.230', '820', '5.500', '42', '13']);

    const chart = screen.getByRole('img', {
      name: /Grafik per hari: Dilihat, Pengunjung unik, Klik "Lamar"\. Tertinggi 1\.200\./,
    });
    // One bar per day and series, the highest at full height.
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual([L.views, L.unique_visitors, L.apply_clicks]);

    const stages = screen.getByTestId('analytics-stages');
    expect(within(stages).getByRole('rowheader', { name: 'Dipanggil' }).nextSibling?.textContent).toBe('4');
    const response = screen.getByTestId('analytics-response');
    expect(within(response).getByText('Median').nextSibling?.textContent).toBe('4,5 jam');
    expect(within(response).getByText(L.waiting).nextSibling?.textContent).toBe('5');

    const link = screen.getByRole('link', { name: 'Unduh CSV' });
    expect(link.getAttribute('href')).toBe(
      '/api/v1/job-vacancies/analytics/31/export?from=2026-03-01&to=2026-03-02',
    );
  });

  it("says the figures cannot be loaded for another company's vacancy", async () => {
    api.on('GET', '/job-vacancies/analytics/32', () => fail(403, VACANCY_ANALYTICS_MESSAGES.notYours));
    renderScreen(<VacancyAnalytics />, { path: PATH, url: '/panel/data-lowongan-kerja/analitik/32' });
    expect(await screen.findByText('Analitik lowongan ini tidak dapat dimuat.')).toBeTruthy();
    expect(screen.queryByTestId('analytics-days')).toBeNull();
  });

  it('starts from the vacancy’s whole life, then asks the dates picked; the table and the CSV link follow the range', async () => {
    api.on('GET', '/job-vacancies/analytics/31', (req) =>
      req.query.from === '2026-03-02' && req.query.to === '2026-03-02'
        ? ok({
            ...data,
            from: '2026-03-02',
            to: '2026-03-02',
            days: [data.days[1]],
            totals: { ...data.totals, views: 30 },
          })
        : ok(data),
    );
    renderScreen(<VacancyAnalytics />, { path: PATH, url: '/panel/data-lowongan-kerja/analitik/31' });
    await screen.findByTestId('analytics-days');
    // The first ask names no range: the server's default (the vacancy's life) fills the fields.
    expect(api.lastQuery('/job-vacancies/analytics/31')).toEqual({});
    const from = screen.getByLabelText('Dari tanggal') as HTMLInputElement;
    const to = screen.getByLabelText('Sampai tanggal') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-03-01', '2026-03-02']);

    type(from, '2026-03-02');
    await submit(screen.getByRole('button', { name: 'Tampilkan' }));
    await waitFor(() =>
      expect(api.lastQuery('/job-vacancies/analytics/31')).toEqual({ from: '2026-03-02', to: '2026-03-02' }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('analytics-days')).getAllByRole('row')).toHaveLength(3),
    );
    expect(screen.getByRole('link', { name: 'Unduh CSV' }).getAttribute('href')).toBe(
      '/api/v1/job-vacancies/analytics/31/export?from=2026-03-02&to=2026-03-02',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Seluruh masa tayang' }));
    await waitFor(() =>
      expect(within(screen.getByTestId('analytics-days')).getAllByRole('row')).toHaveLength(4),
    );
    expect((screen.getByLabelText('Dari tanggal') as HTMLInputElement).value).toBe('2026-03-01');
  });

  it('says a range ending before it starts under “Sampai tanggal” without asking, and the server’s refusal likewise', async () => {
    api.on('GET', '/job-vacancies/analytics/31', (req) =>
      req.query.from ? fail(400, 'to: x', { to: [VACANCY_ANALYTICS_MESSAGES.tooLong] }) : ok(data),
    );
    renderScreen(<VacancyAnalytics />, { path: PATH, url: '/panel/data-lowongan-kerja/analitik/31' });
    await screen.findByTestId('analytics-days');
    const asked = api.calls('GET', '/job-vacancies/analytics/31').length;
    type(screen.getByLabelText('Dari tanggal'), '2026-03-05');
    type(screen.getByLabelText('Sampai tanggal'), '2026-03-01');
    await submit(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(
      await screen.findByText(VACANCY_ANALYTICS_MESSAGES.toBeforeFrom, { selector: '.field-error' }),
    ).toBeTruthy();
    expect(api.calls('GET', '/job-vacancies/analytics/31')).toHaveLength(asked);

    type(screen.getByLabelText('Sampai tanggal'), '2026-03-09');
    await submit(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(
      await screen.findByText(VACANCY_ANALYTICS_MESSAGES.tooLong, { selector: '.field-error' }),
    ).toBeTruthy();
    // The dates typed stay, to be corrected.
    expect((screen.getByLabelText('Sampai tanggal') as HTMLInputElement).value).toBe('2026-03-09');
    expect(screen.queryByTestId('analytics-days')).toBeNull();
  });
});
