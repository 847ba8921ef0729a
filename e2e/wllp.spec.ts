import ExcelJS from 'exceljs';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Wajib Lapor Lowongan (issue 20 item 1, docs/decisions/105-wllp.md) on the built server: the vacancy
// form marks the Pasal 5 fields; a company closes a vacancy and files its fill report; the office
// downloads the WLLP report of the period as a workbook with one sheet per table.

test('a company closes a vacancy and files its fill report', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await logInAs(page, baseURL!, DEMO.company);

  // The form marks what Perpres 57/2023 Pasal 5 requires, with the legend that explains the mark.
  await page.goto('/panel/data-lowongan-kerja/formulir');
  await expect(page.getByText(/wajib dilaporkan menurut Perpres 57\/2023 Pasal 5/)).toBeVisible();
  const mark = await page
    .getByText('Usia minimal (tahun)', { exact: true })
    .evaluate((label) => getComputedStyle(label, '::after').content);
  expect(mark).toContain('◆');
  const unmarked = await page
    .getByText('Penutup', { exact: true })
    .evaluate((label) => getComputedStyle(label, '::after').content);
  expect(unmarked).not.toContain('◆');

  await page.goto('/panel/data-lowongan-kerja');
  const withdraw = page.getByRole('button', { name: 'Tarik' }).first();
  await expect(withdraw).toBeVisible();
  const row = page.locator('article.cv-row').filter({ has: withdraw });
  const title = (await row.getByRole('heading').first().textContent())!.trim();
  await withdraw.click();
  await expect(page.getByText('Lowongan ditarik', { exact: false }).first()).toBeVisible();

  await page.goto('/panel/wajib-lapor');
  await expect(page.getByRole('heading', { level: 1, name: 'Wajib Lapor Lowongan' })).toBeVisible();
  const item = page.locator('li.wllp-item').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: /Isi laporan/ }).click();
  const form = item.locator('form.wllp-form');
  await expect(form.getByLabel('Diterima dari pelamar SiLoker')).toBeVisible();
  await expectNoSeriousViolation(page, 'wajib lapor');

  // Two hired from elsewhere, a man and a woman, both of the first education level.
  await form.getByLabel('Diterima dari pelamar SiLoker').fill('0');
  await form.getByLabel('Diterima dari sumber lain').fill('2');
  await form.getByLabel('Laki-laki').fill('1');
  await form.getByLabel('Perempuan').fill('1');
  const remove = form.getByRole('button', { name: /^Hapus/ });
  while ((await remove.count()) > 1) await remove.last().click();
  await form.getByLabel('Pendidikan 1').selectOption({ index: 1 });
  await form.getByLabel('Jumlah 1').fill('2');
  await form.getByRole('button', { name: 'Simpan laporan' }).click();
  await expect(page.getByText('Laporan pengisian lowongan tersimpan.', { exact: false })).toBeVisible();
  // Filed: it leaves the due list and shows among the done ones.
  await expect(item).toHaveCount(0);
  await page.getByRole('button', { name: 'Sudah dilaporkan' }).click();
  await expect(
    page.locator('li.wllp-item').filter({ has: page.getByRole('heading', { name: title }) }),
  ).toBeVisible();
});

test('the office downloads the WLLP report of a period', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAs(page, baseURL!, DEMO.admin);
  await page.goto('/panel/laporan-wllp');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Laporan Wajib Lapor Lowongan (WLLP)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Menurut kecamatan' })).toBeVisible();
  await expectNoSeriousViolation(page, 'laporan WLLP');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Unduh XLSX' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^laporan-wllp-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  expect(book.worksheets.map((s) => s.name)).toEqual([
    'Ringkasan',
    'Menurut bidang usaha',
    'Menurut pendidikan',
    'Menurut jenis kelamin',
    'Menurut kecamatan',
    'Perusahaan terlambat melapor',
  ]);
  const heading = String(book.getWorksheet('Ringkasan')!.getCell('A1').value);
  // On a phone the tables scroll in their own boxes: the page itself is never wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('heading', { name: 'Menurut kecamatan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(heading).toMatch(
    /^Laporan Wajib Lapor Lowongan Pekerjaan .+, periode \d+ \S+ \d{4} s\.d\. \d+ \S+ \d{4}$/,
  );
});
