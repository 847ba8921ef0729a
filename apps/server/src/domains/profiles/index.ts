// The profiles domain's public entry: what other domains read of a seeker's profile.
export { applicantOf, missingForApplying } from './seeker-service.ts';
