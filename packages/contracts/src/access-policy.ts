import type { AccessAction } from './access-actions';
import { ASSOCIATION_ROLES, ROLES, type AssociationRole, type Role } from './enums';

/** A signed-in member of the platform as the token describes it: a family or an association, each with its own id. */
export type AccessUser =
  | { role: typeof ROLES.family; userId: number; familyId: number }
  | { role: typeof ROLES.association; userId: number; associationId: number; associationRole: AssociationRole };
export type FamilyAccessUser = Extract<AccessUser, { role: typeof ROLES.family }>;
export type AssociationAccessUser = Extract<AccessUser, { role: typeof ROLES.association }>;
/**
 * A platform administrator (docs/administration.md): the operator's side, neither a family nor an association. Its
 * token is issued only after the second factor, and says so (`mfa`).
 */
export interface AdminAccessUser {
  role: typeof ROLES.admin;
  userId: number;
}
/** Any signed-in account: a member of the platform or an administrator. */
export type AnyAccessUser = AccessUser | AdminAccessUser;

/**
 * What an action acts on, as the ids it is or belongs to: the account (`userId`), the family (a family's profile, a
 * request or invitation's family) and the association (an association's profile, an animal's or a request's
 * association). An id left out is not named by the call.
 */
export interface AccessResource {
  userId?: number;
  familyId?: number;
  associationId?: number;
}

/**
 * Who may call: anyone (no token needed), any signed-in family or association (`signedIn`: a platform administrator
 * is neither, and is refused), any signed-in account administrators included (`anyAccount`), or one role only.
 */
export type AccessWho = 'anyone' | 'signedIn' | 'anyAccount' | Role;

const ownSide = (user: AnyAccessUser, resource: AccessResource): boolean =>
  user.role === ROLES.family
    ? resource.familyId === user.familyId
    : user.role === ROLES.association && resource.associationId === user.associationId;

/** Every id the resource names is the caller's (one left out is not named; the token decides it). */
const namesOnlyCaller = (user: AnyAccessUser, resource: AccessResource): boolean =>
  (resource.userId === undefined || resource.userId === user.userId) &&
  (resource.familyId === undefined || (user.role === ROLES.family && resource.familyId === user.familyId)) &&
  (resource.associationId === undefined ||
    (user.role === ROLES.association && resource.associationId === user.associationId));

/**
 * The relations a caller may need to the resource. `owner`, `party` and `invited` are the same test (the resource's
 * family is the calling family, its association the calling association) named for what they mean to a reader.
 */
export const ACCESS_RELATIONS = {
  none: { means: 'no relation to any resource', holds: () => true },
  self: {
    means: "the account, family or association the call names is the caller's own (a body naming none is the caller's)",
    holds: namesOnlyCaller,
  },
  owner: { means: 'the association that owns the animal (or the request about its animal)', holds: ownSide },
  party: {
    means: 'a party to the request: the family that sent it or the association that received it',
    holds: ownSide,
  },
  invited: { means: 'the family the invitation was sent to', holds: ownSide },
} as const satisfies Record<
  string,
  { means: string; holds: (user: AnyAccessUser, resource: AccessResource) => boolean }
>;
export type AccessRelation = keyof typeof ACCESS_RELATIONS;

export interface AccessRule {
  who: AccessWho;
  relation: AccessRelation;
  /**
   * For an association caller: the member roles that may perform the action (docs/product.md#association-team).
   * Left out: every member. A family caller is not concerned.
   */
  members?: readonly AssociationRole[];
}

const { admin, referent } = ASSOCIATION_ROLES;
/** Deciding on foster families and their requests: admins and référents (a bénévole reads). */
const followers = [admin, referent] as const;
/** The association's account itself (profile, deletion, team, security): admins. */
const admins = [admin] as const;

const anyone = { who: 'anyone', relation: 'none' } as const;
const signedIn = { who: 'signedIn', relation: 'none' } as const;
/** Platform administrators only (docs/administration.md). */
const platformAdmin = { who: ROLES.admin, relation: 'none' } as const;

/**
 * Who may perform each action, and in which relation to the resource (docs/architecture.md#access-policy). The API
 * enforces it (requireAccess in each service method, the route guard for the token), the front ends read it to
 * offer only what the caller may do, and the authorization-matrix test derives its expectations from it.
 */
