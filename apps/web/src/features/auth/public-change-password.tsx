import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** PublicChangePassword (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function PublicChangePassword() {
  return <UnderConstruction route={paths.publicChangePassword} />;
}
