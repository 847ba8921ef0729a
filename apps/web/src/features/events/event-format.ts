import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import type { OfficePost } from './office-api.ts';

/**
 * '6 Desember 2026 pukul 09.00 – 6 Desember 2026 pukul 17.00 WITA' in the portal's zone
 * (usePortalTimeZone), or the start alone, or '-'.
 */
export function eventWhen(post: Pick<OfficePost, 'start_at' | 'end_at'>, timeZone: string): string {
  if (!post.start_at) return '-';
  const start = formatDate(post.start_at, { withTime: true, timeZone });
  const span = post.end_at ? `${start} – ${formatDate(post.end_at, { withTime: true, timeZone })}` : start;
  return `${span} ${timeZoneLabel(timeZone)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO moment as the value of <input type="datetime-local"> in the browser's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's time zone) as ISO 8601 with its offset, as the API takes it. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}
