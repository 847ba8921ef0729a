// The events feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { type PostListItem, postsQueryOptions } from './api.ts';
export { eventSchedule } from './schedule.ts';
