// The matching feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { matchedVacanciesQueryOptions } from './api.ts';
export { CompanyMatchBadge, MatchBadge, MatchPanel } from './match-panel.tsx';
