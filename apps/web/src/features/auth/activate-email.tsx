import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** ActivateEmail (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function ActivateEmail() {
  return <UnderConstruction route={paths.activateEmail} />;
}
