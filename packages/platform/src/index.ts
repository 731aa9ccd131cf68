// Session
export { useSession, sessionStore, decodeToken, isTokenExpired, TOKEN_STORAGE_KEY } from './session/session-store';
export type { SessionState } from './session/session-store';
export { RequireRole } from './session/require-role';
export { loginPromptStore, useLoginPrompt } from './session/login-prompt';
export { signOut } from './session/sign-out';
export type { LoginPromptState } from './session/login-prompt';

// API
export { apiClient, apiBaseUrl, httpStatus, serverMessage, serverErrors, HTTPError } from './api/client';
export type { ServerErrors } from './api/client';
export { authApi } from './api/auth';
export { animalsApi } from './api/animals';
export type { AnimalListQuery, CreateRequestBody } from './api/animals';
export { associationsApi } from './api/associations';
export { familiesApi } from './api/families';
export { requestsApi } from './api/requests';
export { accountApi } from './api/account';
export { invitationsApi } from './api/invitations';

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
} from './query/query-keys';
export type { QueryKey, AnimalFilters, AnimalFilterKey, FamilySearchParams } from './query/query-keys';
export { useQuery, useQueries, useInfiniteQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';

// Hooks
export { useWrite } from './hooks/use-write';
export type { WriteOptions } from './hooks/use-write';
export { useLogError } from './hooks/use-log-error';
export { useBack } from './hooks/use-back';
export { useUrlQuery } from './hooks/use-url-query';
export { useServerErrors } from './hooks/use-server-errors';
export { useAccountDeletion } from './hooks/use-account-deletion';
export { useNotificationsCount } from './notifications/use-notifications-count';

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
export { AnimalPlaceholder } from './ui/animal-placeholder';
export { CharacterCount } from './ui/character-count';
export { FieldError } from './ui/field-error';
export { sanitizeText, sanitizeFields } from './sanitize/sanitize';
export { ConfirmModal } from './ui/confirm-modal';
export type { ConfirmModalProps } from './ui/confirm-modal';
export { useConfirm } from './ui/use-confirm';
export type { ConfirmQuestion } from './ui/use-confirm';
export { DeleteAccountButton } from './ui/delete-account-button';
export { NotificationsCheckbox } from './ui/notifications-checkbox';
export type { NotificationsCheckboxProps } from './ui/notifications-checkbox';
export type { DeleteAccountButtonProps } from './ui/delete-account-button';
export { EditScreenFrame, EDIT_SCREEN_HEADING } from './ui/edit-screen-frame';
export type { EditScreenFrameProps } from './ui/edit-screen-frame';
export { FormActions } from './ui/form-actions';
export type { FormActionsProps } from './ui/form-actions';
export { PageHeader } from './ui/page-header';
export type { PageHeaderProps } from './ui/page-header';
export { TextFields, CONTACT_FIELDS, DESCRIPTION_FIELD } from './ui/text-fields';
export type { TextFieldSpec, TextFieldsProps, ContactFieldKey } from './ui/text-fields';
// The family and association areas' shared look (buttons, page frame, form fields; dashboards).
export { default as uiStyles } from './ui/ui.module.css';
export { default as dashboardStyles } from './ui/dashboard.module.css';

// Foster requests (the family's 'Mes demandes' and the association's 'Nos demandes')
export { RequestList } from './requests/request-list';
export type { RequestListProps } from './requests/request-list';
export { RequestCard } from './requests/request-card';
export type { RequestCardProps } from './requests/request-card';
export { RequestDetailModal } from './requests/request-detail-modal';
export type { RequestDetailModalProps } from './requests/request-detail-modal';
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
export { StandaloneFrame } from './federation/standalone-frame';
export {
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_DATA_ID,
  SESSION_DEPENDENT_ATTRIBUTE,
  readFirstViewData,
  serializeFirstViewData,
} from './first-view/first-view-data';
export type { FirstViewData, FirstViewEntry } from './first-view/first-view-data';
