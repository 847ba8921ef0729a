import type { Db } from '../client.ts';
import { insertSeedRules } from '../../domains/posting-rules/repository.ts';
import rules from '../../domains/posting-rules/rules.json' with { type: 'json' };

/**
 * The fair-posting and fee-wording rules of the repository's data file (docs/decisions/102): a rule
 * missing by its key (or its pattern) is added at every start; one there is left as the office keeps it
 * (edited or deactivated).
 */
export async function seedPostingRules(db: Db): Promise<void> {
  await insertSeedRules(
    db,
    rules.map((r) => ({
      seed_key: r.seed_key,
      pattern: r.pattern,
      is_regex: r.is_regex,
      category: r.category,
      kind: r.kind,
      explanation: r.explanation,
      is_active: true,
    })),
  );
}
