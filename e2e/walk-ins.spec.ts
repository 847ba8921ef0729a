import { expect, test } from '@playwright/test';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 21 §3 "Walk-in sessions" on the built server (docs/decisions/109, 113): the company adds a
// session of quota 1 to its vacancy, a seeker books the one place from the vacancy's page, and a second
// seeker sees the session full. The quota under concurrency is proved against the database in
// apps/server/test (walk-ins API tests); this journey proves the screens and passes axe on both.

interface OwnVacancy {
  id: number;
  title_slug: string;
}

test('a company adds a walk-in session of one place; a seeker books it; a second seeker sees it full', async ({
  browser,
  baseURL,
}) => {
  const companyContext = await browser.newContext({ baseURL: baseURL! });
  const company = await companyContext.newPage();
  const user = await logInAs(company, baseURL!, DEMO.company);
  const list = await company.request.get(
    `/api/v1/job-vacancies/company/${String(user.company_detail_id)}?tab=active`,
    { headers: { authorization: `Bearer ${user.token}` } },
  );
  expect(list.status()).toBe(200);
  const vacancy = ((await list.json()) as { data: { job_vacancies: OwnVacancy[] } }).data.job_vacancies[0]!;

  // The company's screen, from "Walk-in" on its vacancy list.
  await company.goto('/panel/data-lowongan-kerja');
  await company.locator(`a[href="/panel/data-lowongan-kerja/walk-in/${vacancy.id}"]`).click();
  await expect(company.getByRole('heading', { level: 1, name: 'Sesi Walk-in' })).toBeVisible();
  const place = `Aula ${uniqueWord()}`;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await company.getByLabel('Tanggal', { exact: true }).fill(day);
  await company.getByLabel(/^Jam mulai/).fill('09:00');
  await company.getByLabel(/^Jam selesai/).fill('11:00');
  await company.getByLabel('Tempat', { exact: true }).fill(place);
  await company.getByLabel('Kuota', { exact: true }).fill('1');
  await company.getByRole('button', { name: 'Tambah sesi' }).click();
  const mine = company.getByTestId('company-walk-in').filter({ hasText: place });
  await expect(mine).toContainText('0 dari 1 tempat dipesan');
  await expect(mine).toContainText('pukul 09.00–11.00 WITA');
  await expectNoSeriousViolation(company, 'company walk-in screen');

  // The demo seeker books the one place from the vacancy's page.
  const seekerContext = await browser.newContext({ baseURL: baseURL! });
  const seeker = await seekerContext.newPage();
  await logInAs(seeker, baseURL!, DEMO.seeker);
  await seeker.goto(`/lowongan-kerja/${vacancy.title_slug}`);
  const slot = seeker.getByTestId('walk-in-session').filter({ hasText: place });
  await expect(slot).toContainText('Sisa 1 tempat');
  await slot.getByRole('button', { name: /^Pesan tempat/ }).click();
  await expect(slot).toContainText('Anda memesan sesi ini');
  await expect(slot).toContainText('Penuh');
  await expect(slot.getByRole('button', { name: 'Batalkan pesanan' })).toBeVisible();
  await expectNoSeriousViolation(seeker, 'vacancy page with walk-in sessions');

  // A second seeker finds it full, with nothing to press.
  const otherContext = await browser.newContext({ baseURL: baseURL! });
  const other = await otherContext.newPage();
  const account = await activatedAccount(other.request, 'seeker', 'Dewi Walkin', 'walkin');
  await logInAs(other, baseURL!, account);
  await other.goto(`/lowongan-kerja/${vacancy.title_slug}`);
  const seen = other.getByTestId('walk-in-session').filter({ hasText: place });
  await expect(seen).toContainText('Penuh');
  await expect(seen.getByRole('button')).toHaveCount(0);

  // The company sees who booked.
  await company.reload();
  await expect(mine).toContainText('1 dari 1 tempat dipesan');
  await expect(mine.getByRole('listitem')).toHaveCount(1);

  await Promise.all([companyContext.close(), seekerContext.close(), otherContext.close()]);
});
