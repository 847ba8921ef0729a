import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancyDetail (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancyDetail() {
  return <UnderConstruction route={paths.vacancyDetail} />;
}
