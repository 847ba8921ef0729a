// The locations feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { citiesQueryOptions, districtsQueryOptions, provincesQueryOptions } from './api.ts';
export { RegionFields, regionFieldsOf } from './region-fields.tsx';
