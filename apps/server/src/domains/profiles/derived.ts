import { WAGE_RANGES } from '@siloker/shared';

/**
 * Columns a seeker never types: they are derived on every save so the public directory and the
 * company's applicant filters can use them with an index.
 */

/**
 * The highest level among a seeker's education rows, by the master list's order (lowest first; see
 * db/seed/master-data.ts EDUCATIONS), or null without rows.
 */
export function highestEducationId(
  rows: readonly { education_id: number | null }[],
  levelsLowToHigh: readonly number[],
): number | null {
  let best: number | null = null;
  let bestRank = -1;
  for (const { education_id: id } of rows) {
    const rank = id === null ? -1 : levelsLowToHigh.indexOf(id);
    if (rank > bestRank) {
      best = id;
      bestRank = rank;
    }
  }
  return best;
}

/** The docs/product.md §9 wage range an expected wage falls in: each range includes its lower bound. */
export function wageRangeId(wage: number | null): number | null {
  if (wage === null) return null;
  const range = WAGE_RANGES.find(
    (r) => (r.min === null || wage >= r.min) && (r.max === null || wage < r.max),
  );
  return range?.id ?? null;
}
