import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, logInAs } from './support/session.ts';

// Issue 17 item 2, docs/decisions/084: a save that fails lists every error at once in a summary at the top,
// and the field it moves to (focused, or reached by a link of the summary) lies with its message inside
// the screen, clear of the sticky header and the sticky "Simpan Profil" bar, at 1280 and 375 px.

const COMPANY_PROFILE = '/panel/data-pribadi/perusahaan';
const SUMMARY_TITLE = 'Ada kesalahan pada isian';
const BAD_NIB = 'Nomor Induk Berusaha (NIB) harus terdiri dari 13 digit angka';
const BAD_WEBSITE_START = 'Situs web harus';

type Box = { top: number; bottom: number; left: number; right: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return { top: box!.y, bottom: box!.y + box!.height, left: box!.x, right: box!.x + box!.width };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The focused control and its message, once the page has stopped scrolling. */
async function expectFocusedFieldInClearView(page: Page, label: string) {
  const control = page.getByRole('textbox', { name: label, exact: true });
  await expect(control).toBeFocused();
  // The message the control is described by (field-frame.tsx), not the summary's copy of it.
  const errorId = await control.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error')),
  );
  expect(errorId, `${label} names its error`).toBeTruthy();
  const message = page.locator(`[id="${errorId}"]`);
  await expect(message).toBeVisible();

  // Wait until two frames agree on the scroll position.
  await expect
    .poll(async () => {
      const a = await page.evaluate(() => window.scrollY);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      return (await page.evaluate(() => window.scrollY)) === a;
    })
    .toBe(true);

  const viewport = page.viewportSize()!;
  const header = await boxOf(page.locator('.site-header'));
  const saveBar = await boxOf(page.locator('.save-bar'));
  // The sticky bars are where a user sees them: the header at the top, the save bar at the bottom.
  expect(header.top).toBeLessThanOrEqual(1);
  expect(saveBar.bottom).toBeGreaterThan(viewport.height - 2);
  for (const [what, box] of [
    ['field', await boxOf(control)],
    ['message', await boxOf(message)],
  ] as const) {
    const where = `${label} ${what} ${JSON.stringify(box)}`;
    expect(box.top, where).toBeGreaterThanOrEqual(0);
    expect(box.bottom, where).toBeLessThanOrEqual(viewport.height);
    expect(box.left, where).toBeGreaterThanOrEqual(0);
    expect(box.right, where).toBeLessThanOrEqual(viewport.width);
    expect(overlaps(box, header), `${where} clear of the header ${JSON.stringify(header)}`).toBe(false);
    expect(overlaps(box, saveBar), `${where} clear of the save bar ${JSON.stringify(saveBar)}`).toBe(false);
  }
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`company profile at ${size.width} px: every error listed at once, the field in error in clear view`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(size);
    await logInAs(page, baseURL!, DEMO.company);
    await page.goto(COMPANY_PROFILE);
    const nib = page.getByRole('textbox', { name: 'Nomor Induk Berusaha (NIB)', exact: true });
    const website = page.getByRole('textbox', { name: 'Situs web', exact: true });
    await expect(nib).not.toHaveValue('');
    await nib.fill('12345');
    await website.fill('contoh.co.id');
    await page.getByRole('button', { name: 'Simpan Profil' }).click();

    // One save: both errors, in the summary at the top and under their fields.
    const summary = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: SUMMARY_TITLE }) });
    await expect(summary).toHaveCount(1);
    const links = summary.getByRole('link');
    await expect(links).toHaveCount(2);
    // Page order: Kontak (the website) comes before Dokumen Legalitas (the NIB).
    await expect(links.nth(0)).toHaveText(new RegExp(`^${BAD_WEBSITE_START}`));
    await expect(links.nth(1)).toHaveText(BAD_NIB);
    const summaryBox = await boxOf(summary);
    const formBox = await boxOf(page.locator('form.cp-form'));
    expect(Math.abs(summaryBox.top - formBox.top)).toBeLessThan(2);

    // The first field in error has the focus and is in clear view with its message.
    await expectFocusedFieldInClearView(page, 'Situs web');

    // Each link of the summary moves to its field the same way.
    await page.evaluate(() => window.scrollTo(0, 0));
    await links.nth(1).click();
    await expectFocusedFieldInClearView(page, 'Nomor Induk Berusaha (NIB)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await links.nth(0).click();
    await expectFocusedFieldInClearView(page, 'Situs web');
  });
}
