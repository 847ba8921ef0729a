import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancyFormByCompany (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancyFormByCompany() {
  return <UnderConstruction route={paths.companyVacancyForm} />;
}
