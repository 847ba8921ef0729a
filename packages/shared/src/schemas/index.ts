// One line per domain; each domain's request and response schemas live in its own file.
export * from './common.ts';
