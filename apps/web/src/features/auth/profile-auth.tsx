import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ProfileAuth (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ProfileAuth() {
  return <UnderConstruction route={paths.accountProfile} />;
}
