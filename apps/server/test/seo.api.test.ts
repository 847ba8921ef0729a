import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { openTestDatabase } from './harness.ts';
import { testConfig } from './config.ts';
import { makeCompany, makePost, makeVacancy } from './public-fixtures.ts';
import { makeWebDist, TEST_INDEX_HTML } from './web-dist.ts';

const PUBLIC_URL = 'https://loker.contoh.id';

/** The JSON-LD of a page, parsed back. */
const ldOf = (html: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, any>) : null;
};

describe('robots.txt, sitemap.xml, the vacancy feed and share pages', () => {
  let app: FastifyInstance;
  let database: Database;
  let baseUrl: string;
  let webDist: Awaited<ReturnType<typeof makeWebDist>>;
  let dataDir: string;
  const get = (p: string) => fetch(baseUrl + p);

  let publicVacancy: Awaited<ReturnType<typeof makeVacancy>>;
  let evilVacancy: Awaited<ReturnType<typeof makeVacancy>>;
  let hiddenVacancy: Awaited<ReturnType<typeof makeVacancy>>;
  let pendingCompanyVacancy: Awaited<ReturnType<typeof makeVacancy>>;
  let company: Awaited<ReturnType<typeof makeCompany>>;
  let pendingCompany: Awaited<ReturnType<typeof makeCompany>>;
  let event: Awaited<ReturnType<typeof makePost>>;
  let draftEvent: Awaited<ReturnType<typeof makePost>>;

  beforeAll(async () => {
    webDist = await makeWebDist();
    database = await openTestDatabase();
    const config = testConfig({ PUBLIC_URL });
    config.webDist = webDist.dir;
    dataDir = config.dataDir;
    app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const db = database.db;
    company = await makeCompany(db, { name: 'PT Mahakam Energi', city_code: '64.72' });
    pendingCompany = await makeCompany(db, { status: 'PENDING' });
    publicVacancy = await makeVacancy(db, company.id, {
      title: 'Operator Excavator',
      title_slug: 'operator-excavator-seo',
      description: 'Mengoperasikan excavator di area tambang Samarinda.',
      salary: 7_500_000,
      salary_type: 'monthly',
      work_type: 'partial',
      province_code: '64',
      city_code: '64.72',
      poster: 'posters/excavator.jpg',
    });
    evilVacancy = await makeVacancy(db, company.id, {
      title: `Kasir "Shift" <script>alert('x')</script>`,
      title_slug: 'kasir-evil-seo',
      description: `</script><script>alert(1)</script> & "kutip"`,
    });
    hiddenVacancy = await makeVacancy(db, company.id, {
      title: 'Lowongan Rahasia Tertunda',
      title_slug: 'rahasia-tertunda-seo',
      status: 'PENDING',
    });
    pendingCompanyVacancy = await makeVacancy(db, pendingCompany.id, { title_slug: 'perusahaan-belum-seo' });
    event = await makePost(db, { title_slug: 'bursa-kerja-seo' });
    draftEvent = await makePost(db, { title_slug: 'acara-draf-seo', status: 'DRAFT' });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await webDist?.remove();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('answers robots.txt as plain text that keeps crawlers out of the panel and API and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /panel/');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('lists the landing page, the lists and every public vacancy, verified company and event in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toContain('max-age=300');
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const p of ['/', '/lowongan-kerja', '/perusahaan', '/pencari-kerja', '/acara']) {
      expect(xml).toContain(`<loc>${PUBLIC_URL}${p}</loc>`);
    }
    expect(xml).toMatch(
      new RegExp(`<loc>${PUBLIC_URL}/lowongan-kerja/${publicVacancy.title_slug}</loc><lastmod>\\d{4}-`),
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/perusahaan/${company.slug_name}</loc>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/acara/${event.title_slug}</loc>`);
    expect(xml).not.toContain(hiddenVacancy.title_slug);
    expect(xml).not.toContain(pendingCompanyVacancy.title_slug);
    expect(xml).not.toContain(pendingCompany.slug_name);
    expect(xml).not.toContain(draftEvent.title_slug);
  });

  it('serves the newest public vacancies as a JSON Feed, hidden ones left out', async () => {
    const res = await get('/api/v1/job-vacancies/feed');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/feed\+json/);
    const feed = (await res.json()) as Record<string, any>;
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${PUBLIC_URL}/api/v1/job-vacancies/feed`);
    const urls = (feed.items as { url: string }[]).map((i) => i.url);
    expect(urls).toContain(`${PUBLIC_URL}/lowongan-kerja/${publicVacancy.title_slug}`);
    expect(urls.some((u) => u.endsWith(hiddenVacancy.title_slug))).toBe(false);
    expect(urls.some((u) => u.endsWith(pendingCompanyVacancy.title_slug))).toBe(false);
    const item = feed.items.find((i: { url: string }) => i.url.endsWith(publicVacancy.title_slug));
    expect(item).toMatchObject({
      title: 'Operator Excavator',
      image: `${PUBLIC_URL}/storage/posters/excavator.jpg`,
    });
    expect(item.content_text).toContain('PT Mahakam Energi');
    expect(feed.items.length).toBeLessThanOrEqual(50);
  });

  it('puts the title, Open Graph tags and a JobPosting into the HTML of a public vacancy page', async () => {
    const res = await get(`/lowongan-kerja/${publicVacancy.title_slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // The strict CSP stays: the JSON-LD is data, which script-src does not govern.
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<meta property="og:title" content="Operator Excavator" />');
    expect(html).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/lowongan-kerja/${publicVacancy.title_slug}" />`,
    );
    expect(html).toContain(
      `<meta property="og:image" content="${PUBLIC_URL}/storage/posters/excavator.jpg" />`,
    );
    expect(html).toContain('<meta name="twitter:card"');
    expect(html).not.toContain('Deskripsi umum aplikasi.');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(ldOf(html)).toMatchObject({
      '@type': 'JobPosting',
      title: 'Operator Excavator',
      description: 'Mengoperasikan excavator di area tambang Samarinda.',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'PT Mahakam Energi' },
      jobLocation: { address: { addressCountry: 'ID', addressLocality: 'Kota Samarinda' } },
      baseSalary: { currency: 'IDR', value: { value: 7_500_000, unitText: 'MONTH' } },
    });
  });

  it('escapes a vacancy title with a script tag and quotes', async () => {
    const html = await (await get(`/lowongan-kerja/${evilVacancy.title_slug}`)).text();
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("<script>alert('x')");
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain(
      '<meta property="og:title" content="Kasir &quot;Shift&quot; &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" />',
    );
    expect(ldOf(html)?.title).toBe(`Kasir "Shift" <script>alert('x')</script>`);
  });

  it('serves the plain app page for a hidden or unknown vacancy', async () => {
    for (const slug of [
      hiddenVacancy.title_slug,
      pendingCompanyVacancy.title_slug,
      'tidak-ada-sama-sekali',
    ]) {
      const res = await get(`/lowongan-kerja/${slug}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toBe(TEST_INDEX_HTML);
    }
  });

  it('still answers other app paths with the app page', async () => {
    const res = await get('/perusahaan');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(TEST_INDEX_HTML);
  });
});
