import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';

// Demo accounts seeded on a fresh embedded database (apps/server/src/db/seed/demo-data.ts).
const COMPANY = { email: 'perusahaan@siloker.test', password: 'Perusahaan#2026' };

interface AuthUser {
  id: number;
  token: string;
  expired_at: string | number;
  [key: string]: unknown;
}

/** Puts a session where the app keeps it: the `auth` cookie {id, token} and the stored user. */
async function useSession(context: BrowserContext, baseURL: string, user: AuthUser) {
  await context.addCookies([
    {
      name: 'auth',
      value: encodeURIComponent(JSON.stringify({ id: user.id, token: user.token })),
      url: baseURL,
    },
  ]);
  await context.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('auth_user', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, JSON.stringify(user));
}

async function logIn(page: Page): Promise<AuthUser> {
  const res = await page.request.post('/api/v1/auth/login', { data: COMPANY });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { user: AuthUser } }).data.user;
}

test('a signed-in user sees Halaman Utama and Keluar, and logs out after confirming', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await logIn(page);
  await useSession(context, baseURL!, user);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Halaman Utama' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Daftar', exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Halaman Utama' }).click();
  await expect(page).toHaveURL(/\/panel\/halaman-utama$/);
  // Hidden from the header inside the panel (the panel's own menu leads there).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Halaman Utama' })).toHaveCount(0);

  const keluar = page.locator('.header-actions').getByRole('button');
  await keluar.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Apakah Anda yakin ingin keluar?');
  await expect(keluar).toHaveText('Proses...');
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(keluar).toHaveText('Keluar');

  await keluar.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, keluar' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'auth')).toBeUndefined();

  // The server revoked the token.
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(me.status()).toBe(401);
});

test('a signed-in user opening Login is sent to the dashboard', async ({ page, context, baseURL }) => {
  const user = await logIn(page);
  await useSession(context, baseURL!, user);
  await page.goto('/masuk');
  await expect(page).toHaveURL(/\/panel\/halaman-utama$/);
});

test('a 401 while loading the profile warns that the session ended and clears the user', async ({
  page,
  context,
  baseURL,
}) => {
  await useSession(context, baseURL!, {
    id: 999999,
    token: 'token-yang-tidak-dikenal',
    expired_at: new Date(Date.now() + 3600_000).toISOString(),
    name: 'Tamu',
    email: 'tamu@contoh.id',
    role_name: 'seeker',
    permissions: ['dashboard'],
  });
  await page.goto('/acara');
  // The refresh from /auth/me answers 401: the session-ended warning, and the user is cleared.
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Sesi Anda telah berakhir. Silakan login kembali.');
  await warning.getByRole('button', { name: 'Oke' }).click();
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();
});

test('logging out when the server answers unauthorized leads to Login', async ({
  page,
  context,
  baseURL,
}) => {
  const user = await logIn(page);
  await useSession(context, baseURL!, user);
  await page.goto('/acara');
  await expect(page.getByRole('link', { name: 'Halaman Utama' })).toBeVisible();
  // The session ends elsewhere (another device logs this token out).
  const revoked = await page.request.post('/api/v1/auth/logout', {
    headers: { Authorization: `Bearer ${user.token}` },
    data: {},
  });
  expect(revoked.ok()).toBe(true);

  await page.locator('.header-actions').getByRole('button', { name: 'Keluar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ya, keluar' }).click();
  await expect(page).toHaveURL(/\/masuk$/);
});
