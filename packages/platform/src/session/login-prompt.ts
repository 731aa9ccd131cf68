import { create } from 'zustand';

export interface LoginPromptState {
  /** Whether the login modal (mfe-auth, mounted by the shell's header) is open. */
  open: boolean;
  /**
   * The page to come back to after a family logs in from it (the animal page's 'Connectez-vous…' button); null when
   * the login was opened from the header, where the landing page per role (docs/product.md#session) applies.
   */
  returnTo: string | null;
  show(returnTo?: string | null): void;
  hide(): void;
}

/**
 * The login modal's state, shared by the shell (which mounts the modal), the catalog (which asks for it from an
 * animal page) and mfe-auth (which reads where to go back to): one store, as the session is.
 */
export const loginPromptStore = create<LoginPromptState>()((set) => ({
  open: false,
  returnTo: null,
  show: (returnTo = null) => set({ open: true, returnTo }),
  hide: () => set({ open: false, returnTo: null }),
}));

export const useLoginPrompt = loginPromptStore;
