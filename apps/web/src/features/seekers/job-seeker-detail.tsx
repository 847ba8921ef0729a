import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobSeekerDetail (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobSeekerDetail() {
  return <UnderConstruction route={paths.seekerDetail} />;
}
