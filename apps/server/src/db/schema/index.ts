export * from './master.ts';
export * from './locations.ts';
export * from './users.ts';
export * from './companies.ts';
export * from './seekers.ts';
export * from './vacancies.ts';
export * from './posts.ts';
export * from './verifications.ts';
