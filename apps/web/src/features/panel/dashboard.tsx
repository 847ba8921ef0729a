import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** Dashboard (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function Dashboard() {
  return <UnderConstruction route={paths.dashboard} />;
}
