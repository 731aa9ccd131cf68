import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  RemoteComponent,
  SESSION_DEPENDENT_ATTRIBUTE,
  uiStyles as ui,
  useLoginPrompt,
  sessionCan,
  useSession,
} from '@petfoster/platform';
import { UI_MESSAGES, URGENT_REQUEST_PARAM, URGENT_REQUEST_VALUE, type Animal } from '@petfoster/contracts';

interface AnimalActionAreaProps {
  animal: Animal;
}

/**
 * docs/product.md#states "Animal page actions". The family and owner actions belong to other areas of the product, so they are
 * fragments loaded at run time from their remotes; a fragment that fails to load stays a local fallback. Their
 * writes invalidate this animal in the shared query cache, so the page refetches it by itself.
 */
export function AnimalActionArea({ animal }: AnimalActionAreaProps) {
  const session = useSession();
  const { isLoggedIn } = session;
  const showLogin = useLoginPrompt((state) => state.show);
  const { pathname, search } = useLocation();
  // An adopted animal is no longer offered: nobody asks to foster it (docs/product.md#animal-identification).
  const offered = !animal.adopted_at;
  // The urgent appeal's one-click link (docs/product.md#urgent-appeals): a visitor signs in first, then comes back
  // to this page with the link's parameter, where the request form opens prefilled.
  const fromAppeal = new URLSearchParams(search).get(URGENT_REQUEST_PARAM) === URGENT_REQUEST_VALUE;
  useEffect(() => {
    if (fromAppeal && !isLoggedIn && offered) showLogin(`${pathname}${search}`);
  }, [fromAppeal, isLoggedIn, offered, pathname, search, showLogin]);

  if (!isLoggedIn) {
    if (!offered) return null;
    // Opens the login modal; a family that logs in from here comes back to this animal (mfe-auth use-login).
    return (
      <button
        type="button"
        className={ui.primary}
        onClick={() => showLogin(`${pathname}${search}`)}
        // What a visitor sees; the server draws it hidden (docs/decisions/first-view.md) so that a signed-in user never sees it.
        {...{ [SESSION_DEPENDENT_ATTRIBUTE]: '' }}
      >
        {UI_MESSAGES.loginToRequest}
      </button>
    );
  }
  // What the access policy lets the caller do here: ask to foster it (a family), or change it (its association).
  if (sessionCan(session, 'request.create')) {
    if (!offered) return null;
    return <RemoteComponent remote="family" module="./AnimalRequestArea" props={{ animal }} />;
  }
  if (sessionCan(session, 'animal.update', { associationId: animal.association_id })) {
    return <RemoteComponent remote="association" module="./AnimalOwnerActions" props={{ animal }} />;
  }
  // Another association: docs/product.md#states gives it no action on this animal.
  return null;
}
