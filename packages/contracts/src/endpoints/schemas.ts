import type { ZodMiniType } from 'zod/mini';
import {
  associationRegistrationSchema,
  associationUpdateSchema,
  familyRegistrationSchema,
  familyUpdateSchema,
  loginSchema,
} from '../schemas/accounts';
import {
  emailChangeSchema,
  emailConfirmSchema,
  namesSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  unsubscribeSchema,
  mailScopeSchema,
} from '../schemas/account-settings';
import { animalListQuerySchema, createAnimalSchema, updateAnimalSchema } from '../schemas/animals';
import { communesQuerySchema } from '../schemas/geo';
import { urgentAppealSchema } from '../schemas/urgent';
import { createInvitationSchema, declineInvitationSchema, familySearchQuerySchema } from '../schemas/matching';
import {
  checkRequestSchema,
  createRequestSchema,
  decisionSchema,
  motivationSchema,
  referentSchema,
} from '../schemas/requests';
import { activityQuerySchema } from '../schemas/activity';
import { adminAuditQuerySchema } from '../schemas/admin';
import {
  adminReportsQuerySchema,
  adminVerificationsQuerySchema,
  moderationReasonSchema,
  verificationRejectionSchema,
} from '../schemas/moderation';
import {
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
import {
  memberInvitationAcceptSchema,
  memberInvitationPreviewSchema,
  memberInvitationSchema,
  memberRoleSchema,
} from '../schemas/team';
import {
  associationSecuritySchema,
  mfaLoginSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
} from '../schemas/two-factor';
import {
  markMessagesReadSchema,
  messageListQuerySchema,
  reportMessageSchema,
  sendMessageSchema,
} from '../schemas/conversations';
import { addAnimalPhotoSchema, reorderAnimalPhotosSchema } from '../schemas/gallery';
import { postNewsSchema } from '../schemas/news';
import { careDueQuerySchema, healthEntrySchema } from '../schemas/health';
import { savedSearchCreateSchema, savedSearchUpdateSchema } from '../schemas/saved-searches';
import {
  expenseDecisionSchema,
  expenseSchema,
  expensesCsvQuerySchema,
  receiptQuerySchema,
  vetAuthorisationSchema,
} from '../schemas/vet-care';
import { publicAnimalListQuerySchema } from '../schemas/public-api';
import { verificationDocumentQuerySchema, verificationRequestSchema } from '../schemas/verification';
import type { Carries } from './define';
import type { Endpoints } from './table';

type Carried<C> = C extends Carries<infer T> ? T : never;

/** For each endpoint of the table that has a body or a query, exactly the schemas its entry names. */
export type EndpointSchemas = {
  [K in keyof Endpoints as Endpoints[K] extends { body: unknown } | { query: unknown } ? K : never]: {
    [Part in 'body' | 'query' as Endpoints[K] extends Record<Part, unknown> ? Part : never]: Carried<
      Endpoints[K][Part & keyof Endpoints[K]]
    >;
  };
};

/**
 * The schema objects of the endpoint table (./table.ts), apart so that the package index stays free of zod: the API's
 * routes parse with these very objects (api/test/contract checks it) and /api/docs is generated from them. The
 * compiler checks that every endpoint with a body or a query has its entry here, of the schema its entry names.
 * The API adds the common-password check to the passwords chosen at registration, reset and change: those routes
 * parse with the same schema built with that extra check (`familyRegistration(chosenPassword)`...).
 */
export const ENDPOINT_SCHEMAS = {
  login: { body: loginSchema },
  changePassword: { body: passwordChangeSchema },
  changeEmail: { body: emailChangeSchema },
  confirmEmail: { body: emailConfirmSchema },
  changeNames: { body: namesSchema },
  requestPasswordReset: { body: passwordResetRequestSchema },
  confirmPasswordReset: { body: passwordResetConfirmSchema },
  unsubscribe: { body: unsubscribeSchema },
  communes: { query: communesQuerySchema },
  listAnimals: { query: animalListQuerySchema },
  createAnimal: { body: createAnimalSchema },
  updateAnimal: { body: updateAnimalSchema },
  createRequest: { body: createRequestSchema },
  checkRequest: { body: checkRequestSchema },
  decideRequest: { body: decisionSchema },
  editMotivation: { body: motivationSchema },
  registerAssociation: { body: associationRegistrationSchema },
  updateAssociation: { body: associationUpdateSchema },
  registerFamily: { body: familyRegistrationSchema },
  searchFamilies: { query: familySearchQuerySchema },
  updateFamily: { body: familyUpdateSchema },
  createInvitation: { body: createInvitationSchema },
  sendUrgentAppeal: { body: urgentAppealSchema },
  declineInvitation: { body: declineInvitationSchema },
  // Référent of a request (docs/product.md#association-team)
  assignReferent: { body: referentSchema },
  changeMailScope: { body: mailScopeSchema },
  // Activity log
  associationActivity: { query: activityQuerySchema },
  adminAuditLog: { query: adminAuditQuerySchema },
  adminVerifications: { query: adminVerificationsQuerySchema },
  rejectVerification: { body: verificationRejectionSchema },
  adminReports: { query: adminReportsQuerySchema },
  hideMessage: { body: moderationReasonSchema },
  hideAnimal: { body: moderationReasonSchema },
  suspendAccount: { body: moderationReasonSchema },
  reportAnimal: { body: moderationReasonSchema },
  reportAssociation: { body: moderationReasonSchema },
  // Association team
  inviteMember: { body: memberInvitationSchema },
  changeMemberRole: { body: memberRoleSchema },
  previewMemberInvitation: { body: memberInvitationPreviewSchema },
  acceptMemberInvitation: { body: memberInvitationAcceptSchema },
  // Two-factor sign-in
  loginMfa: { body: mfaLoginSchema },
  confirmTwoFactor: { body: twoFactorConfirmSchema },
  disableTwoFactor: { body: twoFactorDisableSchema },
  updateAssociationSecurity: { body: associationSecuritySchema },
  // Placements
  listPlacements: { query: placementListQuerySchema },
  placementContract: { query: contractQuerySchema },
  setPlacementTerms: { body: placementTermsSchema },
  signPlacement: { body: placementSignatureSchema },
  startPlacement: { body: placementStartSchema },
  requestPlacementEnd: { body: placementEndRequestSchema },
  endPlacement: { body: placementEndSchema },
  recordAdoption: { body: placementAdoptionSchema },
  placementsRegister: { query: placementsRegisterQuerySchema },
  listMessages: { query: messageListQuerySchema },
  sendMessage: { body: sendMessageSchema },
  markMessagesRead: { body: markMessagesReadSchema },
  reportMessage: { body: reportMessageSchema },
  addAnimalPhoto: { body: addAnimalPhotoSchema },
  reorderAnimalPhotos: { body: reorderAnimalPhotosSchema },
  postNews: { body: postNewsSchema },
  addHealthEntry: { body: healthEntrySchema },
  updateHealthEntry: { body: healthEntrySchema },
  listCareDue: { query: careDueQuerySchema },
  issueVetAuthorisation: { body: vetAuthorisationSchema },
  submitExpense: { body: expenseSchema },
  decideExpense: { body: expenseDecisionSchema },
  expenseReceipt: { query: receiptQuerySchema },
  expensesCsv: { query: expensesCsvQuerySchema },
  // Verified associations (docs/product.md#verified-associations)
  requestVerification: { body: verificationRequestSchema },
  verificationDocument: { query: verificationDocumentQuerySchema },
  // The public API for other sites (docs/public-api.md)
  publicListAnimals: { query: publicAnimalListQuerySchema },
  createSavedSearch: { body: savedSearchCreateSchema },
  updateSavedSearch: { body: savedSearchUpdateSchema },
  unsubscribeSavedSearch: { body: unsubscribeSchema },
} satisfies EndpointSchemas;

/** The body and query schemas of an endpoint by name (none for the endpoints without). */
export function endpointSchemas(name: string): { body?: ZodMiniType; query?: ZodMiniType } {
  return (ENDPOINT_SCHEMAS as Record<string, { body?: ZodMiniType; query?: ZodMiniType }>)[name] ?? {};
}
