import { useEffect } from 'react';

/** SPEC 8: load failures that do not redirect are only logged to the console. */
export function useLogError(error: unknown) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}
