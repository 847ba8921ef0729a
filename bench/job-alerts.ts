/**
 * The job-alert run (issue 21 §2 "Speed": a run over 10,000 subscriptions on the bench data in under a
 * minute on the embedded engine; docs/decisions/108). Not a request: the real job, `runJobAlerts`, on
 * the seeded database, in this process (the embedded engine admits one process), before the server starts.
 *
 * Set-up: ALERTS confirmed subscriptions written to `job_alerts` as the service writes them (the same
 * keyword pattern), every one due (never mailed), confirmed 24 hours ago: each run finds a day of new
 * vacancies, as a daily alert's run does. Their searches are drawn as the list's visitors filter: a term
 * (whole words, parts, misspellings), a job type, an education level, a salary range, the city, two of
 * those, or nothing at all. The frequencies are mixed; all are due. Afterwards the subscriptions, what
 * they recorded and the mail they queued are deleted, so the bench data stays as seeded.
 */
import { inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { jobAlertMails, jobAlerts, jobAlertSent, mailOutbox } from '../apps/server/src/db/schema/index.ts';
import { vacuumTables } from '../apps/server/src/lib/maintenance.ts';
import { runJobAlerts } from '../apps/server/src/domains/job-alerts/job.ts';
import { containsPattern } from '../apps/server/src/lib/search.ts';

export const ALERTS = 10_000;
const EMAIL = (i: number) => `bench-alert-${i}@bench.test`;
const TERMS = [
  'teknisi',
  'perawat',
  'programmer',
  'kasir',
  'gudang',
  'operator produksi',
  'progr',
  'tekhnisi',
];
const FREQUENCIES = ['INSTANT', 'INSTANT', 'DAILY', 'DAILY', 'WEEKLY'] as const;

/** The i-th subscription's search: a fixed spread, so two runs measure the same set. */
function searchOf(i: number) {
  const kind = i % 10;
  const term = TERMS[i % TERMS.length]!;
  const f = {
    keyword: null as string | null,
    job_type_id: null as number | null,
    city_code: null as string | null,
    education_id: null as number | null,
    salary_min: null as number | null,
    salary_max: null as number | null,
  };
  if (kind <= 3) f.keyword = term;
  if (kind === 4) f.job_type_id = 1 + (i % 5);
  if (kind === 5) f.education_id = 2 + (i % 9);
  if (kind === 6) [f.salary_min, f.salary_max] = [3_000_000, 5_000_000];
  if (kind === 7) f.city_code = '64.72';
  if (kind === 8) [f.keyword, f.job_type_id] = [term, 1 + (i % 5)];
  // kind 9: every new vacancy.
  return { ...f, keyword_pattern: f.keyword === null ? null : containsPattern(f.keyword) };
}

export interface JobAlertBenchResult {
  alerts: number;
  ms: number;
  checked: number;
  mailed: number;
  announced: number;
  /** Public vacancies that went public in the 24 hours the subscriptions look back on. */
  fresh: number;
}

export async function benchJobAlerts(db: Db, log: (msg: string) => void): Promise<JobAlertBenchResult> {
  await cleanUp(db);
  const now = new Date();
  const confirmedAt = new Date(now.getTime() - 24 * 3_600_000);
  for (let lo = 0; lo < ALERTS; lo += 1_000) {
    await db.insert(jobAlerts).values(
      Array.from({ length: Math.min(1_000, ALERTS - lo) }, (_, k) => {
        const i = lo + k;
        return {
          ...searchOf(i),
          email: EMAIL(i),
          frequency: FREQUENCIES[i % FREQUENCIES.length]!,
          status: 'ACTIVE',
          confirmed_at: confirmedAt,
        };
      }),
    );
  }
  const [{ fresh } = { fresh: 0 }] = (
    (await db.execute(sql`
      select count(*)::int as fresh from job_vacancies
       where status = 'VERIFIED' and publication_status = 'PUBLISHED' and not is_removed and not is_invitation
         and coalesce(greatest(published_at, verified_at), created_at) >= ${confirmedAt.toISOString()}::timestamptz`)) as unknown as {
      rows: { fresh: number }[];
    }
  ).rows;
  log(`job-alert run: ${ALERTS} subscriptions written; ${fresh} vacancies went public in their 24 hours`);
  const started = Date.now();
  const result = await runJobAlerts(db, { now, publicUrl: 'http://127.0.0.1' });
  const ms = Date.now() - started;
  log(
    `job-alert run: ${ms} ms for ${result.checked} due subscriptions, ${result.mailed} mails queued, ${result.announced} vacancies announced`,
  );
  await cleanUp(db);
  return { alerts: ALERTS, ms, fresh, ...result };
}

/**
 * The bench's subscriptions (their mails and records cascade) and the mail they queued: also before any
 * run, so an interrupted job-alert run leaves nothing for the measured server's own job to send.
 */
export async function cleanUp(db: Db): Promise<void> {
  const ids = db.select({ id: jobAlerts.id }).from(jobAlerts).where(like(jobAlerts.email, 'bench-alert-%'));
  await db.delete(jobAlertSent).where(inArray(jobAlertSent.job_alert_id, ids));
  await db.delete(jobAlerts).where(like(jobAlerts.email, 'bench-alert-%'));
  await db.delete(mailOutbox).where(like(mailOutbox.to_email, 'bench-alert-%'));
  // As the nightly maintenance would (lib/maintenance.ts): an earlier run's deleted rows would otherwise
  // slow this run's inserts into the same indexes.
  await vacuumTables(db, [jobAlerts, jobAlertMails, jobAlertSent, mailOutbox]);
}
