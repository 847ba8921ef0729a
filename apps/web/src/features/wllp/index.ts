// The wllp feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { Pasal5Legend, Pasal5Mark, AgeLimitFields } from './pasal5.tsx';
