import { useLayoutEffect } from 'react';
import { FIRST_VIEW_ATTRIBUTE, sessionStore, useSession } from '@petfoster/platform';

/**
 * Shows what depends on the session once the page is drawn for whoever is there (docs/decisions/first-view.md). A server-rendered page
 * is hydrated as a visitor's (the server's snapshot of the session), then re-rendered with the real session: the
 * marker that hides the visitor's menu goes only with that render, so a signed-in user never sees it.
 */
export function FirstViewTakeover() {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  useLayoutEffect(() => {
    if (isLoggedIn === sessionStore.getState().isLoggedIn)
      document.getElementById('root')?.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  }, [isLoggedIn]);
  return null;
}
