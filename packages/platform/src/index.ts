// Session
export { useSession, sessionStore, decodeToken, isTokenExpired, TOKEN_STORAGE_KEY } from './session/session-store';
export type { SessionState } from './session/session-store';
export { accessUserOf, sessionCan } from './session/access';
export type { SessionLike } from './session/access';
export { loginPromptStore, useLoginPrompt } from './session/login-prompt';
export { signOut } from './session/sign-out';
export type { LoginPromptState } from './session/login-prompt';

// API
export { apiClient, apiBaseUrl, httpStatus, serverCode, serverMessage, serverErrors, HTTPError } from './api/client';
export type { ServerErrors } from './api/client';
export { call, send } from './api/call';
export type { CallArgs, CallInput } from './api/call';
export { RefusedRead, readOrRefusal, refusalOf } from './api/refusal';
export { authApi } from './api/auth';
export { animalsApi } from './api/animals';
export type { AnimalListPage, AnimalListQuery, CreateRequestBody } from './api/animals';
export { associationsApi } from './api/associations';
export { accountApi } from './api/account';

// Data: the one query cache (TanStack Query, shared through this singleton), its keys, and writes
export {
  queryClient,
  createQueryClient,
  seedStartupData,
  seedFirstViewData,
  STARTUP_DATA_FRESH_MS,
} from './query/query-client';
export type { StartupData } from './query/query-client';
export { QueryProvider } from './query/query-provider';
export {
  queryKeys,
  changedBy,
  CATALOGUE_PAGE_SIZE,
  homeAnimalsQuery,
  cataloguePageQuery,
  animalListPath,
  animalPath,
  animalFiltersOf,
  ANIMAL_FILTER_KEYS,
  FAMILY_SEARCH_KEYS,
  familySearchPath,
  familySearchParams,
} from './query/query-keys';
export type { QueryKey, AnimalFilters, AnimalFilterKey, FamilySearchParams } from './query/query-keys';
export { useQuery, useQueries, useInfiniteQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';

// Hooks
export { useLogError } from './hooks/use-log-error';
export { useBack } from './hooks/use-back';
export { useUrlQuery } from './hooks/use-url-query';
export {
  useNotificationsCount,
  useOpenProposalsCount,
  useUnreadMessagesCount,
} from './notifications/use-notifications-count';

// Live updates: the event stream (GET /api/events) read while signed in, applied to the query cache
export { openEventStream, defaultRetryDelay } from './live/event-stream';
export type { EventStream, EventStreamOptions, LiveEventHandler } from './live/event-stream';
export { startLiveUpdates, useLiveUpdates, applyLiveEvent } from './live/live-updates';
export type { LiveUpdatesOptions } from './live/live-updates';

// Toasts and overlay
export { notify, PlatformToaster, watchErrorToasts } from './toast/notify';
export type { NotifyOptions } from './toast/notify';
export { useLoadingOverlay, LoadingOverlay, loadingOverlayStore } from './ui/loading-overlay';

// UI
export { Spinner } from './ui/spinner';
export { AnimalCard, CARD_IMAGE_SIZE } from './ui/animal-card';
export type { AnimalCardProps } from './ui/animal-card';
export { UrgentBadge } from './ui/urgent-badge';
export type { UrgentBadgeProps } from './ui/urgent-badge';
export { AnimalPlaceholder } from './ui/animal-placeholder';
// The family and association areas' shared look (buttons, page frame, form fields; dashboards).
export { default as uiStyles } from './ui/ui.module.css';
export { default as dashboardStyles } from './ui/dashboard.module.css';

// Foster requests (the family's 'Mes demandes' and the association's 'Nos demandes')
export { requestTone, isHoused, formatRequestDate, requestAnimalName } from './requests/request-status';
export type { RequestTone } from './requests/request-status';

// Remotes
export {
  RemoteComponent,
  RemoteErrorBoundary,
  RemoteFallback,
  setRemoteLoader,
  preloadRemoteComponent,
  REMOTE_UNAVAILABLE_MESSAGE,
  RETRY_LABEL,
} from './federation/remote-component';
export type { RemoteComponentProps, RemoteLoader } from './federation/remote-component';
export { remoteNames, remoteEntryUrl, loadRemoteModule, ensureRemotesRegistered } from './federation/remotes';
export type { AppName, RemoteName, RemoteModule } from './federation/remotes';
export type {
  ExposedModuleProps,
  ExposedModules,
  ExposedProps,
  NoProps,
  PageModule,
} from './federation/exposed-modules';
export {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_DATA_ID,
  SESSION_DEPENDENT_ATTRIBUTE,
  readFirstViewData,
  serializeFirstViewData,
} from './first-view/first-view-data';
export type { FirstViewData, FirstViewEntry } from './first-view/first-view-data';
