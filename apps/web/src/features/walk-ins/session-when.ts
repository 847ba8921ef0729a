import { formatDate, timeZoneLabel } from '@siloker/shared/format/index';
import { toZonedInput } from '@siloker/shared/format/zoned';
import type { WalkInSession } from '@siloker/shared/schemas/employer-desk';

/**
 * '1 Desember 2026 09.00–12.00 WITA' on the portal's clock; the end's date is named too when the session
 * runs past midnight.
 */
export function sessionWhen(session: Pick<WalkInSession, 'starts_at' | 'ends_at'>, zone: string): string {
  const start = formatDate(session.starts_at, { timeZone: zone, withTime: true });
  const sameDay =
    toZonedInput(session.starts_at, zone).slice(0, 10) === toZonedInput(session.ends_at, zone).slice(0, 10);
  const end = sameDay
    ? toZonedInput(session.ends_at, zone).slice(11, 16).replace(':', '.')
    : formatDate(session.ends_at, { timeZone: zone, withTime: true });
  return `${start}–${end} ${timeZoneLabel(zone)}`;
}
