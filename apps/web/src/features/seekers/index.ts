// The seekers feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { seekerDetailQueryOptions, type SeekerPublic } from './api.ts';
export { SeekerAvatar } from './seeker-avatar.tsx';
export { genderAge } from './seeker-card.tsx';
