import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ChangePassword (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ChangePassword() {
  return <UnderConstruction route={paths.changePassword} />;
}
