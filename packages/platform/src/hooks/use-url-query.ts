import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The page's query string as the state of its filters: `update` changes the latest parameters (also when two
 * changes come before React renders again, as a field's blur followed by the form's submit) and adds a step to Back
 * only when the query actually changes.
 */
export function useUrlQuery(): [URLSearchParams, (change: (next: URLSearchParams) => void) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
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
      setSearchParams(next);
    },
    [setSearchParams],
  );
  return [searchParams, update];
}
