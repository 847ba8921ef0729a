import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 20 item 5 on the built server (docs/decisions/104): the company extends a vacancy from the
// screen its expiry notice links to, and a closed vacancy's page is the short 410 page with similar
// open vacancies, noindex.

interface OwnVacancy {
  id: number;
  title: string;
  title_slug: string;
  expired_at: string | null;
}

test('a company extends a vacancy in one click; a closed one shows the short page with similar vacancies', async ({
  page,
  baseURL,
}) => {
  const user = await logInAs(page, baseURL!, DEMO.company);
  const auth = { authorization: `Bearer ${user.token}` };
  const list = await page.request.get(
    `/api/v1/job-vacancies/company/${String(user.company_detail_id)}?tab=active`,
    {
      headers: auth,
    },
  );
  expect(list.status()).toBe(200);
  const [first, second] = ((await list.json()) as { data: { job_vacancies: OwnVacancy[] } }).data
    .job_vacancies;
  expect(second, 'the demo company has two open vacancies').toBeTruthy();

  // The notice's link: /panel/data-lowongan-kerja/kesegaran/:id.
  await page.goto(`/panel/data-lowongan-kerja/kesegaran/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kesegaran lowongan' })).toBeVisible();
  await expectNoSeriousViolation(page, 'freshness screen');
  await page.getByRole('button', { name: 'Perpanjang 30 hari' }).click();
  await expect(page.getByText(/^Lowongan diperpanjang 30 hari, sampai /)).toBeVisible();
  await expect(page.getByTestId('freshness-history')).toContainText('Diperpanjang 30 hari');
  const before = new Date(first!.expired_at!).getTime();
  const after = await page.request.get(`/api/v1/job-vacancies/freshness/${first!.id}`, { headers: auth });
  const expiry = ((await after.json()) as { data: { job_vacancy: { expired_at: string } } }).data.job_vacancy
    .expired_at;
  expect(new Date(expiry).getTime()).toBe(before + 30 * 86_400_000);

  // Closed: the public page is gone (410) and offers similar open vacancies.
  const closed = await page.request.post(`/api/v1/job-vacancies/change-publication-status/${second!.id}`, {
    headers: auth,
    data: { status: 'CLOSED' },
  });
  expect(closed.status()).toBe(200);
  const response = await page.goto(`/lowongan-kerja/${second!.title_slug}`);
  expect(response?.status()).toBe(410);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Lowongan ini sudah tidak tersedia' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lowongan serupa yang masih dibuka' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();
  await expect(page.getByTestId('vacancy-gone').locator('li.vacancy-card').first()).toBeVisible();
  await expectNoSeriousViolation(page, 'gone vacancy page');
});
