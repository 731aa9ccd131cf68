import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { Spinner } from '../ui/spinner';
import { loadRemoteModule } from './remotes';
import styles from './remote-component.module.css';

export const REMOTE_UNAVAILABLE_MESSAGE = 'Cette partie du site est momentanément indisponible.';
export const RETRY_LABEL = 'Réessayer';

type AnyComponent = ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type RemoteLoader = (remote: string, module: string) => Promise<unknown>;

let currentLoader: RemoteLoader = loadRemoteModule;

/** Replaces how modules are fetched (tests, storybook-like harnesses); returns the previous loader. */
export function setRemoteLoader(loader: RemoteLoader | null): RemoteLoader {
  const previous = currentLoader;
  currentLoader = loader ?? loadRemoteModule;
  lazyCache.clear();
  return previous;
}

const lazyCache = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemote(remote: string, module: string): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${module}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const loaded = (await currentLoader(remote, module)) as { default?: AnyComponent } | AnyComponent;
        const resolved = (typeof loaded === 'function' ? loaded : loaded?.default) as AnyComponent | undefined;
        if (typeof resolved !== 'function' && typeof resolved !== 'object') {
          throw new Error(`${key} has no default export`);
        }
        return { default: resolved as AnyComponent };
      } catch (error) {
        // Forget the failed attempt so 'Réessayer' fetches again instead of replaying the rejection.
        lazyCache.delete(key);
        throw error;
      }
    });
    lazyCache.set(key, component);
  }
  return component;
}

/** French fallback of ARCHITECTURE 2: this part is unavailable for now, with a retry button. */
export function RemoteFallback({ onRetry, message = REMOTE_UNAVAILABLE_MESSAGE }: { onRetry?(): void; message?: string }) {
  return (
    <div className={styles.fallback} role="alert">
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          {RETRY_LABEL}
        </button>
      ) : null}
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  onRetry?(): void;
  /** Changing this value clears a caught error (e.g. the route location). */
  resetKey?: unknown;
  fallback?: (retry: () => void) => ReactNode;
}

interface BoundaryState {
  error: unknown;
  resetKey: unknown;
}

/** Keeps a failing remote local: the header, footer and other remotes keep working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[remote] render failed', error, info.componentStack);
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry?.();
  };

  render() {
    if (this.state.error) {
      return this.props.fallback ? this.props.fallback(this.retry) : <RemoteFallback onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

export interface RemoteComponentProps<P = Record<string, unknown>> {
  /** Remote name: 'catalog' | 'auth' | 'family' | 'association'. */
  remote: string;
  /** Exposed module, e.g. './AnimalRequestArea'. */
  module: string;
  props?: P;
  /** Shown while the module loads; a spinner by default. */
  loading?: ReactNode;
}

/** Loads an exposed module at run time inside Suspense and an error boundary (ARCHITECTURE 2). */
export function RemoteComponent<P extends object = Record<string, unknown>>({
  remote,
  module,
  props,
  loading,
}: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    lazyCache.delete(`${remote}/${module}`);
    setAttempt((n) => n + 1);
  }, [remote, module]);
  const Loaded = lazyRemote(remote, module);
  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry}>
      <Suspense fallback={loading === undefined ? <Spinner /> : loading}>
        <Loaded {...(props ?? {})} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
