// The posting-rules feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { postingRulesQueryOptions } from './api.ts';
export { FlaggedPhrases, PostingFlagsPanel } from './posting-flags.tsx';
