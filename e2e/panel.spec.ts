import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, logInAs } from './support/session.ts';

// The panel frame of issue 9 item 1 on the built server: each role's menu, and another role's screen
// answered with NotPermission in the browser and 403 by the API.

const SEEKER_MENU = [
  'Halaman Utama',
  'Data Pribadi',
  'Lamaran Saya',
  'Wawancara',
  'Lowongan Tersimpan',
  'Langganan Lowongan',
  'Acara Diikuti',
  'Kartu AK/1',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];
const COMPANY_MENU = [
  'Halaman Utama',
  'Data Perusahaan',
  'Data Lowongan Kerja',
  'Undangan Terkirim',
  'Agenda Wawancara',
  'Templat Pesan',
  'Cari Pencari Kerja',
  'Wajib Lapor',
  'Notifikasi',
  'Profil Akun',
  'Ubah Kata Sandi',
];

const menuLabels = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu panel' }).getByRole('link').allTextContents();

test('a job seeker sees only the seeker menu and is refused the company screens', async ({
  page,
  baseURL,
}) => {
  const user = await logInAs(page, baseURL!, DEMO.seeker);
  await page.goto('/panel/halaman-utama');
  await expect(page.getByRole('navigation', { name: 'Menu panel' })).toBeVisible();
  expect((await menuLabels(page)).map((l) => l.trim())).toEqual(SEEKER_MENU);

  await page.goto('/panel/data-pribadi/perusahaan');
  await expect(page).toHaveURL(/\/panel\/not-permission$/);
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();

  // The server refuses the matching call whatever the client does.
  const res = await page.request.get('/api/v1/profile-company', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(403);
});

test('a company sees only the company menu and is refused the seeker screens', async ({ page, baseURL }) => {
  const user = await logInAs(page, baseURL!, DEMO.company);
  await page.goto('/panel/halaman-utama');
  await expect(page.getByRole('navigation', { name: 'Menu panel' })).toBeVisible();
  expect((await menuLabels(page)).map((l) => l.trim())).toEqual(COMPANY_MENU);

  await page.goto('/panel/data-pribadi/pencari-kerja/kualifikasi');
  await expect(page).toHaveURL(/\/panel\/not-permission$/);

  const res = await page.request.get('/api/v1/profile-seeker', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(res.status()).toBe(403);
});

test('on a phone the role menu sits in the drawer', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logInAs(page, baseURL!, DEMO.seeker);
  await page.goto('/panel/halaman-utama');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu seluler' });
  await expect(drawer.getByRole('link', { name: 'Data Pribadi' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Data Perusahaan' })).toHaveCount(0);
});
