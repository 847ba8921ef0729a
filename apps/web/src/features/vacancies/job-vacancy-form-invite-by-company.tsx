import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobVacancyFormInviteByCompany (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobVacancyFormInviteByCompany() {
  return <UnderConstruction route={paths.vacancyInvite} />;
}
