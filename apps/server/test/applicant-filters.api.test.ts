import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationStatusHistories,
  positions,
  seekerDetails,
  seekerEducations,
  seekerJobVacancies,
  seekerSkills,
} from '../src/db/schema/index.ts';
import { contactShared } from '../src/lib/contact-access.ts';
import { yearsBefore } from '../src/domains/applications/repository.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { makeCompanyWithToken } from './profile-fixtures.ts';
import { makeSeeker, makeVacancy } from './public-fixtures.ts';

/*
 * The applicant pages filter a vacancy's applicants in memory since docs/decisions/101 (one load of
 * their facts per vacancy and change, not a statement per filter set). This holds them to the SQL they
 * replaced: for many filter sets over applicants at the edges (birthdays on the age bounds and on
 * 29 February, missing GPA or birth date, an invitation not accepted), the same applicants, in the same
 * order, with the same total.
 */

type Filter = Record<string, string>;

/** The previous implementation (repository matchingIds before decision 101), as the reference. */
function referenceConditions(f: Filter): SQL[] {
  const bornBy = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;
  const c: SQL[] = [];
  if (f.education_id) c.push(eq(seekerDetails.education_id, Number(f.education_id)));
  if (f.gender) c.push(eq(seekerDetails.gender, f.gender));
  if (f.marriage_status) c.push(eq(seekerDetails.marriage_status, f.marriage_status));
  if (f.religion_id) c.push(eq(seekerDetails.religion_id, Number(f.religion_id)));
  if (f.job_location_expectation)
    c.push(eq(seekerDetails.job_location_expectation, f.job_location_expectation));
  if (f.wage_amount_id) c.push(eq(seekerDetails.wage_amount_id, Number(f.wage_amount_id)));
  if (f.min_gpa) c.push(sql`${seekerDetails.latest_gpa} >= ${Number(f.min_gpa)}`);
  if (f.min_age) c.push(sql`${seekerDetails.birth_date} <= ${bornBy(Number(f.min_age))}`);
  if (f.max_age) c.push(sql`${seekerDetails.birth_date} > ${bornBy(Number(f.max_age) + 1)}`);
  if (f.search) {
    const p = `%${f.search}%`;
    c.push(
      sql`(${seekerDetails.full_name} ilike ${p} or ${seekerDetails.position_other} ilike ${p} or ${seekerDetails.about} ilike ${p}
        or exists (select 1 from ${positions} where ${positions.id} = ${seekerDetails.position_id} and ${positions.name} ilike ${p})
        or exists (select 1 from ${seekerSkills} where ${seekerSkills.seeker_detail_id} = ${seekerDetails.id} and ${seekerSkills.name} ilike ${p})
        or exists (select 1 from ${seekerEducations} where ${seekerEducations.seeker_detail_id} = ${seekerDetails.id} and (${seekerEducations.school_name} ilike ${p} or ${seekerEducations.major} ilike ${p})))`,
    );
  }
  if (f.marriage_status || f.religion_id || f.job_location_expectation || f.wage_amount_id || f.min_gpa) {
    c.push(contactShared());
  }
  return c;
}

