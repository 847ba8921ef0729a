import {
  OPEN_ENDED_VALID_DAYS,
  VACANCY_FRESHNESS_MESSAGES,
  type SalaryType,
  type VacancyDetail,
  type VacancyGoneData,
  type WorkType,
} from '@siloker/shared';

/**
 * The vacancy detail page as chat apps and job search engines read it, without JavaScript: the SPA's
 * index.html with the vacancy's title, description, Open Graph and Twitter tags and a schema.org
 * JobPosting (issue 10 item 10). Everything a company typed is escaped here.
 */

export interface ShareSite {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The site name of the header (config web_name). */
  siteName: string;
  /** Absolute URL of the site logo: the preview image of a vacancy without a poster. */
  logoUrl: string;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside element text and inside a double- or single-quoted attribute. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * JSON inside <script>: `<` as \u003c so no `</script>` or `<!--` can end or change the element; the
 * line separators U+2028/U+2029 escaped as well for older parsers. JSON.parse reads it back unchanged.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Absolute URL of a site path (`/storage/…`); absolute URLs pass through. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string): string =>
  /^https?:\/\//i.test(pathOrUrl)
    ? pathOrUrl
    : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;

/** Plain text on one line, cut at a word near `max` characters. */
export function summaryText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * schema.org employmentType by the meaning of the labels the company chose: 'Waktu Tertentu' (PKWT,
 * a fixed-term contract) and 'Waktu Tidak Tertentu' (PKWTT, permanent employment).
 */
const EMPLOYMENT_TYPES: Record<WorkType, string> = { full: 'TEMPORARY', partial: 'FULL_TIME' };

/** schema.org unitText per salary type; a bulk (borongan) wage has no time unit. */
const SALARY_UNITS: Record<SalaryType, string | null> = {
  monthly: 'MONTH',
  weekly: 'WEEK',
  daily: 'DAY',
  bulk: null,
};

export const vacancyUrl = (publicUrl: string, slug: string) =>
  `${publicUrl}/lowongan-kerja/${encodeURIComponent(slug)}`;

function fallbackDescription(v: VacancyDetail): string {
  const place = v.location.city?.name ?? v.company.city_name;
  return `Lowongan ${v.title} di ${v.company.name}${place ? `, ${place}` : ''}.`;
}

/** The schema.org JobPosting of a public vacancy (https://schema.org/JobPosting). */
export function jobPosting(
  v: VacancyDetail,
  site: ShareSite,
  now: Date = new Date(),
): Record<string, unknown> {
  const unit = SALARY_UNITS[v.salary_type as SalaryType];
  const employmentType = v.work_type ? EMPLOYMENT_TYPES[v.work_type as WorkType] : undefined;
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: v.title,
    description: v.description?.trim() || fallbackDescription(v),
    datePosted: v.created_at,
    // Always given (docs/decisions/104): a vacancy without a deadline is valid a rolling
    // OPEN_ENDED_VALID_DAYS ahead; once it closes, its page answers 410.
    validThrough: v.expired_at ?? new Date(now.getTime() + OPEN_ENDED_VALID_DAYS * 86_400_000).toISOString(),
    ...(employmentType ? { employmentType } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: v.company.name,
      sameAs: `${site.publicUrl}/perusahaan/${encodeURIComponent(v.company.slug_name)}`,
      logo: v.company.photo_url ? absoluteUrl(site.publicUrl, v.company.photo_url) : site.logoUrl,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(v.address ? { streetAddress: v.address } : {}),
        ...(v.location.city ? { addressLocality: v.location.city.name } : {}),
        ...(v.location.province ? { addressRegion: v.location.province.name } : {}),
        addressCountry: 'ID',
      },
    },
    ...(v.salary !== null && v.salary > 0
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IDR',
            value: {
              '@type': 'QuantitativeValue',
              value: v.salary,
              ...(unit ? { unitText: unit } : {}),
            },
          },
        }
      : {}),
    url: vacancyUrl(site.publicUrl, v.title_slug),
  };
}

/** The <head> tags of a vacancy's share preview. */
export function shareHeadTags(v: VacancyDetail, site: ShareSite): string {
  const title = `${v.title} - ${v.company.name} | ${site.siteName}`;
  const description = summaryText(v.description?.trim() || fallbackDescription(v));
  const url = vacancyUrl(site.publicUrl, v.title_slug);
  const image = v.poster_url ? absoluteUrl(site.publicUrl, v.poster_url) : site.logoUrl;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:title', v.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'id_ID'),
    meta('name', 'twitter:card', v.poster_url ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', v.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    `<script type="application/ld+json">${jsonForScript(jobPosting(v, site))}</script>`,
  ].join('\n    ');
}

/**
 * index.html with the vacancy's tags: its own <title> and description replace the app's generic ones,
 * the rest goes before </head>. The body is untouched, so the SPA boots as on any other path.
 */
export function buildSharePage(indexHtml: string, v: VacancyDetail, site: ShareSite): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][\s\S]*?\/?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return indexHtml;
  return `${stripped.slice(0, at)}  ${shareHeadTags(v, site)}\n  ${stripped.slice(at)}`;
}

/**
 * The page of a vacancy that is gone (HTTP 410, docs/decisions/104): noindex, why it is gone and links
 * to a few similar open vacancies, readable without JavaScript; the SPA then boots and shows the same.
 */
export function buildGonePage(indexHtml: string, g: VacancyGoneData, site: ShareSite): string {
  const M = VACANCY_FRESHNESS_MESSAGES;
  const head = [
    `<title>${escapeHtml(`${M.goneTitle}: ${g.title} | ${site.siteName}`)}</title>`,
    '<meta name="robots" content="noindex" />',
  ].join('\n    ');
  const links = g.similar
    .map(
      (v) =>
        `<li><a href="${escapeHtml(vacancyUrl(site.publicUrl, v.title_slug))}">${escapeHtml(v.title)}</a> - ${escapeHtml(v.company.name)}</li>`,
    )
    .join('');
  const body = [
    '<main id="vacancy-gone">',
    `<h1>${escapeHtml(M.goneTitle)}</h1>`,
    `<p>${escapeHtml(`${g.title} - ${g.company_name}`)}. ${escapeHtml(M.goneBody[g.reason])}</p>`,
    `<h2>${escapeHtml(M.similarTitle)}</h2>`,
    links ? `<ul>${links}</ul>` : `<p>${escapeHtml(M.noSimilar)}</p>`,
    `<p><a href="${escapeHtml(`${site.publicUrl}/lowongan-kerja`)}">${escapeHtml(M.allVacancies)}</a></p>`,
    '</main>',
  ].join('');
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][\s\S]*?\/?>\s*/i, '');
  const at = stripped.search(/<\/head>/i);
  if (at < 0) return indexHtml;
  const withHead = `${stripped.slice(0, at)}  ${head}\n  ${stripped.slice(at)}`;
  // Inside the app's root element: shown until the SPA mounts over it.
  return withHead.replace(/(<div id="root"[^>]*>)/i, `$1${body}`);
}
