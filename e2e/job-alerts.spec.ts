import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import {
  JOB_ALERT_ACTIONS,
  JOB_ALERT_CONFIRM_PAGE,
  JOB_ALERT_FREQUENCY_LABELS,
  JOB_ALERT_MANAGE_PAGE,
  JOB_ALERT_MESSAGES as M,
  JOB_ALERTS_LINK,
} from '@siloker/shared/schemas/job-alerts-constants';
import { uniqueEmail, uniqueWord } from './support/accounts.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { countMail, linkTo, waitForMail, type Mail } from './support/mail.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, publicVacancyByApi } from './support/vacancies.ts';

// Issue 21 §2 on the built server (docs/decisions/108): a guest saves the list's search for mail at once
// and confirms it by the link the real SMTP listener received; a seeker saves the same search in the
// account and finds it in the panel; when a vacancy that fits goes public, both get it by mail within
// moments (the run the publication hints, not the 5-minute tick), and the mail's one-click links pause
// and stop the guest's alert without signing in.

const ALERT_SUBJECT = '1 lowongan baru untuk pencarian Anda';

/** The one-click link of `action` in an alert mail, as a path the browser can open. */
function manageLink(mail: Mail, action: string): string {
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname.startsWith(`${JOB_ALERT_MANAGE_PAGE}/`) && url.searchParams.get('aksi') === action)
      return `${url.pathname}${url.search}`;
  }
  throw new Error(`no ${action} link in mail "${mail.subject}"`);
}

/** On the vacancy list searched for `word`: the dialog of "Simpan pencarian & kirim lowongan baru", at once. */
async function openSaveSearch(page: Page, word: string) {
  await page.goto(`/lowongan-kerja?search=${word}`);
  await page.getByRole('button', { name: M.saveButton }).click();
  const dialog = page.getByRole('dialog', { name: M.dialogTitle });
  await expect(dialog.getByTestId('save-search-summary')).toHaveText(`“${word}”`);
  await dialog.getByRole('radio', { name: JOB_ALERT_FREQUENCY_LABELS.INSTANT }).check();
  return dialog;
}

test('a guest confirms a saved search by mail, a seeker saves it in the panel; a vacancy that fits is mailed at once and the mail pauses and stops it', async ({
  browser,
  baseURL,
}) => {
  // About 15 s on a quiet machine; the margin is for a loaded CI runner (axe runs four times).
  test.setTimeout(60_000);
  const word = uniqueWord(9);
  const guestEmail = uniqueEmail('langganan');

  // The guest: an address, the same answer whatever it is, then the confirmation link.
  const guest = await (await browser.newContext()).newPage();
  const guestDialog = await openSaveSearch(guest, word);
  await guestDialog.getByRole('textbox', { name: M.emailLabel }).fill(guestEmail);
  await guestDialog.getByRole('button', { name: M.submit }).click();
  await expect(guestDialog.getByTestId('save-search-done')).toHaveText(M.confirmSent);
  const confirmMail = await waitForMail(guestEmail, M.mailConfirmSubject);
  await guest.goto(linkTo(confirmMail, JOB_ALERT_CONFIRM_PAGE));
  await expect(guest.getByRole('heading', { level: 1, name: M.confirmTitle })).toBeVisible();
  await expectNoSeriousViolation(guest, 'job alert confirmation page');
  await guest.getByRole('button', { name: M.confirmButton }).click();
  const confirmed = guest.getByTestId('job-alert-result');
  await expect(confirmed).toHaveAttribute('data-ok', 'true');
  await expect(confirmed).toContainText(M.confirmed);
  await expect(confirmed.getByTestId('job-alert-summary')).toContainText(word);

  // The seeker: the account's address, active at once, listed in the panel.
  const seeker = await (await browser.newContext()).newPage();
  await logInAs(seeker, baseURL!, DEMO.seeker);
  const seekerDialog = await openSaveSearch(seeker, word);
  await expect(seekerDialog.getByRole('textbox', { name: M.emailLabel })).toHaveCount(0);
  await seekerDialog.getByRole('button', { name: M.submit }).click();
  await expect(seeker.getByText(M.created)).toBeVisible();
  await seeker.goto(JOB_ALERTS_LINK);
  await expect(seeker.getByRole('heading', { level: 1, name: M.panelTitle })).toBeVisible();
  const row = seeker.getByTestId('job-alert').filter({ hasText: word });
  await expect(row).toHaveAttribute('data-status', 'ACTIVE');
  await expect(row.getByRole('combobox', { name: M.frequencyLabel })).toHaveValue('INSTANT');
  await expectNoSeriousViolation(seeker, JOB_ALERTS_LINK);
  const seekerMails = countMail(DEMO.seeker.email, ALERT_SUBJECT);

  // A vacancy that fits goes public: the office verifies it, the company publishes it.
  const request = guest.context().request;
  const title = `Kasir Toko ${word}`;
  const vacancy = await publicVacancyByApi(request, {
    company: await apiLogIn(request, DEMO.company),
    office: await apiLogIn(request, DEMO.admin),
    title,
    requiredSkills: 'Teliti menghitung uang',
  });
  const alert = await waitForMail(guestEmail, ALERT_SUBJECT, 15_000);
  expect(alert.text).toContain(title);
  expect(alert.text).toContain(`/lowongan-kerja/${vacancy.title_slug}`);
  const seekerAlert = await waitForMail(DEMO.seeker.email, ALERT_SUBJECT, 15_000, seekerMails);
  expect(seekerAlert.text).toContain(title);

  // The mail's links, without signing in: pause, then stop; the link then says it no longer works.
  await guest.goto(manageLink(alert, JOB_ALERT_ACTIONS.pause));
  await expect(guest.getByTestId('job-alert-summary')).toContainText(word);
  await expectNoSeriousViolation(guest, 'job alert pause page');
  await guest.getByRole('button', { name: M.pauseButton }).click();
  await expect(guest.getByTestId('job-alert-result')).toHaveText(M.paused);

  await guest.goto(manageLink(alert, JOB_ALERT_ACTIONS.unsubscribe));
  await expect(guest.getByText(M.unsubscribeQuestion)).toBeVisible();
  await expect(guest.getByRole('button', { name: M.pauseButton })).toHaveCount(0);
  await expectNoSeriousViolation(guest, 'job alert unsubscribe page');
  await guest.getByRole('button', { name: M.unsubscribeButton }).click();
  await expect(guest.getByTestId('job-alert-result')).toHaveText(M.unsubscribed);
  await guest.reload();
  await expect(guest.getByRole('alert')).toHaveText(M.manageInvalid);
});
