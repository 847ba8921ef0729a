/** What other domains use of matching (docs/decisions/107). */
export { applicationMatchScores, ownVacancyFacts } from './service.ts';
