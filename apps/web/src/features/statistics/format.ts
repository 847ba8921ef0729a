import { formatDate, ID_LOCALE } from '@siloker/shared/format/index';

/** Whole numbers as the office reads them: 12.345. */
const numbers = new Intl.NumberFormat(ID_LOCALE, { maximumFractionDigits: 0 });
export const formatCount = (n: number) => numbers.format(n);

/** The Indonesian names of the three zones provinceTimeZone() gives. */
const ZONE_NAMES: Record<string, string> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** '23 November 2026 14.30 WITA': when the figures were computed, in the portal's zone. */
export function formatFreshness(generatedAt: string, timeZone: string): string {
  const when = formatDate(generatedAt, { withTime: true, timeZone });
  const zone = ZONE_NAMES[timeZone];
  return zone ? `${when} ${zone}` : when;
}

/** '1 Januari 2026 – 23 November 2026' for a range of YYYY-MM-DD days. */
export function formatRange(from: string, to: string): string {
  const day = (d: string) => formatDate(`${d}T00:00:00Z`, { timeZone: 'UTC' });
  return from === to ? day(from) : `${day(from)} – ${day(to)}`;
}
