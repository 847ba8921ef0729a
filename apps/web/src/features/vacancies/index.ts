// The vacancies feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { vacanciesQueryOptions, vacancyDetailQueryOptions } from './api.ts';
export { companyIdOf, companyVacanciesQueryOptions } from './company/api.ts';
export { VacancyCard } from './vacancy-card.tsx';
// The public page's presentational parts, for the office's review preview (docs/decisions/083).
export { VacancyMainSections, VacancyMeta, VacancySummarySection, VacancyTags } from './vacancy-sections.tsx';
