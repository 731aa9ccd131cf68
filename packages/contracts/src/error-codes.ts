import { ANIMAL_IDENTITY_MESSAGES } from './animal-identification';
import { API_MESSAGES } from './messages';
import { MATCHING_MESSAGES } from './matching';
import { PLACEMENT_MESSAGES } from './placements';
import { TEAM_MESSAGES } from './team';
import { CONVERSATION_MESSAGES } from './conversations';
import { GALLERY_MESSAGES } from './gallery';
import { NEWS_MESSAGES } from './news';
import { FAVOURITE_MESSAGES } from './favourites';
import { URGENT_MESSAGES } from './urgent';
import { SAVED_SEARCH_MESSAGES } from './saved-searches';
import { HEALTH_MESSAGES } from './health';
import { EXPENSE_MESSAGES } from './expenses';
import { VET_AUTHORISATION_MESSAGES } from './vet-authorisations';
import { VERIFICATION_MESSAGES } from './verification';
import { MODERATION_MESSAGES } from './moderation';

/**
 * What an error answer of the API is, for a program: a stable `code` beside the French `message` that people read.
 * Clients branch on the code; the text may be reworded without breaking them.
 *
 * Each code whose message never changes: its HTTP status, its message, and whether the message travels as a list
 * (the API's 400 answers list their reasons, SPEC-style, except the ones Node's HTTP parser triggers).
 */
