// The one place that picks the Chromium every browser script launches (playwright.config.ts,
// scripts/test.mjs, bench/run.ts, apps/web/scripts/make-icons.mjs): CHROMIUM_PATH when set, else
// Debian's /usr/bin/chromium, else the headless Chromium inside the @sparticuz/chromium dev dependency, so
// `npm test` needs nothing but Node (docs/decisions/097-node-24-bundled-chromium-and-ci-budget.md).
// SILOKER_BROWSER=bundled forces the bundled one even where Debian's exists (CI proves it still works).
// Plain JavaScript so plain `node` scripts can import it too; types in browser.d.mts.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Flags every launch gets: headless on a server without a display, sandbox or GPU. */
export const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// @sparticuz/chromium's args are made for AWS Lambda. Left out: --single-process (Lambda's sandbox
// needs it; here several contexts run in one browser), --disable-web-security,
// --allow-running-insecure-content and --disable-site-isolation-trials (the journeys must see what a real
// browser refuses), and its --headless='shell' (Playwright passes its own headless flag).
const BUNDLED_ARGS_LEFT_OUT =
  /^--(single-process|disable-web-security|allow-running-insecure-content|disable-site-isolation-trials|headless)(=|$)/;

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function systemVersion(executablePath) {
  try {
    return execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      timeout: 10_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/**
 * Unpacks the bundled Chromium once per version into the temp folder and returns its folder.
 * @sparticuz/chromium unpacks into os.tmpdir(); it is pointed at a private staging folder that is then
 * renamed into place, so parallel runs (Playwright's workers, other checkouts) never see half a binary.
 */
async function unpackBundled(version) {
  const finalDir = path.join(os.tmpdir(), `siloker-chromium-${version}`);
  if (isExecutable(path.join(finalDir, 'chromium'))) return finalDir;
  const { default: Chromium } = await import('@sparticuz/chromium');
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), `siloker-chromium-${version}-`));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    await Chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  // Its fonts.conf names /tmp/fonts; ours names the unpacked fonts and the machine's own.
  fs.writeFileSync(
    path.join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${path.join(finalDir, 'fonts', 'fonts')}</dir>\n  <dir>/usr/share/fonts</dir>\n` +
      `  <dir>/usr/local/share/fonts</dir>\n  <dir prefix="xdg">fonts</dir>\n` +
      `  <cachedir>${path.join(finalDir, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
  );
  try {
    fs.renameSync(staging, finalDir);
  } catch (error) {
    // Another process won the race: use its copy.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!isExecutable(path.join(finalDir, 'chromium'))) throw error;
  }
  return finalDir;
}

async function bundled() {
  // Its package.json is not exported: read it beside the resolved entry (build/index.js).
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8'),
  );
  const dir = await unpackBundled(version);
  const { default: Chromium } = await import('@sparticuz/chromium');
  const extra = Chromium.args.filter((arg) => !BUNDLED_ARGS_LEFT_OUT.test(arg));
  const executablePath = path.join(dir, 'chromium');
  return {
    executablePath,
    args: [...new Set([...BASE_ARGS, ...extra])],
    env: { ...process.env, FONTCONFIG_FILE: path.join(dir, 'fonts.conf') },
    kind: 'bundled',
    label: `bundled Chromium of @sparticuz/chromium ${version} (${executablePath})`,
  };
}

/**
 * Which Chromium to launch and how.
 * @returns {Promise<import('./browser.d.mts').ChromiumChoice>}
 */
export async function chooseChromium() {
  const forced = process.env.SILOKER_BROWSER;
  if (forced && forced !== 'bundled' && forced !== 'system')
    throw new Error(`SILOKER_BROWSER must be "bundled" or "system", not "${forced}"`);
  if (forced === 'bundled') return bundled();
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) {
    if (!isExecutable(wanted)) throw new Error(`CHROMIUM_PATH=${wanted} is not an executable file`);
    return {
      executablePath: wanted,
      args: BASE_ARGS,
      kind: 'path',
      label: `${systemVersion(wanted)} (${wanted})`,
    };
  }
  if (isExecutable(SYSTEM_CHROMIUM))
    return {
      executablePath: SYSTEM_CHROMIUM,
      args: BASE_ARGS,
      kind: 'system',
      label: `${systemVersion(SYSTEM_CHROMIUM)} (${SYSTEM_CHROMIUM})`,
    };
  if (forced === 'system') throw new Error(`SILOKER_BROWSER=system but ${SYSTEM_CHROMIUM} is missing`);
  return bundled();
}

/** Playwright launch options for the chosen Chromium. */
export function launchOptions(choice) {
  return {
    executablePath: choice.executablePath,
    args: choice.args,
    ...(choice.env ? { env: choice.env } : {}),
  };
}
