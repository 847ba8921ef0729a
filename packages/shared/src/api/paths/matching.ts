import type { ApiPathEntry } from '../paths.ts';

/** The API paths of the `matching` domain (docs/decisions/081-api-path-table.md, 107). */

export const officeSkillList = {
  method: 'GET',
  path: '/office/skills',
} as const satisfies ApiPathEntry;

export const officeSkillCreate = {
  method: 'POST',
  path: '/office/skills',
} as const satisfies ApiPathEntry;

export const officeSkillUpdate = {
  method: 'POST',
  path: '/office/skills/:id',
} as const satisfies ApiPathEntry;

export const officeSkillDelete = {
  method: 'DELETE',
  path: '/office/skills/:id',
} as const satisfies ApiPathEntry;

export const matchVacancyList = {
  method: 'GET',
  path: '/matches/job-vacancies',
} as const satisfies ApiPathEntry;

export const matchVacancy = {
  method: 'GET',
  path: '/matches/job-vacancies/:id',
} as const satisfies ApiPathEntry;
