import { useCallback, useState } from 'react';
import { useProcessing } from './use-processing';

export interface WriteCallbacks<T> {
  onSuccess?(result: T): unknown;
  /** After the failure is logged; without it the failure is only logged (SPEC 8). */
  onError?(error: unknown): unknown;
}

/**
 * A server write started by the user: the 'Processing…' overlay while it runs, `busy` for disabling the buttons
 * that could start it again, and failures logged instead of thrown. `run` resolves to whether the write succeeded.
 */
export function useWriteAction() {
  const processing = useProcessing();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T,>(task: () => Promise<T>, { onSuccess, onError }: WriteCallbacks<T> = {}): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await processing(task);
        onSuccess?.(result);
        return true;
      } catch (error) {
        console.error(error);
        await onError?.(error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [processing],
  );
  return { busy, run };
}
