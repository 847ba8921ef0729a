import type { Db } from '../client.ts';
import { insertSeedSkills } from '../../domains/matching/repository.ts';
import { mapUnmappedSkills } from '../../lib/skill-mapping.ts';
import { once } from './batch.ts';
import seed from '../../domains/matching/skills.json' with { type: 'json' };

/** Bump to add the entries of an edited skills.json (existing keys are left as the office keeps them). */
export const SKILLS_SEED_VERSION = 'skills@1';

/**
 * The skills vocabulary of the repository's data file (docs/decisions/107), once per version, so a skill
 * the office removed is not brought back at the next start; then every vacancy and profile not yet
 * mapped to the vocabulary (written before it, or by a bulk load) is mapped.
 */
export async function seedSkills(db: Db): Promise<void> {
  await once(db, 'skills', SKILLS_SEED_VERSION, () => insertSeedSkills(db, seed));
  await mapUnmappedSkills(db);
}
