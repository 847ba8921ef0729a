import type { LandingConfigs, LandingData } from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import * as repo from './repository.ts';

/** The public totals, also shown by the master data (master/service.ts). */
export const countPublicTotals = repo.countPublicTotals;

const LANDING_CONFIG_KEYS = ['web_name', 'subtitle', 'city_name', 'office_name'] as const;

/** Counts for the landing page; the spec's `search` parameter does not change them. */
export async function getLandingPage(db: Db): Promise<LandingData> {
  const [totals, total_posts, rows] = await Promise.all([
    repo.countPublicTotals(db),
    repo.countPublicPosts(db),
    repo.selectConfigs(db, LANDING_CONFIG_KEYS),
  ]);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const configs = Object.fromEntries(
    LANDING_CONFIG_KEYS.map((k) => [k, stored.get(k) ?? '']),
  ) as LandingConfigs;
  return { landing_page: { ...totals, total_posts, configs } };
}
