import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';
import { activatedAccount } from './support/accounts.ts';
import { DEMO, logInAs, type SessionUser } from './support/session.ts';
import { apiLogIn, completeSeekerProfileByApi } from './support/vacancies.ts';

// Layout that holds (docs/decisions/089-layout-that-holds.md): asserted on element boxes and computed
// styles, never on screenshots. Issue 17 items 1, 6 and 7.

const VERIFIER = { email: 'verifikator@siloker.test', password: 'Verifikator#2026' };
const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

interface Box {
  label: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Distinct line boxes of the element's rendered text. */
  lines: number;
  /** Height of the rendered text over the element's computed line height (1 = one line). */
  textLines: number;
}

/** The header's brand name, menu links and account controls, in document order, with their text lines. */
async function headerBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const items = [
      ...document.querySelectorAll<HTMLElement>(
        '.site-header .brand-name, .site-header .nav-link, .site-header .header-actions > *, .site-header .menu-toggle',
      ),
    ].filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');
    return items.map((el) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      const style = getComputedStyle(el);
      const lineHeight =
        style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
      const tops = new Set(rects.map((r) => Math.round(r.top)));
      const textHeight = rects.length
        ? Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top))
        : 0;
      const box = el.getBoundingClientRect();
      return {
        label: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        lines: tops.size,
        textLines: textHeight / lineHeight,
      };
    });
  });
}

/** Every header link and button on one line, side by side without overlapping, inside the screen. */
function expectOneRow(boxes: Box[], width: number, where: string) {
  expect(boxes.length, where).toBeGreaterThan(0);
  for (const box of boxes) {
    expect(box.lines, `${where}: "${box.label}" wraps`).toBeLessThanOrEqual(1);
    expect(box.textLines, `${where}: "${box.label}" is taller than one line`).toBeLessThan(1.5);
    expect(box.right, `${where}: "${box.label}" leaves the screen`).toBeLessThanOrEqual(width);
    expect(box.left, `${where}: "${box.label}" leaves the screen`).toBeGreaterThanOrEqual(0);
  }
  const sorted = [...boxes].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i++) {
    expect(
      sorted[i]!.left,
      `${where}: "${sorted[i]!.label}" overlaps "${sorted[i - 1]!.label}"`,
    ).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
  }
}

async function publishedVacancySlug(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/job-vacancies?limit=1');
  expect(res.status()).toBe(200);
  const { job_vacancies } = ((await res.json()) as { data: { job_vacancies: { title_slug: string }[] } })
    .data;
  return job_vacancies[0]!.title_slug;
}

const inViewport = async (page: Page, locator: Locator) => {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
};

