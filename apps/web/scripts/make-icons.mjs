// Renders public/icons/icon.svg to the PNG sizes the web app manifest lists (192 and 512 px), with the
// Chromium e2e/browser.mjs picks. Run after changing the SVG: node apps/web/scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chooseChromium, launchOptions } from '../../../e2e/browser.mjs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');
const svg = fs.readFileSync(path.join(dir, 'icon.svg'), 'utf8');
const choice = await chooseChromium();
console.log(`browser: ${choice.label}`);
const browser = await chromium.launch(launchOptions(choice));
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: path.join(dir, `icon-${size}.png`), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
