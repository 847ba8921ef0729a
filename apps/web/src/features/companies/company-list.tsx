import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** CompanyList (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function CompanyList() {
  return <UnderConstruction route={paths.companies} />;
}
