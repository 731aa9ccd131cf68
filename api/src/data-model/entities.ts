import { User } from './user.entity';
import { Association } from './association.entity';
import { Family } from './family.entity';
import { HousingType } from './housing-type.entity';
import { Species } from './species.entity';
import { Animal } from './animal.entity';
import { FosterRequest } from './request.entity';
import { MailOutboxRow } from './mail-outbox.entity';
import { AccountToken } from './account-token.entity';
import { Invitation } from './invitation.entity';
import { AssociationMember } from './association-member.entity';
import { ActivityLogRow } from './activity-log.entity';
import { JobLease } from './job-lease.entity';
import { MemberInvitation } from './member-invitation.entity';
// Two-factor sign-in
import { MfaChallenge, RecoveryCode } from './two-factor.entity';
// Placements
import { PlacementContractVersion, PlacementEventRow, PlacementRow, PlacementSignatureRow } from './placement.entity';
// Conversations
import { ConversationRead, MessageRow } from './message.entity';
import { ReportRow } from './report.entity';
// Placement news
import { PlacementNewsRow } from './placement-news.entity';
import { Favourite } from './favourite.entity';
import { ConsentRow } from './consent.entity';
// Urgent appeals
import { UrgentAppeal, UrgentAppealRecipient } from './urgent-appeal.entity';
import { VerificationDocumentRow, VerificationRow } from './verification.entity';
import { SavedSearchMatchRow, SavedSearchRow } from './saved-search.entity';
// Animal gallery
import { AnimalPhotoRow } from './animal-photo.entity';
// Health record
import { HealthEntryRow, HealthReminderDigestRow, HealthReminderRow } from './health-entry.entity';
// Vet authorisations and expenses
import { ExpenseRow, VetAuthorisationRow } from './vet-care.entity';
// Favourites' news mails
import { FavouriteNewsDigest, FavouriteNotice } from './favourite-notice.entity';
// Platform administrators' audit log
import { AdminAuditRow } from './admin-audit.entity';

export const ENTITIES = [
  User,
  Association,
  Family,
  HousingType,
  Species,
  Animal,
  FosterRequest,
  MailOutboxRow,
  AccountToken,
  Invitation,
  AssociationMember,
  ActivityLogRow,
  JobLease,
  MemberInvitation,
  // Two-factor sign-in
  RecoveryCode,
  MfaChallenge,
  // Placements
  PlacementRow,
  PlacementContractVersion,
  PlacementSignatureRow,
  PlacementEventRow,
  // Conversations
  MessageRow,
  ConversationRead,
  // Moderation
  ReportRow,
  // Placement news
  PlacementNewsRow,
  // Animal gallery
  AnimalPhotoRow,
  // Favourites
  Favourite,
  // Saved searches
  SavedSearchRow,
  SavedSearchMatchRow,
  // Health record
  HealthEntryRow,
  HealthReminderRow,
  HealthReminderDigestRow,
  // Vet authorisations and expenses
  VetAuthorisationRow,
  ExpenseRow,
  // Favourites' news mails
  FavouriteNotice,
  FavouriteNewsDigest,
  // Consent log
  ConsentRow,
  // Urgent appeals
  UrgentAppeal,
  UrgentAppealRecipient,
  // Verified associations
  VerificationRow,
  VerificationDocumentRow,
  // Platform administrators' audit log
  AdminAuditRow,
];
export {
  User,
  Association,
  Family,
  HousingType,
  Species,
  Animal,
  FosterRequest,
  MailOutboxRow,
  AccountToken,
  Invitation,
  AssociationMember,
  ActivityLogRow,
  JobLease,
  MemberInvitation,
  RecoveryCode,
  MfaChallenge,
  PlacementRow,
  PlacementContractVersion,
  PlacementSignatureRow,
  PlacementEventRow,
  MessageRow,
  ConversationRead,
  ReportRow,
  PlacementNewsRow,
  AnimalPhotoRow,
  Favourite,
  HealthEntryRow,
  HealthReminderRow,
  HealthReminderDigestRow,
  VetAuthorisationRow,
  ExpenseRow,
  FavouriteNotice,
  FavouriteNewsDigest,
  ConsentRow,
  UrgentAppeal,
  UrgentAppealRecipient,
  SavedSearchRow,
  SavedSearchMatchRow,
  VerificationRow,
  VerificationDocumentRow,
  AdminAuditRow,
};
