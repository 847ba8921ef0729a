/**
 * `npx tsx bench/explain.ts [--data-dir .bench/pglite] [--runs 5] [--plans]`, or on PostgreSQL with
 * BENCH_DATABASE_URL set (the database of `npm run bench -- --engine postgres`)
 * Runs the public reads (vacancies, seekers and GET /users, companies) through the real service
 * functions on a seeded bench database
 * (PGlite data directory of `npm run bench`, or `npm run bench -- --seed-only`) and prints, per endpoint, every SQL
 * statement it issued with its best execution time; `--plans` adds EXPLAIN ANALYZE output, `--sql`
 * the full statements and `--only <name part>` picks cases. Last, the plan-cache use of each
 * prepared statement (docs/decisions/006).
 * PGlite executes one statement at a time, so the sum per request is what queues under load.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ApplicantListQuerySchema,
  CompanyListQuerySchema,
  SeekerListQuerySchema,
  StatisticsQuerySchema,
  UsersQuerySchema,
  VacancyListQuerySchema,
} from '@siloker/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { configureShortCache } from '../apps/server/src/lib/short-cache.ts';
import { getVacancyBySlug, listVacancies } from '../apps/server/src/domains/vacancies/service.ts';
import { getCompanyBySlug, listCompanies } from '../apps/server/src/domains/companies/service.ts';
import { getSeekerBySlug, listSeekers, listUsers } from '../apps/server/src/domains/seekers/service.ts';
import { applicantStages, listApplicants } from '../apps/server/src/domains/applications/service.ts';
import { officeStatistics } from '../apps/server/src/domains/statistics/service.ts';
import { listMatchedVacancies } from '../apps/server/src/domains/matching/service.ts';
import { MatchVacancyListQuerySchema } from '@siloker/shared';
import type { AuthContext } from '../apps/server/src/http/authenticate.ts';
import { CROWDED_VACANCY_SLUG } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: '.bench/pglite' },
    runs: { type: 'string', default: '5' },
    plans: { type: 'boolean', default: false },
    sql: { type: 'boolean', default: false },
    /** Per-node timings in --plans (slow on PGlite: they distort small plans). */
    timing: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
let captured: { sql: string; params: unknown[] }[] | undefined;
// BENCH_DATABASE_URL: the PostgreSQL database of `npm run bench -- --engine postgres` (issue 19 §5).
const databaseUrl = process.env.BENCH_DATABASE_URL;
const database = await openDatabase({
  databaseUrl,
  dataDir: databaseUrl ? undefined : path.resolve(root, args['data-dir'], 'db'),
  logger: { logQuery: (sql, params) => captured?.push({ sql, params }) },
});
const db = database.db;
await database.migrate();
// Every request pays for its count here, as the first request after the cache expires does.
configureShortCache(0);

const list = (query: Record<string, string>) => () =>
  listVacancies(db, VacancyListQuerySchema.parse(query)).then((d) => d.total);
const seekers = (query: Record<string, string>) => () =>
  listSeekers(db, SeekerListQuerySchema.parse(query)).then((d) => d.total);
const viewer = (role_name: 'admin' | 'company') => ({ id: 1, role_name }) as AuthContext;
const users = (role: 'admin' | 'company', query: Record<string, string>) => () =>
  listUsers(db, viewer(role), UsersQuerySchema.parse(query)).then((d) => d.total_data);
const companies = (query: Record<string, string>) => () =>
  listCompanies(db, CompanyListQuerySchema.parse(query)).then((d) => d.total);
const [{ id: firstCompany } = { id: 0 }] = (
  await database.query(
    `select user_id as id from company_details where status = 'VERIFIED' order by id limit 1 offset 100`,
  )
).rows as { id: number }[];
// The bench company's vacancy of 5,000 applicants (bench/seed.ts), read as its company.
const [crowded] = (
  await database.query(
    `select v.id, c.id as company_detail_id, c.user_id from job_vacancies v
     join company_details c on c.id = v.company_detail_id where v.title_slug = $1`,
    [CROWDED_VACANCY_SLUG],
  )
).rows as { id: number; company_detail_id: number; user_id: number }[];
const owner = crowded
  ? ({
      id: crowded.user_id,
      role_name: 'company',
      company_detail_id: crowded.company_detail_id,
    } as AuthContext)
  : undefined;
const applicants = (query: Record<string, string>) => () =>
  listApplicants(db, owner!, crowded!.id, ApplicantListQuerySchema.parse(query)).then((d) => d.total);
