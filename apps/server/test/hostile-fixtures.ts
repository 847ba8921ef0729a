import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';
import { makeCompany, makeSeeker, makeUser, sessionToken } from './public-fixtures.ts';

/** Log lines of a test app, to prove a hostile request logged nothing at error level (pino: 50+). */
export function logCapture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    errors: () =>
      lines.filter((line) => {
        try {
          return (JSON.parse(line) as { level?: number }).level! >= 50;
        } catch {
          return true;
        }
      }),
    clear: () => void lines.splice(0),
  };
}

/** A signed-in seeker, company and office administrator, each with a session token. */
export async function signedInCallers(t: TestApp) {
  const seeker = await makeSeeker(t.db);
  const company = await makeCompany(t.db);
  const office = await makeUser(t.db, 'admin');
  await t.db.update(users).set({ office_role: 'ADMINISTRATOR' }).where(eq(users.id, office.id));
  return {
    seeker: { token: await sessionToken(t.db, seeker.user_id), seekerDetailId: seeker.id },
    company: { token: await sessionToken(t.db, company.user_id), companyDetailId: company.id },
    office: { token: await sessionToken(t.db, office.id) },
  };
}

/** Tables whose rows a request could change; sessions and throttle counters are left out. */
const WATCHED_TABLES = [
  'users',
  'company_details',
  'seeker_details',
  'seeker_educations',
  'seeker_experiences',
  'seeker_skills',
  'seeker_reports',
  'job_vacancies',
  'job_vacancy_trackers',
  'seeker_job_vacancies',
  'application_status_histories',
  'notifications',
  'posts',
  'post_trackers',
  'post_participants',
  'verification_decisions',
  'positions',
  'configs',
  'files',
];

/** One digest of every watched row: equal before and after means no row changed. */
export async function rowsDigest(t: TestApp): Promise<string> {
  const parts = WATCHED_TABLES.map(
    (table) => `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`,
  );
  const { rows } = await t.database.query(`select md5(concat_ws(',', ${parts.join(', ')})) as digest`);
  return String(rows[0]!.digest);
}

/** What a stack trace or a failing query's text looks like inside an error answer. */
export const LEAK_PATTERN =
  /"stack"\s*:|\n\s+at |\bat .+\.(ts|js|mjs):\d+:\d+|node_modules\/|\b(select|insert into|delete from)\b.{0,200}\b(from|values|where)\b|Failed query/i;
