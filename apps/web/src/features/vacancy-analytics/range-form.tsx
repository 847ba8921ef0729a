import { isIsoDate } from '@siloker/shared/schemas/statistics-constants';
import {
  daysInRange,
  VACANCY_ANALYTICS_MAX_DAYS,
  VACANCY_ANALYTICS_MESSAGES as M,
} from '@siloker/shared/schemas/vacancy-analytics-constants';
import { DateRangeForm, type DateRangeProblem } from '../../components/form/date-range-form.tsx';
import type { AnalyticsRange } from './api.ts';

export type RangeProblem = DateRangeProblem;

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
 * The range of the figures (docs/decisions/111): 'Seluruh masa tayang' goes back to the default (the
 * vacancy's first day to today); `refused` is the server's refusal of the range asked.
 */
export function AnalyticsRangeForm(props: {
  shown: { from: string; to: string } | undefined;
  refused: RangeProblem;
  onApply: (range: AnalyticsRange) => void;
}) {
  return (
    <DateRangeForm
      idPrefix="va"
      className="va-filter"
      check={rangeProblem}
      resetLabel="Seluruh masa tayang"
      {...props}
    />
  );
}
