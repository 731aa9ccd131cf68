import { useCallback } from 'react';
import { useLoadingOverlay } from '../ui/loading-overlay';

/** Wraps a server write in the shell's 'Processing…' overlay (SPEC 2), hidden again whatever the outcome. */
export function useProcessing() {
  const { show, hide } = useLoadingOverlay();
  return useCallback(
    async <T,>(task: () => Promise<T>): Promise<T> => {
      show();
      try {
        return await task();
      } finally {
        hide();
      }
    },
    [show, hide],
  );
}
