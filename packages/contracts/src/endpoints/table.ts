import type {
  Account,
  Animal,
  Association,
  Family,
  FamilyByUser,
  FosterRequest,
  NotificationsCount,
} from '../entities';
import type { CheckRequestResponse, LoginResponse, PasswordChangeResponse } from '../entities';
import type { AssociationSecurity, SessionToken, TwoFactorConfirmed, TwoFactorSetup } from '../entities';
import type { AcceptedMessage, HealthStatus, Readiness } from '../entities';
import type { ConsentEntry } from '../consents';
import type { PostalCodeCommunes } from '../geo';
import type { FamilySearchResult, Invitation } from '../matching';
import type { UrgentAppealResult } from '../urgent';
import type { MemberInvitationAccepted, MemberInvitationPreview, PendingMemberInvitation, TeamAnswer } from '../team';
import type {
  animalListQuerySchema,
  associationRegistrationSchema,
  associationUpdateSchema,
  checkRequestSchema,
  communesQuerySchema,
  createAnimalSchema,
  createInvitationSchema,
  createRequestSchema,
  decisionSchema,
  declineInvitationSchema,
  emailChangeSchema,
  emailConfirmSchema,
  familyRegistrationSchema,
  familySearchQuerySchema,
  familyUpdateSchema,
  loginSchema,
  mailScopeSchema,
  motivationSchema,
  namesSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  referentSchema,
  unsubscribeSchema,
  urgentAppealSchema,
  updateAnimalSchema,
  memberInvitationAcceptSchema,
  memberInvitationPreviewSchema,
  memberInvitationSchema,
  memberRoleSchema,
  associationSecuritySchema,
  mfaLoginSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
} from '../schemas';
import type { ActivityEntry } from '../activity';
import type { activityQuerySchema } from '../schemas/activity';
import type { AdminAuditEntry } from '../admin';
import type { adminAuditQuerySchema } from '../schemas/admin';
import type { AccountSuspension, AdminReport, AdminVerification, ReportReceipt } from '../moderation';
import type {
  adminReportsQuerySchema,
  adminVerificationsQuerySchema,
  moderationReasonSchema,
  verificationRejectionSchema,
} from '../schemas/moderation';
import type { Placement, PlacementSummary } from '../placements';
import type {
  contractQuerySchema,
  placementAdoptionSchema,
  placementEndRequestSchema,
  placementEndSchema,
  placementListQuerySchema,
  placementSignatureSchema,
  placementsRegisterQuerySchema,
  placementStartSchema,
  placementTermsSchema,
} from '../schemas/placements';
import type { ConversationMessage, ConversationSummary, ReadMark } from '../conversations';
import type { AddedAnimalPhoto, AnimalPhoto } from '../gallery';
import type { PlacementNews } from '../news';
import type { addAnimalPhotoSchema, reorderAnimalPhotosSchema } from '../schemas/gallery';
import type { postNewsSchema } from '../schemas/news';
import type { CareDue, HealthEntry } from '../health';
import type { careDueQuerySchema, healthEntrySchema } from '../schemas/health';
import type { SavedSearch } from '../saved-searches';
import type { savedSearchCreateSchema, savedSearchUpdateSchema } from '../schemas/saved-searches';
import type { ExpenseList, Expense } from '../expenses';
import type { Verification, VerificationState } from '../verification';
import type { verificationDocumentQuerySchema, verificationRequestSchema } from '../schemas/verification';
import type { VetAuthorisation } from '../vet-authorisations';
import type {
  expenseDecisionSchema,
  expenseSchema,
  expensesCsvQuerySchema,
  receiptQuerySchema,
  vetAuthorisationSchema,
} from '../schemas/vet-care';
import type {
  markMessagesReadSchema,
  messageListQuerySchema,
  reportMessageSchema,
  sendMessageSchema,
} from '../schemas/conversations';
import type { PublicAnimal, PublicAssociation } from '../public-api';
import type { publicAnimalListQuerySchema } from '../schemas/public-api';
import { answer, schema, type EndpointSpec } from './define';

