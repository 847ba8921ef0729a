import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ResetPassword (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ResetPassword() {
  return <UnderConstruction route={paths.resetPassword} />;
}
