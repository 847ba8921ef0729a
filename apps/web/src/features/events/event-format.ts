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
