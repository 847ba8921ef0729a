import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { MATCH_SORT, MATCH_TEXTS } from '@siloker/shared/schemas/skills-constants';
import { uniqueWord } from './support/accounts.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, publicVacancyByApi } from './support/vacancies.ts';

// Journeys of the public vacancy and company directories on the built app with demo data: what the
// pages show is compared with what the API answers for the same query.

interface Vacancy {
  title: string;
  title_slug: string;
  salary: number | null;
  salary_type_name: string;
  applicant_count: number;
  view_count: number;
  job_type_name: string | null;
  work_type_name: string | null;
  company: { name: string; slug_name: string };
}
interface Company {
  name: string;
  slug_name: string;
  website: string | null;
  status_office_name: string | null;
  job_vacancies?: Vacancy[];
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1${path}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

const vacancyTitles = (page: Page) => page.locator('.vacancy-grid .card-title');
const companyTitles = (page: Page) => page.locator('.company-list-page .card-title');
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('vacancy list', () => {
  test('shows the newest vacancies the API returns, with the total', async ({ page, request }) => {
    const data = await apiData<{ job_vacancies: Vacancy[]; total: number }>(
      request,
      '/job-vacancies?order_by=created_at&sort_by=desc&offset=0&limit=5',
    );
    expect(data.job_vacancies.length).toBeGreaterThan(0);
    await page.goto('/lowongan-kerja');
    await expect(vacancyTitles(page)).toHaveText(data.job_vacancies.map((v) => v.title));
    await expect(page.getByTestId('vacancy-total')).toHaveText(`${thousands(data.total)} lowongan ditemukan`);
  });

  test('searching, filtering and paging change the address and the items', async ({ page, request }) => {
    await page.goto('/lowongan-kerja');
    await expect(vacancyTitles(page).first()).toBeVisible();

    await page.getByRole('searchbox', { name: 'Cari lowongan' }).fill('kasir');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/lowongan-kerja\?search=kasir$/);
    // A search lists its matches newest first, like any list (docs/product.md §9).
    const searched = await apiData<{ job_vacancies: Vacancy[] }>(
      request,
      '/job-vacancies?search=kasir&order_by=created_at&sort_by=desc&limit=5',
    );
    await expect(vacancyTitles(page)).toHaveText(searched.job_vacancies.map((v) => v.title));
    await expect(page.getByLabel('Urutkan')).toHaveValue('newest');
    await page.getByLabel('Urutkan').selectOption('relevance');
    await expect(page).toHaveURL(/\?search=kasir&sort=relevance$/);
    const ranked = await apiData<{ job_vacancies: Vacancy[] }>(
      request,
      '/job-vacancies?search=kasir&order_by=relevance&limit=5',
    );
    await expect(vacancyTitles(page)).toHaveText(ranked.job_vacancies.map((v) => v.title));

    await page.goto('/lowongan-kerja');
    const types = await apiData<{ job_types: Array<{ id: number; name: string }> }>(
      request,
      '/master/job-types',
    );
    const kontrak = types.job_types.find((t) => t.name === 'Kontrak')!;
    await page.getByLabel('Jenis pekerjaan').selectOption(String(kontrak.id));
    await expect(page).toHaveURL(new RegExp(`job_type_id=${kontrak.id}`));
    const filtered = await apiData<{ job_vacancies: Vacancy[] }>(
      request,
      `/job-vacancies?job_type_id=${kontrak.id}&order_by=created_at&sort_by=desc&limit=5`,
    );
    await expect(vacancyTitles(page)).toHaveText(filtered.job_vacancies.map((v) => v.title));

    await page.goto('/lowongan-kerja');
    await page.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = await apiData<{ job_vacancies: Vacancy[] }>(
      request,
      '/job-vacancies?order_by=created_at&sort_by=desc&offset=5&limit=5',
    );
    await expect(vacancyTitles(page)).toHaveText(second.job_vacancies.map((v) => v.title));

    await page.getByLabel('Urutkan').selectOption('salary');
    await expect(page).toHaveURL(/\?sort=salary$/);
    const bySalary = await apiData<{ job_vacancies: Vacancy[] }>(
      request,
      '/job-vacancies?order_by=salary&sort_by=desc&limit=5',
    );
    await expect(vacancyTitles(page)).toHaveText(bySalary.job_vacancies.map((v) => v.title));
  });

  test('a card opens the detail page with the API’s fields', async ({ page, request }) => {
    await page.goto('/lowongan-kerja');
    const first = vacancyTitles(page).first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page).toHaveURL(/\/lowongan-kerja\/[^/?]+$/);
    const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { job_vacancy: v } = await apiData<{ job_vacancy: Vacancy }>(
      request,
      `/job-vacancies/slug/${slug}`,
    );
    expect(v.title).toBe(title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(v.title);
    await expect(page).toHaveTitle(new RegExp(`^${v.title.replace(/[()]/g, '\\$&')} \\|`));
    await expect(page.getByRole('link', { name: v.company.name })).toHaveAttribute(
      'href',
      `/perusahaan/${v.company.slug_name}`,
    );
    if (v.salary) {
      await expect(page.getByTestId('vacancy-salary')).toHaveText(
        `Rp ${thousands(v.salary)} / ${v.salary_type_name}`,
      );
    }
    await expect(page.getByTestId('vacancy-applicants')).toHaveText(
      `${thousands(v.applicant_count)} pelamar`,
    );
    // The page counts its own view (POST /job-vacancies/view) around the time the test reads the API,
    // so the page shows the count from just before or just after that view.
    await expect(page.getByTestId('vacancy-views')).toHaveText(
      new RegExp(`^(${thousands(v.view_count - 1)}|${thousands(v.view_count)}) kali dilihat$`),
    );
    if (v.work_type_name) await expect(page.locator('.detail-header')).toContainText(v.work_type_name);
    // A guest is invited to sign in or register; the register button opens the registration modal.
    await expect(page.getByRole('link', { name: 'Masuk untuk melamar' })).toHaveAttribute(
      'href',
      `/masuk?kembali=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await page.locator('.detail-cta').getByRole('button', { name: 'Daftar' }).click();
    await expect(page.getByRole('dialog', { name: 'Jenis Pendaftaran' })).toBeVisible();
  });

  test('an unknown slug shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/lowongan-kerja/tidak-ada-lowongan-ini');
    await expect(page.getByRole('heading', { level: 1, name: 'Lowongan tidak ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Lihat lowongan lainnya' }).click();
    await expect(page).toHaveURL(/\/lowongan-kerja$/);
  });

  test('folds the filters away on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/lowongan-kerja');
    await expect(page.getByLabel('Provinsi')).toBeHidden();
    await page.getByRole('button', { name: /Filter dan urutan/ }).click();
    await expect(page.getByLabel('Provinsi')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('list and detail have no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/lowongan-kerja');
    await expect(vacancyTitles(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await vacancyTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  // Issue 21 §1 (docs/decisions/107): "Paling cocok" ranks by the seeker's match, for seekers only.
  test('a seeker sorts by "Paling cocok" and the best match comes first; a guest is not offered the sort', async ({
    browser,
    baseURL,
  }) => {
    const word = uniqueWord(9);
    const request = (await browser.newContext()).request;
    const company = await apiLogIn(request, DEMO.company);
    const office = await apiLogIn(request, DEMO.admin);
    // The older one asks for the demo seeker's skills (Laravel, React), the newer one for others.
    const fits = `Programmer Web ${word}`;
    const other = `Drafter Sipil ${word}`;
    await publicVacancyByApi(request, { company, office, title: fits, requiredSkills: 'Laravel, React' });
    await publicVacancyByApi(request, { company, office, title: other, requiredSkills: 'AutoCAD, SIM B2' });

    const guest = await (await browser.newContext()).newPage();
    await guest.goto(`/lowongan-kerja?search=${word}&sort=${MATCH_SORT}`);
    await expect(vacancyTitles(guest)).toHaveText([other, fits]);
    await expect(guest.getByLabel('Urutkan')).toHaveValue('newest');
    await expect(
      guest.getByLabel('Urutkan').locator('option', { hasText: MATCH_TEXTS.sortLabel }),
    ).toHaveCount(0);

    const seeker = await (await browser.newContext()).newPage();
    await logInAs(seeker, baseURL!, DEMO.seeker);
    await seeker.goto(`/lowongan-kerja?search=${word}`);
    await expect(vacancyTitles(seeker)).toHaveText([other, fits]);
    await seeker.getByLabel('Urutkan').selectOption({ label: MATCH_TEXTS.sortLabel });
    await expect(seeker).toHaveURL(new RegExp(`[?&]sort=${MATCH_SORT}(&|$)`));
    await expect(vacancyTitles(seeker)).toHaveText([fits, other]);
    const scores = await seeker.locator('.vacancy-grid .match-badge').allTextContents();
    const [best, next] = scores.map((s) => Number.parseInt(s, 10));
    expect(scores).toHaveLength(2);
    expect(best).toBeGreaterThan(next!);
  });
});

test.describe('vacancy list on a phone', () => {
  test('the results arriving shift the layout by less than 0.05 at a phone viewport', async ({ browser }) => {
    // 375 px and 412 px wide: at 412 px the empty count line used to fit beside the heading and the
    // arrived count wrapped under it, pushing the page down (Lighthouse measured 0.32).
    for (const width of [375, 412]) {
      const context = await browser.newContext({
        viewport: { width, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      // Hold the list's answer back so its skeletons are laid out before the results replace them.
      await page.route('**/api/v1/job-vacancies?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { layoutShift: number };
        w.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) w.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The list's own address arrives rendered with its results (docs/decisions/099): the skeletons
      // show when the app opens the list, here from the landing page's search.
      await page.goto('/');
      await page.locator('.search-box').getByRole('button', { name: 'Cari' }).click();
      await expect(page).toHaveURL(/\/lowongan-kerja$/);
      await expect(page.locator('.list-results .skeleton').first()).toBeVisible();
      await expect(vacancyTitles(page).first()).toBeVisible();
      await expect(page.getByTestId('vacancy-total')).toContainText('lowongan ditemukan');
      await expect(page.getByRole('navigation', { name: 'Halaman lowongan' })).toBeVisible();
      // Let the frame with the results be painted and its shift entries delivered.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift, `cumulative layout shift at ${width} px`).toBeLessThan(0.05);
      await context.close();
    }
  });
});

test.describe('company directory', () => {
  test('lists the companies the API returns, six a page, and searches', async ({ page, request }) => {
    const data = await apiData<{ companies: Company[]; total: number }>(
      request,
      '/companies?offset=0&limit=6',
    );
    await page.goto('/perusahaan');
    await expect(companyTitles(page)).toHaveText(data.companies.map((c) => c.name));
    await expect(page.getByTestId('company-total')).toHaveText(
      `${thousands(data.total)} perusahaan terverifikasi`,
    );

    const word = data.companies[0]!.name.split(' ').at(-1)!;
    await page.getByRole('searchbox', { name: 'Cari perusahaan' }).fill(word);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${encodeURIComponent(word)}$`));
    const searched = await apiData<{ companies: Company[] }>(
      request,
      `/companies?search=${encodeURIComponent(word)}&limit=6`,
    );
    await expect(companyTitles(page)).toHaveText(searched.companies.map((c) => c.name));
  });

