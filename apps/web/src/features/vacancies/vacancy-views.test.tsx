import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyDetailDataSchema } from '@siloker/shared/schemas/vacancies';
import { ok, renderScreen, setupFakeApi } from '../../testing/fake-api.tsx';
import { vacancyDetail } from '../../testing/fixtures/vacancies.ts';
import { JobVacancyDetail } from './job-vacancy-detail.tsx';
import { TRACKERS_STORAGE_KEY } from './views-api.ts';

const api = setupFakeApi();

const SLUG = 'barista-kopi';
const vacancy = vacancyDetail({ id: 41, title: 'Barista Kopi', title_slug: SLUG, view_count: 1234 });

function serve(ip = '203.0.113.5') {
  api.on('GET', `/job-vacancies/slug/${SLUG}`, () =>
    ok(VacancyDetailDataSchema.parse({ job_vacancy: vacancy })),
  );
  api.on('POST', '/job-vacancies/view', (req) =>
    ok({
      job_vacancy_tracker: {
        id: 900,
        job_vacancy_id: (req.body as { job_vacancy_id: number }).job_vacancy_id,
        ip_address: ip,
      },
    }),
  );
}

const open = (strict = false) =>
  renderScreen(<JobVacancyDetail />, {
    path: '/lowongan-kerja/:title_slug',
    url: `/lowongan-kerja/${SLUG}`,
    strict,
  });

const stored = () => JSON.parse(localStorage.getItem(TRACKERS_STORAGE_KEY) ?? 'null') as unknown;
const views = () => api.calls('POST', '/job-vacancies/view');
/** Long enough for a request the page would have sent to reach the fake API. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('view counting on the vacancy detail page (docs/product.md §4)', () => {
  it('shows view_count', async () => {
    serve();
    open();
    expect((await screen.findByTestId('vacancy-views')).textContent).toBe('1.234 kali dilihat');
  });

  it('sends the view once and keeps the tracker, so a second visit sends nothing', async () => {
    serve();
    open(true);
    await screen.findByRole('heading', { level: 1, name: 'Barista Kopi' });
    await waitFor(() =>
      expect(stored()).toEqual([{ id: 900, job_vacancy_id: 41, ip_address: '203.0.113.5' }]),
    );
    expect(views()).toHaveLength(1);
    expect(views()[0]!.body).toMatchObject({ job_vacancy_id: 41 });

    cleanup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Barista Kopi' });
    await settle();
    expect(views()).toHaveLength(1);
  });

  it('sends nothing when a tracker for this vacancy is already stored', async () => {
    localStorage.setItem(
      TRACKERS_STORAGE_KEY,
      JSON.stringify([{ id: 5, job_vacancy_id: 41, ip_address: '198.51.100.9' }]),
    );
    serve();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Barista Kopi' });
    await settle();
    expect(views()).toHaveLength(0);
  });

  it('keeps trackers per vacancy: another vacancy seen from the same address is stored and sent once', async () => {
    const other = [{ id: 5, job_vacancy_id: 7, ip_address: '203.0.113.5' }];
    localStorage.setItem(TRACKERS_STORAGE_KEY, JSON.stringify(other));
    serve('203.0.113.5');
    open();
    await waitFor(() =>
      expect(stored()).toEqual([...other, { id: 900, job_vacancy_id: 41, ip_address: '203.0.113.5' }]),
    );
    cleanup();
    open();
    await screen.findByRole('heading', { level: 1, name: 'Barista Kopi' });
    await settle();
    expect(views()).toHaveLength(1);
  });

  it('adds the tracker next to those of other addresses', async () => {
    const other = [{ id: 5, job_vacancy_id: 7, ip_address: '198.51.100.9' }];
    localStorage.setItem(TRACKERS_STORAGE_KEY, JSON.stringify(other));
    serve('203.0.113.5');
    open();
    await waitFor(() =>
      expect(stored()).toEqual([...other, { id: 900, job_vacancy_id: 41, ip_address: '203.0.113.5' }]),
    );
  });

  it('drops a failed view quietly: no dialog, nothing stored', async () => {
    api.on('GET', `/job-vacancies/slug/${SLUG}`, () =>
      ok(VacancyDetailDataSchema.parse({ job_vacancy: vacancy })),
    );
    // No handler for the view: the fake answers 404.
    open();
    await waitFor(() => expect(views()).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stored()).toBeNull();
  });
});
