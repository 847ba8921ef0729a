import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ProfileJobSeekerBiodata (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ProfileJobSeekerBiodata() {
  return <UnderConstruction route={paths.seekerProfileBiodata} />;
}
