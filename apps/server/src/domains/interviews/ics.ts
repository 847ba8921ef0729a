import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { INTERVIEW_KIND_LABELS, seekerInterviewLink, type InterviewKind } from '@siloker/shared';
import type { MailAttachment } from '../../mail/mailer.ts';
import type { InterviewRow } from './repository.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * The `.ics` invitation of an interview (RFC 5545 through ical-generator, docs/decisions/110): times on
 * the portal's zone with its VTIMEZONE, the UID kept for the interview's life, SEQUENCE raised by every
 * change, METHOD:REQUEST for an invitation or a new time, METHOD:CANCEL when it is called off.
 */

export interface CalendarEnv {
  timeZone: string;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The portal's sender (MAIL_FROM, "Name <address>" or an address). */
  mailFrom: string;
}

function senderAddress(mailFrom: string): string {
  const m = /<([^>]+)>/.exec(mailFrom);
  return (m ? m[1]! : mailFrom).trim();
}

export function interviewCalendar(row: InterviewRow, method: 'REQUEST' | 'CANCEL', env: CalendarEnv): string {
  const cal = ical({
    prodId: { company: 'SiLoker', product: 'Wawancara', language: 'ID' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  cal.timezone({ name: env.timeZone, generator: getVtimezoneComponent });
  const start = dayjs(row.starts_at).tz(env.timeZone);
  const where = row.kind === 'ONLINE' ? row.online_url : row.kind === 'PHONE' ? 'Telepon' : row.location;
  const link = `${env.publicUrl}${seekerInterviewLink(row.id)}`;
  cal.createEvent({
    id: row.uid,
    sequence: row.sequence,
    start,
    end: start.add(row.duration_minutes, 'minute'),
    timezone: env.timeZone,
    summary: `Wawancara ${row.company_name}: ${row.vacancy_title}`,
    location: where ?? undefined,
    description: [
      `Wawancara tahap ${row.round} (${INTERVIEW_KIND_LABELS[row.kind as InterviewKind]}) untuk lowongan "${row.vacancy_title}".`,
      row.online_url ? `Tautan: ${row.online_url}` : null,
      row.note ? `Catatan: ${row.note}` : null,
      `Konfirmasi atau minta jadwal ulang: ${link}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: link,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: row.company_name, email: senderAddress(env.mailFrom) },
    attendees: [{ name: row.seeker_name, email: row.seeker_email, rsvp: false }],
  });
  return cal.toString();
}

/** The attachment the mail outbox sends with the notification. */
export function interviewAttachment(
  row: InterviewRow,
  method: 'REQUEST' | 'CANCEL',
  env: CalendarEnv,
): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'wawancara-batal.ics' : 'wawancara.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: interviewCalendar(row, method, env),
  };
}
