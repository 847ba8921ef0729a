// The statistics feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { statisticsQueryOptions } from './api.ts';
export { formatCount, formatFreshness, formatRange } from './format.ts';
export { HeadlineCards } from './headline-cards.tsx';
