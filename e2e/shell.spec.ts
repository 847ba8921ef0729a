import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test.describe('landing page', () => {
  test('shows the counts the API reports', async ({ page, request }) => {
    const fmt = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
    // Journeys beside this one register accounts and publish vacancies: the page and the API are read
    // again together until one reading of each agrees (the counts are cached for CACHE_TTL_SECONDS).
    await expect(async () => {
      const res = await request.get('/api/v1/landing-page');
      expect(res.ok()).toBe(true);
      const { data } = (await res.json()) as {
        data: {
          landing_page: { total_companies: number; total_seekers: number; total_job_vacancies: number };
        };
      };
      await page.goto('/');
      await expect(page.getByTestId('count-companies')).toHaveText(fmt(data.landing_page.total_companies), {
        timeout: 5_000,
      });
      await expect(page.getByTestId('count-seekers')).toHaveText(fmt(data.landing_page.total_seekers), {
        timeout: 5_000,
      });
      await expect(page.getByTestId('count-vacancies')).toHaveText(
        fmt(data.landing_page.total_job_vacancies),
        { timeout: 5_000 },
      );
    }).toPass({ timeout: 60_000 });
  });

  test('the search box opens the vacancy list with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Cari lowongan pekerjaan' }).fill('kasir toko');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/lowongan-kerja\?search=kasir\+toko$/);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    // Wait for the loading flag (1 s) so the real content is checked, not the skeletons.
    await expect(page.getByTestId('count-companies')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('.skeleton')).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

test.describe('layout', () => {
  test('the Daftar modal leads to both registration screens', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Jenis Pendaftaran' });
    await expect(modal).toBeVisible();
    await modal.getByRole('link', { name: /Pencari Kerja/ }).click();
    await expect(page).toHaveURL(/\/registrasi\/pencari-kerja$/);
    await expect(page.getByRole('heading', { name: 'Daftar Pencari Kerja' })).toBeVisible();
    // The header is hidden on the registration screens; the footer sits to the right.
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toHaveCount(0);
    await expect(page.locator('.site-footer-right')).toContainText(`© ${new Date().getFullYear()}`);

    await page.goto('/acara');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Jenis Pendaftaran' })
      .getByRole('link', { name: /Perusahaan/ })
      .click();
    await expect(page).toHaveURL(/\/registrasi\/perusahaan$/);
    await expect(page.getByRole('heading', { name: 'Daftar Perusahaan' })).toBeVisible();
  });

  test('the registration modal closes with Esc', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Jenis Pendaftaran' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Jenis Pendaftaran' })).toHaveCount(0);
  });

  test('a guest opening the dashboard lands on Login, which brings them back after signing in', async ({
    page,
  }) => {
    await page.goto('/panel/halaman-utama');
    // The return path rides along (docs/decisions/110: a mailed panel link signs in, then comes back).
    await expect(page).toHaveURL(/\/masuk\?kembali=%2Fpanel%2Fhalaman-utama$/);
  });

  test('an unknown path shows NotFound', async ({ page }) => {
    await page.goto('/alamat-yang-tidak-ada');
    await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
    await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the scroll-to-top button appears after 300 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await expect(page.getByTestId('count-companies')).not.toHaveAttribute('aria-busy', 'true');
    const button = page.getByRole('button', { name: 'Kembali ke atas' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await page.waitForTimeout(200);
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a route change scrolls to the top and shows a brief loading overlay', async ({ page }) => {
    // Short viewport: the next page is still taller than the screen, so only a real scroll reaches 0.
    await page.setViewportSize({ width: 1280, height: 300 });
    await page.goto('/');
    await expect(page.getByTestId('count-companies')).not.toHaveAttribute('aria-busy', 'true');
    const more = page.getByRole('link', { name: 'Lihat semua acara →' });
    await more.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // The overlay is brief: record that it showed rather than racing to catch it.
    await page.evaluate(() => {
      const el = document.querySelector('.loading-overlay')!;
      const w = window as unknown as { overlaySeen: boolean };
      w.overlaySeen = false;
      new MutationObserver(() => {
        if (el.getAttribute('data-visible') === 'true') w.overlaySeen = true;
      }).observe(el, { attributes: true });
    });
    await more.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { overlaySeen: boolean }).overlaySeen))
      .toBe(true);
    await expect(page).toHaveURL(/\/acara$/);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.loading-overlay')).toHaveAttribute('data-visible', 'false');
  });

  test('at 375 px the menu is a drawer with collapsible submenus', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Daftar', exact: true })).toBeHidden();
    // Sticky header.
    await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.getByRole('dialog', { name: /Menu/ });
    await expect(drawer).toBeVisible();
    // The drawer covers the full height of the screen, not just the header.
    expect((await drawer.boundingBox())?.height).toBe(740);
    const account = drawer.getByRole('button', { name: 'Akun' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(drawer.getByRole('link', { name: 'Masuk' })).toBeHidden();
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Masuk' })).toBeVisible();

    await drawer.getByRole('link', { name: 'Perusahaan' }).click();
    await expect(page).toHaveURL(/\/perusahaan$/);
    await expect(page.getByRole('dialog', { name: /Menu/ })).toHaveCount(0);
  });
});
