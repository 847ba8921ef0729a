// The vacancy-reports feature's public entry: only what other features use (docs/decisions/079-layout-and-boundaries.md).
export { ReportVacancySection } from './report-section.tsx';
