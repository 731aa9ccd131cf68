import { create } from 'zustand';
import { UI_MESSAGES } from '@petfoster/contracts';
import styles from './loading-overlay.module.css';

interface OverlayState {
  /** A counter, so two overlapping operations do not hide each other's overlay. */
  pending: number;
  show(): void;
  hide(): void;
}

export const loadingOverlayStore = create<OverlayState>()((set) => ({
  pending: 0,
  show: () => set((state) => ({ pending: state.pending + 1 })),
  hide: () => set((state) => ({ pending: Math.max(0, state.pending - 1) })),
}));

/** {show(), hide()} for screens; the shell renders <LoadingOverlay/> once. */
export function useLoadingOverlay(): { show(): void; hide(): void; visible: boolean } {
  const show = loadingOverlayStore((state) => state.show);
  const hide = loadingOverlayStore((state) => state.hide);
  const visible = loadingOverlayStore((state) => state.pending > 0);
  return { show, hide, visible };
}

export function LoadingOverlay() {
  const visible = loadingOverlayStore((state) => state.pending > 0);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" aria-busy="true">
      <div className={styles.box}>
        <span className={styles.spinner} aria-hidden="true" />
        <span>{UI_MESSAGES.processing}</span>
      </div>
    </div>
  );
}
