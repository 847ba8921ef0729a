import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, saveCompanyProfileByApi } from './support/vacancies.ts';

// Issue 20 item 2 on the built server (docs/decisions/102): while a company types a vacancy, the form
// flags discriminating wording and refuses fee wording, each with its explanation; the save needs a
// job-related reason; the office then finds the vacancy marked in its queue, the phrase highlighted and
// the company's reason beside it.

const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const combobox = (scope: Page | Locator, name: string) => scope.getByRole('combobox', { name, exact: true });

test('a company sees the fair-posting flags as it types; the office sees the vacancy marked in its queue', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const word = uniqueWord();
  const company = await (await browser.newContext({ viewport: { width: 375, height: 900 } })).newPage();
  const name = `CV ${word} Adil`;
  const account = await activatedAccount(company.request, 'company', name, 'loker-adil');
  await saveCompanyProfileByApi(company.request, await apiLogIn(company.request, account), name);
  await logInAs(company, baseURL!, account);

  const title = `Resepsionis ${word}`;
  await company.goto('/panel/data-lowongan-kerja/formulir');
  await expect(company.getByRole('heading', { level: 1, name: 'Tambah Lowongan Kerja' })).toBeVisible();
  const flags = company.getByTestId('posting-flags');
  await expect(flags).toContainText('Tidak ada persyaratan yang ditandai.');

  await textbox(company, 'Judul lowongan').fill(title);
  const jobType = combobox(company, 'Jenis pekerjaan');
  await expect(jobType.locator('option')).not.toHaveCount(1);
  await jobType.selectOption({ index: 1 });
  const position = combobox(company, 'Jabatan');
  await expect(position.locator('option')).not.toHaveCount(2);
  await position.selectOption({ index: 1 });
  await textbox(company, 'Alamat tempat kerja').fill('Jl. Ir. H. Juanda No. 7, Samarinda');
  await textbox(company, 'Gaji (Rp)').fill('3800000');

  // Flagged while typing, with the circular's reason; fee wording is refused outright.
  await textbox(company, 'Syarat khusus').fill('Berpenampilan menarik dan rapi.');
  await expect(flags.locator('mark', { hasText: 'Berpenampilan menarik' })).toBeVisible();
  await expect(flags).toContainText('SE Menaker M/6/HK.04/V/2025');
  await textbox(company, 'Deskripsi pekerjaan').fill('Menerima tamu. Pelamar membayar biaya administrasi.');
  await expect(flags.getByText('Tidak boleh meminta uang dari pelamar')).toBeVisible();
  await expect(flags.locator('mark', { hasText: 'biaya administrasi' })).toBeVisible();
  await expectNoSeriousViolation(company, 'vacancy form with fair-posting flags');

  // Not sent: the fee wording is an error of its field, the missing reason an error of the reason.
  let posts = 0;
  company.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/v1/job-vacancies/company/')) posts += 1;
  });
  await company.getByRole('button', { name: 'Simpan Lowongan' }).click();
  await expect(
    company.getByText('Kata "biaya administrasi" tidak boleh dipakai', { exact: false }).first(),
  ).toBeVisible();
  await expect(company.getByText(/Lowongan memuat persyaratan yang ditandai/).first()).toBeVisible();
  expect(posts).toBe(0);

  await textbox(company, 'Deskripsi pekerjaan').fill('Menerima tamu dan mengatur jadwal pertemuan.');
  await textbox(company, 'Alasan persyaratan terkait pekerjaan').fill(
    'Melayani tamu hotel sesuai standar layanan perusahaan.',
  );
  const saved = company.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().includes('/api/v1/job-vacancies/company/'),
  );
  await company.getByRole('button', { name: 'Simpan Lowongan' }).click();
  expect((await saved).status()).toBe(201);
  await company.context().close();

  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(office, baseURL!, DEMO.admin);
  await office.goto('/panel/verifikasi');
  await office.getByRole('button', { name: 'Lowongan Kerja', exact: true }).click();
  await office.getByRole('searchbox', { name: 'Cari lowongan kerja' }).fill(title);
  await office.getByRole('button', { name: 'Cari', exact: true }).click();
  const item = office.getByRole('listitem', { name: title });
  const review = item.getByRole('region', { name: 'Pemeriksaan kesetaraan (SE Menaker M/6/HK.04/V/2025)' });
  await expect(review).toBeVisible();
  await expect(review.getByText('1 frasa ditandai')).toBeVisible();
  await expect(review.locator('mark', { hasText: 'Berpenampilan menarik' })).toBeVisible();
  await expect(review).toContainText('Melayani tamu hotel sesuai standar layanan perusahaan.');
  await expectNoSeriousViolation(office, 'verification queue with a flagged vacancy');
});
