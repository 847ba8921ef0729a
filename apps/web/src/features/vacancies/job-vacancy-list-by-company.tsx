import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancyListByCompany (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancyListByCompany() {
  return <UnderConstruction route={paths.companyVacancies} />;
}
