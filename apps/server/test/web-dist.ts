import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * The built web app's page as the server fills it in (share pages, rendered public pages, the history
 * fallback): the head the server rewrites, the script tag it keeps, the no-JavaScript notice it swaps.
 */
export const TEST_INDEX_HTML = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>SiLoker - Sistem Informasi Lowongan Kerja</title>
    <meta name="description" content="Deskripsi umum aplikasi." />
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body>
    <noscript id="needs-javascript">Halaman ini memerlukan JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>
`;

/** A folder standing in for apps/web/dist, with `html` as its index.html; `remove()` when done. */
export async function makeWebDist(html: string = TEST_INDEX_HTML) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'siloker-web-'));
  await fs.writeFile(path.join(dir, 'index.html'), html);
  return { dir, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
