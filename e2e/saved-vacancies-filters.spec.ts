import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { DEMO, logInAs } from './support/session.ts';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '@siloker/shared/ssr';

// Issue 17 items 13 and 15 on the built server (docs/decisions/087): a seeker saves a vacancy from
// the list and finds it in Lowongan Tersimpan; the list's filters survive a reload in the address; the
// "Simpan" button and the salary range keep to one line beside what they sit with.

// Every test here saves or unsaves with the one demo seeker, often the same first vacancy: they run one
// after another in one worker, or one width's run unsaves what the other just saved.
test.describe.configure({ mode: 'default' });

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** One line: the element is no taller than its own line height (plus its padding and border). */
async function oneLine(locator: Locator) {
  const { height, lineHeight, extra } = await locator.evaluate((el) => {
    const s = getComputedStyle(el);
    const px = (v: string) => Number.parseFloat(v) || 0;
    return {
      height: el.getBoundingClientRect().height,
      lineHeight: px(s.lineHeight) || px(s.fontSize) * 1.6,
      extra: px(s.paddingTop) + px(s.paddingBottom) + px(s.borderTopWidth) + px(s.borderBottomWidth),
    };
  });
  expect(height).toBeLessThan(lineHeight * 2 + extra);
}

async function firstCard(page: Page) {
  const card = page.locator('.vacancy-grid > li.vacancy-card').first();
  await expect(card).toBeVisible();
  return card;
}

for (const width of [375, 1280]) {
  test(`a seeker saves a vacancy from the list and finds it in the panel (${width} px)`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await logInAs(page, baseURL!, DEMO.seeker);
    await page.goto('/lowongan-kerja');
    const card = await firstCard(page);
    const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
    const save = card.getByTestId('save-vacancy');
    await expect(save).toBeVisible();
    // Start from not saved (the other width's run may have saved it).
    if ((await save.getAttribute('aria-pressed')) === 'true') {
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'false');
    }

    // The button sits at the card's foot beside the upload time, on one line, covering neither it nor
    // the title.
    await oneLine(save);
    expect(overlaps(await box(save), await box(card.getByRole('heading', { level: 2 })))).toBe(false);
    expect(overlaps(await box(save), await box(card.locator('.card-foot')))).toBe(false);
    const cardBox = await box(card);
    const saveBox = await box(save);
    expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveAccessibleName(`Tersimpan: ${title}`);
    // The click saved; it did not open the vacancy under the card's link.
    await expect(page).toHaveURL(/\/lowongan-kerja$/);

    await page.goto('/panel/lowongan-tersimpan');
    await expect(page.getByRole('heading', { level: 1, name: 'Lowongan Tersimpan' })).toBeVisible();
    const saved = page.locator('li.vacancy-card', { has: page.getByRole('heading', { name: title }) });
    await expect(saved).toBeVisible();
    await expect(saved.getByRole('link', { name: title })).toHaveAttribute('href', /\/lowongan-kerja\//);

    // Removed from the panel, it is gone from the list.
    await saved.getByTestId('save-vacancy').click();
    await expect(saved).toHaveCount(0);
  });
}

