import {
  Component,
  createElement,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Spinner } from '../ui/spinner';
import { loadRemoteModule, type RemoteModule, type RemoteName } from './remotes';
import type { ExposedProps } from './exposed-modules';
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
  pendingModules.clear();
  loadedModules.clear();
  return previous;
}

/*
 * Loaded components by "remote/module", and the loads in flight. Deliberately not React.lazy + Suspense: React
 * throttles the reveal of suspended content to 300 ms after its fallback was shown, so a page whose module
 * arrived just after the first paint still appeared 300 ms later (measured: the home's LCP card at 620 ms instead
 * of 330 ms). A state update when the load settles has no such delay, and an already loaded module renders at once.
 */
const loadedModules = new Map<string, AnyComponent>();
const pendingModules = new Map<string, Promise<AnyComponent>>();

function loadComponent(remote: string, module: string): Promise<AnyComponent> {
  const key = `${remote}/${module}`;
  let pending = pendingModules.get(key);
  if (!pending) {
    pending = currentLoader(remote, module).then((loaded) => {
      const resolved = (
        typeof loaded === 'function' ? loaded : (loaded as { default?: AnyComponent } | undefined)?.default
      ) as AnyComponent | undefined;
      if (typeof resolved !== 'function' && typeof resolved !== 'object')
        throw new Error(`${key} has no default export`);
      loadedModules.set(key, resolved);
      return resolved;
    });
    // Forget a failed attempt so 'Réessayer' fetches again instead of replaying the rejection.
    pending.catch(() => pendingModules.delete(key));
    pendingModules.set(key, pending);
  }
  return pending;
}

/**
 * Loads a module before anything renders it, so that its first render shows the page at once (no spinner): the
 * server renderer and the start-up of a server-rendered page (docs/decisions/first-view.md). Rejects like the load itself.
 */
export function preloadRemoteComponent(remote: string, module: string): Promise<void> {
  return loadComponent(remote, module).then(() => undefined);
}

type LoadState = { component: AnyComponent; error?: undefined } | { component?: undefined; error: unknown } | null;

/**
 * The remote module's component once loaded (at once when it already is); throws its load error during render,
 * for the error boundary. Remote and module are fixed for a mounted instance: RemoteComponent keys it by them.
 */
function useRemoteModule(remote: string, module: string): AnyComponent | undefined {
  const [state, setState] = useState<LoadState>(() => {
    const component = loadedModules.get(`${remote}/${module}`);
    return component ? { component } : null;
  });
  useEffect(() => {
    if (state) return undefined;
    let active = true;
    loadComponent(remote, module).then(
      (component) => active && setState({ component }),
      (error: unknown) => active && setState({ error: error ?? new Error(`${remote}/${module} failed to load`) }),
    );
    return () => {
      active = false;
    };
  }, [state, remote, module]);
  if (state?.error !== undefined) throw state.error;
  return state?.component;
}

/** French fallback of ARCHITECTURE 2: this part is unavailable for now, with a retry button. */
export function RemoteFallback({
  onRetry,
  message = REMOTE_UNAVAILABLE_MESSAGE,
}: {
  onRetry?(): void;
  message?: string;
}) {
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

/** `props` is required when the module takes any, and then typed by the one table of exposed modules. */
type PropsField<P> = [keyof P] extends [never] ? { props?: P } : { props: P };

export type RemoteComponentProps<R extends RemoteName = RemoteName, M extends RemoteModule<R> = RemoteModule<R>> = {
  /** Remote name: a key of the registry of apps ('catalog', 'auth', ...). */
  remote: R;
  /** Exposed module, e.g. './AnimalRequestArea'. */
  module: M;
  /** Shown while the module loads; a spinner by default. */
  loading?: ReactNode;
} & PropsField<ExposedProps<R, M>>;

/** Loads an exposed module at run time inside an error boundary (ARCHITECTURE 2), `loading` meanwhile. */
export function RemoteComponent<R extends RemoteName, M extends RemoteModule<R>>({
  remote,
  module,
  props,
  loading,
}: RemoteComponentProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    pendingModules.delete(`${remote}/${module}`);
    loadedModules.delete(`${remote}/${module}`);
    setAttempt((n) => n + 1);
  }, [remote, module]);
  return (
    <RemoteErrorBoundary key={`${remote}/${module}#${attempt}`} onRetry={retry}>
      <LoadedRemote remote={remote} module={module} props={props} loading={loading} />
    </RemoteErrorBoundary>
  );
}

function LoadedRemote({
  remote,
  module,
  props,
  loading,
}: {
  remote: string;
  module: string;
  props?: object;
  loading?: ReactNode;
}) {
  const Loaded = useRemoteModule(remote, module);
  if (!Loaded) return <>{loading === undefined ? <Spinner /> : loading}</>;
  // The module's export, kept per module by useRemoteModule: the same component on every render.
  return createElement(Loaded, props ?? {});
}
