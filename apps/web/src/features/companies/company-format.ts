/** Display helpers of the company pages (pure, so tested alone). */

/**
 * A link target for a website the company typed: http(s) only, 'https://' added when the scheme is
 * missing; null for anything else (javascript:, mailto:, garbage), which is then shown as plain text.
 */
export function websiteHref(website: string | null): string | null {
  const raw = website?.trim();
  if (!raw) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'bprtepian.test' from 'https://bprtepian.test/': the address without scheme and trailing slash. */
export function websiteLabel(website: string): string {
  return website
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}
