import {
  POSTING_RULES_MAX,
  POSTING_RULE_MESSAGES,
  VACANCY_LABELS,
  checkPosting,
  postingFieldErrors,
  type OfficePostingRule,
  type OfficePostingRuleData,
  type OfficePostingRuleListData,
  type OfficePostingRuleListQuery,
  type PostingFlag,
  type PostingInput,
  type PostingRule,
  type PostingRuleBody,
  type PostingRuleCategory,
  type PostingRuleKind,
} from '@siloker/shared';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { recordAudit, type AuditActor } from '../../lib/audit.ts';
import { addError, type FieldErrors } from '../../lib/form-errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { forgetShortCached, shortCached } from '../../lib/short-cache.ts';
import * as repo from './repository.ts';

/*
 * Fair-posting checks and refused fee wording (issue 20 items 2 and 3, docs/decisions/102). The rules
 * live in `posting_rules`; the vacancy save, the office's queue and the public read all use the active
 * ones through this service, and the shared `checkPosting` is the one checker (the web form runs it too).
 */

const CACHE_KEY = 'posting-rules:active';

const toRule = (r: repo.PostingRuleRow): PostingRule => ({
  id: r.id,
  pattern: r.pattern,
  is_regex: r.is_regex,
  category: r.category as PostingRuleCategory,
  kind: r.kind as PostingRuleKind,
  explanation: r.explanation,
});

const toOfficeRule = (r: repo.PostingRuleRow): OfficePostingRule => ({
  ...toRule(r),
  is_active: r.is_active,
  seed_key: r.seed_key,
  updated_at: r.updated_at.toISOString(),
});

/**
 * The active rules, cached per process (lib/short-cache.ts); an office write drops this process's copy,
 * other processes follow within the cache's TTL.
 */
export function activePostingRules(db: Db): Promise<PostingRule[]> {
  return shortCached(db, CACHE_KEY, async () => (await repo.activeRules(db, POSTING_RULES_MAX)).map(toRule));
}

/** GET /posting-rules: the active rules, for the vacancy form's live check. */
export async function publicPostingRules(db: Db): Promise<{ rules: PostingRule[] }> {
  return { rules: await activePostingRules(db) };
}

/** The findings of the active rules in one vacancy (the office's queue). */
export async function postingFlagsOf(db: Db, v: PostingInput): Promise<PostingFlag[]> {
  return checkPosting(await activePostingRules(db), v);
}

const labelOf = (field: string) => VACANCY_LABELS[field as keyof typeof VACANCY_LABELS] ?? field;

/** The vacancy save's check (docs/decisions/102): the shared verdict, added to the form's errors. */
export async function checkPostingInto(db: Db, v: PostingInput, errors: FieldErrors): Promise<void> {
  const found = postingFieldErrors(await postingFlagsOf(db, v), v.fair_posting_reason, labelOf);
  for (const [field, message] of Object.entries(found)) addError(errors, field, message);
}

/** GET /office/posting-rules: a page of every rule. */
export async function listOfficePostingRules(
  db: Db,
  q: OfficePostingRuleListQuery,
): Promise<OfficePostingRuleListData> {
  const { rows, total } = await repo.listRules(
    db,
    { category: q.category, search: q.search },
    { offset: q.offset, limit: q.limit, orderBy: q.order_by, sortBy: q.sort_by },
  );
  return { rules: rows.map(toOfficeRule), total };
}

const duplicate = () =>
  new AppError('CONFLICT', POSTING_RULE_MESSAGES.duplicate, { pattern: [POSTING_RULE_MESSAGES.duplicate] });

/**
 * POST /office/posting-rules (id undefined) and /office/posting-rules/{id}: the body's pattern passed
 * the shared schema's safety check (docs/security.md); audited in the same transaction.
 */
export async function savePostingRule(
  db: Db,
  body: PostingRuleBody,
  actor: AuditActor,
  id?: number,
): Promise<OfficePostingRuleData> {
  const values: repo.PostingRuleWrite = {
    pattern: body.pattern,
    is_regex: body.is_regex,
    category: body.category,
    kind: body.kind,
    explanation: body.explanation,
    is_active: body.is_active,
  };
  const savedId = await db
    .transaction(async (tx) => {
      if (id !== undefined && !(await repo.findRule(tx, id))) throw notFound(POSTING_RULE_MESSAGES.notFound);
      if (id === undefined && (await repo.countRules(tx)) >= POSTING_RULES_MAX)
        throw conflict(POSTING_RULE_MESSAGES.tooMany);
      if (await repo.patternTaken(tx, body.pattern, body.is_regex, id)) throw duplicate();
      const saved = id ?? (await repo.insertRule(tx, values, actor.id));
      if (id !== undefined) await repo.updateRule(tx, id, values, actor.id);
      await recordAudit(tx, actor, {
        action: id === undefined ? 'posting_rule.created' : 'posting_rule.updated',
        subjectType: 'posting_rule',
        subjectId: saved,
        detail: values,
      });
      return saved;
    })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate();
      throw error;
    });
  forgetShortCached(db, CACHE_KEY);
  const row = await repo.findRule(db, savedId);
  if (!row) throw notFound(POSTING_RULE_MESSAGES.notFound);
  return { rule: toOfficeRule(row) };
}
