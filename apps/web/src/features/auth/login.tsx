import { UnderConstruction } from '../../components/under-construction.tsx';
import { paths } from '../../config/paths.ts';

/** Login (SPEC.md §2): built by a later issue; until then an honest placeholder. */
export function Login() {
  return <UnderConstruction route={paths.login} />;
}