const stages = (query: Record<string, string>) => () =>
  applicantStages(db, owner!, crowded!.id, ApplicantListQuerySchema.parse(query)).then(
    (d) => d.calls.total + d.passed.total + d.accepted.total,
  );
// The office's figures computed every time (the cache is off above), on the portal's city.
const statistics = (query: Record<string, string>) => () =>
  officeStatistics(db, { cityCode: '64.72', provinceCode: '64' }, StatisticsQuerySchema.parse(query)).then(
    (d) => d.headline.applications,
  );
// A seeker with mapped skills, as the bench's "vacancy list, by match" row draws them (bench/run.ts).
const [matcher] = (
  await database.query(
    `select user_id as id from seeker_details where cardinality(skill_ids) > 0 and id % 997 = 1 order by id limit 1`,
  )
).rows as { id: number }[];
const byMatch = (query: Record<string, string>) => () =>
  listMatchedVacancies(
    db,
    { id: matcher!.id, role_name: 'seeker' } as AuthContext,
    MatchVacancyListQuerySchema.parse(query),
  ).then((d) => d.total);
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() + 8 * 3600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
const cases: [string, () => Promise<unknown>][] = [
  ['list page 1', list({ offset: '0', limit: '5' })],
  ['list page 200', list({ offset: '995', limit: '5' })],
  ['list last page', list({ offset: '62995', limit: '5' })],
  ['list by salary', list({ order_by: 'salary', sort_by: 'desc', limit: '5' })],
  ['list by title asc, page 200', list({ order_by: 'title', sort_by: 'asc', offset: '995', limit: '5' })],
  ['list by applicants (no index)', list({ order_by: 'applicant_count', sort_by: 'desc', limit: '5' })],
  ['list by job type', list({ job_type_id: '2', limit: '5' })],
  ['search perawat', list({ search: 'perawat', limit: '5' })],
  ['search perawat, page 50', list({ search: 'perawat', offset: '245', limit: '5' })],
  ['search teknisi', list({ search: 'teknisi', limit: '5' })],
  ['search teknisi, page 50', list({ search: 'teknisi', offset: '245', limit: '5' })],
  ['search teknisi, page 200', list({ search: 'teknisi', offset: '995', limit: '5' })],
  ['search teknisi by relevance', list({ search: 'teknisi', order_by: 'relevance', limit: '5' })],
  ['search teknisi by salary', list({ search: 'teknisi', order_by: 'salary', limit: '5' })],
  ['search teknisi by title asc', list({ search: 'teknisi', order_by: 'title', sort_by: 'asc', limit: '5' })],
  ['search teknisi by applicants', list({ search: 'teknisi', order_by: 'applicant_count', limit: '5' })],
  ['search progr', list({ search: 'progr', limit: '5' })],
  ['search "staf administrasi"', list({ search: 'staf administrasi', limit: '5' })],
  ['search perawat by salary', list({ search: 'perawat', order_by: 'salary', limit: '5' })],
  ['search nothing', list({ search: 'zzzqqq', limit: '5' })],
  ...(matcher
    ? ([
        ['by match page 1', byMatch({ limit: '5' })],
        ['by match page 30, job type 2', byMatch({ job_type_id: '2', offset: '145', limit: '5' })],
      ] as [string, () => Promise<unknown>][])
    : []),
  ['detail', () => getVacancyBySlug(db, 'bench-lowongan-556')],
  ['seekers page 1', seekers({})],
  ['seekers page 5,000', seekers({ offset: '30000' })],
  ['seekers last page', seekers({ offset: '66300' })],
  ['seekers oldest first, page 3,000', seekers({ offset: '18000', sort_by: 'asc' })],
  ['seekers education 5, page 1', seekers({ education_id: '5' })],
  ['seekers education 5, page 1,000', seekers({ education_id: '5', offset: '6000' })],
  ['seekers search siti', seekers({ search: 'siti' })],
  ['seekers search siti, page 200', seekers({ search: 'siti', offset: '1200' })],
  ['seekers search rahm (prefix)', seekers({ search: 'rahm' })],
  ['seekers search rahmawaty (misspelled)', seekers({ search: 'rahmawaty' })],
  ['seekers search "siti rahmawati"', seekers({ search: 'siti rahmawati' })],
  ['seekers search perawat (about)', seekers({ search: 'perawat', offset: '600' })],
  ['seeker detail', () => getSeekerBySlug(db, 'bench-seeker-5002')],
  ['users office page 1', users('admin', {})],
  ['users office page 18,000', users('admin', { offset: '90000' })],
  ['users office education 7, page 1,500', users('admin', { education_id: '7', offset: '7500' })],
  ['users office position', users('admin', { position_id: '201', offset: '500' })],
  ['users office city', users('admin', { city_code: '64.74', offset: '15000' })],
  [
    'users office city + education',
    users('admin', { city_code: '64.74', education_id: '3', offset: '1000' }),
  ],
  ['users office search sari', users('admin', { search: 'sari', offset: '500' })],
  ['users company page 1', users('company', {})],
  ['users company position', users('company', { position_id: '201', offset: '200' })],
  ['companies page 1', companies({})],
  ['companies last page', companies({ offset: '1950' })],
  ['companies by name, page 200', companies({ order_by: 'name', sort_by: 'asc', offset: '1200' })],
  ['companies search mahakam', companies({ search: 'mahakam' })],
  ['companies search khatul (part)', companies({ search: 'khatul' })],
  ['companies search mahakan (misspelled)', companies({ search: 'mahakan' })],
  ['company detail', () => getCompanyBySlug(db, `bench-${firstCompany}`)],
  ...(owner
    ? ([
        ['applicants applied, page 1', applicants({})],
        ['applicants applied, page 300', applicants({ offset: '1500' })],
        ['applicants called, education 5', applicants({ status: 'CALLED', education_id: '5' })],
        ['applicants applied, female, 25–35', applicants({ gender: 'female', min_age: '25', max_age: '35' })],
        ['applicants applied, gpa 3.5, page 20', applicants({ min_gpa: '3.5', offset: '100' })],
        [
          'applicants applied, married, religion 1, wage 3',
          applicants({ marriage_status: 'KAWIN', religion_id: '1', wage_amount_id: '3' }),
        ],
        ['applicants applied, search siti', applicants({ search: 'siti' })],
        ['applicants applied, search excel (skills)', applicants({ search: 'excel' })],
        ['applicants applied, search zzzqqq', applicants({ search: 'zzzqqq' })],
        ['applicant stages', stages({})],
        ['applicant stages, search siti, male', stages({ search: 'siti', gender: 'male' })],
      ] as [string, () => Promise<unknown>][])
    : []),
  ['statistics default range', statistics({})],
  ['statistics this year', statistics({ from: `${today.slice(0, 4)}-01-01`, to: today })],
  ['statistics last 30 days', statistics({ from: monthAgo, to: today })],
];

