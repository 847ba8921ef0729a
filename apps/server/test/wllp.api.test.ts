import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, WLLP_MESSAGES, WLLP_TABLES, WORKING_AGE_MIN } from '@siloker/shared';
import {
  educations,
  jobTypes,
  jobVacancies,
  seekerJobVacancies,
  users,
  wllpFillReports,
} from '../src/db/schema/index.ts';
import { sweepFillReports } from '../src/domains/wllp/service.ts';
import { createTestAppWithMail, type TestApp } from './harness.ts';
import { formOf, regionOf, somePositionId } from './profile-fixtures.ts';
import type { TestSmtp } from './smtp.ts';
import { DAY, makeCompany, makeSeeker, makeUser, makeVacancy, sessionToken } from './public-fixtures.ts';

/** Wajib Lapor Lowongan (Perpres 57/2023; docs/decisions/105-wllp.md) over HTTP on the real database. */
describe('WLLP: fill reports and the office report', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let companyA: Awaited<ReturnType<typeof makeCompany>>;
  let tokenA: string;
  let tokenB: string;
  let seekerToken: string;
  let officeToken: string;
  let edu: number[];

  beforeAll(async () => {
    ({ t, smtp } = await createTestAppWithMail());
    companyA = await makeCompany(t.db, { name: 'PT Lapor Patuh', business_field_id: 1 });
    tokenA = await sessionToken(t.db, companyA.user_id);
    tokenB = await sessionToken(t.db, (await makeCompany(t.db)).user_id);
    seekerToken = await sessionToken(t.db, (await makeSeeker(t.db)).user_id);
    officeToken = await sessionToken(t.db, (await makeUser(t.db, 'admin')).id);
    edu = (await t.db.select({ id: educations.id }).from(educations).orderBy(educations.id)).map((e) => e.id);
  });
  afterAll(() => t.close());

  const published = (overrides: Parameters<typeof makeVacancy>[2] = {}) =>
    makeVacancy(t.db, companyA.id, {
      published_at: new Date(Date.now() - 5 * DAY),
      worker_count: 4,
      ...overrides,
    });
  const reportRow = async (vacancyId: number) =>
    (await t.db.select().from(wllpFillReports).where(eq(wllpFillReports.job_vacancy_id, vacancyId)))[0];
  const form = (id: number, token = tokenA) => t.get(`/api/v1/company/wllp/${id}`, token);
  const file = (id: number, body: unknown, token = tokenA) =>
    t.post(`/api/v1/company/wllp/${id}`, body, token);
  const accept = async (
    vacancyId: number,
    seeker: { gender?: string; education_id?: number | null },
    status = 'ACCEPTED',
  ) => {
    const s = await makeSeeker(t.db, seeker);
    await t.db
      .insert(seekerJobVacancies)
      .values({ job_vacancy_id: vacancyId, seeker_detail_id: s.id, status, applied_at: new Date() });
  };

  it('makes the fill report due when the company closes, the deadline passes or the office refuses', async () => {
    // By the company.
    const byCompany = await published();
    expect(await reportRow(byCompany.id)).toBeUndefined();
    const closed = await t.post(
      `/api/v1/job-vacancies/change-publication-status/${byCompany.id}`,
      { status: 'CLOSED' },
      tokenA,
    );
    expect(closed.status).toBe(200);
    expect((await reportRow(byCompany.id))?.filed_at).toBeNull();

    // By the office.
    const byOffice = await published();
    const refused = await t.post(
      `/api/v1/office/job-vacancies/${byOffice.id}/status`,
      { status: 'REJECTED', note: 'Lowongan palsu' },
      officeToken,
    );
    expect(refused.status).toBe(200);
    expect(await reportRow(byOffice.id)).toBeDefined();

    // By expiry (no request at all: the sweep finds it), and a deletion by the company.
    const byExpiry = await published({ expired_at: new Date(Date.now() - DAY) });
    const removed = await published();
    expect((await t.request('DELETE', `/api/v1/job-vacancies/${removed.id}`, { token: tokenA })).status).toBe(
      200,
    );
    expect(await reportRow(removed.id)).toBeDefined();
    // Never published, an invitation, still open, or closed long before: nothing owed.
    const draft = await makeVacancy(t.db, companyA.id, { publication_status: 'CLOSED', published_at: null });
    const invitation = await published({ is_invitation: true, publication_status: 'CLOSED' });
    const open = await published();
    const old = await published({ publication_status: 'CLOSED', closed_at: new Date(Date.now() - 60 * DAY) });
    await sweepFillReports(t.db);
    const due = (await reportRow(byExpiry.id))!;
    expect(due.due_at.getTime()).toBeLessThanOrEqual(Date.now() - DAY + 60_000);
    for (const v of [draft, invitation, open, old])
      expect(await reportRow(v.id), String(v.id)).toBeUndefined();

    // Published again before the report was filed: nothing is owed until it closes again.
    await t.db
      .update(jobVacancies)
      .set({ publication_status: 'PUBLISHED', closed_at: null })
      .where(eq(jobVacancies.id, byCompany.id));
    await sweepFillReports(t.db);
    expect(await reportRow(byCompany.id)).toBeUndefined();

    // The company sees them among its due reports, with its compliance.
    const list = await t.get('/api/v1/company/wllp?tab=due&limit=50', tokenA);
    expect(list.status).toBe(200);
    const ids = list.body.data.fill_reports.map((r: { job_vacancy_id: number }) => r.job_vacancy_id);
    expect(ids).toEqual(expect.arrayContaining([byOffice.id, byExpiry.id, removed.id]));
    expect(list.body.data.compliance.reports_due).toBe(list.body.data.total);
  });

  it('pre-fills from the ACCEPTED applications and refuses figures that contradict each other', async () => {
    const v = await published({ publication_status: 'CLOSED', closed_at: new Date() });
    await accept(v.id, { gender: 'male', education_id: edu[3]! });
    await accept(v.id, { gender: 'male', education_id: edu[3]! });
    await accept(v.id, { gender: 'female', education_id: edu[5]! });
    await accept(v.id, { gender: 'female', education_id: edu[5]! }, 'APPLIED');
    await accept(v.id, { gender: 'male', education_id: edu[5]! }, 'REJECTED');

    const res = await form(v.id);
    expect(res.status).toBe(200);
    expect(res.body.data.accepted).toMatchObject({ total: 3, male: 2, female: 1 });
    expect(res.body.data.fill_report).toMatchObject({
      filed_at: null,
      hired_portal: 3,
      hired_other: 0,
      hired_male: 2,
      hired_female: 1,
    });
    expect(res.body.data.fill_report.educations).toEqual(
      expect.arrayContaining([
        { education_id: edu[3], count: 2 },
        { education_id: edu[5], count: 1 },
      ]),
    );

    const good = {
      hired_portal: 3,
      hired_other: 1,
      hired_male: 2,
      hired_female: 2,
      educations: [
        { education_id: edu[3], count: 2 },
        { education_id: edu[5], count: 2 },
      ],
    };
    // Contradictions the shared schema sees answer 400; those only the database knows, 422.
    const refusals: [unknown, number, string, string][] = [
      [{ ...good, hired_female: 1 }, 400, 'hired_male', WLLP_MESSAGES.sexMismatch],
      [
        { ...good, hired_portal: 4, hired_other: 0 },
        422,
        'hired_portal',
        WLLP_MESSAGES.portalAboveAccepted(3),
      ],
      [
        { ...good, educations: [{ education_id: edu[3], count: 2 }] },
        400,
        'educations',
        WLLP_MESSAGES.educationMismatch,
      ],
      [
        { ...good, educations: [{ education_id: 2_000_000, count: 4 }] },
        422,
        'educations',
        WLLP_MESSAGES.educationUnknown,
      ],
      [{ ...good, hired_other: -1 }, 400, 'hired_other', WLLP_MESSAGES.notNumber],
    ];
    for (const [body, status, field, message] of refusals) {
      const bad = await file(v.id, body);
      expect(bad.status, JSON.stringify(body)).toBe(status);
      expect(bad.body.data.errors[field], field).toEqual([message]);
    }
    expect((await reportRow(v.id))!.filed_at).toBeNull();

    const before = (await t.get('/api/v1/company/wllp', tokenA)).body.data.compliance;
    const saved = await file(v.id, good);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(WLLP_MESSAGES.filed);
    expect(saved.body.data.fill_report).toMatchObject({ hired_portal: 3, hired_other: 1, hired_female: 2 });
    expect(saved.body.data.compliance.reports_done).toBe(before.reports_done + 1);
    expect(saved.body.data.compliance.reports_due).toBe(before.reports_due - 1);
    // The filed report reads back as filed, not re-filled from the applications.
    expect((await form(v.id)).body.data.fill_report).toMatchObject({ hired_other: 1, hired_female: 2 });
  });

  it('keeps each company to its own reports and the WLLP report to the office', async () => {
    const v = await published({ publication_status: 'CLOSED', closed_at: new Date() });
    await sweepFillReports(t.db);
    const body = { hired_portal: 0, hired_other: 0, hired_male: 0, hired_female: 0, educations: [] };
    expect((await form(v.id, tokenB)).status).toBe(403);
    expect((await file(v.id, body, tokenB)).status).toBe(403);
    expect((await form(v.id, seekerToken)).status).toBe(403);
    expect((await form(v.id, officeToken)).status).toBe(403);
    expect((await t.get(`/api/v1/company/wllp/${v.id}`)).status).toBe(401);
    expect((await form(2_147_483_647)).status).toBe(404);
    expect((await form(0)).status).toBe(400);
    // Company B's list holds none of A's.
    const listB = await t.get('/api/v1/company/wllp?tab=all', tokenB);
    expect(listB.body.data).toMatchObject({ total: 0, fill_reports: [] });
    // A vacancy still open owes nothing yet.
    const open = await published();
    expect((await form(open.id)).status).toBe(409);
    expect((await reportRow(v.id))!.filed_at).toBeNull();

    for (const token of [tokenA, seekerToken, undefined]) {
      const expected = token ? 403 : 401;
      expect((await t.get('/api/v1/office/wllp', token)).status).toBe(expected);
      expect((await t.get('/api/v1/office/wllp/export?format=csv', token)).status).toBe(expected);
    }
    expect((await t.get('/api/v1/office/wllp', officeToken)).status).toBe(200);
  });

  it('reminds after 3 and 10 days, each once, in the app and by e-mail, and not once filed', async () => {
    const company = await makeCompany(t.db, { name: 'PT Pengingat' });
    const token = await sessionToken(t.db, company.user_id);
    const [user] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, company.user_id));
    const v = await makeVacancy(t.db, company.id, {
      published_at: new Date(Date.now() - DAY),
      title: 'Operator Gudang',
    });
    const filedLater = await makeVacancy(t.db, company.id, { published_at: new Date(Date.now() - DAY) });
    for (const id of [v.id, filedLater.id]) {
      await t.post(`/api/v1/job-vacancies/change-publication-status/${id}`, { status: 'CLOSED' }, token);
    }
    const zero = { hired_portal: 0, hired_other: 0, hired_male: 0, hired_female: 0, educations: [] };
    expect((await file(filedLater.id, zero, token)).status).toBe(200);
    const reminders = async () =>
      (await t.get('/api/v1/notifications?limit=100', token)).body.data.notifications.filter(
        (n: { type: string }) => n.type === NOTIFICATION_TYPES.wllpFillReportDue,
      );
    const at = (days: number) => new Date(Date.now() + days * DAY + 60 * 60_000);

    await sweepFillReports(t.db, at(2));
    expect(await reminders()).toHaveLength(0);
    await sweepFillReports(t.db, at(3));
    await sweepFillReports(t.db, at(4));
    const first = await reminders();
    expect(first).toHaveLength(1);
    expect(first[0].body).toBe(WLLP_MESSAGES.reminderBody('Operator Gudang', 3));
    const mail = await smtp.waitFor(user!.email, (m) => m.subject.startsWith(WLLP_MESSAGES.reminderTitle));
    expect(mail.text).toContain('Operator Gudang');
    expect(mail.links.some((l) => l.endsWith('/panel/wajib-lapor'))).toBe(true);

    await sweepFillReports(t.db, at(9));
    expect(await reminders()).toHaveLength(1);
    await sweepFillReports(t.db, at(10));
    await sweepFillReports(t.db, at(20));
    const both = await reminders();
    expect(both).toHaveLength(2);
    expect(both.map((n: { body: string }) => n.body)).toContain(
      WLLP_MESSAGES.reminderBody('Operator Gudang', 10),
    );
  });

  it('computes the WLLP figures of a period from the rows, and downloads them as CSV and XLSX', async () => {
    // A period of its own in the past: March 2025 (WITA), seeded directly.
    const company = await makeCompany(t.db, { name: 'PT Periode Maret', business_field_id: 2 });
    const inMarch = new Date('2025-03-10T02:00:00Z');
    const district = '64.72.01';
    const v1 = await makeVacancy(t.db, company.id, {
      published_at: inMarch,
      worker_count: 5,
      education_id: edu[3]!,
      district_code: district,
      is_gender_based_count: true,
      male_count: 3,
      female_count: 2,
    });
    const v2 = await makeVacancy(t.db, company.id, {
      published_at: inMarch,
      worker_count: 2,
      education_id: edu[3]!,
      district_code: district,
    });
    // Outside the period, and an invitation: not counted.
    await makeVacancy(t.db, company.id, { published_at: new Date('2025-04-01T00:00:00Z'), worker_count: 9 });
    await makeVacancy(t.db, company.id, { published_at: inMarch, worker_count: 7, is_invitation: true });
    const closedMarch = new Date('2025-03-20T02:00:00Z');
    await t.db.insert(wllpFillReports).values([
      {
        job_vacancy_id: v1.id,
        company_detail_id: company.id,
        due_at: closedMarch,
        filed_at: closedMarch,
        hired_portal: 2,
        hired_other: 1,
        hired_male: 2,
        hired_female: 1,
        educations: [{ education_id: edu[3]!, count: 3 }],
      },
      { job_vacancy_id: v2.id, company_detail_id: company.id, due_at: closedMarch },
    ]);

    const res = await t.get('/api/v1/office/wllp?from=2025-03-01&to=2025-03-31', officeToken);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.summary).toEqual({
      job_vacancies: 2,
      openings: 7,
      reports_due: 2,
      reports_filed: 1,
      hired: 3,
      hired_portal: 2,
      hired_other: 1,
    });
    expect(d.title).toContain(d.office_name);
    expect(d.title).toContain('1 Maret 2025');
    expect(d.by_business_field).toEqual([
      expect.objectContaining({ key: '2', job_vacancies: 2, openings: 7, hired: 3 }),
    ]);
    expect(d.by_education).toEqual([
      expect.objectContaining({ key: String(edu[3]), job_vacancies: 2, openings: 7, hired: 3 }),
    ]);
    expect(d.by_district).toEqual([
      expect.objectContaining({ key: district, job_vacancies: 2, openings: 7, hired: 3 }),
    ]);
    expect(d.by_sex).toEqual([
      expect.objectContaining({ key: 'male', openings: 3, hired: 2 }),
      expect.objectContaining({ key: 'female', openings: 2, hired: 1 }),
      expect.objectContaining({ key: 'any', openings: 2, hired: 0 }),
    ]);
    expect(d.overdue_companies).toEqual([
      expect.objectContaining({ company_detail_id: company.id, overdue_reports: 1 }),
    ]);
    // A period that runs backwards is refused on its field.
    const backwards = await t.get('/api/v1/office/wllp?from=2025-03-31&to=2025-03-01', officeToken);
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.errors.to).toBeDefined();

    const csv = await fetch(
      `${t.baseUrl}/api/v1/office/wllp/export?from=2025-03-01&to=2025-03-31&format=csv`,
      {
        headers: { authorization: `Bearer ${officeToken}` },
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="laporan-wllp-2025-03-01-2025-03-31.csv"',
    );
    const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain(d.office_name);
    for (const table of WLLP_TABLES) expect(lines).toContain(table.title);
    const summaryAt = lines.indexOf('Ringkasan');
    expect(lines[summaryAt + 1]).toBe('Uraian,Jumlah');
    expect(lines[summaryAt + 2]).toBe('Lowongan dilaporkan,2');
    expect(lines).toContain(`${d.by_education[0].label},2,7,3`);
    expect(lines.some((l) => l.startsWith('PT Periode Maret,1,'))).toBe(true);

    const xlsx = await fetch(
      `${t.baseUrl}/api/v1/office/wllp/export?from=2025-03-01&to=2025-03-31&format=xlsx`,
      {
        headers: { authorization: `Bearer ${officeToken}` },
      },
    );
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    expect(book.worksheets.map((s) => s.name)).toEqual(WLLP_TABLES.map((t) => t.title));
    const sex = book.getWorksheet('Menurut jenis kelamin')!;
    expect(sex.getCell('A1').value).toBe(d.title);
    expect(sex.getRow(4).values).toEqual([undefined, 'Jenis kelamin', 'Kebutuhan tenaga kerja', 'Terisi']);
    expect(sex.getRow(5).values).toEqual([undefined, 'Laki-laki', 3, 2]);
    const summary = book.getWorksheet('Ringkasan')!;
    expect(summary.getRow(5).values).toEqual([undefined, 'Lowongan dilaporkan', 2]);
  });
  it('takes the age limits of Pasal 5 on the vacancy form, checked on the server, and shows them', async () => {
    const region = await regionOf(t, '64.72');
    const [jobType] = await t.db.select({ id: jobTypes.id }).from(jobTypes).limit(1);
    const base = {
      title: 'Operator Produksi',
      job_type_id: String(jobType!.id),
      position_id: String(await somePositionId(t)),
      address: 'Jl. Pangeran Antasari No. 12',
      province_code: region.province_code,
      city_code: region.city_code,
      worker_count: '2',
      description: 'Mengoperasikan mesin produksi.',
      deadline: '10',
    };
    const save = (fields: Record<string, string>) =>
      t.request('POST', `/api/v1/job-vacancies/company/${companyA.id}`, {
        form: formOf({ ...base, ...fields }),
        token: tokenA,
      });
    const refusals: [Record<string, string>, string, string][] = [
      [{ age_min: String(WORKING_AGE_MIN - 1) }, 'age_min', WLLP_MESSAGES.ageRange],
      [{ age_max: '120' }, 'age_max', WLLP_MESSAGES.ageMaxRange],
      [{ age_min: '30', age_max: '25' }, 'age_max', WLLP_MESSAGES.ageMaxBelowMin],
      [{ age_min: 'dua puluh' }, 'age_min', WLLP_MESSAGES.ageRange],
    ];
    for (const [fields, field, message] of refusals) {
      const res = await save(fields);
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.data.errors[field], field).toContain(message);
    }
    // An age limit is a fair-posting flag (docs/decisions/102): saved only with a job-related reason.
    const unexplained = await save({ age_min: '18', age_max: '35' });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.data.errors.fair_posting_reason[0]).toContain('"Usia 18–35 tahun"');
    const saved = await save({
      age_min: '18',
      age_max: '35',
      fair_posting_reason: 'Program pemagangan lulusan baru sesuai Permenaker 6/2020.',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.data.job_vacancy).toMatchObject({ age_min: 18, age_max: 35 });
    const none = await save({});
    expect(none.body.data.job_vacancy).toMatchObject({ age_min: null, age_max: null });
  });
});
