// The job-alerts feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { SaveSearchButton } from './save-search-button.tsx';
