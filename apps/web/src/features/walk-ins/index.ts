// The walk-ins feature's public entry: only what other features use
// (docs/decisions/079-layout-and-boundaries.md). The company's screen is loaded lazily by the router.
export { VacancyWalkIns } from './vacancy-walk-ins.tsx';
export { myWalkInBookingsQueryOptions } from './api.ts';
export { sessionWhen } from './session-when.ts';
