import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount, uniqueWord } from './support/accounts.ts';
import { DEMO, logInAs } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';
import { expectNoSeriousViolation } from './support/axe.ts';
import { png } from './support/files.ts';

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

  // The office finds the seeker, with the KTP (a PDF: a download, and the link says so) and verifies.
  const office = await actor(browser, baseURL!, DEMO.admin);
  const item = await seekerItem(office, name);
  const ktpLink = item.getByRole('link', { name: /^Unduh KTP \(PDF\)/ });
  await expect(ktpLink).toBeVisible();
  await expect(ktpLink).toHaveAttribute('download', '');
  const ktp = await office.request.get((await ktpLink.getAttribute('href'))!);
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

/** What lies outside its card side, or overflows its own box sideways, on the printed card. */
async function clippedOnCard(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const sides = [...document.querySelectorAll<HTMLElement>('.ak1-print-area .ak1-side')].filter(
      (side) => getComputedStyle(side).display !== 'none',
    );
    for (const side of sides) {
      const card = side.getBoundingClientRect();
      const name = side.getAttribute('aria-label');
      if (side.scrollHeight > side.clientHeight + 1) problems.push(`${name}: content taller than the card`);
      for (const el of side.querySelectorAll<HTMLElement>('*')) {
        if (el.closest('.sr-only')) continue;
        const box = el.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        const label = `${name}: <${el.tagName.toLowerCase()} class="${el.className}"> "${(el.textContent ?? '').slice(0, 30)}"`;
        if (
          box.left < card.left - 0.5 ||
          box.top < card.top - 0.5 ||
          box.right > card.right + 0.5 ||
          box.bottom > card.bottom + 0.5
        ) {
          problems.push(`${label} outside the card`);
        }
        if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) problems.push(`${label} overflows`);
      }
    }
    return { sides: sides.map((s) => s.getAttribute('aria-label')), problems };
  });
}

/** The pages of a PDF Chromium wrote, and each page's size in mm (from its /MediaBox). */
function pdfPages(pdf: Buffer): { width: number; height: number }[] {
  const text = pdf.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  expect(boxes).toHaveLength(pages.length);
  const mm = (pt: string) => (Number(pt) / 72) * 25.4;
  return boxes.map((b) => ({ width: mm(b[1]!), height: mm(b[2]!) }));
}

