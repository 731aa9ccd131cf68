import { startTransition, useCallback, useEffect, useOptimistic, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's query string as the state of its filters: `update` changes the latest parameters (also when two
 * changes come before React renders again, as a field's blur followed by the form's submit) and adds a step to Back
 * only when the query actually changes.
 *
 * The router applies a navigation in a transition, which a busy page may take a while to render. The controls bound
 * to the query show the new value at once meanwhile (an optimistic value until the navigation commits): otherwise
 * React puts a clicked checkbox back as it was until then, and the click looks lost.
 */
export function useUrlQuery(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [shownParams, showParams] = useOptimistic(searchParams);
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      if (next.toString() === latest.current.toString()) return;
      latest.current = next;
      startTransition(() => {
        showParams(next);
        setSearchParams(next);
      });
    },
    [setSearchParams, showParams],
  );
  return [shownParams, update];
}
