import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { logInAs } from './support/session.ts';

// Issue 17 items 5 and 12 on the built server: a new company, not yet verified, saves a vacancy and
// lands on it (its tab, marked, in view) with what happens next, and "Terbitkan" is not offered but
// disabled with the reason; the footer carries the office's address before anyone fills Pengaturan.

const COMPANY_VACANCIES = '/panel/data-lowongan-kerja';
const VACANCY_FORM = '/panel/data-lowongan-kerja/formulir';
const NEXT_STEP = /menunggu verifikasi Dinas/;
const COMPANY_NOT_VERIFIED = /belum dapat diterbitkan karena perusahaan Anda belum diverifikasi Dinas/;

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b).not.toBeNull();
  return b!;
}

test('a new company that is not verified saves a vacancy, lands on it with the waiting note, and cannot click Terbitkan', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord(9);
  const account = await activatedAccount(page.request, 'company', `CV ${word} Makmur`, 'alur-perusahaan');
  await logInAs(page, baseURL!, account);

  const title = `Kasir ${word} Toko`;
  await page.goto(VACANCY_FORM);
  await textbox(page, 'Judul lowongan').fill(title);
  const jobType = combobox(page, 'Jenis pekerjaan');
  await expect(jobType.locator('option')).not.toHaveCount(1);
  await jobType.selectOption({ index: 1 });
  const position = combobox(page, 'Jabatan');
  await expect(position.locator('option')).not.toHaveCount(2);
  await position.selectOption({ index: 1 });
  await textbox(page, 'Deskripsi pekerjaan').fill('Melayani pembayaran pelanggan di kasir.');
  await textbox(page, 'Alamat tempat kerja').fill('Jl. Pahlawan No. 3, Samarinda');
  await page.getByRole('button', { name: 'Simpan Lowongan' }).click();

  // Not the empty 'Aktif' tab: the draft's own tab, the vacancy marked and in view, what happens next.
  await expect(page).toHaveURL(new RegExp(`${COMPANY_VACANCIES}\\?tab=inactive$`));
  await expect(page.getByRole('button', { name: /^Tidak Aktif \(1\)$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = page.getByRole('article', { name: title });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: `Lowongan "${title}" tersimpan` })).toContainText(
    NEXT_STEP,
  );
  await expect(page.getByText('Belum ada lowongan aktif')).toHaveCount(0);

  // Terbitkan is disabled, named by the reason the server would give, and clicking sends nothing.
  const publish = row.getByRole('button', { name: 'Terbitkan' });
  await expect(publish).toBeDisabled();
  await expect(publish).toHaveAccessibleDescription(COMPANY_NOT_VERIFIED);
  const reason = row.locator('.cv-refusal');
  await expect(reason).toContainText(COMPANY_NOT_VERIFIED);
  let posted = false;
  page.on('request', (req) => {
    if (req.url().includes('/change-publication-status/')) posted = true;
  });
  await publish.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(posted).toBe(false);
  // The marked row is visibly marked (its computed outline), the reason does not overlap the buttons.
  const shadow = await row.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(shadow).not.toBe('none');
  const [r, b] = [await box(reason), await box(row.getByRole('group'))];
  const overlap = r.x < b.x + b.width && b.x < r.x + r.width && r.y < b.y + b.height && b.y < r.y + r.height;
  expect(overlap).toBe(false);

  // At 375 px the row, its reason and its buttons stay inside the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row).toBeVisible();
  for (const part of [row, reason, publish]) {
    const p = await box(part);
    expect(p.x).toBeGreaterThanOrEqual(0);
    expect(p.x + p.width).toBeLessThanOrEqual(375);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("the footer shows the office's address from the configuration before Pengaturan is filled", async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/lowongan-kerja');
    const address = page.getByRole('contentinfo').locator('address');
    await expect(address).toContainText('Kota Samarinda, Kalimantan Timur');
    const a = await box(address);
    expect(a.x).toBeGreaterThanOrEqual(0);
    expect(a.x + a.width).toBeLessThanOrEqual(width);
    expect(await address.evaluate((el) => getComputedStyle(el).fontStyle)).toBe('normal');
  }
});
