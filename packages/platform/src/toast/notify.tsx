import toast, { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_TITLES } from '@petfoster/contracts';
import styles from './toast.module.css';

type Kind = keyof typeof TOAST_TITLES;

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

function show(kind: Kind, message: string, extra: NotifyOptions = {}): string {
  const content = <ToastBody kind={kind} message={message} />;
  const options = {
    ...extra,
    duration: TOAST_DURATION_MS,
    position: 'top-right' as const,
    ariaProps: {
      role: kind === 'error' ? ('alert' as const) : ('status' as const),
      'aria-live': kind === 'error' ? ('assertive' as const) : ('polite' as const),
    },
  };
  if (kind === 'success') return toast.success(content, options);
  if (kind === 'error') return toast.error(content, options);
  return toast(content, { ...options, icon: 'ℹ️' });
}

/** SPEC 8 toasts: titles Réussi / Erreur / Info, top right, 5000 ms. */
export const notify = {
  success: (message: string, options?: NotifyOptions) => show('success', message, options),
  error: (message: string, options?: NotifyOptions) => show('error', message, options),
  info: (message: string, options?: NotifyOptions) => show('info', message, options),
  dismiss: (id?: string) => toast.dismiss(id),
};

/** Rendered once by the shell (or by a remote running standalone). */
export function PlatformToaster() {
  return <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS, className: styles.toast }} />;
}
