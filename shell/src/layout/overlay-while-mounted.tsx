import { useEffect } from 'react';
import { useLoadingOverlay } from '@petfoster/platform';

/** Suspense fallback for things opened by a click (the login modal): the page says it is working. */
export function OverlayWhileMounted() {
  const { show, hide } = useLoadingOverlay();
  useEffect(() => {
    show();
    return hide;
  }, [show, hide]);
  return null;
}
