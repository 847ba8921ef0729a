import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** RegisterCompany (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function RegisterCompany() {
  return <UnderConstruction route={paths.registerCompany} />;
}
