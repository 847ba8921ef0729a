import { formatDate, ID_LOCALE, toDate, type DateInput } from '@siloker/shared/format/index';

/**
 * When an event takes place, in Indonesian: '6 Desember 2026, 09.00–17.00' on one day,
 * '29 November 2026 pukul 09.00 – 2 Desember 2026 pukul 17.00' over several days; null without a start.
 */
export function eventSchedule(start: DateInput, end?: DateInput, timeZone?: string): string | null {
  const from = toDate(start);
  if (!from) return null;
  const to = toDate(end);
  if (!to || to.getTime() <= from.getTime()) return formatDate(from, { withTime: true, timeZone });
  if (formatDate(from, { timeZone }) === formatDate(to, { timeZone })) {
    const time = new Intl.DateTimeFormat(ID_LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone,
    });
    return `${formatDate(from, { timeZone })}, ${time.format(from)}–${time.format(to)}`;
  }
  return `${formatDate(from, { withTime: true, timeZone })} – ${formatDate(to, { withTime: true, timeZone })}`;
}
