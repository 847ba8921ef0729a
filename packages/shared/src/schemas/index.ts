// One line per domain; each domain's request and response schemas live in its own file.
export * from './common.ts';
export * from './vacancies.ts';
export * from './posts.ts';
export * from './companies.ts';
export * from './seekers.ts';
export * from './master.ts';
export * from './locations.ts';
export * from './landing.ts';
export * from './auth.ts';
export * from './notifications.ts';
export * from './profiles.ts';
export * from './office.ts';
export * from './applications.ts';
export * from './vacancy-form.ts';
export * from './vacancy-views.ts';
export * from './invitations.ts';
export * from './dashboard.ts';