/**
 * Every endpoint of the API, once: method, path, the schemas of its body and query (by type here; the objects are
 * attached in ./schemas.ts), the type of its answer, and the access action it performs. The API's routes are checked
 * against it (api/test/contract), the front ends' client is typed from it (packages/platform/src/api/call.ts).
 *
 * Lists answer with the page as their body and the total matching count in the X-Total-Count header.
 */
export const ENDPOINTS = {
  // Session
  login: {
    method: 'POST',
    path: '/login',
    action: 'session.open',
    body: schema<typeof loginSchema>(),
    answer: answer<LoginResponse>(),
  },
  logout: { method: 'POST', path: '/logout', action: 'session.close', answer: answer<void>() },

  // Health (probes and monitoring)
  health: { method: 'GET', path: '/api/health', action: 'health.read', answer: answer<HealthStatus>() },
  healthLive: { method: 'GET', path: '/api/health/live', action: 'health.read', answer: answer<HealthStatus>() },
  healthReady: { method: 'GET', path: '/api/health/ready', action: 'health.read', answer: answer<Readiness>() },

  // Account ('Mon compte', password reset, unsubscribe link, the header's count)
  readAccount: { method: 'GET', path: '/api/account', action: 'account.read', answer: answer<Account>() },
  // The consent log (docs/security.md#consent-log).
  readConsents: {
    method: 'GET',
    path: '/api/account/consents',
    action: 'account.consents',
    answer: answer<{ consents: ConsentEntry[] }>(),
  },
  /** application/zip: everything about the caller's account, JSON and CSV (docs/security.md#data-export). */
  exportMyData: { method: 'GET', path: '/api/me/export', action: 'account.export', answer: answer<Blob>() },
  changePassword: {
    method: 'PUT',
    path: '/api/account/password',
    action: 'account.changePassword',
    body: schema<typeof passwordChangeSchema>(),
    answer: answer<PasswordChangeResponse>(),
  },
  changeEmail: {
    method: 'POST',
    path: '/api/account/email',
    action: 'account.changeEmail',
    body: schema<typeof emailChangeSchema>(),
    answer: answer<AcceptedMessage>(),
  },
  confirmEmail: {
    method: 'POST',
    path: '/api/account/email/confirm',
    action: 'account.confirmEmail',
    body: schema<typeof emailConfirmSchema>(),
    answer: answer<void>(),
  },
  changeNames: {
    method: 'PUT',
    path: '/api/account/names',
    action: 'account.changeNames',
    body: schema<typeof namesSchema>(),
    answer: answer<Account>(),
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/password-resets',
    action: 'passwordReset.request',
    body: schema<typeof passwordResetRequestSchema>(),
    answer: answer<AcceptedMessage>(),
  },
  confirmPasswordReset: {
    method: 'POST',
    path: '/api/password-resets/confirm',
    action: 'passwordReset.confirm',
    body: schema<typeof passwordResetConfirmSchema>(),
    answer: answer<void>(),
  },
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    action: 'mail.unsubscribe',
    body: schema<typeof unsubscribeSchema>(),
    answer: answer<void>(),
  },
  notificationsCount: {
    method: 'GET',
    path: '/api/me/notifications-count',
    action: 'notifications.count',
    answer: answer<NotificationsCount>(),
  },
  markNotificationsSeen: {
    method: 'POST',
    path: '/api/me/notifications-seen',
    action: 'notifications.markSeen',
    answer: answer<void>(),
  },

  // Places
  communes: {
    method: 'GET',
    path: '/api/geo/communes',
    action: 'geo.communes',
    query: schema<typeof communesQuerySchema>(),
    answer: answer<PostalCodeCommunes>(),
  },

  // Animals
  listAnimals: {
    method: 'GET',
    path: '/api/animals',
    action: 'animal.list',
    query: schema<typeof animalListQuerySchema>(),
    answer: answer<Animal[]>(),
  },
  readAnimal: { method: 'GET', path: '/api/animals/:id', action: 'animal.read', answer: answer<Animal>() },
  createAnimal: {
    method: 'POST',
    path: '/api/animals',
    action: 'animal.create',
    body: schema<typeof createAnimalSchema>(),
    answer: answer<Animal>(),
  },
  updateAnimal: {
    method: 'PUT',
    path: '/api/animals/:id',
    action: 'animal.update',
    body: schema<typeof updateAnimalSchema>(),
    answer: answer<Animal>(),
  },
  deleteAnimal: { method: 'DELETE', path: '/api/animals/:id', action: 'animal.delete', answer: answer<void>() },

  // Foster requests
  createRequest: {
    method: 'POST',
    path: '/api/animals/requests',
    action: 'request.create',
    body: schema<typeof createRequestSchema>(),
    answer: answer<FosterRequest>(),
  },
  checkRequest: {
    method: 'POST',
    path: '/api/animals/check-requests',
    action: 'request.check',
    body: schema<typeof checkRequestSchema>(),
    answer: answer<CheckRequestResponse>(),
  },
  decideRequest: {
    method: 'PUT',
    path: '/api/associations/requests-mods',
    action: 'request.decide',
    body: schema<typeof decisionSchema>(),
    answer: answer<FosterRequest>(),
  },
  editMotivation: {
    method: 'PUT',
    path: '/api/families/requests-mods',
    action: 'request.editMotivation',
    body: schema<typeof motivationSchema>(),
    answer: answer<FosterRequest>(),
  },
  familyRequests: {
    method: 'GET',
    path: '/api/families/:id/requests',
    action: 'family.requests',
    answer: answer<{ requests: FosterRequest[] }>(),
  },
  associationRequests: {
    method: 'GET',
    path: '/api/associations/:id/requests',
    action: 'association.requests',
    answer: answer<{ requests: FosterRequest[] }>(),
  },
  deleteRequest: { method: 'DELETE', path: '/api/requests/:id', action: 'request.delete', answer: answer<void>() },

  // Associations
  listAssociations: {
    method: 'GET',
    path: '/api/associations',
    action: 'association.list',
    answer: answer<Association[]>(),
  },
  registerAssociation: {
    method: 'POST',
    path: '/api/associations',
    action: 'association.register',
    body: schema<typeof associationRegistrationSchema>(),
    answer: answer<Association>(),
  },
  readAssociation: {
    method: 'GET',
    path: '/api/associations/:id',
    action: 'association.read',
    answer: answer<Association>(),
  },
  associationAnimals: {
    method: 'GET',
    path: '/api/associations/:id/animals',
    action: 'association.animals',
    answer: answer<{ animals: Animal[] }>(),
  },
  updateAssociation: {
    method: 'PUT',
    path: '/api/associations/:userId',
    action: 'association.update',
    body: schema<typeof associationUpdateSchema>(),
    answer: answer<Association>(),
  },
  deleteAssociation: {
    method: 'DELETE',
    path: '/api/associations/:associationId',
    action: 'association.delete',
    answer: answer<void>(),
  },

  // Families
  registerFamily: {
    method: 'POST',
    path: '/api/families',
    action: 'family.register',
    body: schema<typeof familyRegistrationSchema>(),
    answer: answer<Family>(),
  },
  searchFamilies: {
    method: 'GET',
    path: '/api/families/search',
    action: 'family.search',
    query: schema<typeof familySearchQuerySchema>(),
    answer: answer<FamilySearchResult[]>(),
  },
  familyByUser: {
    method: 'GET',
    path: '/api/families/user/:userId',
    action: 'family.readDashboard',
    answer: answer<FamilyByUser>(),
  },
  readFamily: { method: 'GET', path: '/api/families/:id', action: 'family.read', answer: answer<Family>() },
  updateFamily: {
    method: 'PUT',
    path: '/api/families/:userId',
    action: 'family.update',
    body: schema<typeof familyUpdateSchema>(),
    answer: answer<Family>(),
  },
  deleteFamily: {
    method: 'DELETE',
    path: '/api/families/:familyId',
    action: 'family.delete',
    answer: answer<void>(),
  },

  // Invitations (an association proposes an animal to a family)
  createInvitation: {
    method: 'POST',
    path: '/api/invitations',
    action: 'invitation.send',
    body: schema<typeof createInvitationSchema>(),
    answer: answer<Invitation>(),
  },
  listInvitations: {
    method: 'GET',
    path: '/api/invitations',
    action: 'invitation.list',
    answer: answer<Invitation[]>(),
  },
  declineInvitation: {
    method: 'POST',
    path: '/api/invitations/:id/decline',
    action: 'invitation.decline',
    body: schema<typeof declineInvitationSchema>(),
    answer: answer<Invitation>(),
  },

  // Référent of a request (docs/product.md#association-team)
  assignReferent: {
    method: 'PUT',
    path: '/api/requests/:id/referent',
    action: 'request.assignReferent',
    body: schema<typeof referentSchema>(),
    answer: answer<FosterRequest>(),
  },
  changeMailScope: {
    method: 'PUT',
    path: '/api/account/mail-scope',
    action: 'account.changeMailScope',
    body: schema<typeof mailScopeSchema>(),
    answer: answer<Account>(),
  },
  // Activity log (docs/product.md#association-team): newest first, the total in X-Total-Count
  associationActivity: {
    method: 'GET',
    path: '/api/associations/:id/activity',
    action: 'activity.list',
    query: schema<typeof activityQuerySchema>(),
    answer: answer<ActivityEntry[]>(),
  },
  // Platform administration (docs/administration.md#audit-log): newest first, the total in X-Total-Count
  adminAuditLog: {
    method: 'GET',
    path: '/api/admin/audit-log',
    action: 'admin.auditLog',
    query: schema<typeof adminAuditQuerySchema>(),
    answer: answer<AdminAuditEntry[]>(),
  },
  // Moderation (docs/administration.md#moderation): queues oldest first, the total in X-Total-Count
  adminVerifications: {
    method: 'GET',
    path: '/api/admin/verifications',
    action: 'admin.verifications',
    query: schema<typeof adminVerificationsQuerySchema>(),
    answer: answer<AdminVerification[]>(),
  },
  approveVerification: {
    method: 'POST',
    path: '/api/admin/verifications/:id/approve',
    action: 'admin.verificationDecide',
    answer: answer<AdminVerification>(),
  },
  rejectVerification: {
    method: 'POST',
    path: '/api/admin/verifications/:id/reject',
    action: 'admin.verificationDecide',
    body: schema<typeof verificationRejectionSchema>(),
    answer: answer<AdminVerification>(),
  },
  adminReports: {
    method: 'GET',
    path: '/api/admin/reports',
    action: 'admin.reports',
    query: schema<typeof adminReportsQuerySchema>(),
    answer: answer<AdminReport[]>(),
  },
  dismissReport: {
    method: 'POST',
    path: '/api/admin/reports/:id/dismiss',
    action: 'admin.reportDismiss',
    answer: answer<AdminReport>(),
  },
  /** Hides the message for good and closes the open reports about it as actioned. */
  hideMessage: {
    method: 'POST',
    path: '/api/admin/messages/:id/hide',
    action: 'admin.hideContent',
    body: schema<typeof moderationReasonSchema>(),
    answer: answer<void>(),
  },
  /** Takes the animal off every public place and closes the open reports about it as actioned. */
  hideAnimal: {
    method: 'POST',
    path: '/api/admin/animals/:id/hide',
    action: 'admin.hideContent',
    body: schema<typeof moderationReasonSchema>(),
    answer: answer<void>(),
  },
  suspendAccount: {
    method: 'POST',
    path: '/api/admin/accounts/:userId/suspend',
    action: 'admin.suspendAccount',
    body: schema<typeof moderationReasonSchema>(),
    answer: answer<AccountSuspension>(),
  },
  unsuspendAccount: {
    method: 'POST',
    path: '/api/admin/accounts/:userId/unsuspend',
    action: 'admin.suspendAccount',
    answer: answer<AccountSuspension>(),
  },
  reportAnimal: {
    method: 'POST',
    path: '/api/animals/:id/report',
    action: 'animal.report',
    body: schema<typeof moderationReasonSchema>(),
    answer: answer<ReportReceipt>(),
  },
  reportAssociation: {
    method: 'POST',
    path: '/api/associations/:id/report',
    action: 'association.report',
    body: schema<typeof moderationReasonSchema>(),
    answer: answer<ReportReceipt>(),
  },
  // Association team: members and invitations (docs/product.md#association-team)
  listMembers: {
    method: 'GET',
    path: '/api/associations/:id/members',
    action: 'member.list',
    answer: answer<TeamAnswer>(),
  },
  inviteMember: {
    method: 'POST',
    path: '/api/associations/:id/members',
    action: 'member.invite',
    body: schema<typeof memberInvitationSchema>(),
    answer: answer<PendingMemberInvitation>(),
  },
  changeMemberRole: {
    method: 'PUT',
    path: '/api/associations/:id/members/:userId',
    action: 'member.changeRole',
    body: schema<typeof memberRoleSchema>(),
    answer: answer<TeamAnswer>(),
  },
  /** `member.leave` for the caller's own row; the service asks `member.remove` (admins) for another member's. */
  removeMember: {
    method: 'DELETE',
    path: '/api/associations/:id/members/:userId',
    action: 'member.leave',
    answer: answer<void>(),
  },
  previewMemberInvitation: {
    method: 'POST',
    path: '/api/member-invitations/preview',
    action: 'memberInvitation.preview',
    body: schema<typeof memberInvitationPreviewSchema>(),
    answer: answer<MemberInvitationPreview>(),
  },
  acceptMemberInvitation: {
    method: 'POST',
    path: '/api/member-invitations/accept',
    action: 'memberInvitation.accept',
    body: schema<typeof memberInvitationAcceptSchema>(),
    answer: answer<MemberInvitationAccepted>(),
  },
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  loginMfa: {
    method: 'POST',
    path: '/login/mfa',
    action: 'session.mfa',
    body: schema<typeof mfaLoginSchema>(),
    answer: answer<SessionToken>(),
  },
  startTwoFactor: {
    method: 'POST',
    path: '/api/account/2fa',
    action: 'account.twoFactor.start',
    answer: answer<TwoFactorSetup>(),
  },
  confirmTwoFactor: {
    method: 'POST',
    path: '/api/account/2fa/confirm',
    action: 'account.twoFactor.confirm',
    body: schema<typeof twoFactorConfirmSchema>(),
    answer: answer<TwoFactorConfirmed>(),
  },
  disableTwoFactor: {
    method: 'DELETE',
    path: '/api/account/2fa',
    action: 'account.twoFactor.disable',
    body: schema<typeof twoFactorDisableSchema>(),
    answer: answer<void>(),
  },
  readAssociationSecurity: {
    method: 'GET',
    path: '/api/associations/:id/security',
    action: 'association.readSecurity',
    answer: answer<AssociationSecurity>(),
  },
  updateAssociationSecurity: {
    method: 'PUT',
    path: '/api/associations/:id/security',
    action: 'association.security',
    body: schema<typeof associationSecuritySchema>(),
    answer: answer<AssociationSecurity>(),
  },
  // Placements (docs/product.md#placements): each write answers the placement as GET /api/placements/:id reads it
  listPlacements: {
    method: 'GET',
    path: '/api/placements',
    action: 'placement.list',
    query: schema<typeof placementListQuerySchema>(),
    answer: answer<PlacementSummary[]>(),
  },
  readPlacement: {
    method: 'GET',
    path: '/api/placements/:id',
    action: 'placement.read',
    answer: answer<Placement>(),
  },
  /** application/pdf: the contract of the current version, or of `version`. */
  placementContract: {
    method: 'GET',
    path: '/api/placements/:id/contract.pdf',
    action: 'placement.contract',
    query: schema<typeof contractQuerySchema>(),
    answer: answer<Blob>(),
  },
  setPlacementTerms: {
    method: 'PUT',
    path: '/api/placements/:id/terms',
    action: 'placement.setTerms',
    body: schema<typeof placementTermsSchema>(),
    answer: answer<Placement>(),
  },
  signPlacement: {
    method: 'POST',
    path: '/api/placements/:id/signatures',
    action: 'placement.sign',
    body: schema<typeof placementSignatureSchema>(),
    answer: answer<Placement>(),
  },
  startPlacement: {
    method: 'POST',
    path: '/api/placements/:id/start',
    action: 'placement.start',
    body: schema<typeof placementStartSchema>(),
    answer: answer<Placement>(),
  },
  requestPlacementEnd: {
    method: 'POST',
    path: '/api/placements/:id/end-request',
    action: 'placement.requestEnd',
    body: schema<typeof placementEndRequestSchema>(),
    answer: answer<Placement>(),
  },
  endPlacement: {
    method: 'POST',
    path: '/api/placements/:id/end',
    action: 'placement.end',
    body: schema<typeof placementEndSchema>(),
    answer: answer<Placement>(),
  },
  requestAdoption: {
    method: 'POST',
    path: '/api/placements/:id/adoption-request',
    action: 'placement.requestAdoption',
    answer: answer<Placement>(),
  },
  recordAdoption: {
    method: 'POST',
    path: '/api/placements/:id/adoption',
    action: 'placement.adopt',
    body: schema<typeof placementAdoptionSchema>(),
    answer: answer<Placement>(),
  },
  /** text/csv (UTF-8 with BOM, `;`) or application/pdf, streamed. */
  placementsRegister: {
    method: 'GET',
    path: '/api/associations/:id/placements-register',
    action: 'placement.register',
    query: schema<typeof placementsRegisterQuerySchema>(),
    answer: answer<Blob>(),
  },

  // Conversations (docs/product.md#conversations): one per request, between the family and its association's followers
  listMessages: {
    method: 'GET',
    path: '/api/requests/:id/messages',
    action: 'message.list',
    query: schema<typeof messageListQuerySchema>(),
    answer: answer<ConversationMessage[]>(),
  },
  sendMessage: {
    method: 'POST',
    path: '/api/requests/:id/messages',
    action: 'message.send',
    body: schema<typeof sendMessageSchema>(),
    answer: answer<ConversationMessage>(),
  },
  markMessagesRead: {
    method: 'POST',
    path: '/api/requests/:id/messages/read',
    action: 'message.markRead',
    body: schema<typeof markMessagesReadSchema>(),
    answer: answer<ReadMark>(),
  },
  listConversations: {
    method: 'GET',
    path: '/api/me/conversations',
    action: 'conversation.list',
    answer: answer<ConversationSummary[]>(),
  },
  reportMessage: {
    method: 'POST',
    path: '/api/messages/:id/report',
    action: 'message.report',
    body: schema<typeof reportMessageSchema>(),
    answer: answer<void>(),
  },
  /** text/event-stream (docs/architecture.md#event-stream): read with a fetch-based reader, not the JSON client. */
  eventStream: { method: 'GET', path: '/api/events', action: 'events.stream', answer: answer<Blob>() },

  // An animal's photos (docs/product.md#animal-gallery): the first is the cover, the SPEC's url_image
  addAnimalPhoto: {
    method: 'POST',
    path: '/api/animals/:id/photos',
    action: 'animal.addPhoto',
    body: schema<typeof addAnimalPhotoSchema>(),
    answer: answer<AddedAnimalPhoto>(),
  },
  deleteAnimalPhoto: {
    method: 'DELETE',
    path: '/api/animals/:id/photos/:photoId',
    action: 'animal.removePhoto',
    answer: answer<void>(),
  },
  reorderAnimalPhotos: {
    method: 'PUT',
    path: '/api/animals/:id/photos/order',
    action: 'animal.orderPhotos',
    body: schema<typeof reorderAnimalPhotosSchema>(),
    answer: answer<AnimalPhoto[]>(),
  },

  // News during a placement (docs/product.md#placement-news)
  postNews: {
    method: 'POST',
    path: '/api/placements/:id/news',
    action: 'news.post',
    body: schema<typeof postNewsSchema>(),
    answer: answer<PlacementNews>(),
  },
  listNews: {
    method: 'GET',
    path: '/api/placements/:id/news',
    action: 'news.list',
    answer: answer<PlacementNews[]>(),
  },
  deleteNews: { method: 'DELETE', path: '/api/news/:id', action: 'news.delete', answer: answer<void>() },
  publishNews: {
    method: 'POST',
    path: '/api/news/:id/publish',
    action: 'news.publish',
    answer: answer<PlacementNews>(),
  },
  unpublishNews: {
    method: 'DELETE',
    path: '/api/news/:id/publish',
    action: 'news.unpublish',
    answer: answer<PlacementNews>(),
  },

  // Favourites (docs/product.md#favourites)
  listFavourites: { method: 'GET', path: '/api/me/favourites', action: 'favourite.list', answer: answer<Animal[]>() },
  addFavourite: {
    method: 'PUT',
    path: '/api/me/favourites/:animalId',
    action: 'favourite.add',
    answer: answer<void>(),
  },
  // Urgent appeals (docs/product.md#urgent-appeals)
  sendUrgentAppeal: {
    method: 'POST',
    path: '/api/animals/:id/urgent-appeal',
    action: 'animal.urgentAppeal',
    body: schema<typeof urgentAppealSchema>(),
    answer: answer<UrgentAppealResult>(),
  },
  removeFavourite: {
    method: 'DELETE',
    path: '/api/me/favourites/:animalId',
    action: 'favourite.remove',
    answer: answer<void>(),
  },

  // Saved searches and their alerts (docs/product.md#saved-searches)
  listSavedSearches: {
    method: 'GET',
    path: '/api/me/saved-searches',
    action: 'savedSearch.list',
    answer: answer<SavedSearch[]>(),
  },
  createSavedSearch: {
    method: 'POST',
    path: '/api/me/saved-searches',
    action: 'savedSearch.create',
    body: schema<typeof savedSearchCreateSchema>(),
    answer: answer<SavedSearch>(),
  },
  updateSavedSearch: {
    method: 'PUT',
    path: '/api/me/saved-searches/:id',
    action: 'savedSearch.update',
    body: schema<typeof savedSearchUpdateSchema>(),
    answer: answer<SavedSearch>(),
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/api/me/saved-searches/:id',
    action: 'savedSearch.delete',
    answer: answer<void>(),
  },
  unsubscribeSavedSearch: {
    method: 'POST',
    path: '/api/saved-searches/unsubscribe',
    action: 'savedSearch.unsubscribe',
    body: schema<typeof unsubscribeSchema>(),
    answer: answer<void>(),
  },

  // Health record and care due (docs/product.md#health-record)
  listHealth: {
    method: 'GET',
    path: '/api/animals/:id/health',
    action: 'health.list',
    answer: answer<HealthEntry[]>(),
  },
  addHealthEntry: {
    method: 'POST',
    path: '/api/animals/:id/health',
    action: 'health.add',
    body: schema<typeof healthEntrySchema>(),
    answer: answer<HealthEntry>(),
  },
  updateHealthEntry: {
    method: 'PUT',
    path: '/api/health/:id',
    action: 'health.update',
    body: schema<typeof healthEntrySchema>(),
    answer: answer<HealthEntry>(),
  },
  deleteHealthEntry: { method: 'DELETE', path: '/api/health/:id', action: 'health.delete', answer: answer<void>() },
  listCareDue: {
    method: 'GET',
    path: '/api/associations/:id/care-due',
    action: 'careDue.list',
    query: schema<typeof careDueQuerySchema>(),
    answer: answer<CareDue>(),
  },

  // Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses)
  issueVetAuthorisation: {
    method: 'POST',
    path: '/api/placements/:id/vet-authorisations',
    action: 'vetAuthorisation.issue',
    body: schema<typeof vetAuthorisationSchema>(),
    answer: answer<VetAuthorisation>(),
  },
  listVetAuthorisations: {
    method: 'GET',
    path: '/api/placements/:id/vet-authorisations',
    action: 'vetAuthorisation.list',
    answer: answer<VetAuthorisation[]>(),
  },
  /** application/pdf: the 'Bon de prise en charge vétérinaire'. */
  vetAuthorisationPdf: {
    method: 'GET',
    path: '/api/vet-authorisations/:id.pdf',
    action: 'vetAuthorisation.pdf',
    answer: answer<Blob>(),
  },
  submitExpense: {
    method: 'POST',
    path: '/api/placements/:id/expenses',
    action: 'expense.submit',
    body: schema<typeof expenseSchema>(),
    answer: answer<Expense>(),
  },
  listExpenses: {
    method: 'GET',
    path: '/api/placements/:id/expenses',
    action: 'expense.list',
    answer: answer<ExpenseList>(),
  },
  decideExpense: {
    method: 'PUT',
    path: '/api/expenses/:id',
    action: 'expense.decide',
    body: schema<typeof expenseDecisionSchema>(),
    answer: answer<Expense>(),
  },
  withdrawExpense: { method: 'DELETE', path: '/api/expenses/:id', action: 'expense.withdraw', answer: answer<void>() },
  /** The receipt's bytes (an image or a PDF), `Cache-Control: private, no-store`: the address an expense's `receipt_url` gives. */
  expenseReceipt: {
    method: 'GET',
    path: '/api/expenses/:id/receipt',
    action: 'expense.receipt',
    query: schema<typeof receiptQuerySchema>(),
    answer: answer<Blob>(),
  },
  /** text/csv (UTF-8 with BOM, `;`), the association's expenses of the period. */
  expensesCsv: {
    method: 'GET',
    path: '/api/associations/:id/expenses.csv',
    action: 'expense.export',
    query: schema<typeof expensesCsvQuerySchema>(),
    answer: answer<Blob>(),
  },

  // Verified associations (docs/product.md#verified-associations)
  requestVerification: {
    method: 'POST',
    path: '/api/associations/:id/verification',
    action: 'verification.request',
    body: schema<typeof verificationRequestSchema>(),
    answer: answer<Verification>(),
  },
  readVerification: {
    method: 'GET',
    path: '/api/associations/:id/verification',
    action: 'verification.read',
    answer: answer<VerificationState>(),
  },
  /** application/pdf or image/jpeg: a verification document, through its link (valid 60 minutes, for one account). */
  verificationDocument: {
    method: 'GET',
    path: '/api/verification-documents/:id',
    action: 'verification.document',
    query: schema<typeof verificationDocumentQuerySchema>(),
    answer: answer<Blob>(),
  },
  /** application/zip: the association's data as CSV, animals' photos as files (docs/security.md#data-export). */
  exportAssociationData: {
    method: 'GET',
    path: '/api/associations/:id/export',
    action: 'association.export',
    answer: answer<Blob>(),
  },

  // The public API for other sites (docs/public-api.md): version 1, read-only, open to any origin.
  publicListAnimals: {
    method: 'GET',
    path: '/api/public/v1/animals',
    action: 'public.listAnimals',
    query: schema<typeof publicAnimalListQuerySchema>(),
    answer: answer<PublicAnimal[]>(),
  },
  publicReadAnimal: {
    method: 'GET',
    path: '/api/public/v1/animals/:id',
    action: 'public.readAnimal',
    answer: answer<PublicAnimal>(),
  },
  publicReadAssociation: {
    method: 'GET',
    path: '/api/public/v1/associations/:id',
    action: 'public.readAssociation',
    answer: answer<PublicAssociation>(),
  },
} as const satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;
