import { useLocation } from 'react-router-dom';
import {
  RemoteComponent,
  SESSION_DEPENDENT_ATTRIBUTE,
  uiStyles as ui,
  useLoginPrompt,
  sessionCan,
  useSession,
} from '@petfoster/platform';
import { UI_MESSAGES, type Animal } from '@petfoster/contracts';

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
  const { pathname } = useLocation();
  // An adopted animal is no longer offered: nobody asks to foster it (docs/product.md#animal-identification).
  const offered = !animal.adopted_at;

  if (!isLoggedIn) {
    if (!offered) return null;
    // Opens the login modal; a family that logs in from here comes back to this animal (mfe-auth use-login).
    return (
      <button
        type="button"
        className={ui.primary}
        onClick={() => showLogin(pathname)}
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
