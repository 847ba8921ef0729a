import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@siloker/shared/messages';
import {
  POSTING_RULES_PAGE_SIZE,
  POSTING_RULE_CATEGORIES,
  POSTING_RULE_CATEGORY_NAMES,
  POSTING_RULE_KINDS,
  POSTING_RULE_KIND_NAMES,
  POSTING_RULE_LABELS,
  POSTING_RULE_MESSAGES,
  patternProblem,
  type PostingRuleCategory,
  type PostingRuleKind,
} from '@siloker/shared/schemas/posting-rules-constants';
import { ErrorSummary } from '../../components/form/error-summary.tsx';
import { SwitchField } from '../../components/form/choice-fields.tsx';
import { SelectField } from '../../components/form/select-field.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { TextAreaField } from '../../components/form/textarea-field.tsx';
import { useForm } from '../../components/form/use-form.ts';
import { paths } from '../../config/paths.ts';
import { feedback } from '../../lib/feedback.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { officePostingRulesQueryOptions, useSavePostingRule, type OfficePostingRule } from './api.ts';
import '../../components/office-queue.css';
import './posting-rules.css';

const FIELDS = {
  pattern: { label: POSTING_RULE_LABELS.pattern, rules: 'required|max:120' },
  category: { label: POSTING_RULE_LABELS.category, rules: 'required' },
  kind: { label: POSTING_RULE_LABELS.kind, rules: 'required' },
  explanation: { label: POSTING_RULE_LABELS.explanation, rules: 'required|max:600' },
};
type Values = Record<keyof typeof FIELDS, string>;
const EMPTY: Values = { pattern: '', category: 'age', kind: 'flag', explanation: '' };

const CATEGORY_OPTIONS = POSTING_RULE_CATEGORIES.map((c) => ({
  value: c,
  label: POSTING_RULE_CATEGORY_NAMES[c],
}));
const KIND_OPTIONS = POSTING_RULE_KINDS.map((k) => ({ value: k, label: POSTING_RULE_KIND_NAMES[k] }));

/**
 * Aturan Pemeriksaan Lowongan (/panel/aturan-lowongan, the administrator): the fair-posting and fee-wording
 * rules of docs/decisions/102. Add, edit, deactivate and reactivate; the server checks a regex's safety
 * again (docs/security.md) and records every change in the audit trail.
 */
