import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** CompanyListDetail (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function CompanyListDetail() {
  return <UnderConstruction route={paths.companyDetail} />;
}