const runs = Number(args.runs);
let total = 0;
for (const [name, run] of cases) {
  if (args.only && !name.includes(args.only)) continue;
  const statements: { sql: string; params: unknown[] }[] = (captured = []);
  const result = await run();
  captured = undefined;
  const best: number[] = statements.map(() => Infinity);
  let request = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    await run();
    request = Math.min(request, performance.now() - t0);
    for (const [i, s] of statements.entries()) {
      const t = performance.now();
      await database.query(s.sql, s.params);
      best[i] = Math.min(best[i]!, performance.now() - t);
    }
  }
  total += request;
  console.log(
    `\n## ${name}: request ${request.toFixed(1)} ms (best of ${runs}), result ${typeof result === 'number' ? `total ${result}` : 'ok'}`,
  );
  for (const [i, s] of statements.entries()) {
    const text = s.sql.replace(/\s+/g, ' ');
    console.log(
      `- ${best[i]!.toFixed(2)} ms: ${args.sql ? `${text} -- ${JSON.stringify(s.params)}` : `${text.slice(0, 160)}…`}`,
    );
    if (args.plans) {
      const plan = await database.query(
        `EXPLAIN (ANALYZE, BUFFERS${args.timing ? '' : ', TIMING OFF'}) ${s.sql}`,
        s.params,
      );
      console.log(plan.rows.map((p) => `    ${p['QUERY PLAN']}`).join('\n'));
    }
  }
}
console.log(`\nsum of best request times: ${total.toFixed(1)} ms`);
// Which prepared reads (lib/prepared.ts) PostgreSQL settled on one generic plan for, and which it
// still plans on every execution (custom plans).
const statements = await database.query(
  `select generic_plans, custom_plans, left(regexp_replace(statement, '\\s+', ' ', 'g'), 100) as statement
   from pg_prepared_statements order by custom_plans desc`,
);
console.log('\n## prepared statements (generic plans / custom plans)');
for (const s of statements.rows) console.log(`- ${s.generic_plans} / ${s.custom_plans}: ${s.statement}…`);
await database.close();
