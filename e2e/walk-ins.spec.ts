import { expect, test } from '@playwright/test';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 21 §3 "Walk-in sessions" on the built server (docs/decisions/109, 115): the company adds a
// session of quota 1 to its vacancy, a seeker books the one place from the vacancy's page, and a second
// seeker, on a page that still shows the place, is refused and sees it full; axe on both screens. Who booked, as the company sees it, is in the web
// tests; the quota under concurrency is proved against the database in employer-desk.api.test.ts.

interface OwnVacancy {
  id: number;
  title: string;
  title_slug: string;
}

test('a company adds a walk-in session of one place; a seeker books it; a second seeker is refused and sees it full', async ({
  browser,
  baseURL,
}) => {
  const [companyContext, seekerContext, otherContext] = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ baseURL: baseURL! })),
  );
  const [company, seeker, other] = await Promise.all(
    [companyContext, seekerContext, otherContext].map((c) => c!.newPage()),
  );
  // The second seeker's account is made while the company works.
  const otherAccount = activatedAccount(other!.request, 'seeker', 'Dewi Walkin', 'walkin');
  const user = await logInAs(company!, baseURL!, DEMO.company);
  const list = await company!.request.get(
    `/api/v1/job-vacancies/company/${String(user.company_detail_id)}?tab=active`,
    { headers: { authorization: `Bearer ${user.token}` } },
  );
  expect(list.status()).toBe(200);
  const vacancy = ((await list.json()) as { data: { job_vacancies: OwnVacancy[] } }).data.job_vacancies[0]!;

  // The company's screen ("Walk-in" on each row of its vacancy list leads here).
  await company!.goto(`/panel/data-lowongan-kerja/walk-in/${vacancy.id}`);
  await expect(company!.getByRole('heading', { level: 1, name: 'Sesi Walk-in' })).toBeVisible();
  const place = `Aula ${uniqueWord()}`;
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await company!.getByLabel('Tanggal', { exact: true }).fill(day);
  await company!.getByLabel(/^Jam mulai/).fill('09:00');
  await company!.getByLabel(/^Jam selesai/).fill('11:00');
  await company!.getByLabel('Tempat', { exact: true }).fill(place);
  await company!.getByLabel('Kuota', { exact: true }).fill('1');
  await company!.getByRole('button', { name: 'Tambah sesi' }).click();
  const added = company!.getByTestId('company-walk-in').filter({ hasText: place });
  await expect(added).toContainText('0 dari 1 tempat dipesan');
  await expect(added).toContainText('pukul 09.00–11.00 WITA');
  await expectNoSeriousViolation(company!, 'company walk-in screen');

  // Both seekers open the vacancy's page while the place is free.
  await Promise.all([logInAs(seeker!, baseURL!, DEMO.seeker), logInAs(other!, baseURL!, await otherAccount)]);
  const url = `/lowongan-kerja/${vacancy.title_slug}`;
  await Promise.all([seeker!.goto(url), other!.goto(url)]);
  const slot = seeker!.getByTestId('walk-in-session').filter({ hasText: place });
  const seen = other!.getByTestId('walk-in-session').filter({ hasText: place });
  await expect(slot).toContainText('Sisa 1 tempat');
  await expect(seen).toContainText('Sisa 1 tempat');

  // The demo seeker books the one place.
  await slot.getByRole('button', { name: /^Pesan tempat/ }).click();
  await expect(slot).toContainText('Anda memesan sesi ini');
  await expect(slot).toContainText('Penuh');
  await expect(slot.getByRole('button', { name: 'Batalkan pesanan' })).toBeVisible();

  // The second seeker, on a page that still says one place, is refused with the server's reason.
  await seen.getByRole('button', { name: /^Pesan tempat/ }).click();
  await expect(
    other!.getByRole('alert').filter({ hasText: 'Kuota sesi walk-in ini sudah penuh' }),
  ).toBeVisible();
  await expect(seen).toContainText('Penuh');
  await expect(seen.getByRole('button')).toHaveCount(0);
  await expectNoSeriousViolation(other!, 'vacancy page with walk-in sessions');

  // The seeker finds the booking on Halaman Utama, with when and where, linked to the vacancy.
  await seeker!.goto('/panel/halaman-utama');
  const mine = seeker!
    .getByRole('region', { name: 'Sesi Walk-in Saya' })
    .getByTestId('my-walk-in')
    .filter({ hasText: place });
  await expect(mine).toContainText(vacancy.title);
  await expect(mine).toContainText('pukul 09.00–11.00 WITA');
  // The demo company's vacancy may have been closed or taken down by a journey running beside this
  // one; then the card names it without a link (employer-desk.api.test.ts proves which).
  const link = mine.getByRole('link');
  if ((await link.count()) > 0) await expect(link).toHaveAttribute('href', url);
  await expectNoSeriousViolation(seeker!, 'seeker dashboard with a walk-in booking');

  await Promise.all([companyContext, seekerContext, otherContext].map((c) => c!.close()));
});