describe('applicant filters in memory agree with the SQL they replaced', () => {
  let t: TestApp;
  let token: string;
  let vacancyId: number;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ CACHE_TTL_SECONDS: '30' });
    const company = await makeCompanyWithToken(t);
    token = company.token;
    vacancyId = (await makeVacancy(t.db, company.company.id)).id;
    const result = (await t.db.execute(sql`select current_date::text as today`)) as unknown as {
      rows: { today: string }[];
    };
    today = result.rows[0]!.today;
    const births = [
      yearsBefore(today, 30), // exactly 30 today
      yearsBefore(today, 31), // exactly 31 today: outside max_age 30
      // a day short of 30
      new Date(Date.parse(`${yearsBefore(today, 30)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      '2000-02-29',
      '1996-02-29',
      '1990-03-01',
      null,
      yearsBefore(today, 25),
      yearsBefore(today, 45),
    ];
    const gpas = [null, '2.99', '3.00', '3.25', '3.50', '3.99'];
    const stages = ['APPLIED', 'APPLIED', 'CALLED', 'APPLIED', 'INVITED', 'PASSED', 'APPLIED'] as const;
    const base = Date.now() - 50 * 60_000;
    for (let i = 0; i < 36; i++) {
      const seeker = await makeSeeker(t.db, {
        full_name: ['Siti Aminah', 'Budi Santoso', 'Rina Lestari', 'Agus Salim'][i % 4],
        gender: i % 3 === 0 ? 'male' : 'female',
        education_id: 2 + (i % 4),
        marriage_status: ['BELUM KAWIN', 'KAWIN', 'DUDA', 'JANDA'][i % 4],
        religion_id: 1 + (i % 3),
        job_location_expectation: ['LOCALE_IN', 'LOCALE_OUT', 'OVERSEAS'][i % 3],
        wage_amount_id: 1 + (i % 4),
        latest_gpa: gpas[i % gpas.length],
        birth_date: births[i % births.length],
        about: i % 5 === 0 ? 'Pengalaman las listrik' : null,
      });
      if (i % 6 === 1)
        await t.db.insert(seekerSkills).values({ seeker_detail_id: seeker.id, name: 'Microsoft Excel' });
      const stage = stages[i % stages.length]!;
      // Several applications in one millisecond: the order's tie-break (id) decides.
      const at = new Date(base + Math.floor(i / 3) * 60_000);
      const [application] = await t.db
        .insert(seekerJobVacancies)
        .values({
          job_vacancy_id: vacancyId,
          seeker_detail_id: seeker.id,
          status: stage === 'INVITED' ? 'INVITED' : stage,
          is_invitation: stage === 'INVITED' || i % 7 === 3,
          applied_at: stage === 'INVITED' ? null : at,
          created_at: at,
          updated_at: at,
        })
        .returning({ id: seekerJobVacancies.id });
      // An invitation the seeker has not accepted never reached APPLIED: not shared (decision 076).
      if (stage !== 'INVITED' && i % 7 !== 3) {
        await t.db.insert(applicationStatusHistories).values({
          seeker_job_vacancy_id: application!.id,
          from_status: null,
          to_status: 'APPLIED',
          changed_by: seeker.user_id,
        });
      }
    }
  });
  afterAll(async () => t?.close());

  const filterSets: Filter[] = [
    {},
    { gender: 'female' },
    { education_id: '3' },
    { marriage_status: 'KAWIN' },
    { religion_id: '2', gender: 'male' },
    { job_location_expectation: 'OVERSEAS' },
    { wage_amount_id: '4' },
    { min_gpa: '3' },
    { min_gpa: '3.25' },
    { min_gpa: '3.255' },
    { min_age: '30' },
    { max_age: '30' },
    { min_age: '25', max_age: '30' },
    { min_age: '26' },
    { max_age: '29' },
    { min_age: '30', max_age: '31', gender: 'female' },
    { search: 'siti' },
    { search: 'EXCEL' },
    { search: 'las' },
    { search: 'zzz' },
    { search: 'a', min_gpa: '3.5' },
    { marriage_status: 'JANDA', min_age: '20', education_id: '5' },
  ];

  it('returns the same applicants, in the same order, with the same total, at every stage', async () => {
    let compared = 0;
    for (const status of ['APPLIED', 'CALLED', 'PASSED', 'INVITED']) {
      for (const f of filterSets) {
        const expected = (
          await t.db
            .select({ id: seekerJobVacancies.id })
            .from(seekerJobVacancies)
            .innerJoin(seekerDetails, eq(seekerDetails.id, seekerJobVacancies.seeker_detail_id))
            .where(
              and(
                eq(seekerJobVacancies.job_vacancy_id, vacancyId),
                eq(seekerJobVacancies.status, status),
                ...referenceConditions(f),
              ),
            )
            .orderBy(desc(seekerJobVacancies.created_at), desc(seekerJobVacancies.id))
        ).map((r) => r.id);
        const query = new URLSearchParams({ ...f, status, limit: '100' });
        const res = await t.get(`/api/v1/seekers/job-vacancy-applied/${vacancyId}?${query}`, token);
        expect(res.status, query.toString()).toBe(200);
        const got = res.body.data.applicants.map((a: { id: number }) => a.id);
        expect({ query: query.toString(), ids: got, total: res.body.data.total }).toEqual({
          query: query.toString(),
          ids: expected,
          total: expected.length,
        });
        if (expected.length > 0) compared++;
      }
    }
    // The sets are not vacuous: most of them match someone.
    expect(compared).toBeGreaterThan(30);
  });

  it('computes a date years before as the engine does, 29 February included', async () => {
    for (const [day, years] of [
      ['2024-02-29', 1],
      ['2024-02-29', 4],
      ['2026-11-26', 30],
      ['2025-03-31', 1],
      ['2000-01-01', 100],
    ] as const) {
      const [row] = (
        (await t.db.execute(
          sql`select (${day}::date - make_interval(years => ${years}))::date::text as d`,
        )) as unknown as { rows: { d: string }[] }
      ).rows;
      expect(yearsBefore(day, years), `${day} - ${years}`).toBe(row!.d);
    }
  });
});
