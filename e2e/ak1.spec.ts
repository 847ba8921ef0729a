import { expect, test, type Browser, type Page } from '@playwright/test';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';
import { expectNoSeriousViolation } from './support/axe.ts';

// Issue 11 item 4 on the built server: a seeker made for the run completes the profile and waits; the
// office verifies the seeker in the 'Pencari Kerja' tab of Verifikasi, which issues the AK/1 number;
// the seeker opens the card (number, QR code, validity, the free statement), has a print layout for A4
// and for a CR80 card, prints and reports; a guest opens the public check page of the number. axe checks
// every new screen with content on it. Issue 15 item 2 and 6 (docs/decisions/073): the QR link carries
// the card's code, a number typed alone shows a masked name; a changed identity makes the card 'tidak
// berlaku' until the office, which sees the change old → new, verifies again.

const VERIFICATION = '/panel/verifikasi';
const CARD = '/panel/kartu-ak1';
const NUMBER = /^\d{4}-\d{4}-\d{6}$/;
/** 85.6 mm at CSS's 96 px per inch. */
const CR80_WIDTH_PX = (85.6 / 25.4) * 96;

/** A page of its own browser context, signed in as `account` (or a guest without one). */
async function actor(browser: Browser, baseURL: string, account?: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (account) await logInAs(page, baseURL, account);
  return page;
}

