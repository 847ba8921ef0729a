import { inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.ts';
import { qualified } from '../../lib/sql-names.ts';
import type { Db } from '../client.ts';
import { jobVacancies, postParticipants, posts, seekerJobVacancies, users } from '../schema/index.ts';
import { once } from './batch.ts';
import { DEMO_LOGINS } from './demo-data.ts';
import { insertDemoApplications } from './demo/applications.ts';
import { insertDemoCompanies } from './demo/companies.ts';
import { loadDemoContext } from './demo/context.ts';
import { insertDemoEvents } from './demo/events.ts';
import { insertDemoSeekerEntries, insertDemoSeekers } from './demo/seekers.ts';
import { insertDemoUsers } from './demo/users.ts';
import { insertDemoVacancies } from './demo/vacancies.ts';

/**
 * The demo office login (published password) only where nobody configured a real one and never on a
 * PostgreSQL server (issue 11 item 10): there ADMIN_EMAIL/ADMIN_PASSWORD make the office account.
 */
export const withDemoOffice = (config: AppConfig): boolean =>
  !config.adminEmail && !config.adminPassword && !config.databaseUrl;

/** The demo logins present and able to sign in, for the warning printed at start (main.ts). */
export async function activeDemoLogins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        Object.values(DEMO_LOGINS).map((e) => sql`${e}`),
        sql`, `,
      )}) and ${users.deleted_at} is null and ${users.deactivated_at} is null`,
    );
  return rows.map((r) => r.email.toLowerCase()).sort();
}

/** Bump to insert a new demo set; existing rows are never touched again. */
export const DEMO_SEED_VERSION = 'demo@1';

/**
 * Inserts the demo content once (seed_versions 'demo'), in one transaction, in batches.
 * Master ids are looked up by name at seed time, so the demo never points at missing rows.
 * Returns whether anything was inserted.
 */
export async function seedDemo(db: Db, config: AppConfig): Promise<boolean> {
  return once(db, 'demo', DEMO_SEED_VERSION, async () => {
    await db.transaction(async (tx) => insertDemo(tx, config));
  });
}

/** One inserter per entity (demo/*.ts), in the order their foreign keys need. */
async function insertDemo(db: Db, config: AppConfig): Promise<void> {
  // A database that already holds the demo logins (an earlier run whose marker was lost) is left alone.
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_LOGINS.seeker}`);
  if (existing) return;

  const ctx = await loadDemoContext(db, config);
  const userId = await insertDemoUsers(db, ctx, withDemoOffice(config));
  const companies = await insertDemoCompanies(db, ctx, userId);
  const vacancies = await insertDemoVacancies(db, ctx, companies.byKey);
  const seekerIdByEmail = await insertDemoSeekers(db, ctx, userId);
  await insertDemoSeekerEntries(db, ctx, seekerIdByEmail);
  const postIds = await insertDemoEvents(db, ctx, userId(DEMO_LOGINS.admin), seekerIdByEmail);
  await insertDemoApplications(db, ctx, {
    userId,
    companies: companies.inserted,
    vacancies,
    seekerIdByEmail,
  });

  // Counters follow the rows they count.
  const vacancyIds = vacancies.map((v) => v.id);
  await db
    .update(jobVacancies)
    .set({
      applicant_count: sql`(select count(*)::int from ${seekerJobVacancies} where ${qualified(seekerJobVacancies.job_vacancy_id)} = ${qualified(jobVacancies.id)} and ${qualified(seekerJobVacancies.status)} <> 'INVITED')`,
    })
    .where(inArray(jobVacancies.id, vacancyIds));
  await db
    .update(posts)
    .set({
      join_count: sql`(select count(*)::int from ${postParticipants} where ${qualified(postParticipants.post_id)} = ${qualified(posts.id)})`,
    })
    .where(inArray(posts.id, postIds));
}
