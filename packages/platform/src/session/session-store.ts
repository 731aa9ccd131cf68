import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';
import type { AssociationRole, Role, TokenPayload } from '@petfoster/contracts';

/** localStorage key of the token (docs/product.md#roles). */
export const TOKEN_STORAGE_KEY = 'token';

export interface SessionState {
  token: string | null;
  role: Role | null;
  userId: number | null;
  familyId: number | null;
  associationId: number | null;
  /** The member's role in its association (docs/product.md#association-team); null for a family or a visitor. */
  associationRole: AssociationRole | null;
  isLoggedIn: boolean;
  /** Stores the token and returns its decoded payload; throws when the token cannot be decoded. */
  login(token: string): TokenPayload;
  /** Clears the token, the role and the ids (logout and account deletion, docs/product.md#states). */
  logout(): void;
  /** Re-reads localStorage; an undecodable or expired token is dropped. Returns whether a session was restored. */
  restore(): boolean;
}

const LOGGED_OUT = {
  token: null,
  role: null,
  userId: null,
  familyId: null,
  associationId: null,
  associationRole: null,
  isLoggedIn: false,
} as const;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function decodeToken(token: string): TokenPayload | null {
  try {
    const payload = jwtDecode<TokenPayload>(token);
    return payload && typeof payload === 'object' ? payload : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(payload: TokenPayload, nowMs: number = Date.now()): boolean {
  return typeof payload.exp === 'number' && payload.exp * 1000 <= nowMs;
}

function stateFrom(token: string, payload: TokenPayload) {
  return {
    token,
    role: payload.role ?? null,
    userId: payload.userId ?? null,
    familyId: payload.familyId ?? null,
    associationId: payload.associationId ?? null,
    associationRole: payload.associationRole ?? null,
    isLoggedIn: true,
  };
}

function storedState() {
  const stored = storage()?.getItem(TOKEN_STORAGE_KEY);
  if (!stored) return LOGGED_OUT;
  const payload = decodeToken(stored);
  if (!payload || isTokenExpired(payload)) {
    storage()?.removeItem(TOKEN_STORAGE_KEY);
    return LOGGED_OUT;
  }
  return stateFrom(stored, payload);
}

// A token that expires while the page is open ends the session at that moment (the API would refuse it anyway).
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
const MAX_TIMER_MS = 2_147_483_647;

function scheduleExpiry(payload: TokenPayload | null, onExpire: () => void) {
  if (expiryTimer !== undefined) clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if (!payload || typeof payload.exp !== 'number') return;
  const delay = payload.exp * 1000 - Date.now();
  if (delay > MAX_TIMER_MS) return;
  expiryTimer = setTimeout(onExpire, Math.max(0, delay));
}

/** One store per page: @petfoster/platform is a shared singleton, so every remote sees this same session. */
export const sessionStore = create<SessionState>()((set, get) => {
  const expire = () => {
    if (get().isLoggedIn) get().logout();
  };
  // A visitor's state first: it stays the store's initial state (below), the stored session follows at once.
  return {
    ...LOGGED_OUT,
    login(token) {
      const payload = decodeToken(token);
      if (!payload) throw new Error('Invalid token');
      storage()?.setItem(TOKEN_STORAGE_KEY, token);
      set(stateFrom(token, payload));
      scheduleExpiry(payload, expire);
      return payload;
    },
    logout() {
      storage()?.removeItem(TOKEN_STORAGE_KEY);
      scheduleExpiry(null, expire);
      set(LOGGED_OUT);
    },
    restore() {
      const next = storedState();
      set(next);
      scheduleExpiry(next.token ? decodeToken(next.token) : null, expire);
      return next.isLoggedIn;
    },
  };
});

/*
 * The store's initial state is a visitor's, the session as the server renders a page (docs/decisions/first-view.md, first view): React
 * reads it (zustand's server snapshot) while it hydrates a server-rendered page, so the first client render matches
 * the server's HTML, then re-renders with the real session. The stored session is restored right away, before
 * anything renders.
 */
sessionStore.getState().restore();

export const useSession = sessionStore;
