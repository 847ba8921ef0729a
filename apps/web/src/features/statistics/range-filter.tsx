import {
  isIsoDate,
  latestRangeEnd,
  STATISTICS_DEFAULT_MONTHS,
  STATISTICS_MESSAGES,
} from '@siloker/shared/schemas/statistics-constants';
import { DateRangeForm, type DateRangeProblem } from '../../components/form/date-range-form.tsx';
import type { StatisticsRange } from './api.ts';

/** The first problem of a range the office typed, checked as the server checks it; null when fine. */
export function rangeError(range: StatisticsRange): DateRangeProblem {
  if (range.from && !isIsoDate(range.from)) return { field: 'from', message: STATISTICS_MESSAGES.badDate };
  if (range.to && !isIsoDate(range.to)) return { field: 'to', message: STATISTICS_MESSAGES.badDate };
  if (range.from && range.to && range.to < range.from)
    return { field: 'to', message: STATISTICS_MESSAGES.toBeforeFrom };
  if (range.from && range.to && range.to > latestRangeEnd(range.from))
    return { field: 'to', message: STATISTICS_MESSAGES.tooLong };
  return null;
}

/** The date range of the office's figures, back to the last STATISTICS_DEFAULT_MONTHS months. */
export function RangeFilter(props: {
  shown: { from: string; to: string } | undefined;
  onApply: (range: StatisticsRange) => void;
}) {
  return (
    <DateRangeForm
      idPrefix="stat"
      className="stat-filter"
      check={rangeError}
      resetLabel={`${STATISTICS_DEFAULT_MONTHS} bulan terakhir`}
      {...props}
    />
  );
}
