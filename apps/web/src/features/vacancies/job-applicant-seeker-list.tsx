import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** JobApplicantSeekerList (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function JobApplicantSeekerList() {
  return <UnderConstruction route={paths.seekerApplications} />;
}
