/** Indonesian display helpers of docs/product.md §1 and §9: dates, relative time, durations, rupiah. */

import { dateTimeFormat } from './intl-cache.ts';
import { toZonedInput } from './zoned.ts';

export { dateTimeFormat };

export const ID_LOCALE = 'id-ID';
export const NOT_AVAILABLE = 'Tidak tersedia';
export const PAST_TEXT = 'sudah lewat';

export type DateInput = Date | string | number | null | undefined;

/** Parses a date; numbers below 10^12 are taken as Unix seconds, larger ones as milliseconds. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) date = new Date(input.getTime());
  else if (typeof input === 'number') date = new Date(input < 1e12 ? input * 1000 : input);
  else if (/^\d+$/.test(input.trim())) return toDate(Number(input.trim()));
  else date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The zone dates are shown in when a caller names none: the portal's (set by the web app from the site
 * configuration, docs/decisions/085), never the device's, so a laptop on UTC or WIB reads WITA times.
 */
let displayTimeZone: string | undefined;
export function setDisplayTimeZone(timeZone: string | undefined): void {
  displayTimeZone = timeZone;
}

export interface FormatDateOptions {
  /** Defaults to the display zone (setDisplayTimeZone). */
  timeZone?: string;
  withTime?: boolean;
  /** Short month names ('5 Jan 2025'). */
  short?: boolean;
}

/** '5 Januari 2025' (or with the time, '5 Januari 2025 14.30'); '' for an empty or bad date. */
export function formatDate(input: DateInput, options: FormatDateOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  return dateTimeFormat(ID_LOCALE, {
    day: 'numeric',
    month: options.short ? 'short' : 'long',
    year: 'numeric',
    ...(options.withTime ? { hour: '2-digit', minute: '2-digit', hour12: false } : {}),
    timeZone: options.timeZone ?? displayTimeZone,
  }).format(date);
}

const UNITS: Array<{ seconds: number; name: string }> = [
  { seconds: 365 * 24 * 3600, name: 'tahun' },
  { seconds: 30 * 24 * 3600, name: 'bulan' },
  { seconds: 7 * 24 * 3600, name: 'minggu' },
  { seconds: 24 * 3600, name: 'hari' },
  { seconds: 3600, name: 'jam' },
  { seconds: 60, name: 'menit' },
  { seconds: 1, name: 'detik' },
];

function largestUnit(seconds: number): string {
  for (const unit of UNITS) {
    if (seconds >= unit.seconds) return `${Math.floor(seconds / unit.seconds)} ${unit.name}`;
  }
  return '0 detik';
}

/**
 * Time left until a moment, from seconds up to years: '3 hari lagi'; 'sudah lewat' once it has passed
 * (docs/product.md §9). 'Tidak tersedia' for a missing or bad date.
 */
export function relativeTime(target: DateInput, now: DateInput = Date.now()): string {
  const to = toDate(target);
  const from = toDate(now);
  if (!to || !from) return NOT_AVAILABLE;
  const seconds = Math.floor((to.getTime() - from.getTime()) / 1000);
  if (seconds < 0) return PAST_TEXT;
  return `${largestUnit(seconds)} lagi`;
}

/** Time since a moment: '2 jam yang lalu'; 'baru saja' under a minute. */
export function timeAgo(target: DateInput, now: DateInput = Date.now()): string {
  const at = toDate(target);
  const from = toDate(now);
  if (!at || !from) return NOT_AVAILABLE;
  const seconds = Math.floor((from.getTime() - at.getTime()) / 1000);
  if (seconds < 60) return 'baru saja';
  return `${largestUnit(seconds)} yang lalu`;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * Length of a period (an experience, a course): days under 7, weeks under 30 days, months under 365 days,
 * otherwise years (docs/product.md §9). No end means "until now". 'Tidak tersedia' when not computable.
 */
export function durationText(start: DateInput, end?: DateInput, now: DateInput = Date.now()): string {
  const from = toDate(start);
  const to = end === null || end === undefined || end === '' ? toDate(now) : toDate(end);
  if (!from || !to) return NOT_AVAILABLE;
  const days = Math.floor((to.getTime() - from.getTime()) / DAY_MS);
  if (days < 0) return NOT_AVAILABLE;
  if (days < 7) return `${days} hari`;
  if (days < 30) return `${Math.floor(days / 7)} minggu`;
  if (days < 365) return `${Math.floor(days / 30)} bulan`;
  return `${Math.floor(days / 365)} tahun`;
}

/** Digits grouped by dots: '2500000' or 2500000 → '2.500.000'; other characters are dropped. */
export function formatThousands(input: string | number | null | undefined): string {
  if (input === null || input === undefined) return '';
  const raw = typeof input === 'number' ? String(Math.trunc(Math.abs(input))) : input;
  const digits = raw.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Reverse of formatThousands: '2.500.000' → 2500000; null when there are no digits. */
export function parseThousands(input: string | null | undefined): number | null {
  const digits = (input ?? '').replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/** 'Rp 2.500.000'; a missing or non-numeric amount reads 'Rp 0'. */
export function rupiah(amount: string | number | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (value === null || value === undefined || !Number.isFinite(value)) return 'Rp 0';
  const sign = value < 0 ? '-' : '';
  return `${sign}Rp ${formatThousands(Math.round(Math.abs(value))) || '0'}`;
}

/**
 * The time zone of the province the portal serves (Kemendagri code): WIT for Maluku and Papua; WITA for
 * Bali, Nusa Tenggara, South, East and North Kalimantan and Sulawesi; WIB for the rest. Event times and
 * the office's statistics are told in it, whatever zone the reader's device is in.
 */
export function provinceTimeZone(provinceCode: string): string {
  const code = Number(provinceCode);
  if (code >= 81) return 'Asia/Jayapura';
  if ((code >= 51 && code <= 53) || (code >= 63 && code <= 76)) return 'Asia/Makassar';
  return 'Asia/Jakarta';
}

const ZONE_LABELS: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/** 'WITA' for Asia/Makassar; the zone's own name for a zone outside Indonesia's three. */
export const timeZoneLabel = (timeZone: string): string => ZONE_LABELS[timeZone] ?? timeZone;

/**
 * '1 Desember 2026 pukul 09.00–12.00 WITA': a span on the portal's clock (a walk-in session's time, on
 * its screens and in the notice of a change); the end's date is named too when it runs past midnight.
 */
export function timeRangeText(start: Date | string, end: Date | string, timeZone: string): string {
  const from = formatDate(start, { timeZone, withTime: true });
  const sameDay = toZonedInput(start, timeZone).slice(0, 10) === toZonedInput(end, timeZone).slice(0, 10);
  const to = sameDay
    ? toZonedInput(end, timeZone).slice(11, 16).replace(':', '.')
    : formatDate(end, { timeZone, withTime: true });
  return `${from}–${to} ${timeZoneLabel(timeZone)}`;
}

/** Today as YYYY-MM-DD in `timeZone` (the display zone by default): a date input's `max`, a day's check. */
export function todayIn(timeZone: string | undefined = displayTimeZone): string {
  return dateTimeFormat('en-CA', { timeZone }).format(new Date());
}
