import type { AssociationRole, DatedCareType, FavouriteNewsKind, Gender, Role } from '@petfoster/contracts';

/** One care of a reminder digest (docs/product.md#what-is-due): `placementId` set for the family's mail. */
export interface CareReminderItem {
  animalId: number;
  animalName: string;
  kind: DatedCareType;
  name: string;
  nextDue: string;
  daysLeft: number;
  placementId: number | null;
}

/** One animal of a saved search's alert: `photo` the thumbnail's absolute address, when it has one. */
export interface SavedSearchAlertAnimal {
  id: number;
  name: string;
  speciesName: string;
  associationName: string;
  photo: string | null;
}

/**
 * One line of a favourites' news mail (docs/mail.md#favourites-news): what happened to a followed animal. `photo`:
 * the animal's stored image path (its thumbnail) when it has one; the template makes it absolute.
 */
export interface FavouriteNewsItem {
  animalId: number;
  animalName: string;
  gender: Gender;
  kind: FavouriteNewsKind;
  photo: string | null;
}

/**
 * Every mail the product sends (docs/mail.md) and the data its template needs. The data is stored as JSON in the outbox
 * row when the change that causes the mail commits, and rendered when the mail is sent (a template error then
 * delays a mail, it never fails the user's write).
 */
export interface MailData {
  /**
   * To anyone who registered. A family's also says whether it chose to be visible to associations and links its
   * profile (`userId`); rows written before these fields rendered without them.
   */
  welcome: { role: Role; userId?: number; visible?: boolean };
  /** To the association: a family asked to foster one of its animals. */
  request_created: {
    associationId: number;
    animalName: string;
    familyFirstname: string;
    familyLastname: string;
    familyCity: string;
    motivation: string | null;
    /** The request answers the association's proposal of this animal to this family. */
    answersInvitation?: boolean;
  };
  /** To the association: a family deleted its pending request. */
  request_withdrawn: { associationId: number; animalName: string; familyFirstname: string; familyLastname: string };
  /**
   * To the association: a family with a pending or approved request for its animals deleted its account. `hosted`:
   * the animals it fosters (the approved requests stay, anonymised); `withdrawn`: those its pending requests were for.
   */
  family_account_deleted: {
    associationId: number;
    familyFirstname: string;
    familyLastname: string;
    hosted: string[];
    withdrawn: string[];
  };
  /** To the family: the association accepted its request; `otherPending` names its requests still waiting. */
  request_approved: {
    animalId: number;
    animalName: string;
    associationName: string;
    associationEmail: string;
    associationPhone: string;
    familyId?: number;
    otherPending?: string[];
  };
  /** To the family: the association refused its request, with its reason when it gave one. */
  request_refused: { animalName: string; speciesName: string; reason?: string | null };
  /** To the family: another family was chosen for the animal, which closed its pending request. */
  request_closed: { animalName: string; speciesName: string };
  /** To the family: an association proposes one of its animals ('Proposer un animal'). */
  invitation_received: { familyId: number; animalName: string; associationName: string; message: string };
  /** To the association: the family declined its proposal, with its reason if it gave one. */
  invitation_declined: { animalName: string; familyFirstname: string; familyCity: string; reason: string | null };
  /** To the account's address. The token is sealed (sealed-token.ts): the row never holds it in clear. */
  password_reset: { sealedToken: string };
  /** To the account's address, after a reset or a change. */
  password_changed: Record<string, never>;
  /** To the NEW address: the link that applies the change. */
  email_change_confirm: { sealedToken: string };
  /** To the OLD address: someone asked to move the account elsewhere. */
  email_change_notice: Record<string, never>;
  /** To the OLD address, once the new one is confirmed: the account moved and its sessions were closed. */
  email_changed: Record<string, never>;
  /** To the family: the association deleted the animal its request was waiting for (templates/request-outcome-mails). */
  request_animal_withdrawn: { animalName: string; animalGender: string; speciesName: string; associationName: string };
  /**
   * To the invited address (no account yet; the row's user is the inviting admin, whose greeting name is not used):
   * the association's invitation to join its team. The token is sealed like a reset's.
   */
  member_invitation: {
    associationName: string;
    inviterFirstname: string;
    inviterLastname: string;
    role: AssociationRole;
    sealedToken: string;
  };
  /*
   * Placements (docs/mail.md#placement-mails). `forFamily`: the mail goes to the family (its link is the family's
   * page of the placement), else to a member of the association.
   */
  /** To the family: the association set the terms of a new contract version, to read and sign. */
  placement_terms_ready: { placementId: number; animalName: string; associationName: string; version: number };
  /** To both parties: both signed the version; the signed PDF is attached (mail-attachments.ts). */
  placement_signed: { placementId: number; animalName: string; version: number; forFamily: boolean };
  /** To the association: the family asks to end the placement on `date`. */
  placement_end_requested: {
    placementId: number;
    animalName: string;
    familyFirstname: string;
    familyLastname: string;
    date: string;
    reason: string | null;
  };
  /** To the association: the family wishes to adopt the animal it fosters. */
  placement_adoption_requested: {
    placementId: number;
    animalName: string;
    familyFirstname: string;
    familyLastname: string;
  };
  /** To both parties, 7 days before the end date. */
  placement_end_soon: { placementId: number; animalName: string; endDate: string; forFamily: boolean };
  /** To the association: a contract version has waited 7 days for its signatures. */
  placement_unsigned: { placementId: number; animalName: string; version: number };
  /**
   * To a side of a conversation (docs/mail.md#message-mails): a message it has not read 15 minutes after it arrived,
   * once per unread stretch. `authorName` as the recipient reads it; `forFamily` decides the link.
   */
  message_unread: { requestId: number; animalName: string; authorName: string; forFamily: boolean };
  /** To the association: the foster family posted news of the animal (docs/mail.md#placement-news). */
  placement_news: { placementId: number; animalName: string; familyFirstname: string; body: string; images: number };
  /** The day's care reminders (docs/product.md#what-is-due): to the association's side, or to the foster family. */
  care_due: { forFamily: boolean; items: CareReminderItem[] };
  /** To a family, at most once a day: its followed animals housed, adopted or urgently in need of a family. */
  favourite_news: { items: FavouriteNewsItem[] };
  /** To the family: the association reimbursed or refused one of its expenses (docs/product.md#expenses). */
  expense_decided: {
    placementId: number;
    animalName: string;
    date: string;
    category: string;
    amountCents: number;
    status: 'remboursee' | 'refusee';
    reason: string | null;
  };
  /**
   * The inactivity warning (docs/security.md#retention), always sent: the day the account goes, and for an
   * association's admins the association's name.
   */
  account_inactive: { deleteOn: string; associationName: string | null };
  /**
   * Moderation (docs/administration.md#moderation), always sent: to a message's author or an animal's association,
   * a platform administrator hid it (`name`: the animal's, or the conversation's animal for a message), and why.
   */
  content_hidden: { target: 'message' | 'animal'; name: string; reason: string };
  /** To the suspended account: why, and how to contest it (MODERATION_CONTACT). */
  account_suspended: { reason: string };
  /** To the account reinstated: it may sign in again. */
  account_unsuspended: Record<string, never>;
  /**
   * To a family an urgent appeal reached (docs/mail.md#urgent-appeals): the animal, its association, the reason, and
   * the one-click link to a prefilled request.
   */
  urgent_appeal: {
    animalId: number;
    animalName: string;
    speciesName: string;
    associationName: string;
    reason: string | null;
  };
  /**
   * To the family (docs/mail.md#saved-search-alerts): the animals its saved search matched, within a minute
   * (`digest` false) or the day's digest. `query`: the catalogue's query string of the search.
   */
  saved_search_alert: {
    searchId: number;
    searchName: string;
    query: string;
    digest: boolean;
    animals: SavedSearchAlertAnimal[];
  };
  /**
   * To each admin of the association (docs/mail.md#verification-mails): the platform's administrators approved its
   * verification; it may now propose animals to families and send urgent appeals.
   */
  verification_approved: { associationName: string };
  /** To each admin of the association: its verification was rejected, with the administrators' reason. */
  verification_rejected: { associationName: string; reason: string };
}

