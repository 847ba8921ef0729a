import { useEffect, useState } from 'react';

/**
 * True once a fetch has been running for `ms` without an answer; false again as soon as it ends.
 * The vacancy list uses it with VACANCY_FILTER_LOADING_MS (docs/product.md §9, 3 s): until then the previous
 * results stay on screen, dimmed under the loading indicator; after that they are too old to keep
 * showing as if they answered the new filter, so skeletons take their place.
 */
export function useSlowFetch(fetching: boolean, ms: number): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!fetching) return;
    const timer = setTimeout(() => setSlow(true), ms);
    return () => {
      clearTimeout(timer);
      setSlow(false);
    };
  }, [fetching, ms]);
  return fetching && slow;
}
