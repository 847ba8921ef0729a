// The account feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { DataPrivacy } from './data-privacy.tsx';
export { FileReadsHistory } from './file-reads.tsx';
