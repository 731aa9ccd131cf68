import { useCallback, useRef, useState } from 'react';
import { loadingOverlayStore, notify, useQueryClient, watchErrorToasts, type QueryKey } from '@petfoster/platform';

export interface WriteOptions<T> {
  /** What the write changed (see changedBy in query/query-keys): invalidated once it succeeded, so screens refetch. */
  invalidates?: readonly QueryKey[] | ((result: T) => readonly QueryKey[]);
  /** What the write deleted: dropped from the cache first, so a screen still showing it never refetches a 404. */
  removes?: readonly QueryKey[];
  /** The docs/product.md#messages feedback (toast, alert) and the navigation that follow a success. */
  onSuccess?(result: T): unknown;
  /**
   * After the failure is logged; without it the failure is only logged (docs/product.md#messages). The error toasts it shows are
   * dismissed when this write runs again (a new submit), so they never stay next to the corrected save's success.
   */
  onError?(error: unknown): unknown;
}

/**
 * The one way a screen runs a server write started by the user: the 'Processing…' overlay while it runs (docs/product.md#screens),
 * `busy` for disabling what could start it again, the cached reads it changed invalidated, and failures logged
 * instead of thrown. `run` resolves to whether the write succeeded, once its callbacks have run.
 */
export function useWrite() {
  const queryClient = useQueryClient();
  // Set in the same event as the click that starts the write, so the button is disabled before any await.
  const [busy, setBusy] = useState(false);
  const lastErrors = useRef<string[]>([]);

  const run = useCallback(
    async <T>(
      task: () => Promise<T>,
      { invalidates, removes = [], onSuccess, onError }: WriteOptions<T> = {},
    ): Promise<boolean> => {
      const overlay = loadingOverlayStore.getState();
      for (const id of lastErrors.current.splice(0)) notify.dismiss(id);
      setBusy(true);
      overlay.show();
      try {
        let result: T;
        try {
          result = await task();
        } finally {
          // Hidden again whatever the outcome, even if the screen unmounted meanwhile.
          overlay.hide();
        }
        for (const queryKey of removes) queryClient.removeQueries({ queryKey });
        const keys = typeof invalidates === 'function' ? invalidates(result) : (invalidates ?? []);
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
        await onSuccess?.(result);
        return true;
      } catch (error) {
        console.error(error);
        const stop = watchErrorToasts((id) => lastErrors.current.push(id));
        try {
          await onError?.(error);
        } finally {
          stop();
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [queryClient],
  );

  return { busy, run };
}
