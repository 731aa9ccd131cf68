import { ENDPOINTS, type ActivityEntry, type BodyOf, type Endpoints, type QueryOf } from '@petfoster/contracts';
import { call, send } from '@petfoster/platform';

/*
 * The calls of the association team's screens, in the screens bundle: each front end bundles them with its own
 * contracts, so that a remote newer than the shell never calls a method the shell's singleton lacks
 * (docs/operations/releases.md#shared-platform).
 */
type Id = number | string;

/**
 * The query key of an association's team, here rather than among the singleton's queryKeys: 'Nos demandes' reads the
 * team too, and runs under shells older than this key (docs/operations/releases.md#shared-platform).
 */
export const teamQueryKey = (associationId: Id) => ['associations', associationId, 'team'] as const;
/** The key of the team's two-factor rule, for the same reason ('Mon compte' runs under older shells too). */
export const securityQueryKey = (associationId: Id) => ['associations', associationId, 'security'] as const;

/** The association's team (docs/product.md#association-team): 'Équipe' and 'Rejoindre'. */
export const teamApi = {
  /** Members and pending invitations; any member of that association. */
  list(associationId: number) {
    return call(ENDPOINTS.listMembers, { params: { id: associationId } });
  },
  invite(associationId: number, body: BodyOf<Endpoints['inviteMember']>) {
    return call(ENDPOINTS.inviteMember, { params: { id: associationId }, body });
  },
  changeRole(associationId: number, userId: number, body: BodyOf<Endpoints['changeMemberRole']>) {
    return call(ENDPOINTS.changeMemberRole, { params: { id: associationId, userId }, body });
  },
  /** An admin removes a member, or a member leaves (its own id). */
  async remove(associationId: number, userId: number): Promise<void> {
    await call(ENDPOINTS.removeMember, { params: { id: associationId, userId } });
  },
  /** The invitation a mailed token opens: association name, address and role. */
  preview(token: string) {
    return call(ENDPOINTS.previewMemberInvitation, { body: { token } });
  },
  /** Creates the member's account; answers a session token for it. */
  accept(body: BodyOf<Endpoints['acceptMemberInvitation']>) {
    return call(ENDPOINTS.acceptMemberInvitation, { body });
  },
  /** An association member's request mails (docs/mail.md#request-mails): all, or those it follows only. */
  changeMailScope(body: BodyOf<Endpoints['changeMailScope']>) {
    return call(ENDPOINTS.changeMailScope, { body });
  },
  /** 'Exiger la double authentification pour tous les membres' (an admin's choice). */
  security(associationId: Id) {
    return call(ENDPOINTS.readAssociationSecurity, { params: { id: associationId } });
  },
  updateSecurity(associationId: Id, body: BodyOf<Endpoints['updateAssociationSecurity']>) {
    return call(ENDPOINTS.updateAssociationSecurity, { params: { id: associationId }, body });
  },
  /** A page of the association's activity log, newest first, with the number of entries of the filters (X-Total-Count). */
  async activity(
    associationId: Id,
    query: QueryOf<Endpoints['associationActivity']> = {},
  ): Promise<{ entries: ActivityEntry[]; total: number }> {
    const response = await send(ENDPOINTS.associationActivity, { params: { id: associationId }, query });
    const entries = (await response.json()) as ActivityEntry[];
    return { entries, total: Number(response.headers.get('X-Total-Count') ?? entries.length) };
  },
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Two-factor sign-in (docs/security.md#two-factor-sign-in), in the screens bundle for the same reason. */
export const twoFactorApi = {
  /** POST /login/mfa -> {token}: the code step after a login that answered mfa_required. */
  loginMfa(body: BodyOf<Endpoints['loginMfa']>) {
    return call(ENDPOINTS.loginMfa, { body });
  },
  /** `setupToken`: the mfa_token of a login that answered mfa_setup_required, sent instead of a session (there is none yet). */
  start(setupToken?: string) {
    return call(ENDPOINTS.startTwoFactor, setupToken ? { headers: bearer(setupToken) } : undefined);
  },
  /** The 10 recovery codes, shown once; with a setupToken, also the session the login did not give. */
  confirm(body: BodyOf<Endpoints['confirmTwoFactor']>, setupToken?: string) {
    return call(ENDPOINTS.confirmTwoFactor, setupToken ? { body, headers: bearer(setupToken) } : { body });
  },
  async disable(body: BodyOf<Endpoints['disableTwoFactor']>): Promise<void> {
    await call(ENDPOINTS.disableTwoFactor, { body });
  },
};
