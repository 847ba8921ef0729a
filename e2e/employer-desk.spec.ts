import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, forwardedFor, uniqueWord } from './support/accounts.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs, type SessionUser } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';

// Issue 21 §1 and §3 on the built server (docs/decisions/107, 109): five new seekers apply to a demo
// company's vacancy that no other journey touches; the company picks the five and calls them at once,
// while one of them was already called by someone else (listed as skipped, with the reason); then the
// called list sorted "Paling cocok", and axe on the applicant screen and the message-template screen.

const VACANCY = 'Desainer Grafis dan Konten Media Sosial';
const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

/** A new seeker with a complete profile who applied to the vacancy; returns their name and ids. */
async function applicant(request: APIRequestContext, vacancyId: number, name: string) {
  const account = await activatedAccount(request, 'seeker', name, 'meja-pelamar');
  const user = await apiLogIn(request, account);
  await completeSeekerProfileByApi(request, user, name);
  const applied = await request.post('/api/v1/seekers/applied/', {
    headers: { ...bearer(user), 'x-forwarded-for': forwardedFor() },
    data: { job_vacancy_id: vacancyId, seeker_detail_id: user.seeker_detail_id },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  return { name, seekerDetailId: Number(user.seeker_detail_id) };
}

test('a company calls five applicants at once, sees the one skipped, and sorts by match', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const company = await apiLogIn(request, DEMO.company);
  const own = await request.get(`/api/v1/job-vacancies/company/${company.company_detail_id}?limit=50`, {
    headers: bearer(company),
  });
  const vacancy = (
    (await own.json()) as { data: { job_vacancies: { id: number; title: string; title_slug: string }[] } }
  ).data.job_vacancies.find((v) => v.title === VACANCY)!;
  const word = uniqueWord();
  const seekers = await Promise.all(
    ['Ayu', 'Bima', 'Citra', 'Dimas', 'Eka'].map((first) =>
      applicant(request, vacancy.id, `${first} ${word}`),
    ),
  );

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(page, baseURL!, DEMO.company);
  await page.goto(`/panel/data-lowongan-kerja/${vacancy.title_slug}/pencari-kerja?search=${word}`);
  for (const s of seekers) await page.getByRole('checkbox', { name: `Pilih ${s.name}` }).check();

  // Meanwhile another account of the company calls one of them: the bulk move must skip, not repeat it.
  const late = seekers[4]!;
  const single = await request.post('/api/v1/seekers/job-vacancy/change-status', {
    headers: bearer(company),
    data: { job_vacancy_id: vacancy.id, seeker_detail_id: late.seekerDetailId, status: 'CALLED' },
  });
  expect(single.status(), await single.text()).toBe(200);

  await page
    .getByRole('region', { name: 'Tindakan massal' })
    .getByRole('button', { name: 'Panggil (5)' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Pindahkan 5 pelamar ke "Dipanggil"?' });
  await dialog.getByLabel('Templat pesan (opsional)').selectOption({ label: 'Undangan wawancara' });
  await expect(dialog.getByLabel('Pesan untuk pelamar (opsional)')).toHaveValue(/mengundang Anda/);
  await dialog.getByRole('button', { name: 'Pindahkan' }).click();
  const result = page.getByRole('dialog', { name: 'Hasil pemindahan' });
  await expect(result.getByRole('status')).toHaveText('4 pelamar dipindahkan, 1 dilewati.');
  await expect(result.getByRole('listitem').filter({ hasText: late.name })).toContainText('Dipanggil');
  await result.getByText('Tutup', { exact: true }).click();

  // The called tab, best match first: the request asks the server for it and the badges descend.
  await page.getByRole('button', { name: /^Pelamar yang dipanggil/ }).click();
  await expect(page.getByRole('article')).toHaveCount(5);
  const sorted = page.waitForRequest((r) => r.url().includes('order_by=match'));
  await page.getByLabel('Urutkan').selectOption({ label: 'Paling cocok' });
  await sorted;
  await expect(page).toHaveURL(/order_by=match/);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  const scores = (await page.locator('.app-card .match-badge [aria-hidden="true"]').allTextContents()).map(
    (t) => Number(/(\d+)%/.exec(t)![1]),
  );
  expect(scores).toHaveLength(5);
  expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  await expectNoSeriousViolation(page, 'applicant screen sorted by match');

  await page.goto('/panel/templat-pesan');
  await expect(page.getByRole('article', { name: 'Belum sesuai' })).toBeVisible();
  await expectNoSeriousViolation(page, 'message templates');
});