test('a guest’s Simpan leads to sign-in and back to the vacancy, where the seeker can save it', async ({
  page,
}) => {
  await page.goto('/lowongan-kerja');
  const card = await firstCard(page);
  await expect(card.getByTestId('save-vacancy')).toBeVisible();
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/lowongan-kerja\/.+/);
  // The vacancy's own page, not the list still on screen while it loads.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const vacancyPath = new URL(page.url()).pathname;
  await page.getByTestId('save-vacancy').click();
  await expect(page).toHaveURL(/\/masuk\?kembali=/);
  await page.getByLabel('Email').fill(DEMO.seeker.email);
  await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO.seeker.password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${vacancyPath}$`));
  // Signed in as a seeker, the same place now holds the real toggle.
  await expect(page.getByRole('button', { name: /^(Simpan|Tersimpan):/ })).toBeVisible();
});

test('the vacancy page offers Simpan to a seeker beside Bagikan', async ({ page, baseURL }) => {
  await logInAs(page, baseURL!, DEMO.seeker);
  await page.goto('/lowongan-kerja');
  const card = await firstCard(page);
  const title = (await card.getByRole('heading', { level: 2 }).textContent())!.trim();
  await card.getByRole('heading', { level: 2 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/lowongan-kerja\/.+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const save = page.getByTestId('save-vacancy');
  await expect(save).toBeVisible();
  const share = page.locator('.share').first();
  const a = await box(save);
  const b = await box(share);
  expect(overlaps(a, b)).toBe(false);
  // Side by side on one row.
  expect(Math.abs(a.y + a.height / 2 - (b.y + b.height / 2))).toBeLessThan(4);
});

test('the list filters stay in the address across a reload and count on the phone toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/lowongan-kerja');
  const toggle = page.getByRole('button', { name: /^Filter dan urutan/ });
  await toggle.click();
  const education = page.getByLabel('Pendidikan minimal');
  await expect(education.locator('option')).not.toHaveCount(1);
  const educationValue = await education.locator('option').nth(1).getAttribute('value');
  await education.selectOption(educationValue!);
  await page.getByLabel('Provinsi').selectOption('64');
  const city = page.getByLabel('Kabupaten/Kota');
  await expect(city).toBeEnabled();
  await city.selectOption('64.72');
  const district = page.getByLabel('Kecamatan');
  await expect(district).toBeEnabled();
  await expect(district.locator('option')).not.toHaveCount(1);
  const districtValue = await district.locator('option').nth(1).getAttribute('value');
  await district.selectOption(districtValue!);
  await page.getByLabel('Gaji minimal per bulan (Rp)').fill('1.000.000');
  await page.getByLabel('Gaji maksimal per bulan (Rp)').fill('20.000.000');
  await page.getByRole('button', { name: 'Terapkan' }).click();

  const expected = {
    education_id: educationValue!,
    province_code: '64',
    city_code: '64.72',
    district_code: districtValue!,
    salary_min: '1000000',
    salary_max: '20000000',
  };
  await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(expected);
  await expect(toggle).toHaveText('Filter dan urutan (5)');

  // The reloaded page comes rendered from the server with the list asked with every filter, and the
  // browser takes it over without asking again (docs/decisions/099).
  await page.reload();
  const state = JSON.parse(
    (await page.locator(`#${SSR_STATE_ELEMENT_ID}`).textContent({ timeout: 10_000 }))!,
  ) as SsrState;
  const keys = (state.queries as { queries: { queryKey: unknown[] }[] }).queries.map((q) => q.queryKey);
  const list = keys.find((k) => k[0] === 'job-vacancies' && k[1] === 'list');
  expect(list, 'the server asked for the list').toBeTruthy();
  const asked = list![2] as Record<string, unknown>;
  for (const [k, v] of Object.entries(expected)) expect(String(asked[k]), k).toBe(v);
  await expect(page.getByRole('button', { name: /^Filter dan urutan/ })).toHaveText('Filter dan urutan (5)');
  await page.getByRole('button', { name: /^Filter dan urutan/ }).click();
  await expect(page.getByLabel('Pendidikan minimal')).toHaveValue(educationValue!);
  await expect(page.getByLabel('Kabupaten/Kota')).toHaveValue('64.72');
  await expect(page.getByLabel('Kecamatan')).toHaveValue(districtValue!);
  await expect(page.getByLabel('Gaji minimal per bulan (Rp)')).toHaveValue('1.000.000');

  // The salary range keeps its two amounts and "Terapkan" on one row inside the phone's width, each
  // amount wide enough to show a typed million.
  const min = await box(page.getByLabel('Gaji minimal per bulan (Rp)'));
  const max = await box(page.getByLabel('Gaji maksimal per bulan (Rp)'));
  const apply = await box(page.getByRole('button', { name: 'Terapkan' }));
  expect(Math.abs(min.y - max.y)).toBeLessThan(2);
  expect(Math.abs(min.y + min.height / 2 - (apply.y + apply.height / 2))).toBeLessThan(4);
  expect(overlaps(min, max) || overlaps(max, apply)).toBe(false);
  expect(apply.x + apply.width).toBeLessThanOrEqual(375);
  expect(min.width).toBeGreaterThanOrEqual(90);
  await oneLine(page.getByRole('button', { name: 'Terapkan' }));
});

test('on a wide screen the salary range has room for its amounts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/lowongan-kerja');
  const min = await box(page.getByLabel('Gaji minimal per bulan (Rp)'));
  const max = await box(page.getByLabel('Gaji maksimal per bulan (Rp)'));
  const apply = await box(page.getByRole('button', { name: 'Terapkan' }));
  expect(min.width).toBeGreaterThanOrEqual(120);
  expect(max.width).toBeGreaterThanOrEqual(120);
  expect(Math.abs(min.y + min.height / 2 - (apply.y + apply.height / 2))).toBeLessThan(4);
  expect(overlaps(min, max) || overlaps(max, apply)).toBe(false);
});
