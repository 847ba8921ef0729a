import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancy (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancy() {
  return <UnderConstruction route={paths.vacancies} />;
}