export const ACCESS_POLICY = {
  'session.open': anyone,
  'mail.unsubscribe': anyone,
  'passwordReset.request': anyone,
  'passwordReset.confirm': anyone,
  'account.confirmEmail': anyone,
  'geo.communes': anyone,
  'health.read': anyone,
  'association.list': anyone,
  'association.register': anyone,
  'association.read': anyone,
  'association.animals': anyone,
  'animal.list': anyone,
  'animal.read': anyone,
  'family.register': anyone,
  'family.read': anyone,
  'family.readDashboard': anyone,
  'public.listAnimals': anyone,
  'public.readAnimal': anyone,
  'public.readAssociation': anyone,
  // Any account ends its own session, a platform administrator's too.
  'session.close': { who: 'anyAccount', relation: 'none' },
  'account.read': signedIn,
  'account.consents': signedIn,
  // The right of access and portability (docs/security.md#data-export): the token's own account, never an id.
  'account.export': signedIn,
  'account.changePassword': signedIn,
  'account.changeEmail': signedIn,
  'account.changeNames': signedIn,
  'notifications.count': signedIn,
  'request.delete': { who: 'signedIn', relation: 'party', members: followers },
  'invitation.list': signedIn,
  'request.create': { who: ROLES.family, relation: 'self' },
  'request.check': { who: ROLES.family, relation: 'self' },
  'request.editMotivation': { who: ROLES.family, relation: 'party' },
  'notifications.markSeen': { who: ROLES.family, relation: 'none' },
  'family.requests': { who: ROLES.family, relation: 'self' },
  'family.update': { who: ROLES.family, relation: 'self' },
  'family.delete': { who: ROLES.family, relation: 'self' },
  'invitation.decline': { who: ROLES.family, relation: 'invited' },
  'request.decide': { who: ROLES.association, relation: 'owner', members: followers },
  'association.requests': { who: ROLES.association, relation: 'self' },
  'association.update': { who: ROLES.association, relation: 'self', members: admins },
  'association.delete': { who: ROLES.association, relation: 'self', members: admins },
  // Everything the association holds, members' contact details included (docs/security.md#data-export).
  'association.export': { who: ROLES.association, relation: 'self', members: admins },
  'animal.create': { who: ROLES.association, relation: 'self' },
  'animal.update': { who: ROLES.association, relation: 'owner' },
  'animal.delete': { who: ROLES.association, relation: 'owner', members: followers },
  'family.search': { who: ROLES.association, relation: 'none' },
  'invitation.send': { who: ROLES.association, relation: 'owner', members: followers },
  // Référent of a request (docs/product.md#association-team)
  'request.assignReferent': { who: ROLES.association, relation: 'owner', members: followers },
  'account.changeMailScope': { who: ROLES.association, relation: 'none' },
  // Activity log
  'activity.list': { who: ROLES.association, relation: 'self', members: admins },
  // Association team: members and invitations. DELETE on a member is `member.remove` for another member (admins)
  // and `member.leave` for oneself (any member): the service picks one by the path's user.
  'member.list': { who: ROLES.association, relation: 'self' },
  'member.invite': { who: ROLES.association, relation: 'self', members: admins },
  'member.changeRole': { who: ROLES.association, relation: 'self', members: admins },
  'member.remove': { who: ROLES.association, relation: 'self', members: admins },
  'member.leave': { who: ROLES.association, relation: 'self' },
  'memberInvitation.preview': anyone,
  'memberInvitation.accept': anyone,
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  'session.mfa': anyone,
  'account.twoFactor.start': signedIn,
  'account.twoFactor.confirm': signedIn,
  'account.twoFactor.disable': signedIn,
  // Platform administration (docs/administration.md): an administrator reaches these and no route of a family or an
  // association; a family or an association reaches none of these.
  'admin.auditLog': platformAdmin,
  'admin.verifications': platformAdmin,
  'admin.verificationDecide': platformAdmin,
  'admin.reports': platformAdmin,
  'admin.reportDismiss': platformAdmin,
  'admin.hideContent': platformAdmin,
  'admin.suspendAccount': platformAdmin,
  // Reports (docs/administration.md#moderation): anyone signed in may point at a public page's content.
  'animal.report': signedIn,
  'association.report': signedIn,
  'association.readSecurity': { who: ROLES.association, relation: 'self', members: admins },
  'association.security': { who: ROLES.association, relation: 'self', members: admins },
  // Placements (docs/product.md#placements): a placement's page and contract carry both parties' contact details, so
  // an association's bénévoles see only the list (names and dates).
  'placement.list': signedIn,
  'placement.read': { who: 'signedIn', relation: 'party', members: followers },
  'placement.contract': { who: 'signedIn', relation: 'party', members: followers },
  'placement.setTerms': { who: ROLES.association, relation: 'party', members: followers },
  'placement.sign': { who: 'signedIn', relation: 'party', members: followers },
  'placement.start': { who: ROLES.association, relation: 'party', members: followers },
  'placement.requestEnd': { who: ROLES.family, relation: 'party' },
  'placement.end': { who: ROLES.association, relation: 'party', members: followers },
  'placement.requestAdoption': { who: ROLES.family, relation: 'party' },
  'placement.adopt': { who: ROLES.association, relation: 'party', members: followers },
  'placement.register': { who: ROLES.association, relation: 'self', members: followers },
  // Conversations (docs/product.md#conversations): a request's conversation is its parties'; a bénévole does not see it.
  'message.list': { who: 'signedIn', relation: 'party', members: followers },
  'message.send': { who: 'signedIn', relation: 'party', members: followers },
  'message.markRead': { who: 'signedIn', relation: 'party', members: followers },
  'message.report': { who: 'signedIn', relation: 'party', members: followers },
  'conversation.list': signedIn,
  'events.stream': signedIn,
  // Animal gallery: like editing the animal (docs/product.md#animal-gallery)
  'animal.addPhoto': { who: ROLES.association, relation: 'owner' },
  'animal.removePhoto': { who: ROLES.association, relation: 'owner' },
  'animal.orderPhotos': { who: ROLES.association, relation: 'owner' },
  // Favourites (docs/product.md#favourites): a family's own list, the token names it
  'favourite.list': { who: ROLES.family, relation: 'none' },
  'favourite.add': { who: ROLES.family, relation: 'none' },
  'favourite.remove': { who: ROLES.family, relation: 'none' },
  // Urgent appeals (docs/product.md#urgent-appeals): deciding that an animal needs a family now, and mailing
  // families about it, is the followers' call, as proposing it to a family is
  'animal.markUrgent': { who: ROLES.association, relation: 'owner', members: followers },
  'animal.urgentAppeal': { who: ROLES.association, relation: 'owner', members: followers },
  // Saved searches (docs/product.md#saved-searches): a family's own, the token names it; the service finds its row
  'savedSearch.list': { who: ROLES.family, relation: 'none' },
  'savedSearch.create': { who: ROLES.family, relation: 'none' },
  'savedSearch.update': { who: ROLES.family, relation: 'none' },
  'savedSearch.delete': { who: ROLES.family, relation: 'none' },
  'savedSearch.unsubscribe': anyone,
  // Placement news (docs/product.md#placement-news)
  'news.post': { who: ROLES.family, relation: 'party' },
  'news.list': { who: 'signedIn', relation: 'party', members: followers },
  'news.delete': { who: ROLES.family, relation: 'party' },
  'news.publish': { who: ROLES.association, relation: 'party', members: followers },
  'news.unpublish': { who: ROLES.association, relation: 'party', members: followers },
  // Health record (docs/product.md#health-record): the resource names the family only while its placement of the
  // animal is signed or active; which types a family may write, and for how long, is the service's rule.
  'health.list': { who: 'signedIn', relation: 'party' },
  'health.add': { who: 'signedIn', relation: 'party', members: followers },
  'health.update': { who: 'signedIn', relation: 'party', members: followers },
  'health.delete': { who: 'signedIn', relation: 'party', members: followers },
  'careDue.list': { who: ROLES.association, relation: 'self' },
  // Vet authorisations and expenses (docs/product.md#vet-authorisations, #expenses): the bon and the receipts carry
  // the family's address and what it spent, so a bénévole sees neither.
  'vetAuthorisation.issue': { who: ROLES.association, relation: 'party', members: followers },
  'vetAuthorisation.list': { who: 'signedIn', relation: 'party', members: followers },
  'vetAuthorisation.pdf': { who: 'signedIn', relation: 'party', members: followers },
  'expense.submit': { who: ROLES.family, relation: 'party' },
  'expense.list': { who: 'signedIn', relation: 'party', members: followers },
  'expense.decide': { who: ROLES.association, relation: 'party', members: followers },
  'expense.withdraw': { who: ROLES.family, relation: 'party' },
  // No bearer token: an <img> or a link cannot send one. The link's own token names the account, whose right the
  // service checks again on each request as `expense.list` (docs/product.md#private-documents).
  'expense.receipt': anyone,
  'expense.export': { who: ROLES.association, relation: 'self', members: followers },
  // Verified associations (docs/product.md#verified-associations): the association's account itself, its admins. A
  // document's link names its account, whose right the service checks again as `verification.read`.
  'verification.request': { who: ROLES.association, relation: 'self', members: admins },
  'verification.read': { who: ROLES.association, relation: 'self', members: admins },
  'verification.document': anyone,
} as const satisfies Record<AccessAction, AccessRule>;
export type AccessPolicy = typeof ACCESS_POLICY;

