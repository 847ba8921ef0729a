import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ProfileCompany (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ProfileCompany() {
  return <UnderConstruction route={paths.companyProfile} />;
}
