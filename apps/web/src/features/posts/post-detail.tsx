import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** PostDetail (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function PostDetail() {
  return <UnderConstruction route={paths.postDetail} />;
}
