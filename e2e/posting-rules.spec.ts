import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Fair-posting rules (docs/decisions/102): the administrator's rules screen passes axe and adds a rule
// that the public read then serves; an unsafe regex is refused on the screen before it is sent.
test('the office keeps the fair-posting rules at /panel/aturan-lowongan', async ({ page, baseURL }) => {
  await logInAs(page, baseURL!, DEMO.admin);
  await page.goto('/panel/aturan-lowongan');
  await expect(page.getByRole('heading', { level: 1, name: 'Aturan Pemeriksaan Lowongan' })).toBeVisible();
  await expect(page.getByText('deposit', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(page, 'aturan lowongan');

  await page.locator('label[for="posting-rule-regex"]').click();
  await page.getByRole('textbox', { name: 'Frasa atau pola' }).fill('(a+)+b');
  await page.getByRole('textbox', { name: 'Penjelasan untuk perusahaan' }).fill('Uji.');
  await page.getByRole('button', { name: 'Tambah Aturan' }).click();
  await expect(page.getByText(/Pengulangan tanpa batas/).first()).toBeVisible();

  await page.locator('label[for="posting-rule-regex"]').click();
  await page.getByRole('textbox', { name: 'Frasa atau pola' }).fill('wajib membawa motor sendiri');
  await page.getByRole('button', { name: 'Tambah Aturan' }).click();
  await expect(page.getByText('wajib membawa motor sendiri', { exact: true })).toBeVisible();
  const rules = await (await page.request.get('/api/v1/posting-rules')).json();
  expect(rules.data.rules.map((r: { pattern: string }) => r.pattern)).toContain(
    'wajib membawa motor sendiri',
  );
});
