import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '@siloker/shared/ssr';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompany, makePost, makeSeeker, makeVacancy } from './public-fixtures.ts';

const INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>SiLoker - Sistem Informasi Lowongan Kerja</title>
    <meta name="description" content="Deskripsi umum aplikasi." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <noscript>Panel memerlukan JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

describe('public pages rendered on the server (docs/decisions/099)', () => {
  let t: TestApp;
  let webDist: string;
  const page = (p: string, headers: Record<string, string> = {}) => fetch(t.baseUrl + p, { headers });

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    const { renderer } = await import('../../web/src/entry-server.tsx');
    t = await createTestApp({}, { webDist, pageRenderer: renderer });
    const company = await makeCompany(t.db, { name: 'PT Render Sejahtera', slug_name: 'pt-render-sejahtera' });
    await makeVacancy(t.db, company.id, { title: 'Operator Forklift Render', title_slug: 'operator-forklift-render' });
    await makeSeeker(t.db);
    await makePost(t.db, { title: 'Bursa Kerja Render', title_slug: 'bursa-kerja-render' });
  });

  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('renders the vacancy list', async () => {
    const res = await page('/lowongan-kerja');
    const html = await res.text();
    console.log(res.status, html.slice(0, 6000));
    expect(html).toContain('Operator Forklift Render');
    expect(html).toContain(SSR_STATE_ELEMENT_ID);
  });
});
