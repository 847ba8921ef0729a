// The profiles feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { companyProfileQueryOptions, seekerProfileQueryOptions } from './api.ts';
export { PositionField } from './seeker/position-field.tsx';
