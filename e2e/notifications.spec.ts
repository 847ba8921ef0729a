import { expect } from '@playwright/test';
import { test } from './support/test.ts';

// The demo job seeker has notifications of the stages companies set (apps/server/src/db/seed/demo.ts).
const SEEKER = { email: 'pencari@siloker.test', password: 'Pencari#2026' };

test('a job seeker sees the unread count in the header, reads the notifications and marks them all read', async ({
  page,
  request,
}) => {
  await page.goto('/masuk');
  await page.getByLabel('Email').fill(SEEKER.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(SEEKER.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/panel\/halaman-utama$/);

  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth_user')!).token as string);
  const api = await request.get('/api/v1/notifications?limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { data } = (await api.json()) as {
    data: { unread_count: number; total: number; notifications: { title: string }[] };
  };
  expect(data.unread_count).toBeGreaterThan(0);

  const bell = page.getByRole('link', { name: `Notifikasi, ${data.unread_count} belum dibaca` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/panel\/notifikasi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: data.notifications[0]!.title, exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Belum dibaca (${data.unread_count})` })).toBeVisible();

  await page.getByRole('button', { name: 'Tandai semua sudah dibaca' }).click();
  await expect(page.getByRole('button', { name: 'Belum dibaca', exact: true })).toBeVisible();
  // The header's bell no longer counts anything (the panel menu has its own Notifikasi link).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Belum dibaca', exact: true }).click();
  await expect(page.getByText('Semua notifikasi sudah dibaca.')).toBeVisible();
});
