import { useState, type FormEvent } from 'react';
import { TextField } from './text-field.tsx';
import '../filter-panel.css';

/** A range of days as the list and figure endpoints take it: both ends absent means the default. */
export interface DateRange {
  from?: string;
  to?: string;
}

/** The first problem of a typed range, under the field it belongs to; null when the range is fine. */
export type DateRangeProblem = { field: 'from' | 'to'; message: string } | null;

/**
 * The date range of a screen's figures: 'Dari tanggal', 'Sampai tanggal', 'Tampilkan' and a button back
 * to the screen's default range. The fields start from the range shown (`shown`: the server's defaults
 * filled in); `check` is the screen's own rule, as its server checks it, and `refused` the server's
 * refusal of the range asked. Used by Statistik and Analitik Lowongan.
 */
export function DateRangeForm({
  idPrefix,
  className,
  shown,
  check,
  refused = null,
  resetLabel,
  onApply,
}: {
  idPrefix: string;
  className?: string;
  shown: { from: string; to: string } | undefined;
  check: (range: DateRange) => DateRangeProblem;
  refused?: DateRangeProblem;
  resetLabel: string;
  onApply: (range: DateRange) => void;
}) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<DateRangeProblem>(null);
  const fromValue = from ?? shown?.from ?? '';
  const toValue = to ?? shown?.to ?? '';
  const shownProblem = problem ?? refused;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: fromValue || undefined, to: toValue || undefined };
    const found = check(range);
    setProblem(found);
    if (!found) onApply(range);
  };
  const reset = () => {
    setFrom(null);
    setTo(null);
    setProblem(null);
    onApply({});
  };

  return (
    <form
      className={`filter-panel${className ? ` ${className}` : ''}`}
      onSubmit={apply}
      noValidate
      aria-label="Rentang tanggal"
    >
      <TextField
        id={`${idPrefix}-from`}
        type="date"
        label="Dari tanggal"
        value={fromValue}
        onValueChange={setFrom}
        error={shownProblem?.field === 'from' ? shownProblem.message : undefined}
        errorId={`${idPrefix}-from-error`}
      />
      <TextField
        id={`${idPrefix}-to`}
        type="date"
        label="Sampai tanggal"
        value={toValue}
        onValueChange={setTo}
        error={shownProblem?.field === 'to' ? shownProblem.message : undefined}
        errorId={`${idPrefix}-to-error`}
      />
      <div className="filter-panel-actions">
        <button type="submit" className="btn btn-primary">
          Tampilkan
        </button>
        <button type="button" className="btn btn-outline" onClick={reset}>
          {resetLabel}
        </button>
      </div>
    </form>
  );
}
