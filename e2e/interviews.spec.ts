import { expect } from '@playwright/test';
import { test } from './support/test.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { linkTo, waitForMail } from './support/mail.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 21 §3 on the built server (docs/decisions/110): the demo company schedules an interview for its
// applicant at CALLED, the seeker gets the mail (with its .ics), opens its link, signs in, comes back to
// the interview and confirms it; the company's week agenda shows the answer.

const VACANCY = 'Programmer Web (Laravel/React)';
const SEEKER = 'Muhammad Rizky Pratama';

test('a company schedules an interview and the seeker confirms it from the mail', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const zone = 'Asia/Makassar';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(Date.now() + 9 * 86_400_000),
  );

  const company = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logInAs(company, baseURL!, DEMO.company);
  const list = await company.request.get(
    `/api/v1/job-vacancies?search=${encodeURIComponent('Programmer Web')}`,
  );
  const slug = (
    (await list.json()) as { data: { job_vacancies: { title: string; title_slug: string }[] } }
  ).data.job_vacancies.find((v) => v.title === VACANCY)!.title_slug;
  await company.goto(`/panel/data-lowongan-kerja/${slug}/pencari-kerja?tab=calls`);
  const card = company.getByRole('article', { name: SEEKER });
  await card.getByRole('button', { name: 'Jadwalkan wawancara' }).click();
  const dialog = company.getByRole('dialog', { name: `Jadwalkan wawancara: ${SEEKER}` });
  await dialog.getByLabel(/^Tanggal/).fill(day);
  await dialog.getByLabel(/^Jam/).fill('10:30');
  await dialog.getByRole('combobox', { name: 'Jenis wawancara' }).selectOption('ONLINE');
  await dialog.getByLabel(/^Tautan/).fill('http://meet.contoh.id/rizky');
  await dialog.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expect(dialog.getByText('Tautan wawancara harus alamat https:// yang valid.')).toBeVisible();
  await dialog.getByLabel(/^Tautan/).fill('https://meet.contoh.id/rizky');
  await expectNoSeriousViolation(company, 'schedule interview dialog');
  await dialog.getByRole('button', { name: 'Simpan jadwal' }).click();
  await expect(company.getByText(/^Wawancara dijadwalkan/).first()).toBeVisible();

  const mail = await waitForMail(DEMO.seeker.email, 'Undangan wawancara');
  expect(mail.text).toContain('10.30 WITA');
  const link = linkTo(mail, '/panel/wawancara');

  // The mailed link, opened signed out: sign in, then back at the interview.
  const seeker = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
  await seeker.goto(link);
  await expect(seeker).toHaveURL(/\/masuk\?kembali=/);
  await seeker.getByLabel('Email').fill(DEMO.seeker.email);
  await seeker.getByLabel('Kata sandi', { exact: true }).fill(DEMO.seeker.password);
  await seeker.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(seeker).toHaveURL(new RegExp(`${link.replace('?', '\\?')}$`));
  const item = seeker.getByRole('listitem', { name: new RegExp(VACANCY.replace(/[()]/g, '\\$&')) });
  await expect(item.getByText(/10\.30 WITA/)).toBeVisible();
  await expectNoSeriousViolation(seeker, 'seeker interviews');
  await item.getByRole('button', { name: 'Konfirmasi hadir' }).click();
  await expect(item.getByText('Dikonfirmasi')).toBeVisible();
  await seeker.context().close();

  await company.goto(`/panel/agenda-wawancara?minggu=${day}`);
  const entry = company.getByRole('listitem').filter({ hasText: SEEKER });
  await expect(entry.getByText('Dikonfirmasi')).toBeVisible();
  await expectNoSeriousViolation(company, 'interview agenda');
});
