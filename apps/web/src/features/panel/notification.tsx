import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** Notification (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function Notification() {
  return <UnderConstruction route={paths.notifications} />;
}
