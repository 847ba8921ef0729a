import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test.use({ serviceWorkers: 'allow' });

test('the portal is installable: manifest with icons, and a service worker caching the app shell', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = (await (await request.get(href!)).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: Array<{ src: string; sizes: string }>;
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));

  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(async () => Boolean(await caches.match('/'))), { timeout: 10_000 })
    .toBe(true);
});
