import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** RegisterJobSeeker (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function RegisterJobSeeker() {
  return <UnderConstruction route={paths.registerSeeker} />;
}
