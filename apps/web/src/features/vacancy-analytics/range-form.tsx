import { useState, type FormEvent } from 'react';
import { isIsoDate } from '@siloker/shared/schemas/statistics-constants';
import {
  daysInRange,
  VACANCY_ANALYTICS_MAX_DAYS,
  VACANCY_ANALYTICS_MESSAGES as M,
} from '@siloker/shared/schemas/vacancy-analytics-constants';
import { TextField } from '../../components/form/text-field.tsx';
import type { AnalyticsRange } from './api.ts';
import '../../components/filter-panel.css';

export type RangeProblem = { field: 'from' | 'to'; message: string } | null;

/** The first problem of a range the company typed, checked as the server checks it; null when fine. */
export function rangeProblem(range: AnalyticsRange): RangeProblem {
  if (range.from && !isIsoDate(range.from)) return { field: 'from', message: M.badDate };
  if (range.to && !isIsoDate(range.to)) return { field: 'to', message: M.badDate };
  if (range.from && range.to && range.to < range.from) return { field: 'to', message: M.toBeforeFrom };
  if (range.from && range.to && daysInRange(range.from, range.to) > VACANCY_ANALYTICS_MAX_DAYS)
    return { field: 'to', message: M.tooLong };
  return null;
}

/**
 * The range of the figures (docs/decisions/111): two dates, 'Tampilkan', and 'Seluruh masa tayang' back
 * to the default (the vacancy's first day to today). The fields start from the range shown; `refused`
 * is the server's refusal of the range asked, shown under its field.
 */
export function AnalyticsRangeForm({
  shown,
  refused,
  onApply,
}: {
  shown: { from: string; to: string } | undefined;
  refused: RangeProblem;
  onApply: (range: AnalyticsRange) => void;
}) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<RangeProblem>(null);
  const fromValue = from ?? shown?.from ?? '';
  const toValue = to ?? shown?.to ?? '';
  const shownProblem = problem ?? refused;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: fromValue || undefined, to: toValue || undefined };
    const found = rangeProblem(range);
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
    <form className="filter-panel va-filter" onSubmit={apply} noValidate aria-label="Rentang tanggal">
      <TextField
        id="va-from"
        type="date"
        label="Dari tanggal"
        value={fromValue}
        onValueChange={setFrom}
        error={shownProblem?.field === 'from' ? shownProblem.message : undefined}
        errorId="va-from-error"
      />
      <TextField
        id="va-to"
        type="date"
        label="Sampai tanggal"
        value={toValue}
        onValueChange={setTo}
        error={shownProblem?.field === 'to' ? shownProblem.message : undefined}
        errorId="va-to-error"
      />
      <div className="filter-panel-actions">
        <button type="submit" className="btn btn-primary">
          Tampilkan
        </button>
        <button type="button" className="btn btn-outline" onClick={reset}>
          Seluruh masa tayang
        </button>
      </div>
    </form>
  );
}