export const API_ERRORS = {
  unauthenticated: { status: 401, message: API_MESSAGES.unauthorized },
  invalid_credentials: { status: 401, message: API_MESSAGES.invalidCredentials },
  forbidden: { status: 403, message: API_MESSAGES.forbidden },
  not_found: { status: 404, message: API_MESSAGES.notFound },
  favourites_full: { status: 409, message: FAVOURITE_MESSAGES.full },
  urgent_appeal_too_soon: { status: 409, message: URGENT_MESSAGES.tooSoon },
  animal_not_urgent: { status: 409, message: URGENT_MESSAGES.notUrgent },
  saved_searches_full: { status: 409, message: SAVED_SEARCH_MESSAGES.full },
  email_taken: { status: 409, message: API_MESSAGES.emailTaken },
  request_already_exists: { status: 409, message: API_MESSAGES.duplicateRequest },
  animal_housed: { status: 409, message: API_MESSAGES.animalHoused },
  request_already_decided: { status: 409, message: API_MESSAGES.alreadyDecided },
  request_not_editable: { status: 403, message: API_MESSAGES.requestNotEditable },
  request_not_deletable: { status: 403, message: API_MESSAGES.requestNotDeletable },
  placements_active: { status: 409, message: API_MESSAGES.placementsActive },
  invitation_open: { status: 409, message: MATCHING_MESSAGES.invitationOpen },
  invitation_declined_recently: { status: 409, message: MATCHING_MESSAGES.invitationDeclinedRecently },
  invitation_answered: { status: 409, message: MATCHING_MESSAGES.invitationAnswered },
  family_not_visible: { status: 403, message: MATCHING_MESSAGES.familyNotVisible },
  invalid_json: { status: 400, message: API_MESSAGES.invalidJson, list: true },
  unsupported_media_type: { status: 415, message: API_MESSAGES.invalidJson },
  payload_too_large: { status: 413, message: API_MESSAGES.payloadTooLarge },
  headers_too_large: { status: 431, message: API_MESSAGES.headersTooLarge },
  malformed_request: { status: 400, message: API_MESSAGES.malformedRequest },
  too_many_requests: { status: 429, message: API_MESSAGES.tooManyRequests },
  reset_link_invalid: { status: 400, message: API_MESSAGES.passwordResetInvalid, list: true },
  email_change_link_invalid: { status: 400, message: API_MESSAGES.emailChangeInvalid, list: true },
  unsubscribe_link_invalid: { status: 400, message: API_MESSAGES.unsubscribeInvalid, list: true },
  idempotency_key_invalid: { status: 400, message: API_MESSAGES.idempotencyKeyInvalid, list: true },
  idempotency_key_reused: { status: 422, message: API_MESSAGES.idempotencyKeyReused },
  idempotency_in_progress: { status: 409, message: API_MESSAGES.idempotencyInProgress },
  service_unavailable: { status: 503, message: API_MESSAGES.databaseUnavailable },
  migrations_pending: { status: 503, message: API_MESSAGES.migrationsPending },
  image_unavailable: { status: 503, message: API_MESSAGES.imageUnavailable },
  internal_error: { status: 500, message: API_MESSAGES.internalError },
  // Référent of a request (docs/product.md#association-team)
  referent_not_eligible: { status: 400, message: API_MESSAGES.referentNotEligible, list: true },
  // Association team: members and invitations
  member_email_taken: { status: 409, message: TEAM_MESSAGES.emailHasAccount },
  member_invitations_limit: { status: 429, message: TEAM_MESSAGES.invitationsLimit },
  member_invitation_invalid: { status: 400, message: TEAM_MESSAGES.invitationInvalid, list: true },
  last_admin: { status: 409, message: TEAM_MESSAGES.lastAdmin },
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  mfa_code_invalid: { status: 401, message: API_MESSAGES.mfaCodeWrong },
  mfa_token_invalid: { status: 401, message: API_MESSAGES.mfaTokenInvalid },
  two_factor_already_enabled: { status: 409, message: API_MESSAGES.twoFactorAlreadyEnabled },
  two_factor_not_started: { status: 409, message: API_MESSAGES.twoFactorNotStarted },
  two_factor_not_enabled: { status: 409, message: API_MESSAGES.twoFactorNotEnabled },
  // Placements (docs/product.md#placements)
  placement_wrong_status: { status: 409, message: PLACEMENT_MESSAGES.wrongStatus },
  placement_no_terms: { status: 409, message: PLACEMENT_MESSAGES.noTerms },
  placement_already_signed: { status: 409, message: PLACEMENT_MESSAGES.alreadySigned },
  signature_name_mismatch: { status: 400, message: PLACEMENT_MESSAGES.fullNameMismatch, list: true },
  family_in_placement: { status: 409, message: PLACEMENT_MESSAGES.accountInPlacement },
  // Adoption (docs/product.md#animal-identification)
  animal_adopted: { status: 409, message: ANIMAL_IDENTITY_MESSAGES.adopted },
  // Conversations (docs/product.md#conversations)
  conversation_read_only: { status: 409, message: CONVERSATION_MESSAGES.readOnly },
  messages_too_fast: { status: 429, message: CONVERSATION_MESSAGES.tooFast },
  // Animal gallery and placement news
  animal_photos_full: { status: 409, message: GALLERY_MESSAGES.photosFull },
  news_placement_not_active: { status: 409, message: NEWS_MESSAGES.notActive },
  // Health record (docs/product.md#health-record)
  health_type_not_allowed: { status: 403, message: HEALTH_MESSAGES.familyTypeNotAllowed },
  health_entry_not_own: { status: 403, message: HEALTH_MESSAGES.notOwnEntry },
  health_entry_locked: { status: 403, message: HEALTH_MESSAGES.familyEditExpired },
  // Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses)
  vet_authorisation_placement_not_current: { status: 409, message: VET_AUTHORISATION_MESSAGES.placementNotCurrent },
  expense_placement_not_active: { status: 409, message: EXPENSE_MESSAGES.notActive },
  expense_already_decided: { status: 409, message: EXPENSE_MESSAGES.alreadyDecided },
  // Verified associations (docs/product.md#verified-associations)
  verification_pending: { status: 409, message: VERIFICATION_MESSAGES.pending },
  association_already_verified: { status: 409, message: VERIFICATION_MESSAGES.alreadyVerified },
  association_not_verified: { status: 403, message: VERIFICATION_MESSAGES.notVerified },
  report_open: { status: 409, message: MODERATION_MESSAGES.reportOpen },
  report_closed: { status: 409, message: MODERATION_MESSAGES.reportClosed },
  verification_decided: { status: 409, message: MODERATION_MESSAGES.verificationDecided },
  account_suspended: { status: 403, message: MODERATION_MESSAGES.suspended },
  already_suspended: { status: 409, message: MODERATION_MESSAGES.alreadySuspended },
  not_suspended: { status: 409, message: MODERATION_MESSAGES.notSuspended },
  admin_not_suspendable: { status: 409, message: MODERATION_MESSAGES.adminNotSuspendable },
  private_file_link_invalid: { status: 403, message: EXPENSE_MESSAGES.linkInvalid },
} as const satisfies Record<string, { status: number; message: string; list?: true }>;

export type FixedErrorCode = keyof typeof API_ERRORS;

/**
 * A 400 whose messages are the reasons of the fields refused (each field's own rule, so no single text): the body's
 * `fields` maps a field to its message when the API knows which field it is.
 */
export const INVALID_FIELD = 'invalid_field';

export type ApiErrorCode = FixedErrorCode | typeof INVALID_FIELD;

/** Every code an error answer may carry. */
export const API_ERROR_CODES: readonly ApiErrorCode[] = [
  ...(Object.keys(API_ERRORS) as FixedErrorCode[]),
  INVALID_FIELD,
];

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  code: ApiErrorCode;
  message: string | string[];
  error: string;
  fields?: Record<string, string>;
}