  test('a company card opens its page with profile and vacancies', async ({ page, request }) => {
    await page.goto('/perusahaan');
    await companyTitles(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/perusahaan\/[^/?]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const { company } = await apiData<{ company: Company }>(request, `/companies/slug/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.name);
    if (company.status_office_name)
      await expect(page.locator('.detail-facts')).toContainText(company.status_office_name);
    if (company.website) {
      await expect(page.locator('.detail-facts a[target="_blank"]')).toHaveAttribute(
        'rel',
        'noopener noreferrer nofollow',
      );
    }
    const vacancies = company.job_vacancies ?? [];
    await expect(page.locator('.company-vacancies .card-title')).toHaveText(vacancies.map((v) => v.title));
    if (vacancies[0]) {
      await page.getByRole('link', { name: vacancies[0].title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancies[0].title);
    }
  });

  test('an unknown company shows "Perusahaan tidak ditemukan"', async ({ page }) => {
    await page.goto('/perusahaan/tidak-ada-perusahaan-ini');
    await expect(page.getByRole('heading', { level: 1, name: 'Perusahaan tidak ditemukan' })).toBeVisible();
    await expect(page.getByText('Gagal mengambil detail perusahaan.')).toHaveCount(0);
  });

  test('list and company page have no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/perusahaan');
    await expect(companyTitles(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await companyTitles(page).first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
