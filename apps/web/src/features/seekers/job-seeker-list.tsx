import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobSeekerList (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobSeekerList() {
  return <UnderConstruction route={paths.seekers} />;
}
