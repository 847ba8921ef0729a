import * as z from './zod.ts';
import { id, listQuerySchema } from './common.ts';
import {
  POSTING_EXPLANATION_MAX,
  POSTING_PATTERN_MAX,
  POSTING_RULES_PAGE_SIZE,
  POSTING_RULE_CATEGORIES,
  POSTING_RULE_KINDS,
  POSTING_RULE_MESSAGES,
  patternProblem,
} from './posting-rules-constants.ts';

export * from './posting-rules-constants.ts';

/*
 * The fair-posting and fee-wording rules (issue 20 items 2 and 3, docs/decisions/102): one table the
 * office keeps at /panel/aturan-lowongan; the vacancy form reads the active ones from a public read.
 */

/** A rule as the public read answers it: what the checker needs. */
export const PostingRuleSchema = z.object({
  id: z.number(),
  pattern: z.string(),
  is_regex: z.boolean(),
  category: z.enum(POSTING_RULE_CATEGORIES),
  kind: z.enum(POSTING_RULE_KINDS),
  explanation: z.string(),
});
export type PostingRule = z.infer<typeof PostingRuleSchema>;

/** GET /posting-rules: every active rule (at most POSTING_RULES_MAX). */
export const PostingRulesDataSchema = z.object({ rules: z.array(PostingRuleSchema) });
export type PostingRulesData = z.infer<typeof PostingRulesDataSchema>;

/** A rule as the office's table shows it. */
export const OfficePostingRuleSchema = PostingRuleSchema.extend({
  is_active: z.boolean(),
  /** Rules from the repository's data file carry their key; the office's own have none. */
  seed_key: z.string().nullable(),
  updated_at: z.string(),
});
export type OfficePostingRule = z.infer<typeof OfficePostingRuleSchema>;

export const POSTING_RULE_ORDER_BY = ['created_at', 'category'] as const;

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /office/posting-rules: a page of every rule (active or not), narrowed by category or a search. */
export const OfficePostingRuleListQuerySchema = listQuerySchema(
  POSTING_RULE_ORDER_BY,
  POSTING_RULES_PAGE_SIZE,
).extend({
  category: z.preprocess(emptyToUndefined, z.enum(POSTING_RULE_CATEGORIES).optional()),
});
export type OfficePostingRuleListQuery = z.infer<typeof OfficePostingRuleListQuerySchema>;

export const OfficePostingRuleListDataSchema = z.object({
  rules: z.array(OfficePostingRuleSchema),
  total: z.number(),
});
export type OfficePostingRuleListData = z.infer<typeof OfficePostingRuleListDataSchema>;

const flag = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
  z.boolean(),
);

/**
 * POST /office/posting-rules and POST /office/posting-rules/{id}: the whole rule. A regex is checked by
 * `patternProblem` (docs/security.md "Pola aturan lowongan") on the server, whatever the screen did.
 */
export const PostingRuleBodySchema = z
  .object({
    pattern: z.string({ error: POSTING_RULE_MESSAGES.patternRequired }).trim().max(POSTING_PATTERN_MAX, {
      error: POSTING_RULE_MESSAGES.patternTooLong,
    }),
    is_regex: flag.default(false),
    category: z.enum(POSTING_RULE_CATEGORIES, { error: POSTING_RULE_MESSAGES.badCategory }),
    kind: z.enum(POSTING_RULE_KINDS, { error: POSTING_RULE_MESSAGES.badKind }),
    explanation: z
      .string({ error: POSTING_RULE_MESSAGES.explanationRequired })
      .trim()
      .min(1, { error: POSTING_RULE_MESSAGES.explanationRequired })
      .max(POSTING_EXPLANATION_MAX),
    is_active: z.preprocess((v) => (v === undefined ? true : v), flag),
    auth_user_id: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (typeof v.pattern !== 'string') return;
    const problem = patternProblem(v.pattern, v.is_regex === true);
    if (problem) ctx.addIssue({ code: 'custom', path: ['pattern'], message: problem });
  }, z.evenWithFieldErrors);
export type PostingRuleBody = z.infer<typeof PostingRuleBodySchema>;

export const PostingRuleParamsSchema = z.object({ id: id() });

export const OfficePostingRuleDataSchema = z.object({ rule: OfficePostingRuleSchema });
export type OfficePostingRuleData = z.infer<typeof OfficePostingRuleDataSchema>;

/** A finding as the office's queue and the save's answer carry it. */
export const PostingFlagSchema = z.object({
  rule_id: z.number().nullable(),
  field: z.string(),
  category: z.enum(POSTING_RULE_CATEGORIES),
  kind: z.enum(POSTING_RULE_KINDS),
  phrase: z.string(),
  explanation: z.string(),
  start: z.number(),
  end: z.number(),
});
