import { loginPromptStore, sessionStore } from '@petfoster/platform';

/*
 * A visitor's tap on a heart (docs/product.md#favourites): kept in sessionStorage (this tab only) while the login
 * modal is open, so that the family who signs in comes back to the page with that animal kept. A login abandoned
 * forgets it, and an old one is not applied: a tap is an intent of the moment, not a standing order.
 */
const PENDING_KEY = 'pf-pending-favourite';
/** Longer than a login with a password reset in another tab takes; shorter than a visit left open for the day. */
export const PENDING_FAVOURITE_MAX_AGE_MS = 30 * 60 * 1000;

interface PendingFavourite {
  animalId: number;
  at: number;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.sessionStorage ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function forgetPendingFavourite(): void {
  storage()?.removeItem(PENDING_KEY);
}

/**
 * The animal a visitor asked to keep before signing in, once: it is removed as it is read, so of the several hearts
 * of a page only one applies it. Null when there is none, or it is too old or unreadable.
 */
export function takePendingFavourite(now: number = Date.now()): number | null {
  const store = storage();
  const stored = store?.getItem(PENDING_KEY);
  if (!stored) return null;
  store?.removeItem(PENDING_KEY);
  try {
    const pending = JSON.parse(stored) as Partial<PendingFavourite>;
    const { animalId, at } = pending;
    if (typeof animalId !== 'number' || !Number.isInteger(animalId) || animalId < 1 || typeof at !== 'number')
      return null;
    return now - at <= PENDING_FAVOURITE_MAX_AGE_MS && at <= now ? animalId : null;
  } catch {
    return null;
  }
}

/**
 * A visitor tapped the heart of `animalId`: remember it and open the login modal, which brings a family back to
 * `returnTo` (mfe-auth's login). Closing the modal without signing in forgets the tap.
 */
export function askLoginToKeep(animalId: number, returnTo: string, now: number = Date.now()): void {
  storage()?.setItem(PENDING_KEY, JSON.stringify({ animalId, at: now } satisfies PendingFavourite));
  loginPromptStore.getState().show(returnTo);
  const stop = loginPromptStore.subscribe((state) => {
    if (state.open) return;
    stop();
    if (!sessionStore.getState().isLoggedIn) forgetPendingFavourite();
  });
}
