import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { provinceTimeZone } from '@siloker/shared';
import { fromZonedInput } from '@siloker/shared/format/zoned';
import { interviews, notifications, seekerJobVacancies } from '../src/db/schema/index.ts';
import { remindInterviews } from '../src/domains/interviews/service.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from './smtp.ts';

/** Interview scheduling (issue 21 §3, docs/decisions/110), over HTTP on the real database and SMTP. */

/** The `.ics` attachment of a received mail, decoded from its MIME part. */
function icsOf(mail: ReceivedMail): string {
  const raw = mail.raw.replace(/\r\n/g, '\n');
  const start = raw.search(/Content-Type: text\/calendar/i);
  expect(start).toBeGreaterThan(-1);
  const part = raw.slice(start);
  const headEnd = part.indexOf('\n\n');
  const head = part.slice(0, headEnd);
  const body = part.slice(headEnd + 2).split(/\n--/)[0]!;
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(head)) {
    return Buffer.from(
      body
        .replace(/=\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  }
  return body;
}

/** The calendar parsed by ical.js, its zone registered from its own VTIMEZONE. */
function parseIcs(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const tz = cal.getFirstSubcomponent('vtimezone');
  if (tz) ICAL.TimezoneService.register(tz);
  const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  return { method: cal.getFirstPropertyValue('method'), event };
}

describe('interview scheduling', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const zone = provinceTimeZone('64');

  /** A wall time on the portal's clock `days` ahead, as the API takes it. */
  const at = (days: number, hhmm = '09:00') => {
    const d = new Date(Date.now() + days * DAY);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(d);
    return { iso: fromZonedInput(`${day}T${hhmm}`, zone), day };
  };

  async function setup(status = 'APPLIED') {
    const company = await makeCompany(t.db);
    const companyToken = await sessionToken(t.db, company.user_id);
    const vacancy = await makeVacancy(t.db, company.id);
    const seeker = await makeSeeker(t.db, { full_name: 'Siti Pelamar' });
    const seekerToken = await sessionToken(t.db, seeker.user_id);
    const [application] = await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: vacancy.id, seeker_detail_id: seeker.id, status, applied_at: new Date() })
      .returning();
    const { users } = await import('../src/db/schema/index.ts');
    const [u] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, seeker.user_id));
    return {
      company,
      companyToken,
      vacancy,
      seeker,
      seekerToken,
      application: application!,
      email: u!.email,
    };
  }

  const fields = (days = 3, over: Record<string, unknown> = {}) => ({
    starts_at: at(days).iso,
    duration_minutes: 60,
    kind: 'IN_PERSON',
    location: 'Kantor PT, Jl. Pahlawan 1, Samarinda',
    round: 1,
    note: 'Bawa CV cetak.',
    ...over,
  });

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('schedules with the move to CALLED: in-app, and a mail whose .ics starts at the wall time in WITA', async () => {
    const s = await setup();
    const f = fields(3);
    const res = await t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, status: 'CALLED', interview: f },
      s.companyToken,
    );
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(interviews).where(eq(interviews.application_id, s.application.id));
    expect(row).toMatchObject({ status: 'SCHEDULED', sequence: 0, round: 1, kind: 'IN_PERSON' });

    const inApp = await t.get('/api/v1/notifications', s.seekerToken);
    expect(inApp.body.data.notifications.map((n: { title: string }) => n.title)).toContain(
      'Undangan wawancara',
    );

    const mail = await smtp.waitFor(s.email, (m) => m.subject.startsWith('Undangan wawancara'));
    const { method, event } = parseIcs(icsOf(mail));
    expect(method).toBe('REQUEST');
    expect(event.uid).toBe(row!.uid);
    expect(event.sequence).toBe(0);
    expect(event.startDate.zone?.tzid).toBe('Asia/Makassar');
    expect(event.startDate.toString()).toBe(`${at(3).day}T09:00:00`);
    expect(event.startDate.toJSDate().toISOString()).toBe(f.starts_at);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    // The mail's link leads to the seeker's interview screen.
    expect(mail.links.some((l) => l.endsWith(`/panel/wawancara?wawancara=${row!.id}`))).toBe(true);
  });

  it('refuses an interview on any move but CALLED, and a bad one undoes the move', async () => {
    const s = await setup('CALLED');
    const wrongMove = await t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, status: 'PASSED', interview: fields() },
      s.companyToken,
    );
    expect(wrongMove.status).toBe(400);
    const s2 = await setup();
    const badInterview = await t.post(
      '/api/v1/seekers/job-vacancy/change-status',
      {
        job_vacancy_id: s2.vacancy.id,
        seeker_detail_id: s2.seeker.id,
        status: 'CALLED',
        interview: fields(3, {
          kind: 'ONLINE',
          online_url: 'http://meet.contoh.test/a',
          location: undefined,
        }),
      },
      s2.companyToken,
    );
    expect(badInterview.status).toBe(400);
    const [app] = await t.db
      .select()
      .from(seekerJobVacancies)
      .where(eq(seekerJobVacancies.id, s2.application.id));
    expect(app!.status).toBe('APPLIED');
  });

  it('schedules for an applicant already at CALLED, and refuses one who is not', async () => {
    const s = await setup('CALLED');
    const ok = await t.post(
      '/api/v1/interviews',
      {
        job_vacancy_id: s.vacancy.id,
        seeker_detail_id: s.seeker.id,
        ...fields(5, { kind: 'ONLINE', online_url: 'https://meet.contoh.test/abc', location: '' }),
      },
      s.companyToken,
    );
    expect(ok.status).toBe(201);
    expect(ok.body.data.interview).toMatchObject({
      kind: 'ONLINE',
      online_url: 'https://meet.contoh.test/abc',
      location: null,
    });
    const again = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(6) },
      s.companyToken,
    );
    expect(again.status).toBe(409);
    const round2 = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(6, { round: 2 }) },
      s.companyToken,
    );
    expect(round2.status).toBe(201);

    const applied = await setup('APPLIED');
    const notCalled = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: applied.vacancy.id, seeker_detail_id: applied.seeker.id, ...fields() },
      applied.companyToken,
    );
    expect(notCalled.status).toBe(422);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const s = await setup('CALLED');
    const base = { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id };
    const bad: [Record<string, unknown>, string][] = [
      [fields(-1), 'starts_at'],
      [{ ...fields(), starts_at: 'besok pagi' }, 'starts_at'],
      [{ ...fields(), starts_at: at(400).iso }, 'starts_at'],
      [fields(3, { kind: 'ONLINE', online_url: 'http://meet.contoh.test/a' }), 'online_url'],
      [fields(3, { kind: 'ONLINE', online_url: 'javascript:alert(1)' }), 'online_url'],
      [fields(3, { kind: 'ONLINE', online_url: undefined }), 'online_url'],
      [fields(3, { location: '' }), 'location'],
      [fields(3, { note: 'a\u0000b' }), 'note'],
      [fields(3, { location: 'Kantor\u0000' }), 'location'],
      [fields(3, { kind: 'VIDEO' }), 'kind'],
      [fields(3, { round: 0 }), 'round'],
      [fields(3, { duration_minutes: 5 }), 'duration_minutes'],
    ];
    for (const [body, field] of bad) {
      const res = await t.post('/api/v1/interviews', { ...base, ...body }, s.companyToken);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(field);
    }
    for (const ids of [{ job_vacancy_id: 2 ** 31 }, { seeker_detail_id: -1 }, { job_vacancy_id: 'x' }]) {
      const res = await t.post('/api/v1/interviews', { ...base, ...fields(), ...ids }, s.companyToken);
      expect(res.status).toBe(400);
    }
    const rows = await t.db.select().from(interviews).where(eq(interviews.application_id, s.application.id));
    expect(rows).toHaveLength(0);
  });

  it("keeps each side to its own: another company's applicant, interview and agenda", async () => {
    const s = await setup('CALLED');
    const other = await makeCompany(t.db);
    const otherToken = await sessionToken(t.db, other.user_id);
    const foreign = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields() },
      otherToken,
    );
    expect(foreign.status).toBe(403);
    const missing = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: 999_999, seeker_detail_id: s.seeker.id, ...fields() },
      s.companyToken,
    );
    expect(missing.status).toBe(404);

    const made = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields() },
      s.companyToken,
    );
    const id = made.body.data.interview.id as number;
    expect((await t.post(`/api/v1/interviews/${id}/reschedule`, fields(4), otherToken)).status).toBe(404);
    expect((await t.post(`/api/v1/interviews/${id}/cancel`, {}, otherToken)).status).toBe(404);
    const otherSeeker = await makeSeeker(t.db);
    const otherSeekerToken = await sessionToken(t.db, otherSeeker.user_id);
    expect(
      (await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, otherSeekerToken)).status,
    ).toBe(404);
    expect(
      (await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.companyToken)).status,
    ).toBe(403);
    expect((await t.get('/api/v1/interviews/mine', otherSeekerToken)).body.data.total).toBe(0);
    const agenda = await t.get(`/api/v1/interviews/agenda?week=${at(3).day}`, otherToken);
    expect(agenda.body.data.total).toBe(0);
    const office = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
    expect((await t.get('/api/v1/interviews/agenda', office)).status).toBe(403);
  });

  it('a reschedule keeps the UID, raises SEQUENCE and asks again; a cancel sends METHOD:CANCEL', async () => {
    const s = await setup('CALLED');
    const made = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(3) },
      s.companyToken,
    );
    const id = made.body.data.interview.id as number;
    const first = parseIcs(
      icsOf(await smtp.waitFor(s.email, (m) => m.subject.startsWith('Undangan wawancara'))),
    );
    await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.seekerToken);

    const moved = await t.post(
      `/api/v1/interviews/${id}/reschedule`,
      fields(4, { location: 'Ruang B' }),
      s.companyToken,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data.interview).toMatchObject({ sequence: 1, answer: null, location: 'Ruang B' });
    const second = parseIcs(
      icsOf(await smtp.waitFor(s.email, (m) => m.subject.startsWith('Jadwal wawancara diubah'))),
    );
    expect(second.method).toBe('REQUEST');
    expect(second.event.uid).toBe(first.event.uid);
    expect(second.event.sequence).toBe(1);
    expect(second.event.startDate.toString()).toBe(`${at(4).day}T09:00:00`);

    const cancelled = await t.post(
      `/api/v1/interviews/${id}/cancel`,
      { reason: 'Posisi sudah terisi' },
      s.companyToken,
    );
    expect(cancelled.body.data.interview).toMatchObject({ status: 'CANCELLED', sequence: 2 });
    const third = parseIcs(
      icsOf(await smtp.waitFor(s.email, (m) => m.subject.startsWith('Wawancara dibatalkan'))),
    );
    expect(third.method).toBe('CANCEL');
    expect(third.event.uid).toBe(first.event.uid);
    expect(third.event.sequence).toBe(2);
    expect((await t.post(`/api/v1/interviews/${id}/reschedule`, fields(5), s.companyToken)).status).toBe(409);
    expect(
      (await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.seekerToken)).status,
    ).toBe(409);
  });

  it('the seeker confirms or asks for another time with a reason, and the company sees the answer', async () => {
    const s = await setup('CALLED');
    const made = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(2) },
      s.companyToken,
    );
    const id = made.body.data.interview.id as number;
    const mine = await t.get('/api/v1/interviews/mine', s.seekerToken);
    expect(mine.body.data.interviews.map((i: { id: number }) => i.id)).toEqual([id]);

    const noReason = await t.post(
      `/api/v1/interviews/${id}/answer`,
      { answer: 'RESCHEDULE_REQUESTED' },
      s.seekerToken,
    );
    expect(noReason.status).toBe(400);
    const asked = await t.post(
      `/api/v1/interviews/${id}/answer`,
      { answer: 'RESCHEDULE_REQUESTED', reason: 'Bentrok dengan ujian' },
      s.seekerToken,
    );
    expect(asked.body.data.interview).toMatchObject({
      answer: 'RESCHEDULE_REQUESTED',
      answer_reason: 'Bentrok dengan ujian',
    });
    const agenda = await t.get(`/api/v1/interviews/agenda?week=${at(2).day}`, s.companyToken);
    expect(agenda.body.data.interviews.find((i: { id: number }) => i.id === id)).toMatchObject({
      answer: 'RESCHEDULE_REQUESTED',
      answer_reason: 'Bentrok dengan ujian',
      seeker: { name: 'Siti Pelamar' },
    });
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, s.company.user_id), eq(notifications.type, 'interview.answered')));
    expect(told[0]!.body).toContain('Bentrok dengan ujian');

    const confirmed = await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.seekerToken);
    expect(confirmed.body.data.interview).toMatchObject({ answer: 'CONFIRMED', answer_reason: null });
  });

  it('reminds the day before, once, and not on any other day', async () => {
    const s = await setup('CALLED');
    const start = at(3, '10:00');
    await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(3, { starts_at: start.iso }) },
      s.companyToken,
    );
    const reminders = () =>
      t.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.user_id, s.seeker.user_id), eq(notifications.type, 'interview.reminder')),
        );
    const clock = (day: string, hhmm: string) => new Date(fromZonedInput(`${day}T${hhmm}`, zone));
    const dayBefore = new Date(Date.parse(`${start.day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    const twoBefore = new Date(Date.parse(`${start.day}T00:00:00Z`) - 2 * DAY).toISOString().slice(0, 10);

    await remindInterviews(t.db, zone, clock(twoBefore, '23:50'));
    expect(await reminders()).toHaveLength(0);
    await remindInterviews(t.db, zone, clock(dayBefore, '00:10'));
    await remindInterviews(t.db, zone, clock(dayBefore, '18:00'));
    await Promise.all([
      remindInterviews(t.db, zone, clock(dayBefore, '19:00')),
      remindInterviews(t.db, zone, clock(dayBefore, '19:00')),
    ]);
    expect(await reminders()).toHaveLength(1);
    await remindInterviews(t.db, zone, clock(start.day, '08:00'));
    expect(await reminders()).toHaveLength(1);
    const mail = await smtp.waitFor(s.email, (m) => m.subject.startsWith('Pengingat wawancara besok'));
    expect(mail.text).toContain('10.00 WITA');
  });

  it("the agenda holds the company's interviews of the asked week only, Monday to Sunday", async () => {
    const s = await setup('CALLED');
    const in3 = at(3);
    await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(3) },
      s.companyToken,
    );
    await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(3 + 7, { round: 2 }) },
      s.companyToken,
    );
    const week = await t.get(`/api/v1/interviews/agenda?week=${in3.day}`, s.companyToken);
    expect(week.status).toBe(200);
    const { week_start, week_end } = week.body.data;
    expect(new Date(`${week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${week_end}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(week.body.data.interviews.map((i: { round: number }) => i.round)).toEqual([1]);
    const next = await t.get(`/api/v1/interviews/agenda?week=${at(10).day}`, s.companyToken);
    expect(next.body.data.interviews.map((i: { round: number }) => i.round)).toEqual([2]);
    expect((await t.get('/api/v1/interviews/agenda?week=2026-13-40', s.companyToken)).status).toBe(400);
  });

  it('slows a flood of answers: the 31st within the hour is 429', async () => {
    const s = await setup('CALLED');
    const made = await t.post(
      '/api/v1/interviews',
      { job_vacancy_id: s.vacancy.id, seeker_detail_id: s.seeker.id, ...fields(3) },
      s.companyToken,
    );
    const id = made.body.data.interview.id as number;
    for (let i = 0; i < 30; i++) {
      const res = await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.seekerToken);
      expect(res.status).toBe(200);
    }
    const over = await t.post(`/api/v1/interviews/${id}/answer`, { answer: 'CONFIRMED' }, s.seekerToken);
    expect(over.status).toBe(429);
  });
});
