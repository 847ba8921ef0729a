// The interviews feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { ScheduleInterviewDialog } from './schedule-dialog.tsx';
export { useSaveInterview } from './api.ts';
export { serverFieldErrors } from './interview-parts.tsx';
