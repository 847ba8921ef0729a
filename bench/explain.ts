/**
 * `npx tsx bench/explain.ts [--data-dir .bench/pglite] [--runs 5] [--plans]`
 * Runs the public vacancy reads through the real service functions on a seeded bench database
 * (PGlite data directory from `npm run bench -- --keep`) and prints, per endpoint, every SQL
 * statement it issued with its best execution time; `--plans` adds EXPLAIN ANALYZE output, `--sql`
 * the full statements and `--only <name part>` picks cases. Last, the plan-cache use of each
 * prepared statement (docs/decisions/006).
 * PGlite executes one statement at a time, so the sum per request is what queues under load.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { VacancyListQuerySchema } from '@siloker/shared';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { configureShortCache } from '../apps/server/src/lib/short-cache.ts';
import { getVacancyBySlug, listVacancies } from '../apps/server/src/domains/vacancies/service.ts';

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
const database = await openDatabase({
  dataDir: path.resolve(root, args['data-dir'], 'db'),
  logger: { logQuery: (sql, params) => captured?.push({ sql, params }) },
});
const db = database.db;
await database.migrate();
// Every request pays for its count here, as the first request after the cache expires does.
configureShortCache(0);

const list = (query: Record<string, string>) => () =>
  listVacancies(db, VacancyListQuerySchema.parse(query)).then((d) => d.total);
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
  ['detail', () => getVacancyBySlug(db, 'bench-lowongan-556')],
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
