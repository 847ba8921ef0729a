import { REVERIFICATION_MESSAGES, type VerifiedChange } from '@siloker/shared/schemas/reverification';
import '../office-queue.css';

/**
 * What a seeker or company changed since the office verified it, old → new (docs/decisions/073): the
 * office decides again on exactly these.
 */
export function VerifiedChanges({ changes, subject }: { changes: VerifiedChange[]; subject: string }) {
  if (changes.length === 0) return null;
  return (
    <div className="office-changes">
      <p>{REVERIFICATION_MESSAGES.queueChangesTitle}:</p>
      <ul aria-label={`Perubahan data ${subject}`}>
        {changes.map((c) => (
          <li key={c.field}>
            <strong>{c.label}:</strong> <del>{c.from ?? '(kosong)'}</del> <span aria-hidden="true">→</span>
            <span className="sr-only"> menjadi </span> <ins>{c.to ?? '(kosong)'}</ins>
          </li>
        ))}
      </ul>
    </div>
  );
}
