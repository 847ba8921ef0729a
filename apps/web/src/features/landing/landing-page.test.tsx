import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/react-query.ts';
import { SessionProvider } from '../../lib/session-context.tsx';
import { siteConfigQueryOptions, normalizeConfigs } from '../master/index.ts';
import { postsQueryOptions } from '../events/index.ts';
import { vacanciesQueryOptions } from '../vacancies/index.ts';
import { vacancySummary } from '../../testing/fixtures/vacancies.ts';
import { landingPageQueryOptions } from './api.ts';
import { LandingPage } from './landing-page.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderLanding() {
  const client = createQueryClient();
  const site = normalizeConfigs({});
  client.setQueryData(siteConfigQueryOptions().queryKey, site);
  client.setQueryData(landingPageQueryOptions().queryKey, {
    total_companies: 1250,
    total_seekers: 48,
    total_job_vacancies: 0,
    total_posts: 0,
    configs: {
      web_name: site.web_name,
      subtitle: site.subtitle,
      city_name: site.city_name,
      office_name: site.office_name,
    },
  });
  client.setQueryData(vacanciesQueryOptions({ limit: 5 }).queryKey, {
    items: [
      vacancySummary({
        title: 'Kasir Minimarket',
        title_slug: 'kasir-minimarket',
        salary: 3_400_000,
        salary_type_name: 'Bulanan',
      }),
    ],
    total: 1,
  });
  client.setQueryData(postsQueryOptions({ limit: 3 }).queryKey, { items: [], total: 0 });
  const router = createMemoryRouter(
    [
      { path: '/', element: <LandingPage /> },
      { path: '/lowongan-kerja', element: <p>daftar lowongan</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('LandingPage', () => {
  it('keeps the loading flag for 1 s, then shows counts, vacancies and an empty event list', () => {
    renderLanding();
    expect(screen.getByTestId('count-companies').getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('count-companies').getAttribute('aria-busy')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('count-companies').textContent).toBe('1.250');
    expect(screen.getByTestId('count-seekers').textContent).toBe('48');
    expect(screen.getByTestId('count-vacancies').textContent).toBe('0');
    expect(screen.getByRole('link', { name: 'Kasir Minimarket' }).getAttribute('href')).toBe(
      '/lowongan-kerja/kasir-minimarket',
    );
    expect(screen.getByText('Rp 3.400.000 / Bulanan')).toBeTruthy();
    expect(screen.getByText('Belum ada acara yang dijadwalkan.')).toBeTruthy();
  });

  it('searches the vacancy list with the query', async () => {
    const router = renderLanding();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari lowongan pekerjaan' }), {
      target: { value: ' operator alat berat ' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cari' })));
    expect(router.state.location.pathname).toBe('/lowongan-kerja');
    expect(router.state.location.search).toBe('?search=operator+alat+berat');
  });
});
