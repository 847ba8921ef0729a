import type { AppConfig } from '../../config/env.ts';
import type { Db } from '../client.ts';
import { seedRegions } from './regions.ts';
import { seedMaster } from './master.ts';
import { seedPositions } from './positions.ts';
import { seedConfigs } from './configs.ts';
import { seedAdmin } from './admin.ts';
import { seedDemo } from './demo.ts';
import { seedPostingRules } from './posting-rules.ts';
import { seedSkills } from './skills.ts';

/** Idempotent seeds run at every start: master data, regions, configs, the office account, demo content. */
export async function runSeeds(db: Db, config: AppConfig, opts: { demo?: boolean } = {}): Promise<void> {
  await seedRegions(db);
  await seedMaster(db);
  await seedPositions(db);
  await seedConfigs(db, config);
  await seedAdmin(db, config);
  await seedPostingRules(db);
  await seedSkills(db);
  if (opts.demo) {
    await seedDemo(db, config);
    // The demo's vacancies and profiles are written in bulk: map their skills too.
    await seedSkills(db);
  }
  void config;
  void opts;
}
