/**
 * Wall-clock times in the portal's zone (provinceTimeZone, WITA for Samarinda), whatever zone the
 * device or the server runs in: what <input type="datetime-local"> shows and takes, and the times of
 * a CSV (docs/decisions/085-portal-time-zone-and-event-changes.md).
 */

import { dateTimeFormat } from './intl-cache.ts';

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** The parts of an instant's wall-clock time in `timeZone`. */
function wallParts(at: Date, timeZone: string) {
  const parts = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far `timeZone`'s clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  const p = wallParts(new Date(at), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/**
 * An instant as 'YYYY-MM-DDTHH:mm' on `timeZone`'s clock (the value of a datetime-local input); ''
 * for an empty or bad one.
 */
export function toZonedInput(iso: string | Date | null | undefined, timeZone: string): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const at = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const p = wallParts(at, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * 'YYYY-MM-DDTHH:mm' read on `timeZone`'s clock, as ISO 8601 (UTC): 08:00 in Asia/Makassar is
 * 00:00Z. '' stays ''; anything else that is not such a value comes back unchanged, for the
 * server's validation to name.
 */
export function fromZonedInput(value: string, timeZone: string): string {
  if (!value) return '';
  const m = WALL_TIME.exec(value);
  if (!m) return value;
  const [year, month, day, hour, minute, second] = m.slice(1).map((s) => Number(s ?? 0)) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  if (Number.isNaN(wall)) return value;
  // The offset at the wall time read as UTC is right except next to a zone change; one more step
  // settles it (Indonesia's zones have none, other configured zones may).
  let at = wall - offsetAt(wall, timeZone);
  at = wall - offsetAt(at, timeZone);
  return new Date(at).toISOString();
}

/** 'YYYY-MM-DD HH:mm' on `timeZone`'s clock, for a spreadsheet; '' for an empty or bad instant. */
export function zonedDateTimeText(iso: string | Date | null | undefined, timeZone: string): string {
  return toZonedInput(iso, timeZone).replace('T', ' ');
}