/**
 * What a caller may see inside an answer, beyond calling the endpoint: read by the presenters and the screens with
 * `canSee`. A family's contact details (e-mail, phone, address) reach the family itself and, in the requests it sent,
 * the association's admins and référents; a bénévole reads requests without them (docs/product.md#association-team).
 */
export const ACCESS_VIEWS = {
  'family.contactDetails': { who: 'signedIn', relation: 'party', members: followers },
  /**
   * An animal's identification and sterilisation (docs/product.md#animal-identification): every member of its
   * association, and the family fostering it (the resource names that family only while a placement is not ended).
   */
  'animal.identity': { who: 'signedIn', relation: 'party' },
} as const satisfies Record<string, AccessRule>;
export type AccessView = keyof typeof ACCESS_VIEWS;

/**
 * The caller an action leaves once allowed: a family for family actions, an association for theirs, an administrator
 * for the administrators'. A public action leaves a member or no one: the route guard reads an administrator's token
 * there as no token (jwt-auth.guard.ts), since an administrator is neither a family nor an association.
 */
export type AccessUserOf<A extends AccessAction> = AccessPolicy[A]['who'] extends typeof ROLES.family
  ? FamilyAccessUser
  : AccessPolicy[A]['who'] extends typeof ROLES.association
    ? AssociationAccessUser
    : AccessPolicy[A]['who'] extends typeof ROLES.admin
      ? AdminAccessUser
      : AccessPolicy[A]['who'] extends 'signedIn'
        ? AccessUser
        : AccessPolicy[A]['who'] extends 'anyAccount'
          ? AnyAccessUser
          : AccessUser | null | undefined;

