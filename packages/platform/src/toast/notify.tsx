import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS, TOAST_TITLES } from '@petfoster/contracts';
import styles from './toast.module.css';

type Kind = keyof typeof TOAST_TITLES;
type HotToast = typeof import('react-hot-toast');

/*
 * react-hot-toast is fetched with the first toast, not at start-up (docs/decisions/first-view.md: no JavaScript the first view does not
 * need before an interaction). notify() answers at once with the toast's id; the toast appears when the library
 * has arrived, and PlatformToaster starts rendering the container then.
 */
let library: HotToast | null = null;
let loading: Promise<HotToast> | null = null;
const toasterListeners = new Set<() => void>();

function loadLibrary(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then((loaded) => {
    library = loaded;
    for (const listener of toasterListeners) listener();
    return loaded;
  });
  return loading;
}

function ToastBody({ kind, message }: { kind: Kind; message: string }) {
  return (
    <div className={styles.body}>
      <strong className={styles.title}>{TOAST_TITLES[kind]}</strong>
      <span className={styles.message}>{message}</span>
    </div>
  );
}

export interface NotifyOptions {
  /** Same id, same toast: a message raised twice (StrictMode effects, double clicks) shows once. */
  id?: string;
}

let toastCount = 0;
const errorWatchers = new Set<(id: string) => void>();

/**
 * Calls `watch` with the id of each error toast shown until the returned function is called: a write keeps the error
 * toasts of its failure, to dismiss them when it is tried again (a corrected save never shows next to its old error).
 */
export function watchErrorToasts(watch: (id: string) => void): () => void {
  errorWatchers.add(watch);
  return () => errorWatchers.delete(watch);
}

function show(kind: Kind, message: string, extra: NotifyOptions = {}): string {
  const id = extra.id ?? `pf-toast-${(toastCount += 1)}`;
  if (kind === 'error') for (const watch of errorWatchers) watch(id);
  const content = <ToastBody kind={kind} message={message} />;
  const options = {
    id,
    duration: TOAST_DURATION_MS,
    position: 'top-right' as const,
    ariaProps: {
      role: kind === 'error' ? ('alert' as const) : ('status' as const),
      'aria-live': kind === 'error' ? ('assertive' as const) : ('polite' as const),
    },
  };
  const display = ({ default: toast }: HotToast) => {
    if (kind === 'success') toast.success(content, options);
    else if (kind === 'error') toast.error(content, options);
    else toast(content, { ...options, icon: 'ℹ️' });
  };
  if (library) display(library);
  else void loadLibrary().then(display);
  return id;
}

/** docs/product.md#messages toasts: titles Réussi / Erreur / Info, top right, 5000 ms. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: string) => {
    // Nothing was ever shown before the library arrived.
    if (loading) void loading.then(({ default: toast }) => toast.dismiss(id));
  },
};

/** Rendered once by the shell (or by a remote running standalone); draws nothing until the first toast. */
function subscribeToLibrary(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

export function PlatformToaster() {
  // null on the server and until the first toast.
  const loaded = useSyncExternalStore(
    subscribeToLibrary,
    () => library,
    () => null,
  );
  if (!loaded) return null;
  const { Toaster } = loaded;
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS, className: styles.toast }} />;
}
