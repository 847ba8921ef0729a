// The saved-vacancies feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { savedIdsQueryOptions } from './api.ts';
export { SaveVacancyButton } from './save-button.tsx';
