import { useEffect } from 'react';

/** docs/product.md#messages: load failures that do not redirect are only logged to the console. */
export function useLogError(error: unknown) {
  useEffect(() => {
    if (error) console.error(error);
  }, [error]);
}
