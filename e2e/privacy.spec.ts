import fs from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { activate, activatedAccount, digits, register, uniqueWord } from './support/accounts.ts';
import { countMail } from './support/mail.ts';
import { saveBiodataByApi } from './support/profiles.ts';
import { logInAs } from './support/session.ts';

// Issue 9's privacy rights (UU PDP 27/2022) on the built server: a seeker downloads everything the
// portal holds about them from Profil Akun, then deletes the account with the password.

test('a seeker downloads their data as JSON and deletes the account; the e-mail can then register again', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const account = await activatedAccount(request, 'seeker', `Dimas ${uniqueWord()} Pratama`, 'privasi');
  const user = await logInAs(page, baseURL!, account);
  const nik = `6472${digits(12)}`;
  await saveBiodataByApi(page, user, nik);

  await page.goto('/panel/profil-akun');
  await expect(page.getByRole('heading', { name: 'Data dan Privasi' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh data saya (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const text = await fs.readFile(await download.path(), 'utf8');
  const exported = JSON.parse(text) as Record<string, unknown>;
  expect(text).toContain(nik);
  expect(text).toContain(account.email);
  // Neither the password hash nor a session token leaves the server.
  expect(text).not.toMatch(/\$argon2/);
  expect(text).not.toMatch(/"password[^"]*"\s*:/i);
  expect(text).not.toContain(user.token);
  expect(Object.keys(exported).length).toBeGreaterThan(0);

  // A wrong password leaves the account as it was.
  await page.getByRole('button', { name: 'Hapus akun', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus akun' });
  await expect(dialog).toContainText('tidak dapat dibatalkan');
  await dialog.getByLabel('Kata sandi Anda').fill('bukan-kata-sandinya');
  await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(dialog.locator('.field-error', { hasText: 'Kata sandi salah.' })).toBeVisible();

  await dialog.getByLabel('Kata sandi Anda').fill(account.password);
  await dialog.getByRole('button', { name: 'Hapus akun saya' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Akun Anda telah dihapus.', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Masuk' })).toBeVisible();

  // The old session is over and the password no longer signs in.
  const oldSession = await page.request.get('/api/v1/profile-seeker', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(oldSession.status()).toBe(401);
  await page.goto('/masuk');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Email atau kata sandi salah.');

  // The address is free again: a new registration gets a new activation mail and signs in.
  const before = countMail(account.email, 'Aktivasi akun');
  await register(request, { ...account, name: 'Dimas Baru' }, 'seeker');
  await activate(request, account.email, before);
  const again = await request.post('/api/v1/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(again.status(), await again.text()).toBe(200);
  const fresh = (await again.json()) as { data: { user: { id: number; name: string } } };
  expect(fresh.data.user.id).not.toBe(user.id);
  expect(fresh.data.user.name).toBe('Dimas Baru');
});
