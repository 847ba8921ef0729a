import {
  dateTimeFormat,
  formatDate,
  ID_LOCALE,
  timeZoneLabel,
  toDate,
  type DateInput,
} from '@siloker/shared/format/index';

/**
 * When an event takes place, in Indonesian: '6 Desember 2026, 09.00–17.00 WITA' on one day,
 * '29 November 2026 pukul 09.00 – 2 Desember 2026 pukul 17.00 WITA' over several days; null without a
 * start. With a time zone (the portal's, usePortalTimeZone) the times are told in it and labelled.
 */
export function eventSchedule(start: DateInput, end?: DateInput, timeZone?: string): string | null {
  const text = scheduleText(start, end, timeZone);
  return text && timeZone ? `${text} ${timeZoneLabel(timeZone)}` : text;
}

function scheduleText(start: DateInput, end: DateInput, timeZone: string | undefined): string | null {
  const from = toDate(start);
  if (!from) return null;
  const to = toDate(end);
  if (!to || to.getTime() <= from.getTime()) return formatDate(from, { withTime: true, timeZone });
  if (formatDate(from, { timeZone }) === formatDate(to, { timeZone })) {
    const time = dateTimeFormat(ID_LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone,
    });
    return `${formatDate(from, { timeZone })}, ${time.format(from)}–${time.format(to)}`;
  }
  return `${formatDate(from, { withTime: true, timeZone })} – ${formatDate(to, { withTime: true, timeZone })}`;
}