test('the office sets the card’s signer, NIP, signature and stamp; the card prints to PDF in A4 and CR80 with nothing clipped', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Issue 17 item 9 (docs/decisions/086). A long name and the signature block make a full card.
  const name = `Muhammad Rizky ${uniqueWord(9)} Ramadhan Pratama Wijayakusuma`;

  // The administrator sets what the card prints of the office in Pengaturan.
  const office = await actor(browser, baseURL!, DEMO.admin);
  await office.goto('/panel/pengaturan');
  await expect(office.getByLabel('Kop kartu: pemerintah daerah')).toHaveAttribute(
    'placeholder',
    'Pemerintah Kota Samarinda',
  );
  await office.getByLabel('Nama kepala dinas').fill('Drs. H. Ahmad Fauzi Rahmatullah, M.Si.');
  await office.getByLabel('NIP kepala dinas').fill('19700101 199003 1 001');
  await office.getByLabel('Gambar tanda tangan').setInputFiles(png('ttd.png'));
  await office.getByLabel('Gambar stempel dinas').setInputFiles(png('stempel.png'));
  await office.getByRole('button', { name: 'Simpan pengaturan' }).click();
  await expect(office.getByText('Pengaturan situs berhasil disimpan.')).toBeVisible();
  await expect(office.getByRole('img', { name: 'Gambar tanda tangan saat ini' })).toBeVisible();
  await expectNoSeriousViolation(office, '/panel/pengaturan (Kartu AK/1)');

  // A seeker the office verifies through the API.
  const seeker = await actor(browser, baseURL!);
  const account = await activatedAccount(seeker.request, 'seeker', name, 'ak1-cetak');
  const user = await apiLogIn(seeker.request, account);
  await completeSeekerProfileByApi(seeker.request, user, name);
  const admin = await apiLogIn(office.request, DEMO.admin);
  const auth = { authorization: `Bearer ${admin.token}` };
  const queue = await office.request.get(`/api/v1/office/seekers?search=${encodeURIComponent(name)}`, {
    headers: auth,
  });
  const [waiting] = ((await queue.json()) as { data: { seekers: { id: number }[] } }).data.seekers;
  const verified = await office.request.post(`/api/v1/office/seekers/${waiting!.id}/status`, {
    headers: auth,
    data: { status: 'VERIFIED' },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  // The card: the heading, the signer with NIP, the signature and stamp opened by the holder's session.
  await logInAs(seeker, baseURL!, account);
  await seeker.goto(CARD);
  const front = seeker.getByRole('article', { name: 'Kartu AK/1 sisi depan' });
  await expect(front.getByText('Pemerintah Kota Samarinda')).toHaveCSS('text-transform', 'uppercase');
  await expect(front.getByText('Dinas Tenaga Kerja', { exact: true })).toBeVisible();
  await expect(front.getByText('NIP. 19700101 199003 1 001')).toBeVisible();
  for (const image of [/^Tanda tangan /, /^Stempel /]) {
    const img = front.getByRole('img', { name: image });
    await expect(img).toBeVisible();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  }
  await expectNoSeriousViolation(seeker, `${CARD} (kop dan tanda tangan)`);
  // On a phone's screen too, every part of the card stays inside it.
  await seeker.setViewportSize({ width: 375, height: 800 });
  expect((await clippedOnCard(seeker)).problems).toEqual([]);
  await seeker.setViewportSize({ width: 1280, height: 800 });

  // A4: both sides at twice the card's size on one sheet; nothing outside a side, nothing overflowing.
  await seeker.emulateMedia({ media: 'print' });
  let printed = await clippedOnCard(seeker);
  expect(printed.sides).toEqual(['Kartu AK/1 sisi depan', 'Kartu AK/1 sisi belakang']);
  expect(printed.problems).toEqual([]);
  const frontBox = (await front.boundingBox())!;
  expect(Math.abs(frontBox.width - 2 * CR80_WIDTH_PX)).toBeLessThan(2);
  const a4 = pdfPages(await seeker.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(a4).toHaveLength(1);
  expect(Math.abs(a4[0]!.width - 210)).toBeLessThan(1);
  expect(Math.abs(a4[0]!.height - 297)).toBeLessThan(1);

  // CR80: the front on one card-sized page; the back alone; both on two pages for a duplex printer.
  await seeker.emulateMedia({ media: 'screen' });
  await seeker.getByRole('radio', { name: /Kartu CR80/ }).check();
  for (const [side, shown, pages] of [
    ['Sisi depan', ['Kartu AK/1 sisi depan'], 1],
    ['Sisi belakang', ['Kartu AK/1 sisi belakang'], 1],
    ['Kedua sisi (printer dua sisi)', ['Kartu AK/1 sisi depan', 'Kartu AK/1 sisi belakang'], 2],
  ] as const) {
    await seeker.emulateMedia({ media: 'screen' });
    await seeker.getByRole('radio', { name: side }).check();
    await seeker.emulateMedia({ media: 'print' });
    printed = await clippedOnCard(seeker);
    expect(printed.sides, side).toEqual(shown);
    expect(printed.problems, side).toEqual([]);
    const cr80 = pdfPages(await seeker.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(cr80, side).toHaveLength(pages);
    for (const page of cr80) {
      expect(Math.abs(page.width - 85.6), side).toBeLessThan(0.5);
      expect(Math.abs(page.height - 54), side).toBeLessThan(0.5);
    }
  }
  // The validity line and the signature block lie on the card (the line used to fall off it).
  await seeker.emulateMedia({ media: 'screen' });
  await seeker.getByRole('radio', { name: 'Sisi depan' }).check();
  await seeker.emulateMedia({ media: 'print' });
  const card = (await front.boundingBox())!;
  expect(Math.abs(card.width - CR80_WIDTH_PX)).toBeLessThan(2);
  for (const part of ['.ak1-validity', '.ak1-sign', '.ak1-kop']) {
    const box = (await front.locator(part).boundingBox())!;
    expect(box.y + box.height, part).toBeLessThanOrEqual(card.y + card.height + 0.5);
    expect(box.x + box.width, part).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
});