export function OfficePostingRules() {
  useDocumentTitle(paths.officePostingRules.title);
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<OfficePostingRule | null>(null);
  const [isRegex, setIsRegex] = useState(false);
  const list = useQuery(officePostingRulesQueryOptions({ offset, limit: POSTING_RULES_PAGE_SIZE }));
  const save = useSavePostingRule();
  const check = (v: Values) => {
    const problem = v.pattern.trim() ? patternProblem(v.pattern, isRegex) : null;
    return problem ? { pattern: problem } : {};
  };
  const form = useForm(FIELDS, EMPTY, { check });
  const busy = save.isPending;

  const startEdit = (rule: OfficePostingRule | null) => {
    setEditing(rule);
    setIsRegex(rule?.is_regex ?? false);
    form.reset(
      rule
        ? { pattern: rule.pattern, category: rule.category, kind: rule.kind, explanation: rule.explanation }
        : EMPTY,
    );
  };

  const submit = form.handleSubmit(() => {
    if (busy) return;
    const v = form.values;
    save.mutate(
      {
        id: editing?.id,
        pattern: v.pattern.trim(),
        is_regex: isRegex,
        category: v.category as PostingRuleCategory,
        kind: v.kind as PostingRuleKind,
        explanation: v.explanation.trim(),
        is_active: editing?.is_active ?? true,
      },
      {
        onSuccess: (envelope) => {
          feedback.toast(envelope.message);
          startEdit(null);
        },
        onError: (error) => {
          if (!form.showServerErrors(error)) feedback.errorToast(MESSAGES.sendDataError);
        },
      },
    );
  });

  const toggle = (rule: OfficePostingRule) =>
    save.mutate(
      {
        id: rule.id,
        pattern: rule.pattern,
        is_regex: rule.is_regex,
        category: rule.category,
        kind: rule.kind,
        explanation: rule.explanation,
        is_active: !rule.is_active,
      },
      {
        onSuccess: (envelope) => feedback.toast(envelope.message),
        onError: () => feedback.errorToast(MESSAGES.sendDataError),
      },
    );

  const rules = list.data?.rules ?? [];
  const total = list.data?.total ?? 0;
  return (
    <section
      className="container page-section office-page posting-rules-page"
      aria-labelledby="posting-rules-title"
    >
      <header className="office-head">
        <h1 id="posting-rules-title">{POSTING_RULE_MESSAGES.screenTitle}</h1>
        <p className="muted">{POSTING_RULE_MESSAGES.screenIntro}</p>
      </header>

      <form
        className="posting-rule-form"
        noValidate
        onSubmit={submit}
        aria-labelledby="posting-rule-form-title"
      >
        <h2 id="posting-rule-form-title">
          {editing ? POSTING_RULE_MESSAGES.editTitle : POSTING_RULE_MESSAGES.addTitle}
        </h2>
        <ErrorSummary errors={form.errorSummary} />
        <div className="form-grid">
          <TextField {...form.field('pattern')} className="span-2" />
          <div className="span-2">
            <SwitchField
              id="posting-rule-regex"
              label={POSTING_RULE_LABELS.is_regex}
              checked={isRegex}
              onCheckedChange={setIsRegex}
              explanation="Tanpa *, + atau {n,}; paling banyak 3 pengulangan ? atau {m,n} (n ≤ 10)."
              disabled={busy}
            />
          </div>
          <SelectField {...form.field('category')} options={CATEGORY_OPTIONS} />
          <SelectField {...form.field('kind')} options={KIND_OPTIONS} />
          <TextAreaField {...form.field('explanation')} className="span-2" rows={3} />
        </div>
        <div className="posting-rule-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {editing ? 'Simpan Perubahan' : 'Tambah Aturan'}
          </button>
          {editing ? (
            <button type="button" className="btn btn-outline" onClick={() => startEdit(null)}>
              Batal
            </button>
          ) : null}
        </div>
      </form>

      {rules.length === 0 && !list.isLoading ? <p>{POSTING_RULE_MESSAGES.empty}</p> : null}
      <ul className="posting-rule-list" aria-label="Daftar aturan" aria-busy={list.isFetching || undefined}>
        {rules.map((rule) => (
          <li key={rule.id} className="posting-rule-item">
            <p className="posting-rule-pattern">
              <code>{rule.pattern}</code>
              {rule.is_regex ? <span className="muted"> (regex)</span> : null}
            </p>
            <p className="muted">
              {POSTING_RULE_CATEGORY_NAMES[rule.category]} · {POSTING_RULE_KIND_NAMES[rule.kind]} ·{' '}
              {rule.is_active ? POSTING_RULE_MESSAGES.activeLabel : POSTING_RULE_MESSAGES.inactiveLabel}
            </p>
            <p>{rule.explanation}</p>
            <div className="posting-rule-actions">
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => startEdit(rule)}
                aria-label={`Ubah aturan ${rule.pattern}`}
              >
                Ubah
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy}
                onClick={() => toggle(rule)}
                aria-label={`${rule.is_active ? POSTING_RULE_MESSAGES.deactivate : POSTING_RULE_MESSAGES.activate} aturan ${rule.pattern}`}
              >
                {rule.is_active ? POSTING_RULE_MESSAGES.deactivate : POSTING_RULE_MESSAGES.activate}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {total > POSTING_RULES_PAGE_SIZE ? (
        <nav className="posting-rule-actions" aria-label="Halaman aturan">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - POSTING_RULES_PAGE_SIZE))}
          >
            Sebelumnya
          </button>
          <span className="muted">
            {offset + 1}–{Math.min(offset + POSTING_RULES_PAGE_SIZE, total)} dari {total}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={offset + POSTING_RULES_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + POSTING_RULES_PAGE_SIZE)}
          >
            Berikutnya
          </button>
        </nav>
      ) : null}
    </section>
  );
}
