/**
 * Lighthouse (mobile, its default: a mid-range phone on a slow 4G link, simulated) on the public pages of
 * the bench server, in the Chromium the suite picks (e2e/browser.mjs: Debian's when installed). Part of
 * `npm run bench` (issue 19 item 3; targets in docs/benchmarks.md): performance score, LCP, TBT, CLS
 * and the page's HTML size, the median of `runs` runs per page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The document's bytes over the wire (gzip) and unpacked. */
  htmlTransfer: number;
  htmlBytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

interface Audit {
  numericValue?: number;
  details?: { items?: { url?: string; transferSize?: number; resourceSize?: number }[] };
}

export async function lighthouseRows(
  base: string,
  pages: { page: string; path: string }[],
  browser: { executablePath: string; args: string[]; env?: NodeJS.ProcessEnv },
  runs = 3,
): Promise<LighthouseRow[]> {
  if (browser.env) Object.assign(process.env, { FONTCONFIG_FILE: browser.env.FONTCONFIG_FILE });
  const chrome = await chromeLauncher.launch({
    chromePath: browser.executablePath,
    chromeFlags: ['--headless=new', ...browser.args.filter((a) => !a.startsWith('--headless'))],
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const { page, path } of pages) {
      const measured: Omit<LighthouseRow, 'page' | 'path'>[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(base + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        // A run that could not measure (no paint in time, a page error) says why and is left out.
        if (lhr.runtimeError) {
          console.log(`[bench] Lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const audit = (id: string) => lhr.audits[id] as Audit | undefined;
        const doc = audit('network-requests')?.details?.items?.find((r) => r.url === lhr.finalDisplayedUrl);
        measured.push({
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
          tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
          cls: audit('cumulative-layout-shift')?.numericValue ?? NaN,
          fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
          htmlTransfer: doc?.transferSize ?? NaN,
          htmlBytes: doc?.resourceSize ?? NaN,
        });
      }
      if (!measured.length) continue;
      const pick = (k: keyof (typeof measured)[number]) => median(measured.map((m) => m[k]));
      rows.push({
        page,
        path,
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
        htmlTransfer: pick('htmlTransfer'),
        htmlBytes: pick('htmlBytes'),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}

/** The targets: performance ≥ 98, LCP ≤ 1.5 s, TBT ≤ 100 ms, CLS ≤ 0.02. */
export const meetsTargets = (r: LighthouseRow) =>
  r.score >= 98 && r.lcpMs <= 1500 && r.tbtMs <= 100 && r.cls <= 0.02;

export function lighthouseTable(rows: LighthouseRow[]): string[] {
  const kib = (n: number) => (Number.isFinite(n) ? (n / 1024).toFixed(1) : '—');
  return [
    '| page | path | performance | LCP ms | TBT ms | CLS | FCP ms | HTML KiB (gzip / unpacked) | targets met |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.path} | ${r.score} | ${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.fcpMs)} | ${kib(r.htmlTransfer)} / ${kib(r.htmlBytes)} | ${meetsTargets(r) ? 'yes' : 'no'} |`,
    ),
  ];
}
