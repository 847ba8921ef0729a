import { expect, type Page, type Request } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, logInAs } from './support/session.ts';

// The public pages rendered on the server (docs/decisions/099): without JavaScript a guest searches,
// filters, pages and opens every kind of public page; with JavaScript the page hydrates without a
// warning and without asking the API again for the data it came with.

const cardTitles = (page: Page) => page.locator('.vacancy-grid .card-title');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest searches, filters, pages and opens a vacancy, a company, a seeker and an event', async ({
    page,
  }) => {
    await page.goto('/lowongan-kerja');
    await expect(page.getByTestId('vacancy-total')).toHaveText(/\d+ lowongan ditemukan/);
    const firstPage = await cardTitles(page).allTextContents();
    expect(firstPage.length).toBeGreaterThan(0);

    // Paging: real links.
    await page.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/lowongan-kerja\?page=2$/);
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage).not.toEqual(firstPage);

    // Search and a filter, sent together by the GET form (the filters show without JavaScript).
    await page.goto('/lowongan-kerja');
    await page.getByRole('searchbox', { name: 'Cari lowongan' }).fill('kasir');
    await page.getByLabel('Jenis pekerjaan').selectOption({ label: 'Penuh Waktu' });
    await page.getByRole('button', { name: 'Terapkan filter' }).click();
    await expect(page).toHaveURL(/search=kasir/);
    await expect(page).toHaveURL(/job_type_id=1/);
    await expect(page.getByRole('searchbox', { name: 'Cari lowongan' })).toHaveValue('kasir');
    await expect(page.getByLabel('Jenis pekerjaan')).toHaveValue('1');
    // The same vacancies the API gives a guest for that search and filter.
    const api = await page.request.get(
      '/api/v1/job-vacancies?search=kasir&job_type_id=1&order_by=created_at&sort_by=desc&limit=5',
    );
    const expected = ((await api.json()) as { data: { job_vacancies: { title: string }[] } }).data;
    const found = await cardTitles(page).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(expected.job_vacancies.map((v) => v.title));

    // A vacancy, then its company.
    await cardTitles(page).first().locator('a').click();
    await expect(page).toHaveURL(/\/lowongan-kerja\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(found[0]!);
    await page.locator('.detail-header a[href^="/perusahaan/"]').first().click();
    await expect(page).toHaveURL(/\/perusahaan\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

    // A seeker from the directory.
    await page.goto('/pencari-kerja');
    const seeker = page.locator('a[href^="/pencari-kerja/"]').first();
    const seekerName = (await seeker.textContent())?.trim();
    await seeker.click();
    await expect(page).toHaveURL(/\/pencari-kerja\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seekerName!);

    // An event from the events list.
    await page.goto('/acara');
    const event = page.locator('a[href^="/acara/"]').first();
    await event.click();
    await expect(page).toHaveURL(/\/acara\/[^/?]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();

    // The panel needs JavaScript and says so.
    await page.goto('/panel/halaman-utama');
    const note = page.locator('noscript#needs-javascript');
    await expect(note).toBeVisible();
    // Playwright reads no text inside <noscript>: the page's source says it.
    expect(await page.content()).toContain('Halaman ini memerlukan JavaScript');
  });
});

/** The page's own data calls: everything under /api/v1 but the view counters it posts. */
const isDataCall = (request: Request) => request.url().includes('/api/v1/') && request.method() === 'GET';

test('a rendered page hydrates without a warning, without asking again, and fills in the user after', async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const calls: string[] = [];
  page.on('request', (request) => {
    if (isDataCall(request)) calls.push(request.url());
  });

  await page.goto('/lowongan-kerja');
  // Hydrated: a click is the app's (the address changes without a new document).
  await page.getByRole('link', { name: 'Halaman 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect.poll(() => calls.some((url) => url.includes('offset=5'))).toBe(true);
  // Nothing else: the first page's vacancies, the filters' choices and the site settings came with it.
  expect(calls.filter((url) => !url.includes('offset=5'))).toEqual([]);
  expect(problems).toEqual([]);

  // Signed in: the same page, then the apply button fills in without moving the page.
  await logInAs(page, baseURL!, DEMO.seeker);
  calls.length = 0;
  const slug = new URL(
    await cardTitles(page)
      .first()
      .locator('a')
      .evaluate((a) => (a as HTMLAnchorElement).href),
  ).pathname;
  await page.goto(slug);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        resolve();
      }),
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The seeker's part fills in: the apply button, or the status when other journeys applied here first.
  await expect(
    page.getByRole('button', { name: /Lamar/ }).or(page.getByText('Status lamaran:')).first(),
  ).toBeVisible();
  await page.waitForTimeout(500);
  const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
  expect(shift).toBeLessThan(0.02);
  expect(calls.filter((url) => url.includes('/job-vacancies/slug/'))).toEqual([]);
  expect(problems).toEqual([]);
});
