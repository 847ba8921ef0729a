// The ak1 feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { ReportsDueList } from './reports-due-list.tsx';
export { SeekerQueue } from './seeker-queue.tsx';
