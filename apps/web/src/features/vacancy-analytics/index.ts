// The vacancy-analytics feature's public entry: only what other features use
// (docs/decisions/079-layout-and-boundaries.md). The screen itself is loaded lazily by the router.
export { countApplyClick } from './api.ts';
