import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 21 §3 on the built server (docs/decisions/111): the company opens a vacancy's analytics from its
// list; the lazy screen shows the figures, the chart and the CSV link, and passes axe. The counts
// themselves are proved against the database in apps/server/test/vacancy-analytics.api.test.ts.

test('a company opens the analytics of its vacancy: figures, chart, table and CSV', async ({
  page,
  baseURL,
}) => {
  await logInAs(page, baseURL!, DEMO.company);
  await page.goto('/panel/data-lowongan-kerja');
  await page.getByRole('link', { name: 'Analitik' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analitik Lowongan' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Angka per hari' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Grafik per hari: Dilihat/ })).toBeVisible();
  const csv = page.getByRole('link', { name: 'Unduh CSV' });
  const download = await page.request.get((await csv.getAttribute('href'))!);
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain('Tanggal,Dilihat,Pengunjung unik');
  await expectNoSeriousViolation(page, 'vacancy analytics screen');
});
