import { useState, type FormEvent } from 'react';
import {
  isIsoDate,
  latestRangeEnd,
  STATISTICS_DEFAULT_MONTHS,
  STATISTICS_MESSAGES,
} from '@siloker/shared/schemas/statistics-constants';
import { TextField } from '../../components/form/text-field.tsx';
import type { StatisticsRange } from './api.ts';
import '../../components/filter-panel.css';

/** The first problem of a range the office typed, checked as the server checks it; null when fine. */
export function rangeError(range: StatisticsRange): { field: 'from' | 'to'; message: string } | null {
  if (range.from && !isIsoDate(range.from)) return { field: 'from', message: STATISTICS_MESSAGES.badDate };
  if (range.to && !isIsoDate(range.to)) return { field: 'to', message: STATISTICS_MESSAGES.badDate };
  if (range.from && range.to && range.to < range.from)
    return { field: 'to', message: STATISTICS_MESSAGES.toBeforeFrom };
  if (range.from && range.to && range.to > latestRangeEnd(range.from))
    return { field: 'to', message: STATISTICS_MESSAGES.tooLong };
  return null;
}

/**
 * The date range of the figures: two dates, 'Tampilkan', and a way back to the default range. The
 * fields start from the range shown (`shown`: the server's defaults filled in).
 */
export function RangeFilter({
  shown,
  onApply,
}: {
  shown: { from: string; to: string } | undefined;
  onApply: (range: StatisticsRange) => void;
}) {
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [error, setError] = useState<ReturnType<typeof rangeError>>(null);
  const fromValue = from ?? shown?.from ?? '';
  const toValue = to ?? shown?.to ?? '';

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = { from: fromValue || undefined, to: toValue || undefined };
    const problem = rangeError(range);
    setError(problem);
    if (!problem) onApply(range);
  };
  const reset = () => {
    setFrom(null);
    setTo(null);
    setError(null);
    onApply({});
  };

  return (
    <form className="filter-panel stat-filter" onSubmit={apply} noValidate aria-label="Rentang tanggal">
      <TextField
        id="stat-from"
        type="date"
        label="Dari tanggal"
        value={fromValue}
        onValueChange={setFrom}
        error={error?.field === 'from' ? error.message : undefined}
        errorId="stat-from-error"
      />
      <TextField
        id="stat-to"
        type="date"
        label="Sampai tanggal"
        value={toValue}
        onValueChange={setTo}
        error={error?.field === 'to' ? error.message : undefined}
        errorId="stat-to-error"
      />
      <div className="filter-panel-actions">
        <button type="submit" className="btn btn-primary">
          Tampilkan
        </button>
        <button type="button" className="btn btn-outline" onClick={reset}>
          {STATISTICS_DEFAULT_MONTHS} bulan terakhir
        </button>
      </div>
    </form>
  );
}
