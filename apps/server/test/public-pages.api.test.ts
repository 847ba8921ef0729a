import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE_NAME } from '@siloker/shared';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '@siloker/shared/ssr';
import { jobVacancies } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makePost, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { makeWebDist, TEST_INDEX_HTML } from './web-dist.ts';

// The public pages rendered on the server with the web app's own components (docs/decisions/099):
// the server entry is imported from source here; production imports its build (apps/web/dist-server).

const HOSTILE_TITLE = 'Teknisi </script><script>alert(1)</script> <!-- \u2028';

/** The state element's text, and the state parsed back. */
function stateOf(html: string): { raw: string; state: SsrState } {
  const match = new RegExp(
    `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  expect(match, 'the page carries its state').not.toBeNull();
  return { raw: match![1]!, state: JSON.parse(match![1]!) as SsrState };
}

const SHELL_CSS = 'body{margin:0;color:#1a1a1a}.hero-title{font-size:2rem}';

describe('public pages rendered on the server (docs/decisions/099)', () => {
  let t: TestApp;
  let webDist: Awaited<ReturnType<typeof makeWebDist>>;
  let seekerToken: string;
  let seekerUserId: number;
  const page = async (p: string, headers: Record<string, string> = {}) => {
    const res = await fetch(t.baseUrl + p, { headers });
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };
  const signedIn = () => ({
    cookie: `${AUTH_COOKIE_NAME}=${encodeURIComponent(JSON.stringify({ id: seekerUserId, token: seekerToken }))}`,
  });

  beforeAll(async () => {
    // The shell's stylesheet, as the build links it: rendered pages carry it inline (docs/decisions/116).
    // Its entry and preload, as the build writes them: rendered pages start them after the first
    // paint (docs/decisions/120).
    webDist = await makeWebDist(
      TEST_INDEX_HTML.replace(
        '</head>',
        `  <script type="module" crossorigin src="/assets/index-test.js"></script>\n` +
          `  <link rel="modulepreload" crossorigin href="/assets/shared-test.js">\n` +
          `  <link rel="stylesheet" crossorigin href="/assets/index-test.css">\n  </head>`,
      ),
    );
    await fs.mkdir(path.join(webDist.dir, 'assets'), { recursive: true });
    await fs.writeFile(path.join(webDist.dir, 'assets', 'index-test.css'), SHELL_CSS);
    const { renderer } = await import('../../web/src/entry-server.tsx');
    // A guest page may be reused for CACHE_TTL_SECONDS: long enough to see it reused.
    t = await createTestApp({ CACHE_TTL_SECONDS: '600' }, { webDist: webDist.dir, pageRenderer: renderer });
    const company = await makeCompany(t.db, {
      name: 'PT Render Sejahtera',
      slug_name: 'pt-render-sejahtera',
    });
    await makeVacancy(t.db, company.id, {
      title: 'Operator Forklift Render',
      title_slug: 'operator-forklift-render',
    });
    await makeVacancy(t.db, company.id, { title: HOSTILE_TITLE, title_slug: 'teknisi-hostile' });
    await makeVacancy(t.db, company.id, { title: 'Lowongan Berubah Lama', title_slug: 'lowongan-berubah' });
    await makeSeeker(t.db, {
      full_name: 'Rina Render Terbuka',
      slug_name: 'rina-render',
      nik: '6472010101900007',
      birth_date: '1990-01-01',
      birth_place: 'Tenggarong',
      address: 'Jl. Rahasia Nomor 77',
      phone: '081299887766',
    });
    await makePost(t.db, { title: 'Bursa Kerja Render', title_slug: 'bursa-kerja-render' });
    const seeker = await makeUser(t.db, 'seeker');
    seekerUserId = seeker.id;
    seekerToken = await sessionToken(t.db, seeker.id);
  });

  afterAll(async () => {
    await t?.close();
    await webDist?.remove();
  });

  it('renders every public route with its data, its title and its state', async () => {
    const cases: [path: string, shows: string[]][] = [
      ['/', ['Operator Forklift Render', 'Bursa Kerja Render']],
      ['/lowongan-kerja', ['Operator Forklift Render', 'PT Render Sejahtera', 'lowongan ditemukan']],
      ['/lowongan-kerja/operator-forklift-render', ['Operator Forklift Render', 'PT Render Sejahtera']],
      ['/perusahaan', ['PT Render Sejahtera']],
      ['/perusahaan/pt-render-sejahtera', ['PT Render Sejahtera', 'Operator Forklift Render']],
      ['/pencari-kerja', ['Rina Render Terbuka']],
      ['/pencari-kerja/rina-render', ['Rina Render Terbuka']],
      ['/acara', ['Bursa Kerja Render']],
      ['/acara/bursa-kerja-render', ['Bursa Kerja Render']],
    ];
    for (const [p, shows] of cases) {
      const res = await page(p);
      expect(res.status, p).toBe(200);
      expect(res.type).toContain('text/html');
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(res.html)?.[1];
      expect(root, p).toBeTruthy();
      for (const text of shows) expect(root, `${p} shows ${text}`).toContain(text);
      // The page's own data travels with it, and the shell's "JavaScript needed" note is gone.
      expect(stateOf(res.html).state.url).toBe(p);
      expect(res.html).not.toContain('needs-javascript');
    }
    const list = await page('/lowongan-kerja');
    expect(list.html).toContain('<title>Lowongan Pekerjaan | SiLoker</title>');
  });

  it('writes the stylesheets into the page, each link kept for a medium that never matches', async () => {
    for (const p of ['/', '/lowongan-kerja', '/lowongan-kerja/operator-forklift-render', '/acara']) {
      const { html } = await page(p);
      // Painted from the first response: the rules inline, no stylesheet the paint waits for.
      expect(html, p).toContain(`<style>${SHELL_CSS}</style>`);
      expect(html, p).not.toMatch(/<link rel="stylesheet" crossorigin/);
      // The app's script finds the link and does not add the file again after the inline rules.
      expect(html, p).toContain('<link rel="stylesheet" media="not all" href="/assets/index-test.css">');
    }
  });

  it('asks for no script before the first paint: the boot script lists the entry, then its modules', async () => {
    for (const p of ['/', '/lowongan-kerja', '/lowongan-kerja/operator-forklift-render', '/perusahaan']) {
      const { html } = await page(p);
      expect(html, p).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const boot = /<script defer src="\/boot\.js" data-modules="([^"]*)"><\/script>/.exec(html);
      expect(boot, p).not.toBeNull();
      expect(boot![1]!.split(' ').slice(0, 2), p).toEqual([
        '/assets/index-test.js',
        '/assets/shared-test.js',
      ]);
    }
    // The panel's shell (no rendered page) loads the app as the build wrote it.
    const panel = await page('/panel/halaman-utama');
    expect(panel.html).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
    expect(panel.html).not.toContain('/boot.js');
  });

  it('keeps the vacancy page share tags and JobPosting around the rendered page', async () => {
    const res = await page('/lowongan-kerja/operator-forklift-render');
    expect(res.html).toContain('<meta property="og:title" content="Operator Forklift Render" />');
    expect(res.html).toContain('<meta name="twitter:card"');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.html)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'JobPosting', title: 'Operator Forklift Render' });
    expect(res.html).toContain('Operator Forklift Render - PT Render Sejahtera');
  });

  it('answers 404 with the rendered not-found state for an unknown item of each kind', async () => {
    for (const p of [
      '/lowongan-kerja/tidak-ada-lowongan',
      '/perusahaan/tidak-ada-perusahaan',
      '/pencari-kerja/tidak-ada-orang',
      '/acara/tidak-ada-acara',
    ]) {
      const res = await page(p);
      expect(res.status, p).toBe(404);
      expect(res.html, p).toMatch(/tidak ditemukan/i);
      expect(res.html).toContain(SSR_STATE_ELEMENT_ID);
    }
  });

  it('answers 410 with the short rendered page, noindex and no JobPosting, for a vacancy that closed (docs/decisions/104)', async () => {
    const company = await makeCompany(t.db, { name: 'PT Render Tutup', slug_name: 'pt-render-tutup' });
    await makeVacancy(t.db, company.id, {
      title: 'Kasir Render Tutup',
      title_slug: 'kasir-render-tutup',
      publication_status: 'CLOSED',
      published_at: new Date(Date.now() - 10 * 86_400_000),
      closed_at: new Date(),
    });
    const res = await fetch(`${t.baseUrl}/lowongan-kerja/kasir-render-tutup`);
    expect(res.status).toBe(410);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('Lowongan ini sudah tidak tersedia');
    expect(html).toContain('Kasir Render Tutup');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain(SSR_STATE_ELEMENT_ID);
  });

  it('shows a seeker nothing private: no NIK, birth date, birth place, address or phone', async () => {
    for (const p of ['/pencari-kerja', '/pencari-kerja/rina-render']) {
      const { html } = await page(p);
      expect(html).toContain('Rina Render Terbuka');
      for (const secret of [
        '6472010101900007',
        '1990-01-01',
        'Tenggarong',
        'Jl. Rahasia Nomor 77',
        '081299887766',
      ]) {
        expect(html, `${p} leaks ${secret}`).not.toContain(secret);
      }
    }
  });

  it('carries the state as JSON that is never executed and cannot close its element', async () => {
    const { html } = await page('/lowongan-kerja');
    const { raw, state } = stateOf(html);
    // Only one script end in the element: the hostile title's </script> and <!-- are escaped.
    expect(raw).not.toMatch(/<\/script|<!--|\u2028/i);
    expect(raw).toContain('\\u003c/script\\u003e');
    expect(JSON.stringify(state)).toContain(HOSTILE_TITLE);
    // The page shows the title as text, escaped by React.
    expect(html).not.toContain('<script>alert(1)</script>');
    // No inline script may run under the strict CSP: every other script element has a src or is JSON.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/\bsrc="|type="application\/(json|ld\+json)"/);
    }
  });

  it('reuses a guest page for the cache TTL, never for a signed-in request, which it never stores', async () => {
    const guestFirst = await page('/lowongan-kerja/lowongan-berubah');
    expect(guestFirst.html).toContain('Lowongan Berubah Lama');
    await t.db
      .update(jobVacancies)
      .set({ title: 'Lowongan Berubah Baru' })
      .where(eq(jobVacancies.title_slug, 'lowongan-berubah'));

    // A guest gets the page rendered before the change.
    expect((await page('/lowongan-kerja/lowongan-berubah')).html).toContain('Lowongan Berubah Lama');
    // A signed-in request is rendered now (the same guest view of the API, not the cached copy)...
    const mine = await page('/lowongan-kerja/lowongan-berubah', signedIn());
    expect(mine.html).toContain('Lowongan Berubah Baru');
    expect(mine.html).not.toContain('Lowongan Berubah Lama');
    // ...and renders as a guest: nothing of the user is in the page.
    expect(mine.html).not.toContain(seekerToken);
    // ...and was not stored: guests still get their copy.
    expect((await page('/lowongan-kerja/lowongan-berubah')).html).toContain('Lowongan Berubah Lama');
  });
});
