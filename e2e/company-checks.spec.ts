import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 20 item 4 on the built server (docs/decisions/106): the office records two checks of a demo
// company in its company review; a guest then reads them, in words, on the company page and on a
// vacancy card there.

const COMPANY = 'PT Mahakam Sumber Energi';

test('the office records a matching e-mail domain and a site visit; a guest sees both on the company page and its vacancy cards', async ({
  browser,
  baseURL,
}) => {
  // Two pages with axe on a shared two-core machine.
  test.setTimeout(90_000);
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(office, baseURL!, DEMO.admin);
  await office.goto(`/panel/verifikasi?status=VERIFIED&search=${encodeURIComponent('Mahakam Sumber')}`);
  const item = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: COMPANY }) });
  const checks = item.getByRole('region', { name: 'Pemeriksaan Dinas (ditampilkan di halaman publik)' });
  await expect(checks).toBeVisible();
  // The account's e-mail domain is the website's (rekrutmen@mahakamenergi.test, mahakamenergi.test).
  await expect(checks.getByText('Domain sama dengan situs web.')).toBeVisible();
  await checks
    .getByRole('button', { name: `Catat: Domain e-mail perusahaan dikonfirmasi, ${COMPANY}` })
    .click();
  await expect(office.getByText('Pemeriksaan dicatat.')).toBeVisible();
  await checks.getByLabel('Tanggal kunjungan').fill('2026-01-12');
  await checks.getByRole('button', { name: `Catat: Kunjungan lapangan, ${COMPANY}` }).click();
  await expect(checks.getByText('Kunjungan lapangan pada 12 Januari 2026')).toBeVisible();
  await expect(checks.getByText(/^Dicatat .* oleh /)).toHaveCount(2);
  await expectNoSeriousViolation(office, 'office company review with checks');
  await office.context().close();

  const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await guest.goto(`/perusahaan?search=${encodeURIComponent('Mahakam Sumber')}`);
  await guest.getByRole('link', { name: COMPANY }).first().click();
  await expect(guest.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  const section = guest.getByRole('region', { name: 'Yang diperiksa Dinas' });
  await expect(section.getByRole('listitem')).toHaveText([
    /^Domain e-mail perusahaan dikonfirmasi/,
    /^Kunjungan lapangan pada 12 Januari 2026/,
  ]);
  // Nothing the office did not record.
  await expect(section.getByText('NIB dicocokkan dengan dokumen')).toHaveCount(0);

  // Each vacancy card on the page says it in one line, which opens to what each check means.
  const card = guest.locator('.company-vacancies > li').first();
  const summary = card.locator('summary');
  await expect(summary).toHaveText('Diperiksa Dinas: Domain e-mail · Kunjungan lapangan 12 Jan 2026');
  await summary.click();
  await expect(card.getByText('Petugas Dinas mendatangi alamat perusahaan', { exact: false })).toBeVisible();
  // Opening the badge does not follow the card's link.
  await expect(guest.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expectNoSeriousViolation(guest, 'company page with the checks');

  // On a phone the card's line wraps inside the card.
  await guest.setViewportSize({ width: 375, height: 800 });
  const cardBox = (await card.boundingBox())!;
  const summaryBox = (await summary.boundingBox())!;
  expect(summaryBox.x + summaryBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
