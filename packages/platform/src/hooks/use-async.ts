import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the function again (after an edit, or a 'Réessayer'). */
  reload(): void;
}

/**
 * Runs `fn` on mount and whenever `deps` change; results of a superseded run are ignored, so a fast
 * navigation never shows the previous page's data.
 */
export function useAsync<T>(fn: () => Promise<T>, deps: DependencyList): AsyncState<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [generation, setGeneration] = useState(0);
  const fnRef = useRef(fn);
  fnRef.current = fn;

  useEffect(() => {
    let current = true;
    setState((previous) => ({ data: previous.data, error: undefined, loading: true }));
    Promise.resolve()
      .then(() => fnRef.current())
      .then(
        (data) => current && setState({ data, error: undefined, loading: false }),
        (error: unknown) => current && setState({ data: undefined, error, loading: false }),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { ...state, reload };
}
