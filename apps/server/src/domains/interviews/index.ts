/** What other domains use of interviews (docs/decisions/079, 110). */
export { scheduleInTransaction, type InterviewEnv } from './service.ts';
export { interviewEnv } from './routes.ts';
