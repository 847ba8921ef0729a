import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** PostList (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function PostList() {
  return <UnderConstruction route={paths.posts} />;
}