export type MailKind = keyof MailData;

/**
 * Notifications: sent only while the user's notifications_enabled is on, each with an unsubscribe link and the
 * List-Unsubscribe headers. The other kinds (reset, password, e-mail change) concern the account's security and are
 * always sent.
 */
export const NOTIFICATION_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  'welcome',
  'request_created',
  'request_withdrawn',
  'family_account_deleted',
  'request_approved',
  'request_refused',
  'request_closed',
  'invitation_received',
  'invitation_declined',
  'request_animal_withdrawn',
  // Placements: the contract mails themselves (terms to sign, signed contract) are always sent.
  'placement_end_requested',
  'placement_adoption_requested',
  'placement_end_soon',
  'placement_unsigned',
  'message_unread',
  'placement_news',
  'care_due',
  'expense_decided',
  'favourite_news',
  'urgent_appeal',
  // Its unsubscribe turns off that search's alerts only (mail-renderer.ts).
  'saved_search_alert',
]);

/** A mail to write in the outbox: for whom (the user), and to which address when it is not the account's own. */
export type OutgoingMail = {
  [K in MailKind]: { kind: K; userId: number; to?: string; data: MailData[K] };
}[MailKind];

/** What the outbox row's payload holds: the kind's data plus the greeting name read when the row was written. */
export type StoredPayload<K extends MailKind = MailKind> = MailData[K] & { firstname: string };
