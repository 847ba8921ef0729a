/**
 * Paging of docs/product.md §9: offset = (page - 1) × page size; page-size options are multiples of 5 up to the
 * total (the list's own default size is always offered). Pure functions so the rules are tested alone.
 */
import { MAX_PAGE_LIMIT } from '@siloker/shared/constants';

export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

export const offsetOf = (page: number, size: number) => (Math.max(1, page) - 1) * size;

/** 5, 10, 15, … up to the total (at most the API's cap), plus the list's default size. */
export function pageSizeOptions(total: number, defaultSize: number): number[] {
  const options = new Set<number>([defaultSize]);
  const upTo = Math.min(Math.max(total, 5), MAX_PAGE_LIMIT);
  for (let size = 5; size <= upTo; size += 5) options.add(size);
  // The first multiple of 5 at or over the total, so one page can show everything.
  if (total > 0 && total <= MAX_PAGE_LIMIT) options.add(Math.ceil(total / 5) * 5);
  return [...options].sort((a, b) => a - b);
}

/**
 * The page buttons to show: always the first and last, the current one with a neighbour on each side,
 * and `null` where a gap is skipped.
 */
export function pageWindow(current: number, count: number): (number | null)[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const page of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && page - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && page - last > 2) out.push(null);
    out.push(page);
  }
  return out;
}
