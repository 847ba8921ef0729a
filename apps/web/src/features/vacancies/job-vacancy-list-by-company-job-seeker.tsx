import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancyListByCompanyJobSeeker (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancyListByCompanyJobSeeker() {
  return <UnderConstruction route={paths.companyVacancyApplicants} />;
}
