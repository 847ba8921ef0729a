import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 11 items 8 and 9 and its Rights section on the built server: the office's dashboard and
// statistics read as the office sees them (axe on both), the CSV it downloads says what the screen
// says, and no seeker or company gets into any office screen.

const OFFICE_SCREENS = [
  '/panel/verifikasi',
  '/panel/acara',
  '/panel/acara/formulir',
  '/panel/acara/1/peserta',
  '/panel/jabatan',
  '/panel/kamus-keahlian',
  '/panel/pengaturan',
  '/panel/statistik',
  '/panel/staf',
];

async function actor(browser: Browser, baseURL: string, account: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  const user = await logInAs(page, baseURL, account);
  return Object.assign(page, { token: user.token });
}

/** The figure on the card labelled `label`, as a number. */
async function cardFigure(page: Page, label: string): Promise<number> {
  const card = page.locator('.stat-card').filter({ has: page.getByText(label, { exact: true }) });
  const text = await card.locator('.stat-card-value').innerText();
  return Number(text.replace(/\./g, ''));
}

test('the office reads its queues and headline figures, then the statistics, whose CSV says what the screen says', async ({
  browser,
  baseURL,
}) => {
  // Two screens, two accessibility scans, a CSV and a second range: longer than the default 30 s on CI.
  test.setTimeout(60_000);
  const office = await actor(browser, baseURL!, DEMO.admin);
  await office.goto('/panel/halaman-utama');
  await expect(office.getByRole('heading', { name: 'Menunggu Verifikasi' })).toBeVisible();
  await expect(office.getByText('Pencari kerja menunggu verifikasi')).toBeVisible();
  await expect(office.getByText('Diterima bekerja lewat portal')).toBeVisible();
  const placedOnDashboard = await cardFigure(office, 'Diterima bekerja lewat portal');
  await expectNoSeriousViolation(office, '/panel/halaman-utama (Dinas)');

  await office.getByRole('link', { name: 'Lihat statistik lengkap' }).click();
  await expect(office).toHaveURL(/\/panel\/statistik/);
  await expect(office.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  await expect(office.getByText(/^Data per \d+ \S+ \d{4} pukul/)).toBeVisible();
  await expect(office.getByRole('heading', { name: 'Lowongan menurut bidang usaha' })).toBeVisible();
  // Every chart has its table for screen readers.
  await expect(office.locator('table caption').first()).toBeVisible();
  expect(await cardFigure(office, 'Diterima bekerja lewat portal')).toBe(placedOnDashboard);
  await expectNoSeriousViolation(office, '/panel/statistik');

  const href = await office.getByRole('link', { name: 'Unduh CSV Ringkasan' }).getAttribute('href');
  const download = await office.request.get(href!);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('text/csv');
  const rows = parse((await download.text()).replace(/^\uFEFF/, '')) as string[][];
  expect(rows[0]).toEqual(['Angka', 'Jumlah']);
  const placed = rows.find((r) => r[0] === 'Diterima bekerja lewat portal');
  expect(Number(placed![1])).toBe(placedOnDashboard);

  // A narrower range changes the figures' period on the screen and in the address.
  await office.getByLabel('Dari tanggal').fill('2026-01-01');
  await office.getByLabel('Sampai tanggal').fill('2026-06-30');
  await office.getByRole('button', { name: 'Tampilkan' }).click();
  await expect(office).toHaveURL(/from=2026-01-01/);
  await expect(office.getByText(/1 Januari 2026 – 30 Juni 2026/).first()).toBeVisible();

  await office.setViewportSize({ width: 375, height: 800 });
  await office.reload();
  await expect(office.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();
  const overflow = await office.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

for (const role of ['seeker', 'company'] as const) {
  test(`a ${role === 'seeker' ? 'job seeker' : 'company'} is sent to NotPermission from every office screen, and the office API answers 403`, async ({
    browser,
    baseURL,
  }) => {
    const page = await actor(browser, baseURL!, DEMO[role]);
    for (const path of OFFICE_SCREENS) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/panel\/not-permission$/);
      await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
    }
    for (const api of [
      '/api/v1/office/summary',
      '/api/v1/office/seekers',
      '/api/v1/office/posts',
      '/api/v1/office/statistics',
      '/api/v1/office/configs',
      '/api/v1/office/staff',
      '/api/v1/panel/positions/',
      '/api/v1/office/skills',
    ]) {
      const res = await page.request.get(api, { headers: { authorization: `Bearer ${page.token}` } });
      expect(res.status(), api).toBe(403);
    }
  });
}
