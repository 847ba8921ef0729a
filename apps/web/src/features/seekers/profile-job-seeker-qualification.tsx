import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ProfileJobSeekerQualification (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ProfileJobSeekerQualification() {
  return <UnderConstruction route={paths.seekerProfileQualification} />;
}
