import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test.ts';

// Public job-seeker and event directories against the demo data: what the screens show is compared
// with what the API answers for the same query.

interface Envelope<T> {
  data: T;
}
interface SeekerSummary {
  name: string;
  slug_name: string;
  education_id: number | null;
}
interface SeekerPublic extends SeekerSummary {
  educations: { school_name: string | null }[];
  experiences: { company_name: string }[];
  skills: { name: string }[];
}
interface PostSummary {
  title: string;
  title_slug: string;
  location: string | null;
  join_count: number;
  view_count: number;
}
interface PostFull extends PostSummary {
  content: string;
}

async function getData<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(`/api/v1${url}`);
  expect(res.ok(), url).toBe(true);
  return ((await res.json()) as Envelope<T>).data;
}

async function expectNoSeriousViolations(page: Page) {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const seekerNames = (page: Page) => page.locator('.seekers-card .card-title');
const postTitles = (page: Page) => page.locator('.posts-card .card-title');

test.describe('job seekers (/pencari-kerja)', () => {
  test('the list shows the seekers the API lists, six per page', async ({ page, request }) => {
    const { seekers, total } = await getData<{ seekers: SeekerSummary[]; total: number }>(
      request,
      '/seekers?offset=0&limit=6',
    );
    expect(seekers.length).toBeGreaterThan(0);
    await page.goto('/pencari-kerja');
    await expect(page.getByRole('heading', { level: 1, name: 'Pencari Kerja' })).toBeVisible();
    await expect(seekerNames(page)).toHaveText(seekers.map((s) => s.name));
    await expect(page.getByRole('navigation', { name: 'Halaman pencari kerja' })).toContainText(
      `dari ${total} pencari kerja`,
    );
  });

  test('paging, the education filter and the search change the address and the items', async ({
    page,
    request,
  }) => {
    const all = await getData<{ seekers: SeekerSummary[]; total: number }>(
      request,
      '/seekers?offset=0&limit=100',
    );
    expect(all.total, 'the demo data has more than one page of seekers').toBeGreaterThan(6);
    await page.goto('/pencari-kerja');
    await expect(seekerNames(page)).toHaveCount(6);

    await page.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/pencari-kerja\?page=2$/);
    const second = await getData<{ seekers: SeekerSummary[] }>(request, '/seekers?offset=6&limit=6');
    await expect(seekerNames(page)).toHaveText(second.seekers.map((s) => s.name));

    const educationId = all.seekers.find((s) => s.education_id !== null)!.education_id!;
    await page.getByLabel('Pendidikan terakhir').selectOption(String(educationId));
    await expect(page).toHaveURL(new RegExp(`\\?education_id=${educationId}$`));
    const filtered = await getData<{ seekers: SeekerSummary[] }>(
      request,
      `/seekers?offset=0&limit=6&education_id=${educationId}`,
    );
    await expect(seekerNames(page)).toHaveText(filtered.seekers.map((s) => s.name));

    await page.getByRole('button', { name: 'Hapus filter' }).click();
    await expect(page).toHaveURL(/\/pencari-kerja$/);
    const word = all.seekers[0]!.name.split(' ')[0]!.slice(0, 4);
    await page.getByRole('searchbox', { name: 'Cari pencari kerja' }).fill(word);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?search=${word}$`));
    const found = await getData<{ seekers: SeekerSummary[] }>(
      request,
      `/seekers?offset=0&limit=6&search=${encodeURIComponent(word)}`,
    );
    expect(found.seekers.length).toBeGreaterThan(0);
    await expect(seekerNames(page)).toHaveText(found.seekers.map((s) => s.name));
  });

  test('a card opens the public profile with the fields the API returns', async ({ page, request }) => {
    const { seekers } = await getData<{ seekers: SeekerSummary[] }>(request, '/seekers?offset=0&limit=6');
    const first = seekers[0]!;
    const { seeker } = await getData<{ seeker: SeekerPublic }>(request, `/seekers/slug/${first.slug_name}`);
    await page.goto('/pencari-kerja');
    await page.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pencari-kerja/${first.slug_name}$`));
    await expect(page.getByRole('heading', { level: 1, name: seeker.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${seeker.name} \\|`));
    for (const education of seeker.educations) {
      if (education.school_name) {
        await expect(page.getByRole('region', { name: 'Pendidikan' })).toContainText(education.school_name);
      }
    }
    for (const experience of seeker.experiences) {
      await expect(page.getByRole('region', { name: 'Pengalaman Kerja' })).toContainText(
        experience.company_name,
      );
    }
    for (const skill of seeker.skills) {
      await expect(page.getByRole('region', { name: 'Keahlian' })).toContainText(skill.name);
    }
    await expectNoSeriousViolations(page);
  });

  test('an unknown seeker shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/pencari-kerja/tidak-ada-orang-ini');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pencari kerja tidak ditemukan' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Lihat semua pencari kerja' }).click();
    await expect(page).toHaveURL(/\/pencari-kerja$/);
  });

  test('the list has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/pencari-kerja');
    await expect(seekerNames(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe('events (/acara)', () => {
  test('the list shows the events the API lists, with place and counts', async ({ page, request }) => {
    // The events journey publishes and joins events meanwhile: the page and the API are compared
    // again until both were read between two of its writes.
    await expect(async () => {
      await page.goto('/acara');
      await expect(page.getByRole('heading', { level: 1, name: 'Acara' })).toBeVisible();
      await expect(postTitles(page).first()).toBeVisible();
      const { posts, total } = await getData<{ posts: PostSummary[]; total: number }>(
        request,
        '/posts?offset=0&limit=5',
      );
      expect(posts.length).toBeGreaterThan(0);
      await expect(postTitles(page)).toHaveText(
        posts.map((p) => p.title),
        { timeout: 1000 },
      );
      const firstCard = page.locator('.posts-card').first();
      if (posts[0]!.location) await expect(firstCard).toContainText(posts[0]!.location, { timeout: 1000 });
      await expect(firstCard).toContainText(`${posts[0]!.join_count} bergabung`, { timeout: 1000 });
      await expect(page.getByRole('navigation', { name: 'Halaman acara' })).toContainText(
        `dari ${total} acara`,
        { timeout: 1000 },
      );
    }).toPass();
  });

  test('paging and the search change the address and the items', async ({ page, request }) => {
    // As above, the events journey may publish between the API's answer and the page's: read again.
    let all: { posts: PostSummary[]; total: number } = { posts: [], total: 0 };
    await expect(async () => {
      all = await getData<{ posts: PostSummary[]; total: number }>(request, '/posts?offset=0&limit=100');
      expect(all.total, 'the demo data has at least three events').toBeGreaterThan(2);
      // Two per page (a size from the address) so the demo's few events make two pages.
      await page.goto('/acara?limit=2');
      await expect(postTitles(page)).toHaveText(
        all.posts.slice(0, 2).map((p) => p.title),
        { timeout: 2000 },
      );
    }).toPass();
    await page.getByRole('link', { name: 'Halaman 2' }).click();
    await expect(page).toHaveURL(/\/acara\?limit=2&page=2$/);
    await expect(postTitles(page)).toHaveText(all.posts.slice(2, 4).map((p) => p.title));

    const word = all.posts[1]!.title.split(' ')[0]!;
    await page.getByRole('searchbox', { name: 'Cari acara' }).fill(word);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?limit=2&search=${word}$`));
    const found = await getData<{ posts: PostSummary[] }>(
      request,
      `/posts?offset=0&limit=2&search=${encodeURIComponent(word)}`,
    );
    expect(found.posts.length).toBeGreaterThan(0);
    await expect(postTitles(page)).toHaveText(found.posts.map((p) => p.title));
  });

  test('a card opens the event with the fields the API returns and the guest call to action', async ({
    page,
    request,
  }) => {
    const { posts } = await getData<{ posts: PostSummary[] }>(request, '/posts?offset=0&limit=5');
    const first = posts[0]!;
    await page.goto('/acara');
    await page.getByRole('link', { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/acara/${first.title_slug}$`));
    const { post } = await getData<{ post: PostFull }>(request, `/posts/slug/${first.title_slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${post.title} \\|`));
    if (post.location) await expect(page.locator('.posts-facts')).toContainText(post.location);
    // The content is sanitised HTML (docs/decisions/066): its first paragraph, as text.
    const firstParagraph = post.content
      .match(/<p>([\s\S]*?)<\/p>/)![1]!
      .replace(/<[^>]+>/g, '')
      .trim();
    await expect(page.getByTestId('post-content').locator('p').first()).toHaveText(firstParagraph);
    await expect(page.getByText(`${post.join_count} bergabung`)).toBeVisible();

    await expect(page.getByRole('link', { name: 'Masuk untuk bergabung' })).toHaveAttribute(
      'href',
      `/masuk?kembali=${encodeURIComponent(new URL(page.url()).pathname)}`,
    );
    await expectNoSeriousViolations(page);
    await page.locator('.posts-cta').getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Jenis Pendaftaran' })).toBeVisible();
  });

  test('an unknown event shows the not-found state with a way back', async ({ page }) => {
    await page.goto('/acara/tidak-ada-acara-ini');
    await expect(page.getByRole('heading', { level: 1, name: 'Acara tidak ditemukan' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Lihat semua acara' }).click();
    await expect(page).toHaveURL(/\/acara$/);
  });

  test('the list has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/acara');
    await expect(postTitles(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