test.describe('header', () => {
  const roles = [
    ['a guest', null],
    ['a job seeker', DEMO.seeker],
    ['a company', DEMO.company],
    ['an office administrator', DEMO.admin],
    ['an office verifier', VERIFIER],
  ] as const;

  for (const [role, account] of roles) {
    test(`every link is on one line and none overlaps at 1024, 1280 and 1536 px for ${role}`, async ({
      page,
      request,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      if (account) await logInAs(page, baseURL!, account);
      const pages = [
        '/',
        '/lowongan-kerja',
        `/lowongan-kerja/${await publishedVacancySlug(request)}`,
        '/acara',
      ];
      // One load per page, then the three widths by resizing it: the header's layout is CSS media
      // queries alone (decision 089), which a resize re-evaluates as a load would.
      for (const path of pages) {
        await page.setViewportSize({ width: 1024, height: 800 });
        await page.goto(path);
        for (const width of [1024, 1280, 1536]) {
          await page.setViewportSize({ width, height: 800 });
          const nav = page.getByRole('navigation', { name: 'Menu utama' });
          await expect(nav.getByRole('link', { name: 'Pencari Kerja' })).toBeVisible();
          const account_ = account
            ? page.getByRole('banner').getByRole('button', { name: 'Keluar' })
            : page.getByRole('banner').getByRole('button', { name: 'Daftar', exact: true });
          await expect(account_).toBeVisible();
          if (account) {
            await expect(page.getByRole('banner').getByRole('link', { name: 'Halaman Utama' })).toBeVisible();
          }
          // Fonts settle before measuring.
          await page.evaluate(() => document.fonts.ready);
          expectOneRow(await headerBoxes(page), width, `${role} at ${width} px on ${path}`);
        }
      }
    });
  }

  test('between 769 and 1023 px the links move into the drawer and the buttons stay on one line', async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, baseURL!, DEMO.company);
    for (const width of [800, 1000]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/lowongan-kerja');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Keluar' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeHidden();
      expectOneRow(await headerBoxes(page), width, `a company at ${width} px`);
      await page.getByRole('button', { name: 'Buka menu' }).click();
      await expect(
        page.getByRole('dialog', { name: /Menu/ }).getByRole('link', { name: 'Pencari Kerja' }),
      ).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
});

test('the vacancy form opened first in a fresh page has a styled switch', async ({ browser, baseURL }) => {
  // A new context: nothing another screen loaded (the seeker's Kualifikasi chunk) can style it.
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, baseURL!, DEMO.company);
  await page.goto('/panel/data-lowongan-kerja/formulir');
  const input = page.getByRole('switch', { name: /Jumlah pekerja berdasarkan jenis kelamin/ });
  await expect(input).toBeAttached();
  const styles = await input.evaluate((el) => {
    const label = el.closest('label')!;
    const track = el.nextElementSibling as HTMLElement;
    const thumb = track.firstElementChild as HTMLElement;
    const text = label.querySelector<HTMLElement>('.switch-label')!.getBoundingClientRect();
    const state = label.querySelector<HTMLElement>('.switch-state')!.getBoundingClientRect();
    return {
      inputOpacity: getComputedStyle(el).opacity,
      labelDisplay: getComputedStyle(label).display,
      trackWidth: track.getBoundingClientRect().width,
      trackHeight: track.getBoundingClientRect().height,
      trackRadius: parseFloat(getComputedStyle(track).borderTopLeftRadius),
      thumbPosition: getComputedStyle(thumb).position,
      gapBetweenLabelAndState: state.left - text.right,
      sameRow: Math.abs(state.top - text.top) < text.height,
    };
  });
  // Drawn as a track with a thumb, the checkbox itself hidden, and "Nonaktif" apart from the label.
  expect(styles.inputOpacity).toBe('0');
  expect(styles.labelDisplay).toMatch(/flex$/);
  expect(styles.trackWidth).toBe(48);
  expect(styles.trackHeight).toBe(28);
  expect(styles.trackRadius).toBeGreaterThanOrEqual(14);
  expect(styles.thumbPosition).toBe('absolute');
  if (styles.sameRow) expect(styles.gapBetweenLabelAndState).toBeGreaterThanOrEqual(8);
  await context.close();
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the bell stays in the header with the unread count, and the drawer shows it too', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A new seeker applies to a demo company's vacancy and the company calls them: one unread
    // notification of their own, which no other journey reads.
    const seekerAccount = await activatedAccount(request, 'seeker', 'Rina Tata Letak');
    const seeker = await apiLogIn(request, seekerAccount);
    await completeSeekerProfileByApi(request, seeker, 'Rina Tata Letak');
    const company = await apiLogIn(request, DEMO.company);
    const list = await request.get(`/api/v1/job-vacancies/company/${company.company_detail_id}?limit=50`, {
      headers: bearer(company),
    });
    const { job_vacancies } = (
      (await list.json()) as {
        data: {
          job_vacancies: { id: number; status: string; publication_status: string; expired_at: string }[];
        };
      }
    ).data;
    const vacancy = job_vacancies.find(
      (v) =>
        v.status === 'VERIFIED' &&
        v.publication_status === 'PUBLISHED' &&
        new Date(v.expired_at) > new Date(),
    )!;
    const applied = await request.post('/api/v1/seekers/applied/', {
      headers: bearer(seeker),
      data: { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker_detail_id },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const called = await request.post('/api/v1/seekers/job-vacancy/change-status', {
      headers: bearer(company),
      data: { job_vacancy_id: vacancy.id, seeker_detail_id: seeker.seeker_detail_id, status: 'CALLED' },
    });
    expect(called.status(), await called.text()).toBe(200);

    const user = await logInAs(page, baseURL!, seekerAccount);
    const unread = Number(user.unread_notif_count);
    expect(unread).toBeGreaterThan(0);

    for (const path of ['/', '/lowongan-kerja', '/panel/halaman-utama']) {
      await page.goto(path);
      const bell = page.getByRole('banner').getByRole('link', { name: `Notifikasi, ${unread} belum dibaca` });
      await expect(bell).toBeVisible();
      await expect(bell.locator('.notif-badge')).toHaveText(String(unread));
      expect(await inViewport(page, bell)).toBe(true);
      expectOneRow(await headerBoxes(page), 375, `a seeker at 375 px on ${path}`);
    }

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.getByRole('dialog', { name: /Menu/ });
    const drawerLink = drawer.getByRole('link', { name: `Notifikasi, ${unread} belum dibaca` });
    await expect(drawerLink).toBeVisible();
    await expect(drawerLink).toContainText(String(unread));
    await drawerLink.click();
    await expect(page).toHaveURL(/\/panel\/notifikasi$/);
  });

  for (const role of ['guest', 'seeker'] as const) {
    test(`a long vacancy page keeps the apply bar in reach without covering the page (${role})`, async ({
      page,
      request,
      baseURL,
    }) => {
      if (role === 'seeker') await logInAs(page, baseURL!, DEMO.seeker);
      await page.goto(`/lowongan-kerja/${await publishedVacancySlug(request)}`);
      const box = page.locator('.detail-cta');
      await expect(box).toBeVisible();
      // The page is longer than the screen and the apply box starts below it.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(740 * 1.5);
      expect((await box.boundingBox())!.y).toBeGreaterThan(740);

      const bar = page.getByTestId('apply-bar');
      const action = bar.getByRole('link', { name: /Lamar Sekarang|Lihat status lamaran/ });
      await expect(action).toBeVisible();
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      expect(await inViewport(page, bar)).toBe(true);

      // Halfway down it is still there.
      await page.mouse.wheel(0, 900);
      await expect.poll(() => inViewport(page, bar)).toBe(true);
      // The scroll-to-top button moves above the bar instead of sitting on it.
      const up = page.getByRole('button', { name: 'Kembali ke atas' });
      await expect(up).toBeVisible();
      const upBox = (await up.boundingBox())!;
      expect(upBox.y + upBox.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

      // At the very bottom nothing of the page lies under the bar: the page is padded by its height.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const barTop = (await bar.boundingBox())!.y;
      const footerBottom = await page.evaluate(
        () => document.querySelector('footer')!.getBoundingClientRect().bottom,
      );
      expect(footerBottom).toBeLessThanOrEqual(barTop + 0.5);

      // The bar brings the apply box into view, clear of the sticky header, and focuses its first control.
      await page.evaluate(() => window.scrollTo(0, 0));
      await action.click();
      await expect.poll(() => inViewport(page, box.locator('h2'))).toBe(true);
      const headerBottom = (await page.getByRole('banner').boundingBox())!;
      expect((await box.locator('h2').boundingBox())!.y).toBeGreaterThanOrEqual(
        headerBottom.y + headerBottom.height,
      );
      if (role === 'guest')
        await expect(box.getByRole('link', { name: 'Masuk untuk melamar' })).toBeFocused();
    });
  }

  test('the applicant filters fold behind "Filter (n)" and the first screen shows the applicants', async ({
    page,
    request,
    baseURL,
  }) => {
    const company = await logInAs(page, baseURL!, DEMO.company);
    const list = await request.get(`/api/v1/job-vacancies/company/${company.company_detail_id}?limit=50`, {
      headers: bearer(company),
    });
    const { job_vacancies } = ((await list.json()) as { data: { job_vacancies: { title_slug: string }[] } })
      .data;
    await page.goto(`/panel/data-lowongan-kerja/${job_vacancies[0]!.title_slug}/pencari-kerja`);

    const toggle = page.getByRole('button', { name: 'Filter (0)' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search', { name: 'Filter pelamar' })).toBeHidden();
    expect(await inViewport(page, toggle)).toBe(true);

    await toggle.click();
    const form = page.getByRole('search', { name: 'Filter pelamar' });
    await expect(form).toBeVisible();
    await form.getByLabel('Jenis kelamin').selectOption({ index: 1 });
    await form.getByLabel('Usia minimal').fill('18');
    await form.getByRole('button', { name: 'Terapkan' }).click();
    await expect(page).toHaveURL(/gender=/);
    // Applied: folded again, counting the two filters.
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search', { name: 'Filter pelamar' })).toBeHidden();

    // Wide screens show the form itself, without the button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('search', { name: 'Filter pelamar' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filter \(/ })).toBeHidden();
  });
});
