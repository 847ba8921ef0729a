import { expect, type Browser, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { POST_EDITOR_LABELS } from '@siloker/shared/schemas/events-constants';
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

/** Writes into the event form's editor with the keyboard and its toolbar buttons (by their names). */
async function writeInEditor(
  page: Page,
  write: (keyboard: Page['keyboard'], tool: (name: string) => Promise<void>) => Promise<void>,
) {
  const editor = page.getByRole('textbox', { name: 'Isi acara' });
  await editor.click();
  // Typing before ProseMirror holds the focus would lose the first keys on a loaded machine.
  await expect(editor).toBeFocused();
  const toolbar = page.getByRole('toolbar', { name: 'Format teks' });
  await write(page.keyboard, async (name) => {
    const button = toolbar.getByRole('button', { name, exact: true });
    await button.click();
    // A format button gives the focus back to the editor a frame later: keys typed before that reach
    // the button and are lost (seen with the bundled Chromium). The link button opens its dialog instead.
    if (name !== POST_EDITOR_LABELS.link) await expect(editor).toBeFocused();
  });
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
  // The content is written in the rich-text editor (issue 17 item 11): a section heading and a list.
  await writeInEditor(office, async (keyboard, tool) => {
    await tool('Judul bagian');
    await keyboard.type('Syarat');
    await keyboard.press('Enter');
    await tool('Daftar berbutir');
    await keyboard.type('CV');
    await keyboard.press('Enter');
    await keyboard.type('Kartu AK/1');
  });
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
  // Other journeys publish events too, and the list shows five: the seeker searches for this one.
  await seekerPage.getByRole('searchbox', { name: 'Cari acara' }).fill(word);
  await seekerPage.getByRole('searchbox', { name: 'Cari acara' }).press('Enter');
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

test.describe('on a device whose clock is on UTC (issue 17 items 3 and 11)', () => {
  test.use({ timezoneId: 'UTC' });

  test('the office types 08:00 and the public page shows 08.00 WITA; the bold text, list and link of the editor reach it unchanged', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const word = uniqueWord();
    const title = `Pelatihan Zona ${word}`;
    const office = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await logInAs(office, baseURL!, DEMO.admin);
    expect(await office.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('UTC');

    await office.goto(OFFICE_EVENT_FORM);
    await office.getByLabel('Judul acara').fill(title);
    await writeInEditor(office, async (keyboard, tool) => {
      await keyboard.type('Peserta wajib ');
      await tool('Tebal');
      await keyboard.type('membawa CV');
      await tool('Tebal');
      await keyboard.press('Enter');
      await tool('Daftar berbutir');
      await keyboard.type('KTP');
      await keyboard.press('Enter');
      await keyboard.type('Kartu AK/1');
      await keyboard.press('Enter');
      await keyboard.press('Enter');
      await keyboard.type('Info lengkap');
      await keyboard.press('Shift+Home');
      await tool('Tautan');
    });
    await office.getByLabel('Alamat tautan').fill('https://disnaker.samarindakota.go.id/acara');
    await office.getByRole('button', { name: 'Pasang tautan' }).click();
    const editor = office.getByRole('textbox', { name: 'Isi acara' });
    await expect(editor.locator('strong')).toHaveText('membawa CV');
    await expect(editor.getByRole('listitem')).toHaveText(['KTP', 'Kartu AK/1']);
    await expect(editor.getByRole('link', { name: 'Info lengkap' })).toBeVisible();

    // The zone is said next to both moments, and 08:00 is typed on the portal's clock.
    const start = office.getByLabel('Waktu mulai');
    await expect(office.locator(`#${await start.getAttribute('aria-describedby')}`)).toHaveText(
      'Waktu dalam WITA.',
    );
    const day = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    await start.fill(`${day}T08:00`);
    await office.getByLabel('Tempat atau tautan daring').fill('BLK Samarinda');
    await office.getByLabel('Status', { exact: true }).selectOption('PUBLISHED');
    const saved = office.waitForResponse(
      (r) => r.url().endsWith('/api/v1/office/posts') && r.request().method() === 'POST',
    );
    await office.getByRole('button', { name: 'Simpan Acara' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const sent = /name="content"\r\n\r\n([\s\S]*?)\r\n--/.exec(response.request().postData() ?? '')![1]!;
    const stored = ((await response.json()) as { data: { post: { content: string; start_at: string } } }).data
      .post;
    // 08:00 WITA is 00:00 UTC (the device's clock would have made it 08:00 UTC, 16.00 WITA).
    expect(stored.start_at).toBe(`${day}T00:00:00.000Z`);
    expect(sent).toContain('<strong>membawa CV</strong>');
    // The sanitiser keeps the editor's HTML as it is (only external links gain target and rel).
    const same = await office.evaluate(
      ([a, b]) => {
        const parse = (html: string) => {
          const t = document.createElement('template');
          t.innerHTML = html;
          for (const link of t.content.querySelectorAll('a')) {
            link.removeAttribute('target');
            link.removeAttribute('rel');
          }
          return t.content;
        };
        return parse(a!).isEqualNode(parse(b!));
      },
      [sent, stored.content],
    );
    expect(same, `${sent}\n${stored.content}`).toBe(true);

    // A guest on the public page: 08.00 WITA, the bold text, the list and the link.
    const guest = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
    await guest.goto('/acara');
    // Other journeys publish events too; the list shows five, newest first, so the guest searches.
    await guest.getByRole('searchbox', { name: 'Cari acara' }).fill(word);
    await guest.getByRole('searchbox', { name: 'Cari acara' }).press('Enter');
    await guest.getByRole('link', { name: title }).click();
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.getByText(/pukul 08\.00 WITA/).first()).toBeVisible();
    const content = guest.getByTestId('post-content');
    await expect(content.locator('strong')).toHaveText('membawa CV');
    await expect(content.getByRole('listitem')).toHaveText(['KTP', 'Kartu AK/1']);
    await expect(content.getByRole('link', { name: 'Info lengkap' })).toHaveAttribute(
      'href',
      'https://disnaker.samarindakota.go.id/acara',
    );
    // The editor never reaches a public page's scripts.
    const scripts = await guest.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.js')),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const url of scripts)
      expect(await (await guest.request.get(url)).text(), url).not.toContain('ProseMirror');

    // Editing again shows 08:00 on the portal's clock, whatever the device's.
    await office.goto(OFFICE_EVENTS);
    await office.getByRole('searchbox', { name: 'Cari acara' }).fill(word);
    await office.getByRole('searchbox', { name: 'Cari acara' }).press('Enter');
    await office.getByRole('link', { name: `Ubah ${title}` }).click();
    await expect(office.getByLabel('Waktu mulai')).toHaveValue(`${day}T08:00`);
    await expect(office.getByRole('textbox', { name: 'Isi acara' }).locator('strong')).toHaveText(
      'membawa CV',
    );
  });
});
