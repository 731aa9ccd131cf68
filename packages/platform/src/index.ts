// Session
export { useSession, sessionStore, decodeToken, isTokenExpired, TOKEN_STORAGE_KEY } from './session/session-store';
export type { SessionState } from './session/session-store';

// API
export { apiClient, apiBaseUrl, httpStatus, serverMessage, HTTPError } from './api/client';
export { authApi } from './api/auth';
export { animalsApi } from './api/animals';
export type { AnimalListQuery, CreateRequestBody } from './api/animals';
export { associationsApi } from './api/associations';
export { familiesApi } from './api/families';
export { requestsApi } from './api/requests';

// Hooks
export { useAsync } from './hooks/use-async';
export type { AsyncState } from './hooks/use-async';

// Toasts and overlay
export { notify, PlatformToaster } from './toast/notify';
export type { NotifyOptions } from './toast/notify';
export { useLoadingOverlay, LoadingOverlay, loadingOverlayStore } from './ui/loading-overlay';

// UI
export { Spinner } from './ui/spinner';
export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
export { ImageInput, readFileAsDataUrl } from './ui/image-input';
export type { ImageInputProps } from './ui/image-input';
export { AnimalCard, CARD_IMAGE_SIZE } from './ui/animal-card';
export type { AnimalCardProps } from './ui/animal-card';
export { sanitizeText, sanitizeFields } from './sanitize/sanitize';

// Remotes
export {
  RemoteComponent,
  RemoteErrorBoundary,
  RemoteFallback,
  setRemoteLoader,
  REMOTE_UNAVAILABLE_MESSAGE,
  RETRY_LABEL,
} from './federation/remote-component';
export type { RemoteComponentProps, RemoteLoader } from './federation/remote-component';
export { REMOTES, remoteEntryUrl, loadRemoteModule, ensureRemotesRegistered } from './federation/remotes';
export type { RemoteName, RemoteModule } from './federation/remotes';
