import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** PostJobSeekerList (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function PostJobSeekerList() {
  return <UnderConstruction route={paths.seekerPosts} />;
}
