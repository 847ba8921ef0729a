import { expect, test, type Browser } from '@playwright/test';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { png } from './support/files.ts';
import { DEMO, logInAs } from './support/session.ts';
import { expectNoSeriousViolation } from './support/axe.ts';

// Issue 11's events journey on the built server: the office creates an event with an image and
// publishes it from Kelola Acara; a new seeker opens it, joins, and finds it under 'Acara Diikuti';
// the office sees the participant and marks attendance. axe checks the office's event screens with
// content on them, at the desktop width and a phone's.

const OFFICE_EVENTS = '/panel/acara';
const OFFICE_EVENT_FORM = '/panel/acara/formulir';
const SEEKER_EVENTS = '/panel/data-acara/pencari-kerja';

/** A page of its own browser context, signed in as `account`. */
async function actor(browser: Browser, baseURL: string, account?: { email: string; password: string }) {
  const page = await (await browser.newContext()).newPage();
  if (account) await logInAs(page, baseURL, account);
  return page;
}

/** 'YYYY-MM-DDTHH:mm' in the browser's time zone, `days` from now at `hour`:00. */
function localInput(days: number, hour: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(hour)}:00`;
}

test('the office publishes an event with an image, a seeker joins it and finds it under Acara Diikuti', async ({
  browser,
  baseURL,
}) => {
  // Three actors, an image upload re-encoded on the server (docs/decisions/074) and a join: on two
  // loaded cores this runs past the default 30 s.
  test.slow();
  const word = uniqueWord();
  const title = `Bursa Kerja ${word}`;

  // The office creates the event as a draft, with an image and HTML content.
  const office = await actor(browser, baseURL!, DEMO.admin);
  await office.goto(OFFICE_EVENT_FORM);
  await expect(office.getByRole('heading', { level: 1, name: 'Buat Acara' })).toBeVisible();
  await expectNoSeriousViolation(office, 'Formulir Acara');
  await office.getByLabel('Judul acara').fill(title);
  await office.getByLabel('Ringkasan').fill('Bursa kerja dengan puluhan perusahaan.');
  await office
    .getByLabel('Isi acara')
    .fill('<h2>Syarat</h2><ul><li>CV</li><li>Kartu AK/1</li></ul><script>alert(1)</script>');
  await office.getByLabel('Gambar acara').setInputFiles(png('acara.png'));
  await office.getByLabel('Waktu mulai').fill(localInput(10, 9));
  await office.getByLabel('Waktu selesai').fill(localInput(10, 15));
  await office.getByLabel('Tempat atau tautan daring').fill('GOR Segiri, Samarinda');
  await office.getByLabel('Kuota peserta').fill('50');
  await office.getByRole('button', { name: 'Simpan Acara' }).click();
  await expect(office).toHaveURL(new RegExp(`${OFFICE_EVENTS}$`));

  // Kelola Acara lists it as a draft; the office publishes it.
  await office.getByRole('searchbox', { name: 'Cari acara' }).fill(word);
  await office.getByRole('searchbox', { name: 'Cari acara' }).press('Enter');
  const item = office.getByRole('listitem').filter({ has: office.getByRole('heading', { name: title }) });
  await expect(item.getByText('Draf')).toBeVisible();
  await expectNoSeriousViolation(office, 'Kelola Acara');
  await item.getByRole('button', { name: `Terbitkan ${title}` }).click();
  await expect(item.getByText('Terbit', { exact: true })).toBeVisible();

  // A new seeker opens the event: the image, the sanitised content, the places left; joins.
  const seekerPage = await actor(browser, baseURL!);
  const seeker = await activatedAccount(seekerPage.request, 'seeker', 'Rina Acara', 'acara-pencari');
  await logInAs(seekerPage, baseURL!, seeker);
  await seekerPage.goto('/acara');
  await seekerPage.getByRole('link', { name: title }).click();
  await expect(seekerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seekerPage.locator('.posts-hero-image')).toHaveAttribute('src', /^\/storage\/poster\//);
  const content = seekerPage.getByTestId('post-content');
  await expect(content.getByRole('heading', { level: 2, name: 'Syarat' })).toBeVisible();
  await expect(content.locator('script')).toHaveCount(0);
  await expect(seekerPage.getByTestId('post-places')).toHaveText('Sisa 50 dari 50 tempat');
  await seekerPage.getByRole('button', { name: 'Gabung Acara' }).click();
  await expect(seekerPage.getByText('Sudah bergabung')).toBeVisible();
  await expect(seekerPage.getByTestId('post-places')).toHaveText('Sisa 49 dari 50 tempat');
  await expect(seekerPage.getByText('1 bergabung')).toBeVisible();

  // Acara Diikuti lists it, with a link back to the event.
  await seekerPage.getByRole('link', { name: 'Lihat Acara Diikuti' }).click();
  await expect(seekerPage).toHaveURL(new RegExp(`${SEEKER_EVENTS}$`));
  await expect(seekerPage.getByRole('heading', { level: 1, name: 'Acara Diikuti' })).toBeVisible();
  await expect(seekerPage.getByRole('link', { name: title })).toHaveAttribute('href', /^\/acara\//);

  // The office sees the participant, marks attendance, and the CSV is offered.
  await office.getByRole('link', { name: `Peserta ${title}` }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Peserta Acara' })).toBeVisible();
  const attended = office.getByRole('checkbox', { name: 'Hadir Rina Acara' });
  await expect(attended).not.toBeChecked();
  await attended.check();
  await expect(attended).toBeChecked();
  await expect(office.getByRole('link', { name: 'Unduh CSV' })).toHaveAttribute(
    'href',
    /\/api\/v1\/office\/posts\/\d+\/participants\.csv$/,
  );
  await expectNoSeriousViolation(office, 'Peserta Acara');
  const download = office.waitForEvent('download');
  await office.getByRole('link', { name: 'Unduh CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toMatch(/^peserta-.*\.csv$/);

  // At a phone's width the office screens still pass axe.
  await office.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousViolation(office, 'Peserta Acara (375 px)');
  await office.goto(OFFICE_EVENTS);
  await expect(office.getByRole('heading', { level: 1, name: 'Kelola Acara' })).toBeVisible();
  await expectNoSeriousViolation(office, 'Kelola Acara (375 px)');
});