/** On /panel/verifikasi, tab 'Pencari Kerja': the waiting queue searched for `name`, and its item. */
async function seekerItem(page: Page, name: string) {
  await page.goto(VERIFICATION);
  await expect(page.getByRole('heading', { level: 1, name: 'Verifikasi' })).toBeVisible();
  await page.getByRole('button', { name: 'Pencari Kerja', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Cari pencari kerja' }).fill(name);
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  const item = page.getByRole('listitem', { name });
  await expect(item).toBeVisible();
  return item;
}

test('the office verifies a seeker, who opens and prints the AK/1 card; the public check shows it valid; a changed name makes it not valid until the office verifies again', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const name = `Dewi ${uniqueWord(9)} Lestari`;

  // A seeker with a complete profile, waiting: the card page says so, with the status.
  const seeker = await actor(browser, baseURL!);
  const account = await activatedAccount(seeker.request, 'seeker', name, 'ak1-pencari');
  const user = await apiLogIn(seeker.request, account);
  await completeSeekerProfileByApi(seeker.request, user, name);
  await logInAs(seeker, baseURL!, account);
  await seeker.goto(CARD);
  await expect(seeker.getByRole('heading', { level: 1, name: 'Kartu AK/1' })).toBeVisible();
  await expect(seeker.getByRole('heading', { name: 'Kartu AK/1 belum terbit' })).toBeVisible();
  await expect(seeker.getByText('Menunggu verifikasi', { exact: true })).toBeVisible();
  await expectNoSeriousViolation(seeker, `${CARD} (belum terbit)`);

  // The office finds the seeker, with the KTP to open, and verifies.
  const office = await actor(browser, baseURL!, DEMO.admin);
  const item = await seekerItem(office, name);
  await expect(item.getByRole('link', { name: 'Lihat KTP' })).toBeVisible();
  const ktp = await office.request.get(
    (await item.getByRole('link', { name: 'Lihat KTP' }).getAttribute('href'))!,
  );
  expect(ktp.status()).toBe(200);
  await expectNoSeriousViolation(office, `${VERIFICATION} (pencari kerja)`);
  await item.getByRole('button', { name: `Verifikasi ${name}` }).click();
  await expect(
    office.getByText('Pencari kerja berhasil diverifikasi dan Kartu AK/1 diterbitkan.'),
  ).toBeVisible();
  await expect(office.getByRole('listitem', { name })).toHaveCount(0);

  // 'Wajib Lapor' lists overdue card holders (the new one is not among them).
  await office.getByRole('button', { name: 'Wajib Lapor', exact: true }).click();
  await expect(office.getByText(/wajib lapor setiap 6 bulan/)).toBeVisible();
  await expect(office.getByRole('listitem', { name })).toHaveCount(0);
  await expectNoSeriousViolation(office, `${VERIFICATION} (wajib lapor)`);

  // The seeker's card: the number, the QR code, validity and the free statement.
  await seeker.goto(CARD);
  const front = seeker.getByRole('article', { name: 'Kartu AK/1 sisi depan' });
  await expect(front).toBeVisible();
  const number = (await front.locator('.ak1-number').textContent())!.trim();
  expect(number).toMatch(NUMBER);
  const qr = front.getByRole('img', { name: `Kode QR pemeriksaan kartu ${number}` });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(front.getByText(name)).toBeVisible();
  await expect(seeker.getByText('GRATIS.')).toBeVisible();
  await expect(seeker.getByText(/Berlaku s\.d\./)).toBeVisible();
  await expectNoSeriousViolation(seeker, `${CARD} (kartu)`);

  // Cetak calls the browser's print; the print layout shows only the card, A4 or card-sized.
  await seeker.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await seeker.getByRole('button', { name: 'Cetak' }).click();
  expect(await seeker.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await seeker.getByRole('radio', { name: /Kartu CR80/ }).check();
  await seeker.emulateMedia({ media: 'print' });
  await expect(front).toBeVisible();
  await expect(seeker.getByRole('heading', { name: 'Lapor Kartu AK/1' })).toBeHidden();
  const box = await front.boundingBox();
  expect(Math.abs(box!.width - CR80_WIDTH_PX)).toBeLessThan(2);
  await seeker.emulateMedia({ media: 'screen' });
  await seeker.getByRole('radio', { name: 'Kertas A4' }).check();

  // The 6-monthly report: still looking.
  const form = seeker
    .locator('form')
    .filter({ has: seeker.getByRole('heading', { name: 'Lapor Kartu AK/1' }) });
  await form.getByRole('button', { name: 'Kirim laporan' }).click();
  await expect(seeker.getByText('Laporan Kartu AK/1 berhasil dikirim.')).toBeVisible();
  await expect(
    seeker.getByRole('region', { name: 'Riwayat lapor' }).getByRole('cell', { name: 'Masih mencari kerja' }),
  ).toBeVisible();

  // The QR code's page (the card's link with its code), for anyone: the number, the name, valid.
  const cardRes = await seeker.request.get('/api/v1/seeker/ak1', {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const verifyUrl = new URL(
    ((await cardRes.json()) as { data: { card: { verify_url: string } } }).data.card.verify_url,
  );
  expect(verifyUrl.searchParams.get('kode')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const qrLink = `${verifyUrl.pathname}${verifyUrl.search}`;
  const guest = await actor(browser, baseURL!);
  await guest.goto(qrLink);
  await expect(guest.getByRole('heading', { name: 'Kartu berlaku' })).toBeVisible();
  await expect(guest.getByText(name)).toBeVisible();
  await expect(guest.getByText(number)).toBeVisible();
  await expect(guest.getByText('17 Agustus 1999')).toHaveCount(0);
  await expectNoSeriousViolation(guest, '/kartu-ak1/:number');

  // The number typed by hand: valid or not and a masked name, never the name.
  await guest.goto(`/kartu-ak1/${number}`);
  await expect(guest.getByRole('heading', { name: 'Kartu berlaku' })).toBeVisible();
  const masked = name
    .split(' ')
    .map((w) => w[0] + '*'.repeat(w.length - 1))
    .join(' ');
  await expect(guest.getByText(masked, { exact: true })).toBeVisible();
  await expect(guest.getByText(name)).toHaveCount(0);
  await expect(guest.getByText(/tanpa kode kartu/)).toBeVisible();

  // The seeker changes their name: warned before saving, then the card is not valid.
  const newName = `${name} Putri`;
  await seeker.goto('/panel/data-pribadi/pencari-kerja/biodata');
  await expect(seeker.getByText(/sudah diverifikasi Dinas\. Bila Anda mengubahnya/)).toBeVisible();
  await seeker.getByRole('textbox', { name: 'Nama lengkap', exact: true }).fill(newName);
  await expect(seeker.getByRole('alert').filter({ hasText: 'Anda mengubah Nama lengkap' })).toBeVisible();
  await seeker.getByRole('button', { name: 'Simpan', exact: true }).click();
  const saved = seeker.getByRole('alertdialog').filter({ hasText: 'kembali menunggu verifikasi Dinas' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Oke' }).click();
  await seeker.goto(CARD);
  await expect(front.getByText('TIDAK BERLAKU · menunggu verifikasi ulang Dinas')).toBeVisible();
  await expect(front.locator('.ak1-number')).toHaveText(number);
  await expectNoSeriousViolation(seeker, `${CARD} (menunggu verifikasi ulang)`);
  await guest.goto(qrLink);
  await expect(guest.getByRole('heading', { name: 'Kartu tidak berlaku' })).toBeVisible();

  // The office sees the change, old → new, and verifies again: the same number is valid.
  const again = await seekerItem(office, newName);
  const changes = again.getByRole('list', { name: `Perubahan data ${newName}` });
  await expect(changes.locator('del')).toHaveText(name);
  await expect(changes.locator('ins')).toHaveText(newName);
  await expectNoSeriousViolation(office, `${VERIFICATION} (perubahan identitas)`);
  await again.getByRole('button', { name: `Verifikasi ${newName}` }).click();
  await expect(
    office.getByText('Pencari kerja berhasil diverifikasi dan Kartu AK/1 diterbitkan.'),
  ).toBeVisible();
  await seeker.goto(CARD);
  await expect(front.locator('.ak1-number')).toHaveText(number);
  await expect(front.getByText('TIDAK BERLAKU', { exact: false })).toHaveCount(0);
  await guest.goto(qrLink);
  await expect(guest.getByRole('heading', { name: 'Kartu berlaku' })).toBeVisible();
  await expect(guest.getByText(newName)).toBeVisible();
});
