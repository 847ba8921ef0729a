import { and, count, eq, inArray } from 'drizzle-orm';
import type { MasterTotals } from '@siloker/shared';
import { shortCached } from '../../lib/short-cache.ts';
import type { Db } from '../../db/client.ts';
import { companyDetails, configs, jobVacancies, posts, users } from '../../db/schema/index.ts';
import { publicCompany, publicPost, publicVacancy } from '../../lib/visibility.ts';

const first = (rows: { n: number }[]) => rows[0]?.n ?? 0;

/**
 * Public counts (docs/product.md §10 "Status model"): verified companies, public vacancies of verified
 * companies, and seeker accounts with a confirmed e-mail (an aggregate only, no one is listed).
 */
export function countPublicTotals(db: Db): Promise<MasterTotals> {
  return shortCached(db, 'landing:totals', () => loadPublicTotals(db));
}

async function loadPublicTotals(db: Db): Promise<MasterTotals> {
  const [companies, seekers, vacancies] = await Promise.all([
    db.select({ n: count() }).from(companyDetails).where(publicCompany()),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role_name, 'seeker'), eq(users.status, 'VERIFIED'))),
    db
      .select({ n: count() })
      .from(jobVacancies)
      .innerJoin(companyDetails, eq(companyDetails.id, jobVacancies.company_detail_id))
      .where(and(publicVacancy(), publicCompany())),
  ]);
  return {
    total_companies: first(companies),
    total_seekers: first(seekers),
    total_job_vacancies: first(vacancies),
  };
}

export function countPublicPosts(db: Db): Promise<number> {
  return shortCached(db, 'landing:posts', async () =>
    first(await db.select({ n: count() }).from(posts).where(publicPost())),
  );
}

export function selectConfigs(db: Db, keys: readonly string[]) {
  return db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(inArray(configs.key, [...keys]));
}