/** Whether the action needs no token. */
export const isPublicAction = (action: AccessAction): boolean => ACCESS_POLICY[action].who === 'anyone';

/** The one role an action is reserved to, or null when any caller (or any signed-in account) may perform it. */
export function roleOf(action: AccessAction): Role | null {
  const { who } = ACCESS_POLICY[action] as AccessRule;
  return who === 'anyone' || who === 'signedIn' || who === 'anyAccount' ? null : who;
}

/**
 * Whether a caller's role (and, for an association's member, its member role) fits a rule, whatever the resource.
 * A platform administrator fits only the rules that name it or any account (docs/administration.md).
 */
function ruleAllows(user: AnyAccessUser | null | undefined, { who, members }: AccessRule): boolean {
  if (who === 'anyone') return true;
  if (!user) return false;
  if (who === 'anyAccount') return true;
  if (user.role === ROLES.admin) return who === ROLES.admin;
  if (who !== 'signedIn' && who !== user.role) return false;
  return !members || user.role !== ROLES.association || members.includes(user.associationRole);
}

/** Whether the caller's role (and member role) may perform the action at all, whatever the resource. */
export function roleAllows(user: AnyAccessUser | null | undefined, action: AccessAction): boolean {
  return ruleAllows(user, ACCESS_POLICY[action]);
}

/** The member roles that may perform the action; every role when the policy names none. */
export function memberRolesOf(action: AccessAction): readonly AssociationRole[] {
  return (ACCESS_POLICY[action] as AccessRule).members ?? Object.values(ASSOCIATION_ROLES);
}

/** Whether the caller stands in the action's relation to the resource (the role aside). */
export function relationHolds(user: AnyAccessUser, action: AccessAction, resource: AccessResource): boolean {
  return ACCESS_RELATIONS[ACCESS_POLICY[action].relation].holds(user, resource);
}

/**
 * Whether `user` (null: a visitor) may perform `action`. With `resource`, the action's relation to it is checked
 * too; without, the answer is whether the caller's role may perform it at all (what a menu or a route shows before
 * any resource is at hand).
 */
export function can(user: AnyAccessUser | null | undefined, action: AccessAction, resource?: AccessResource): boolean {
  if (!roleAllows(user, action)) return false;
  if (!resource || !user) return true;
  return relationHolds(user, action, resource);
}

/** Whether `user` may see that part of an answer (ACCESS_VIEWS) about `resource`. */
export function canSee(user: AnyAccessUser | null | undefined, view: AccessView, resource: AccessResource): boolean {
  const rule: AccessRule = ACCESS_VIEWS[view];
  return ruleAllows(user, rule) && !!user && ACCESS_RELATIONS[rule.relation].holds(user, resource);
}
