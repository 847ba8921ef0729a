import {
  SALARY_TYPE_NAMES,
  VacancyListQuerySchema,
  type SalaryType,
  type VacancyDetailData,
  type VacancyGoneData,
  type VacancySummary,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { shortCached } from '../../lib/short-cache.ts';
import { getMaster } from '../master/service.ts';
import {
  absoluteUrl,
  buildGonePage,
  buildSharePage,
  escapeHtml,
  getVacancyBySlug,
  listVacancies,
  vacancyUrl,
  type ShareSite,
} from '../vacancies/service.ts';
import * as repo from './repository.ts';

/** What search engines and feed readers get (issue 10 item 10): robots.txt, sitemap.xml, the feed. */

/** The sitemap protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;
/** The newest public vacancies in the feed. */
export const FEED_SIZE = 50;
/** The landing page and the four public lists (docs/product.md §2). */
const STATIC_PATHS = ['/', '/lowongan-kerja', '/perusahaan', '/pencari-kerja', '/acara'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /panel/',
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/**
 * Every public page: the landing page and lists, then verified companies, events other than drafts and
 * public vacancies (newest first), at most 50,000 URLs. Built per request, reused for the short-cache TTL.
 */
export function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  return shortCached(db, `seo:sitemap:${publicUrl}`, async () => {
    let room = SITEMAP_MAX_URLS - STATIC_PATHS.length;
    const companies = await repo.publicCompanySlugs(db, room);
    room -= companies.length;
    const events = await repo.publicPostSlugs(db, room);
    room -= events.length;
    const vacancies = await repo.publicVacancySlugs(db, room);
    const newest = vacancies[0]?.lastmod;
    const slugUrl = (prefix: string, slug: string) => `${publicUrl}${prefix}/${encodeURIComponent(slug)}`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...STATIC_PATHS.map((p) => urlEntry(`${publicUrl}${p}`, p === '/lowongan-kerja' ? newest : undefined)),
      ...companies.map((r) => urlEntry(slugUrl('/perusahaan', r.slug), r.lastmod)),
      ...events.map((r) => urlEntry(slugUrl('/acara', r.slug), r.lastmod)),
      ...vacancies.map((r) => urlEntry(slugUrl('/lowongan-kerja', r.slug), r.lastmod)),
      '</urlset>',
      '',
    ].join('\n');
  });
}

const rupiah = new Intl.NumberFormat('id-ID');

function feedSummary(v: VacancySummary): string {
  const place = v.location.city?.name ?? v.company.city_name;
  const salary =
    v.salary !== null && v.salary > 0
      ? `Gaji Rp ${rupiah.format(v.salary)} (${SALARY_TYPE_NAMES[v.salary_type as SalaryType] ?? v.salary_type})`
      : null;
  return [v.company.name, place, salary].filter(Boolean).join(' · ');
}

/** JSON Feed 1.1 (https://jsonfeed.org/version/1.1). */
export interface JsonFeed {
  version: string;
  title: string;
  home_page_url: string;
  feed_url: string;
  description: string;
  language: string;
  items: {
    id: string;
    url: string;
    title: string;
    content_text: string;
    date_published: string;
    image?: string;
    tags?: string[];
  }[];
}

/** The newest public vacancies as a JSON Feed 1.1, through the vacancies service's public list. */
export async function vacancyFeed(db: Db, publicUrl: string, feedUrl: string): Promise<JsonFeed> {
  const [site, list] = await Promise.all([
    siteOf(db, publicUrl),
    listVacancies(
      db,
      VacancyListQuerySchema.parse({ limit: FEED_SIZE, order_by: 'created_at', sort_by: 'desc' }),
    ),
  ]);
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `Lowongan kerja terbaru - ${site.siteName}`,
    home_page_url: `${publicUrl}/lowongan-kerja`,
    feed_url: feedUrl,
    description: `Lowongan kerja terbaru yang terbit di ${site.siteName}.`,
    language: 'id',
    items: list.job_vacancies.map((v) => ({
      id: vacancyUrl(publicUrl, v.title_slug),
      url: vacancyUrl(publicUrl, v.title_slug),
      title: v.title,
      content_text: feedSummary(v),
      date_published: v.created_at,
      ...(v.poster_url ? { image: absoluteUrl(publicUrl, v.poster_url) } : {}),
      ...(v.job_type_name ? { tags: [v.job_type_name] } : {}),
    })),
  };
}

/** The site name and logo of the header (configs web_name, web_logo; docs/product.md §1). */
async function siteOf(db: Db, publicUrl: string): Promise<ShareSite> {
  const { configs } = await getMaster(db);
  const logo = configs.web_logo?.trim();
  return {
    publicUrl,
    siteName: configs.web_name?.trim() || 'SiLoker',
    logoUrl: logo
      ? absoluteUrl(publicUrl, `/storage/${logo.replace(/^\/+/, '')}`)
      : `${publicUrl}/icons/icon-512.png`,
  };
}

/**
 * index.html of /lowongan-kerja/:title_slug with the vacancy's share tags, or the plain page when the
 * public cannot see that vacancy (the SPA then shows its not-found screen). A vacancy that was public
 * and is gone answers 410 with its short page (docs/decisions/104).
 */
export async function vacancySharePage(
  db: Db,
  publicUrl: string,
  indexHtml: string,
  slug: string,
  /** The vacancy as the public API answered it just now (a rendered page's own read). */
  known?: VacancyDetailData,
): Promise<{ status: 200 | 410; html: string }> {
  try {
    const [{ job_vacancy }, site] = await Promise.all([
      known ?? getVacancyBySlug(db, slug, null),
      siteOf(db, publicUrl),
    ]);
    return { status: 200, html: buildSharePage(indexHtml, job_vacancy, site) };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 410 && error.data) {
      const site = await siteOf(db, publicUrl);
      return { status: 410, html: buildGonePage(indexHtml, error.data as VacancyGoneData, site) };
    }
    if (error instanceof AppError && error.statusCode === 404) return { status: 200, html: indexHtml };
    throw error;
  }
}
