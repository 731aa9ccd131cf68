import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin of every app (ARCHITECTURE 2): a remote that is down, slow to deploy or broken must never blank
 * the page. A failed module load resolves to a stand-in module instead of rejecting; its component throws while
 * rendering, so the nearest error boundary (RemoteComponent's, or the shell's route boundary) shows the French
 * fallback with 'Réessayer'. No React import here: runtime plugins run before shared modules are available.
 */
const REMOTE_LOAD_FAILED = '__petfosterRemoteLoadFailed';

export default function offlineRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'petfoster-offline-remote',
    errorLoadRemote(args) {
      const { id, error, lifecycle } = args;
      if (typeof console !== 'undefined') console.error(`[federation] ${id} failed at ${lifecycle}`, error);
      // While collecting shared modules, skipping the dead remote keeps the rest of the page working.
      if (lifecycle === 'beforeLoadShare') return undefined;
      if (lifecycle !== 'onLoad') return undefined;
      const failure = error instanceof Error ? error : new Error(`Remote module ${id} failed to load`);
      const Unavailable = () => {
        throw failure;
      };
      return { __esModule: true, default: Unavailable, [REMOTE_LOAD_FAILED]: failure };
    },
  };
}
