// The applications feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { ApplySection } from './apply-section.tsx';
export { StageBadge, StageHistory } from './stage-parts.tsx';
