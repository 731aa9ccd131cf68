/**
 * What the signed-in areas' screens use (forms, foster requests, account settings, the role guard, the standalone
 * frame of a remote opened alone): not part of the shared @petfoster/platform singleton, so the shell and the public
 * catalogue never load it at start-up (docs/decisions/first-view.md). It is stateless: each front end that imports it bundles the parts
 * it uses, and these modules reach the platform's shared state (session, query cache, API client, overlay, toasts)
 * only through '@petfoster/platform', never by a relative import. Its modules live in this folder (forms/, requests/,
 * ui/, hooks/, api/…), and nothing outside it imports them but through this entry (screens.test.ts checks both).
 */
export { RequireAccess } from './session/require-access';
export { sessionCan } from './session/session-can';
export { familiesApi } from './api/families';
export { requestsApi } from './api/requests';
export { securityQueryKey, teamApi, teamQueryKey, twoFactorApi } from './api/team';
export { invitationsApi } from './api/invitations';
export {
  allPlacementsQueryKey,
  placementQueryKey,
  placementsApi,
  placementsQueryKey,
  type DownloadedFile,
} from './api/placements';
export { newsApi, placementNewsQueryKey } from './api/news';
export { savedSearchesApi, savedSearchesQueryKey } from './api/saved-searches';
export { SavedSearchFields } from './saved-searches/saved-search-fields';
export type { SavedSearchFieldsProps } from './saved-searches/saved-search-fields';
// The health record (docs/product.md#health-record): the association's animal page and the family's placement page.
export { allCareDueQueryKey, careDueQueryKey, healthApi, healthRecordQueryKey } from './api/health';
export type { HealthEntryBody } from './api/health';
export { HealthRecord } from './health/health-record';
export { HealthEntryForm } from './health/health-entry-form';
export { WeightChart } from './health/weight-chart';
// Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses): the lists both placement pages show.
export { expensesQueryKey, vetAuthorisationsQueryKey, vetCareApi } from './api/vet-care';
export { VetAuthorisationList } from './vet-care/vet-authorisation-list';
export { PlacementExpenses } from './vet-care/placement-expenses';
export type { PlacementExpensesProps } from './vet-care/placement-expenses';
export { useWrite } from './hooks/use-write';
export type { WriteOptions } from './hooks/use-write';
export { useAccountDeletion } from './hooks/use-account-deletion';
export { Modal } from './ui/modal';
export type { ModalProps } from './ui/modal';
export { FilePicker, ImageInput, readFileAsDataUrl } from './ui/image-input';
export type { FilePickerProps, ImageInputProps } from './ui/image-input';
export { planShrink, shrinkImage, SHRINK_RULES } from './images/shrink-image';
export type { ImageFacts, ShrinkPlan } from './images/shrink-image';
export { BODY_TOO_LARGE_MESSAGE, imageBodyProblem, jsonBodyBytes } from './images/body-size';
export { CharacterCount } from './ui/character-count';
export { FieldError } from './ui/field-error';
export { sanitizeText, sanitizeFields } from './sanitize/sanitize';
export { ConfirmModal } from './ui/confirm-modal';
export type { ConfirmModalProps } from './ui/confirm-modal';
export { useConfirm } from './ui/use-confirm';
export type { ConfirmQuestion } from './ui/use-confirm';
export { DeleteAccountButton } from './ui/delete-account-button';
export { NotificationsCheckbox } from './ui/notifications-checkbox';
export { CommuneChoice } from './ui/commune-choice';
export type { CommuneChoiceProps } from './ui/commune-choice';
export { geoApi } from './api/geo';
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
export { RequestList } from './requests/request-list';
export type { RequestListProps } from './requests/request-list';
export { RequestCard } from './requests/request-card';
export type { RequestCardProps } from './requests/request-card';
export { RequestDetailModal } from './requests/request-detail-modal';
export type { RequestDetailModalProps } from './requests/request-detail-modal';
export { StandaloneFrame } from './federation/standalone-frame';

// The form kit: forms checked by the contracts' request schemas, with the server's refusal under their fields.
export { SchemaForm, SubmitButton } from './forms/schema-form';
export type { SchemaFormProps, SchemaFormState, SubmitButtonProps } from './forms/schema-form';
export {
  CheckboxField,
  SchemaTextFields,
  SelectField,
  TextareaField,
  TextField,
  useSchemaField,
  useSchemaFormValues,
} from './forms/schema-fields';
export type { SchemaTextFieldsProps } from './forms/schema-fields';
export { SchemaCommuneChoice, SchemaNotificationsCheckbox } from './forms/profile-fields';
export { useFormWrite } from './forms/use-form-write';
export type { FormWriteOptions } from './forms/use-form-write';
export { fieldMessage, controlState } from './forms/field-message';
export { focusFirstInvalid } from './forms/focus-first-invalid';
export { FORM_ERROR, messageLines, placeErrors, validateBody } from './forms/form-body';
export type { SubmissionErrors } from './forms/form-body';
export { TextFieldControl } from './ui/text-fields';
export type { TextFieldControlProps } from './ui/text-fields';

// Placements (docs/product.md#placements): the parts both sides' placement pages show.
export { PlacementStatusBadge } from './placements/placement-status-badge';
export { PlacementTimeline } from './placements/placement-timeline';
export { PlacementTermsSummary } from './placements/placement-terms-summary';
export type { PlacementTermsSummaryProps } from './placements/placement-terms-summary';
export { ContractView, ContractDownloadButton } from './placements/contract-view';
export type { ContractViewProps } from './placements/contract-view';
export { SignaturePanel, awaitsSignatureOf } from './placements/signature-panel';
export type { SignaturePanelProps } from './placements/signature-panel';
export { frenchDate, frenchDateTime } from './placements/placement-dates';
export { saveFile } from './placements/save-file';
export { DownloadButton } from './placements/download-button';
export type { DownloadButtonProps } from './placements/download-button';
export { AssociationDataExportButton, MyDataDownloadButton } from './account/data-export-buttons';
export { dataExportApi } from './api/data-export';

// Conversations (docs/product.md#conversations): the list, one conversation, and the way to it from a request or placement.
export { conversationsApi } from './conversations/conversations-api';
export { NewsList } from './news/news-list';
export type { NewsListProps } from './news/news-list';
export { ConversationList } from './conversations/conversation-list';
export type { ConversationListProps } from './conversations/conversation-list';
export { ConversationView } from './conversations/conversation-view';
export type { ConversationViewProps } from './conversations/conversation-view';
export { ConversationLink } from './conversations/conversation-link';
export type { ConversationLinkProps } from './conversations/conversation-link';
export { useConversations, useConversationMessages, messagesOf } from './conversations/use-conversations';
export { CONVERSATION_SCREEN_TEXTS } from './conversations/texts';

// Favourites (docs/product.md#favourites): the family's kept animals, for the catalogue's hearts and 'Mes favoris'.
export { favouritesApi, favouritesQueryKey } from './favourites/favourites-api';
export { useFavourites } from './favourites/use-favourites';
export type { Favourites } from './favourites/use-favourites';
export {
  askLoginToKeep,
  forgetPendingFavourite,
  takePendingFavourite,
  PENDING_FAVOURITE_MAX_AGE_MS,
} from './favourites/pending-favourite';
export { FAVOURITE_SCREEN_TEXTS } from './favourites/texts';
