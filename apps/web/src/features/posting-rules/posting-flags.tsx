import {
  POSTING_RULE_CATEGORY_NAMES,
  POSTING_RULE_MESSAGES,
  highlightParts,
  type PostingFlag,
} from '@siloker/shared/schemas/posting-rules-constants';
import { VACANCY_LABELS } from '@siloker/shared/schemas/vacancy-form-constants';
import './posting-rules.css';

const labelOf = (field: string) => VACANCY_LABELS[field as keyof typeof VACANCY_LABELS] ?? field;

/** One finding per phrase and field (a phrase matched twice in one field is listed once). */
function distinct(flags: readonly PostingFlag[]): PostingFlag[] {
  const seen = new Set<string>();
  return flags.filter((f) => {
    const key = `${f.field}:${f.rule_id}:${f.phrase.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function FlagList({ flags }: { flags: readonly PostingFlag[] }) {
  return (
    <ul className="posting-flag-list">
      {distinct(flags).map((f) => (
        <li key={`${f.field}:${f.rule_id}:${f.start}`}>
          <span className="posting-flag-head">
            <mark className={`posting-mark posting-mark-${f.kind}`}>{f.phrase}</mark>{' '}
            <span className="muted">
              {POSTING_RULE_MESSAGES.inField(labelOf(f.field))} · {POSTING_RULE_CATEGORY_NAMES[f.category]}
            </span>
          </span>
          <span className="posting-flag-why">{f.explanation}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the fair-posting checks find while the company types (docs/decisions/102): fee wording that will be
 * refused, and requirements that need a job-related reason. A polite live region: read out as it changes.
 */
export function PostingFlagsPanel({ flags }: { flags: readonly PostingFlag[] }) {
  const refused = flags.filter((f) => f.kind === 'refuse');
  const flagged = flags.filter((f) => f.kind === 'flag');
  return (
    <div className="posting-flags span-2" aria-live="polite" data-testid="posting-flags">
      {refused.length > 0 ? (
        <div className="form-alert form-alert-error posting-flags-block">
          <strong>{POSTING_RULE_MESSAGES.refusedTitle}</strong>
          <FlagList flags={refused} />
        </div>
      ) : null}
      {flagged.length > 0 ? (
        <div className="form-alert form-alert-warning posting-flags-block">
          <p>{POSTING_RULE_MESSAGES.flaggedIntro}</p>
          <FlagList flags={flagged} />
        </div>
      ) : null}
      {flags.length === 0 ? <p className="muted">{POSTING_RULE_MESSAGES.noFlags}</p> : null}
    </div>
  );
}

const CONTEXT = 60;

/** Text around one finding, the phrase marked, for the office's review. */
function Excerpt({ text, flag }: { text: string; flag: PostingFlag }) {
  const from = Math.max(0, flag.start - CONTEXT);
  const to = Math.min(text.length, flag.end + CONTEXT);
  const parts = highlightParts(text.slice(from, to), [{ start: flag.start - from, end: flag.end - from }]);
  return (
    <q className="posting-excerpt">
      {from > 0 ? '…' : ''}
      {parts.map((p, i) =>
        p.flagged ? (
          <mark key={i} className={`posting-mark posting-mark-${flag.kind}`}>
            {p.text}
          </mark>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
      {to < text.length ? '…' : ''}
    </q>
  );
}

export interface FlaggedPhrasesProps {
  flags: readonly PostingFlag[];
  /** The vacancy's texts by field, as the preview shows them. */
  texts: object;
  reason: string | null;
}

/** The office's review (decision 083's card): each flagged phrase highlighted in its field's text. */
export function FlaggedPhrases({ flags, texts, reason }: FlaggedPhrasesProps) {
  if (flags.length === 0) return null;
  const refused = flags.some((f) => f.kind === 'refuse');
  return (
    <section className="posting-review" aria-label={POSTING_RULE_MESSAGES.flaggedTitle}>
      <p className="posting-review-head">
        <span className="posting-badge">{POSTING_RULE_MESSAGES.queueFlagged(distinct(flags).length)}</span>
        {refused ? (
          <span className="posting-badge posting-badge-refuse">{POSTING_RULE_MESSAGES.queueRefused}</span>
        ) : null}
      </p>
      <ul className="posting-flag-list">
        {distinct(flags).map((f) => {
          const value = (texts as Record<string, unknown>)[f.field];
          const text = typeof value === 'string' ? value : null;
          return (
            <li key={`${f.field}:${f.rule_id}:${f.start}`}>
              <span className="muted">
                {labelOf(f.field)} · {POSTING_RULE_CATEGORY_NAMES[f.category]}
              </span>
              {text && f.end > f.start ? (
                <Excerpt text={text} flag={f} />
              ) : (
                <mark className={`posting-mark posting-mark-${f.kind}`}>{f.phrase}</mark>
              )}
            </li>
          );
        })}
      </ul>
      <p className="posting-review-reason">
        <strong>{POSTING_RULE_MESSAGES.queueReason}:</strong>{' '}
        {reason?.trim() || POSTING_RULE_MESSAGES.queueNoReason}
      </p>
    </section>
  );
}
