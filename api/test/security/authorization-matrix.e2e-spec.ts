/**
 * Authorization matrix (ASVS V8): every endpoint of docs/product.md#calls, called by nine kinds of caller (two of them members of the owner association's team, one a platform administrator), one test per (endpoint,
 * caller). Each row names the endpoint's action, who owns its resource and what the resource is; the expected status
 * of each caller follows from the access policy of contracts (and, for a request, the request rules), so the matrix
 * checks the API against the one table that also drives the screens. Each case asserts the status, that a refused call changed
 * nothing (the whole data set is read back before and after), and that no family's contact details reach a
 * caller who may not see them (ARCHITECTURE 3). The table with the outcome of every case goes to
 * results/authorization-matrix.<db>.md.
 */
import {
  ASSOCIATION_ROLES,
  associationRequestActions,
  can,
  familyRequestActions,
  isPublicAction,
  REQUEST_STATUS,
  ROLES,
  type AccessAction,
  type AccessResource,
  type AnyAccessUser,
  type Animal,
} from '@petfoster/contracts';
import type { Response } from 'supertest';
import { DataSource } from 'typeorm';
import type { TestApp } from '../support/app';
import {
  animalPayload,
  associationPayload,
  createAnimal,
  createRequest,
  decide,
  familyPayload,
  registerAssociation,
  registerFamily,
  uniqueEmail,
  PASSWORD,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { imageDataUrl, toDataUrl } from '../support/images';
import { pdfBytes } from '../vet-care/support';
import { startMailApp } from '../mail/support/mail-app';
import { startSmtp, type TestSmtp } from '../mail/support/smtp';
import { inviteByMail, joinTeam, type MemberAccount } from '../mail/support/team';
import { writeReport } from './support/report';
import { createAdmin, type AdminSession } from '../admin/support';

const CALLERS = [
  'anonymous',
  'family',
  'otherFamily',
  'association',
  'otherAssociation',
  'owner',
  'referent',
  'benevole',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];
const CALLER_LABELS: Record<Caller, string> = {
  anonymous: 'anonymous',
  family: 'family',
  otherFamily: 'other family',
  association: 'association',
  otherAssociation: 'other association',
  owner: 'owner',
  referent: "a0's référent",
  benevole: "a0's bénévole",
  admin: 'platform admin',
};

/**
 * The accounts behind the callers. f0 and a0 own the resources of most rows; f1 applied for an animal of a0 and
 * a1 received a request from f0, so "family" and "association" are related to the owner without owning anything
 * of theirs; f2 and a2 have no link at all.
 */
interface World {
  f0: FamilyAccount;
  f1: FamilyAccount;
  f2: FamilyAccount;
  a0: AssociationAccount;
  a1: AssociationAccount;
  a2: AssociationAccount;
  a0Animal: Animal;
  a1Animal: Animal;
  /** Members of a0's team who joined through the invitation endpoints, as the "referent" and "benevole" callers. */
  a0Referent: MemberAccount;
  a0Benevole: MemberAccount;
  /** A bénévole of a0 whose role the role-change row sets. */
  a0Member: MemberAccount;
  /** The test SMTP server the invitation mails arrive at. */
  smtp: TestSmtp;
  /** An invitation of a1's, never used: what the preview row reads. */
  a1InvitationToken: string;
  /** A platform administrator (docs/administration.md), signed in with its second factor. */
  admin: AdminSession;
}

type Method = 'get' | 'post' | 'put' | 'delete';
interface Target {
  method: Method;
  url: string;
  body?: Record<string, unknown>;
  /** A body that depends on the caller (a signature types the caller's own name); `body` otherwise. */
  bodyFor?: (caller: Session) => Record<string, unknown>;
  /** Who plays "owner" in this row: the account of `Row.owner`. */
  owner: Session;
}

/**
 * The accounts of the world as the policy sees them, by name: the six of World, a0's members, and the fresh family, association or member
 * a row registers to own what its allowed call consumes.
 */
type Account =
  | 'f0'
  | 'f1'
  | 'f2'
  | 'a0'
  | 'a1'
  | 'a2'
  | 'newFamily'
  | 'newAssociation'
  | 'a0Referent'
  | 'a0Benevole'
  | 'newMember'
  | 'admin';
const FAMILIES = ['f0', 'f1', 'f2', 'newFamily'] as const;
const ASSOCIATIONS = ['a0', 'a1', 'a2', 'newAssociation'] as const;
/** Distinct ids per account, enough for the policy to tell who is who (the real ids are the database's). */
const POLICY_USERS = Object.fromEntries([
  ...FAMILIES.map((name, i): [Account, AnyAccessUser] => [
    name,
    { role: ROLES.family, userId: i + 1, familyId: i + 1 },
  ]),
  ...ASSOCIATIONS.map((name, i): [Account, AnyAccessUser] => [
    name,
    { role: ROLES.association, userId: i + 11, associationId: i + 1, associationRole: ASSOCIATION_ROLES.admin },
  ]),
  // Members of a0's team (associationId 1, as a0 above).
  [
    'a0Referent',
    { role: ROLES.association, userId: 21, associationId: 1, associationRole: ASSOCIATION_ROLES.referent },
  ],
  [
    'a0Benevole',
    { role: ROLES.association, userId: 22, associationId: 1, associationRole: ASSOCIATION_ROLES.benevole },
  ],
  ['newMember', { role: ROLES.association, userId: 23, associationId: 1, associationRole: ASSOCIATION_ROLES.benevole }],
  ['admin', { role: ROLES.admin, userId: 31 }],
]) as Record<Account, AnyAccessUser>;
/** Who each caller is; "owner" is the row's owner. */
const CALLER_ACCOUNTS: Record<Exclude<Caller, 'anonymous' | 'owner'>, Account> = {
  family: 'f1',
  otherFamily: 'f2',
  association: 'a1',
  otherAssociation: 'a2',
  referent: 'a0Referent',
  benevole: 'a0Benevole',
  admin: 'admin',
};

interface Row {
  endpoint: string;
  /** What the row's resource is, when the path alone does not say it. */
  note?: string;
  /** The action of the access policy the endpoint performs: the expected statuses follow from its rule. */
  action: AccessAction;
  /** The status of an allowed call. */
  ok: number;
  /** The account that owns the resource, the "owner" caller. */
  owner: Account;
  /** The resource as the policy sees it: the account, family and association it is or belongs to. */
  resource?: { user?: Account; family?: Account; association?: Account };
  /** The request rules that refuse, in the resource's status, a caller the policy lets act on it. */
  stateAllows?: (user: AnyAccessUser) => boolean;
  /** Builds the resource the call acts on (fresh when the allowed call would consume it). */
  prepare(w: World, t: TestApp): Promise<Target>;
  /** For GET /api/families/{id}: callers that must receive address, zip_code, phone_number and user.email. */
  contactFor?: Caller[];
}

function policyResource(resource: NonNullable<Row['resource']>): AccessResource {
  const user = (name?: Account) => (name ? POLICY_USERS[name] : undefined);
  const family = user(resource.family);
  const association = user(resource.association);
  return {
    userId: user(resource.user)?.userId,
    familyId: family?.role === ROLES.family ? family.familyId : undefined,
    associationId: association?.role === ROLES.association ? association.associationId : undefined,
  };
}

/** The status the access policy (and the request rules, where the row names them) gives `caller` on `row`. */
function expectedStatus(row: Row, caller: Caller): number {
  if (caller === 'anonymous') return isPublicAction(row.action) ? row.ok : 401;
  const user = POLICY_USERS[caller === 'owner' ? row.owner : CALLER_ACCOUNTS[caller]];
  if (!can(user, row.action, row.resource && policyResource(row.resource))) return 403;
  if (row.stateAllows && !row.stateAllows(user)) return 403;
  return row.ok;
}

/** Who may delete a request in `status`: its family or its association, by the request rules of contracts. */
const mayRemoveIn = (status: string) => (user: AnyAccessUser) =>
  user.role === ROLES.family
    ? familyRequestActions(status).remove
    : user.role === ROLES.association && associationRequestActions(status).remove;

// Contact values unique to f0 and f1 so that any response containing them can be spotted.
const F0_CONTACT = { email: '', phone_number: '0611110000', address: '7 impasse Confidentielle' };
const F1_CONTACT = { email: '', phone_number: '0622220000', address: '9 allée Discrète' };

const freshA0Animal = (w: World, t: TestApp, name = 'Cible') => createAnimal(t.api, w.a0, { name });
const freshA1Animal = (w: World, t: TestApp, name = 'Cible') => createAnimal(t.api, w.a1, { name });

/**
 * The matrix makes more members of a0 than one association may invite in a day (the limit has its own test,
 * test/mail/team.e2e-spec.ts): the invitations already sent are dated back two days before each new one.
 */
async function backdateInvitations(t: TestApp): Promise<void> {
  await t.app
    .get(DataSource)
    .createQueryBuilder()
    .update('MemberInvitation')
    .set({ created_at: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
    .where('1 = 1')
    .execute();
}

/** A new bénévole of a0, joined through the invitation endpoints. */
async function freshA0Member(w: World, t: TestApp): Promise<MemberAccount> {
  await backdateInvitations(t);
  return joinTeam(t.api, w.smtp, w.a0, ASSOCIATION_ROLES.benevole);
}

/** A day `days` from today (YYYY-MM-DD): the placement rules count from the real today here. */
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
type PlacementStep = 'draft' | 'toSign' | 'signed' | 'active';
/** The account names the signatures type (test/support/fixtures.ts, mail/support/team.ts). */
const signerName = (w: World, caller: Session) =>
  caller.userId === w.f0.userId
    ? 'Julie Proprio'
    : caller.userId === w.a0Referent.userId
      ? 'Camille Membre'
      : 'Paul Durand';

/** A placement of a0's animal with f0, opened by a0's approval and taken to `step`: its id. */
async function placementOf(w: World, t: TestApp, step: PlacementStep): Promise<number> {
  const request = await createRequest(t.api, w.f0, await freshA0Animal(w, t, 'Accueilli'));
  expectStatus(await decide(t.api, w.a0, request.id, REQUEST_STATUS.approved), 200);
  const list = await t.api.as(w.f0.token).get('/api/placements');
  const id = (list.body as Array<{ id: number; request_id: number }>).find((one) => one.request_id === request.id)
    ?.id as number;
  if (step === 'draft') return id;
  const terms = { start_date: inDays(7), end_date: null, notice_days: 15 };
  expectStatus(await t.api.as(w.a0.token).put(`/api/placements/${id}/terms`, terms), 200);
  if (step === 'toSign') return id;
  for (const party of [w.f0, w.a0])
    expectStatus(
      await t.api
        .as(party.token)
        .post(`/api/placements/${id}/signatures`, { full_name: signerName(w, party), accept: true }),
      200,
    );
  if (step === 'signed') return id;
  expectStatus(await t.api.as(w.a0.token).post(`/api/placements/${id}/start`, { date: inDays(7) }), 200);
  return id;
}

/** A piece of news f0 wrote on an active placement of a0's animal (docs/product.md#placement-news): its id. */
async function newsOf(w: World, t: TestApp): Promise<number> {
  const placementId = await placementOf(w, t, 'active');
  const res = await t.api.as(w.f0.token).post(`/api/placements/${placementId}/news`, { body: 'Tout va bien.' });
  expectStatus(res, 201);
  return (res.body as { id: number }).id;
}

/** An animal of a0 in an active placement with f0 (docs/product.md#health-record): its id. */
async function placedAnimalOf(w: World, t: TestApp): Promise<number> {
  const placementId = await placementOf(w, t, 'active');
  const res = await t.api.as(w.a0.token).get(`/api/placements/${placementId}`);
  expectStatus(res, 200);
  return (res.body as { animal: { id: number } }).animal.id;
}

/** A weight f0 added to the record of a0's animal it fosters: the entry's id. */
async function familyHealthEntryOf(w: World, t: TestApp): Promise<number> {
  const animalId = await placedAnimalOf(w, t);
  const res = await t.api.as(w.f0.token).post(`/api/animals/${animalId}/health`, HEALTH_WEIGHT);
  expectStatus(res, 201);
  return (res.body as { id: number }).id;
}

const HEALTH_WEIGHT = { type: 'poids', date: '2024-05-01', kg: 4.2 };

/** A new unverified association's pending verification request (docs/administration.md#verification-queue): its id. */
async function pendingVerification(t: TestApp): Promise<number> {
  const association = await registerAssociation(t.api, {}, { verified: false });
  const statuts = await pdfBytes('Statuts');
  const res = await t.api.as(association.token).post(`/api/associations/${association.associationId}/verification`, {
    rna: 'W751234567',
    documents: [{ kind: 'statuts', data: toDataUrl(statuts, 'application/pdf') }],
  });
  expectStatus(res, 201);
  return (res.body as { id: number }).id;
}

const ROWS: Row[] = [
  {
    endpoint: 'POST /login',
    note: "owner's credentials",
    action: 'session.open',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({
      method: 'post',
      url: '/login',
      body: { email: w.f0.email, password: w.f0.password },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/admin/audit-log',
    action: 'admin.auditLog',
    ok: 200,
    owner: 'admin',
    prepare: async (w) => ({ method: 'get', url: '/api/admin/audit-log', owner: w.admin }),
  },
  {
    endpoint: 'GET /api/admin/verifications',
    action: 'admin.verifications',
    ok: 200,
    owner: 'admin',
    prepare: async (w) => ({ method: 'get', url: '/api/admin/verifications', owner: w.admin }),
  },
  {
    endpoint: 'POST /api/admin/verifications/{id}/approve',
    note: "a fresh association's pending request",
    action: 'admin.verificationDecide',
    ok: 200,
    owner: 'admin',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/admin/verifications/${await pendingVerification(t)}/approve`,
      body: {},
      owner: w.admin,
    }),
  },
  {
    endpoint: 'POST /api/admin/verifications/{id}/reject',
    note: "a fresh association's pending request",
    action: 'admin.verificationDecide',
    ok: 200,
    owner: 'admin',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/admin/verifications/${await pendingVerification(t)}/reject`,
      body: { reason: 'Les statuts sont illisibles.' },
      owner: w.admin,
    }),
  },
  {
    endpoint: 'GET /api/health',
    action: 'health.read',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/health', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/animals',
    action: 'animal.list',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/animals', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/animals/{id}',
    action: 'animal.read',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: `/api/animals/${w.a0Animal.id}`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/animals',
    note: "body association_id is the owner's",
    action: 'animal.create',
    ok: 201,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({
      method: 'post',
      url: '/api/animals',
      body: animalPayload(w.a0, { name: 'Intrus' }),
      owner: w.a0,
    }),
  },
  {
    endpoint: 'PUT /api/animals/{id}',
    action: 'animal.update',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => {
      const animal = await freshA0Animal(w, t);
      return {
        method: 'put',
        url: `/api/animals/${animal.id}`,
        body: { name: 'Renommé', description: 'Modifié' },
        owner: w.a0,
      };
    },
  },
  {
    endpoint: 'DELETE /api/animals/{id}',
    action: 'animal.delete',
    ok: 204,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => ({ method: 'delete', url: `/api/animals/${(await freshA0Animal(w, t)).id}`, owner: w.a0 }),
  },
  // Animal gallery (docs/product.md#animal-gallery)
  {
    endpoint: 'POST /api/animals/{id}/photos',
    action: 'animal.addPhoto',
    ok: 201,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/animals/${(await freshA0Animal(w, t)).id}/photos`,
      body: { url_image: await imageDataUrl('png', 8) },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'DELETE /api/animals/{id}/photos/{photoId}',
    action: 'animal.removePhoto',
    ok: 204,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => {
      const animal = await createAnimal(t.api, w.a0, { name: 'Cible', url_image: await imageDataUrl('png', 8) });
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      const [cover] = (read.body as { photos: { id: number }[] }).photos;
      return { method: 'delete', url: `/api/animals/${animal.id}/photos/${cover.id}`, owner: w.a0 };
    },
  },
  {
    endpoint: 'PUT /api/animals/{id}/photos/order',
    action: 'animal.orderPhotos',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => {
      const animal = await createAnimal(t.api, w.a0, { name: 'Cible', url_image: await imageDataUrl('png', 8) });
      const read = await t.api.anon.get(`/api/animals/${animal.id}`);
      const ids = (read.body as { photos: { id: number }[] }).photos.map((photo) => photo.id);
      return { method: 'put', url: `/api/animals/${animal.id}/photos/order`, body: { ids }, owner: w.a0 };
    },
  },
  {
    endpoint: 'POST /api/animals/requests',
    note: "body family_id is the owner's, a family",
    action: 'request.create',
    ok: 201,
    owner: 'f0',
    resource: { family: 'f0' },
    prepare: async (w, t) => {
      const animal = await freshA0Animal(w, t);
      const body = {
        association_id: w.a0.associationId,
        animal_id: animal.id,
        motivation: 'Pour moi',
        family_id: w.f0.familyId,
      };
      return { method: 'post', url: '/api/animals/requests', body, owner: w.f0 };
    },
  },
  {
    endpoint: 'POST /api/animals/check-requests',
    note: "body family_id is the owner's, a family",
    action: 'request.check',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0' },
    prepare: async (w) => ({
      method: 'post',
      url: '/api/animals/check-requests',
      body: { animal_id: w.a1Animal.id, family_id: w.f0.familyId },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/associations',
    action: 'association.list',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/associations', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}',
    action: 'association.read',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/associations',
    note: 'registration, new email',
    action: 'association.register',
    ok: 201,
    owner: 'a0',
    prepare: async (w) => ({ method: 'post', url: '/api/associations', body: associationPayload(), owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/families',
    note: 'registration, new email',
    action: 'family.register',
    ok: 201,
    owner: 'f0',
    prepare: async (w) => ({ method: 'post', url: '/api/families', body: familyPayload(), owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}/animals',
    action: 'association.animals',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/animals`, owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}/requests',
    action: 'association.requests',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/requests`, owner: w.a0 }),
  },
  {
    endpoint: 'PUT /api/associations/requests-mods',
    note: "approve family's pending request for an animal of the owner",
    action: 'request.decide',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f1', association: 'a0' },
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f1, await freshA0Animal(w, t));
      return {
        method: 'put',
        url: '/api/associations/requests-mods',
        body: { id: request.id, status: REQUEST_STATUS.approved },
        owner: w.a0,
      };
    },
  },
  {
    endpoint: 'PUT /api/associations/{userId}',
    action: 'association.update',
    ok: 200,
    owner: 'a0',
    resource: { user: 'a0' },
    prepare: async (w) => ({
      method: 'put',
      url: `/api/associations/${w.a0.userId}`,
      body: { description: 'Description changée' },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'GET /api/associations/{id}/export',
    note: "the association's data, a ZIP",
    action: 'association.export',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/export`, owner: w.a0 }),
  },
  {
    endpoint: 'DELETE /api/associations/{associationId}',
    note: 'a fresh association as owner',
    action: 'association.delete',
    ok: 204,
    owner: 'newAssociation',
    resource: { association: 'newAssociation' },
    prepare: async (_w, t) => {
      const owner = await registerAssociation(t.api);
      return { method: 'delete', url: `/api/associations/${owner.associationId}`, owner };
    },
  },
  {
    endpoint: 'GET /api/families/{id}',
    note: 'address, zip_code, phone_number, email shown only to the owner and associations it asked, not to a bénévole',
    action: 'family.read',
    ok: 200,
    owner: 'f0',
    contactFor: ['association', 'owner', 'referent'],
    prepare: async (w) => ({ method: 'get', url: `/api/families/${w.f0.familyId}`, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/families/user/{userId}',
    action: 'family.readDashboard',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'get', url: `/api/families/user/${w.f0.userId}`, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/account',
    note: "the caller's own account",
    action: 'account.read',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'get', url: '/api/account', owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/account/consents',
    note: "the caller's own consent log",
    action: 'account.consents',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'get', url: '/api/account/consents', owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/me/export',
    note: "the caller's own data, a ZIP",
    action: 'account.export',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'get', url: '/api/me/export', owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/me/notifications-count',
    action: 'notifications.count',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/me/notifications-count', owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/me/notifications-seen',
    action: 'notifications.markSeen',
    ok: 204,
    owner: 'f0',
    prepare: async (w) => ({ method: 'post', url: '/api/me/notifications-seen', body: {}, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/invitations',
    note: "the caller's, received or sent",
    action: 'invitation.list',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/invitations', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/families/search',
    action: 'family.search',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'get', url: '/api/families/search', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/families/{id}/requests',
    action: 'family.requests',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0' },
    prepare: async (w) => ({ method: 'get', url: `/api/families/${w.f0.familyId}/requests`, owner: w.f0 }),
  },
  {
    endpoint: 'PUT /api/families/requests-mods',
    note: "owner's pending request, sent to association",
    action: 'request.editMotivation',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0', association: 'a1' },
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA1Animal(w, t));
      return {
        method: 'put',
        url: '/api/families/requests-mods',
        body: { id: request.id, motivation: 'Motivation changée' },
        owner: w.f0,
      };
    },
  },
  {
    endpoint: 'PUT /api/families/{userId}',
    action: 'family.update',
    ok: 200,
    owner: 'f0',
    resource: { user: 'f0' },
    prepare: async (w) => ({
      method: 'put',
      url: `/api/families/${w.f0.userId}`,
      body: { description: 'Profil changé', zip_code: '44000', city: 'Nantes' },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'DELETE /api/families/{familyId}',
    note: 'a fresh family as owner',
    action: 'family.delete',
    ok: 204,
    owner: 'newFamily',
    resource: { family: 'newFamily' },
    prepare: async (_w, t) => {
      const owner = await registerFamily(t.api);
      return { method: 'delete', url: `/api/families/${owner.familyId}`, owner };
    },
  },
  {
    endpoint: 'DELETE /api/requests/{id}',
    note: "owner's pending request, sent to association",
    action: 'request.delete',
    ok: 204,
    owner: 'f0',
    resource: { family: 'f0', association: 'a1' },
    stateAllows: mayRemoveIn(REQUEST_STATUS.pending),
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA1Animal(w, t));
      return { method: 'delete', url: `/api/requests/${request.id}`, owner: w.f0 };
    },
  },
  {
    endpoint: 'DELETE /api/requests/{id}',
    note: "the owner's refused request: its association may delete it too",
    action: 'request.delete',
    ok: 204,
    owner: 'f0',
    resource: { family: 'f0', association: 'a1' },
    stateAllows: mayRemoveIn(REQUEST_STATUS.refused),
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA1Animal(w, t));
      expectStatus(await decide(t.api, w.a1, request.id, REQUEST_STATUS.refused), 200);
      return { method: 'delete', url: `/api/requests/${request.id}`, owner: w.f0 };
    },
  },
  // Référent of a request (docs/product.md#association-team)
  {
    endpoint: 'PUT /api/requests/{id}/referent',
    note: "family's request for an animal of the owner; the owner names itself",
    action: 'request.assignReferent',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f1', association: 'a0' },
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f1, await freshA0Animal(w, t));
      return {
        method: 'put',
        url: `/api/requests/${request.id}/referent`,
        body: { user_id: w.a0.userId },
        owner: w.a0,
      };
    },
  },
  // Association team: members and invitations
  {
    endpoint: 'GET /api/associations/{id}/members',
    action: 'member.list',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/members`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/associations/{id}/members',
    note: 'a new address',
    action: 'member.invite',
    ok: 201,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => {
      await backdateInvitations(t);
      return {
        method: 'post',
        url: `/api/associations/${w.a0.associationId}/members`,
        body: { email: uniqueEmail('invited'), role: ASSOCIATION_ROLES.benevole },
        owner: w.a0,
      };
    },
  },
  {
    endpoint: 'PUT /api/account/mail-scope',
    note: "the caller's own choice, an association member",
    action: 'account.changeMailScope',
    ok: 200,
    owner: 'a0',
    prepare: async (w) => ({ method: 'put', url: '/api/account/mail-scope', body: { mail_scope: 'all' }, owner: w.a0 }),
  },
  // Activity log
  {
    endpoint: 'GET /api/associations/{id}/activity',
    action: 'activity.list',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/activity`, owner: w.a0 }),
  },
  // Placements register (docs/product.md#placements-register)
  {
    endpoint: 'GET /api/associations/{id}/placements-register',
    action: 'placement.register',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({
      method: 'get',
      url: `/api/associations/${w.a0.associationId}/placements-register?from=2026-01-01&to=2026-12-31`,
      owner: w.a0,
    }),
  },
  {
    endpoint: 'PUT /api/associations/{id}/members/{userId}',
    note: "a bénévole of the owner's team",
    action: 'member.changeRole',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({
      method: 'put',
      url: `/api/associations/${w.a0.associationId}/members/${w.a0Member.userId}`,
      body: { role: ASSOCIATION_ROLES.benevole },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'DELETE /api/associations/{id}/members/{userId}',
    note: "another member of the owner's team",
    action: 'member.remove',
    ok: 204,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w, t) => {
      const member = await freshA0Member(w, t);
      return { method: 'delete', url: `/api/associations/${w.a0.associationId}/members/${member.userId}`, owner: w.a0 };
    },
  },
  {
    endpoint: 'DELETE /api/associations/{id}/members/{userId}',
    note: 'a fresh member of a0 as owner, leaving',
    action: 'member.leave',
    ok: 204,
    owner: 'newMember',
    resource: { user: 'newMember', association: 'a0' },
    prepare: async (w, t) => {
      const member = await freshA0Member(w, t);
      return {
        method: 'delete',
        url: `/api/associations/${w.a0.associationId}/members/${member.userId}`,
        owner: member,
      };
    },
  },
  {
    endpoint: 'POST /api/member-invitations/preview',
    note: "an unused invitation's token",
    action: 'memberInvitation.preview',
    ok: 200,
    owner: 'a1',
    prepare: async (w) => ({
      method: 'post',
      url: '/api/member-invitations/preview',
      body: { token: w.a1InvitationToken },
      owner: w.a1,
    }),
  },
  {
    endpoint: 'POST /api/member-invitations/accept',
    note: 'a fresh invitation of a1',
    action: 'memberInvitation.accept',
    ok: 201,
    owner: 'a1',
    prepare: async (w, t) => {
      await backdateInvitations(t);
      const token = await inviteByMail(t.api, w.smtp, w.a1, ASSOCIATION_ROLES.benevole);
      return {
        method: 'post',
        url: '/api/member-invitations/accept',
        body: { token, lastname: 'Nouvel', firstname: 'Lou', password: PASSWORD, confirmPassword: PASSWORD },
        owner: w.a1,
      };
    },
  },
  // Two-factor sign-in (docs/security.md#two-factor-sign-in)
  {
    endpoint: 'POST /login/mfa',
    note: 'an mfa_token that no sign-in issued: refused alike for every caller',
    action: 'session.mfa',
    ok: 401,
    owner: 'f0',
    prepare: async (w) => ({
      method: 'post',
      url: '/login/mfa',
      body: { mfa_token: 'x'.repeat(43), code: '123456' },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'POST /api/account/2fa/confirm',
    note: "the caller's own account, no setup started: 409",
    action: 'account.twoFactor.confirm',
    ok: 409,
    owner: 'f0',
    prepare: async (w) => ({ method: 'post', url: '/api/account/2fa/confirm', body: { code: '123456' }, owner: w.f0 }),
  },
  {
    endpoint: 'POST /api/account/2fa',
    note: "the caller's own account",
    action: 'account.twoFactor.start',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'post', url: '/api/account/2fa', body: {}, owner: w.f0 }),
  },
  {
    endpoint: 'DELETE /api/account/2fa',
    note: "the caller's own account and password, 2FA off: 409",
    action: 'account.twoFactor.disable',
    ok: 409,
    owner: 'a0',
    prepare: async (w) => ({
      method: 'delete',
      url: '/api/account/2fa',
      body: { password: w.a0.password },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'GET /api/associations/{id}/security',
    action: 'association.readSecurity',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/security`, owner: w.a0 }),
  },
  {
    endpoint: 'PUT /api/associations/{id}/security',
    action: 'association.security',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({
      method: 'put',
      url: `/api/associations/${w.a0.associationId}/security`,
      body: { require_2fa: false },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'GET /api/placements',
    note: "the caller's own",
    action: 'placement.list',
    ok: 200,
    owner: 'f0',
    prepare: async (w) => ({ method: 'get', url: '/api/placements', owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/placements/{id}',
    note: 'f0 fosters an animal of a0',
    action: 'placement.read',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'get',
      url: `/api/placements/${await placementOf(w, t, 'draft')}`,
      owner: w.a0,
    }),
  },
  {
    endpoint: 'GET /api/placements/{id}/contract.pdf',
    action: 'placement.contract',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'get',
      url: `/api/placements/${await placementOf(w, t, 'toSign')}/contract.pdf`,
      owner: w.f0,
    }),
  },
  {
    endpoint: 'PUT /api/placements/{id}/terms',
    action: 'placement.setTerms',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'put',
      url: `/api/placements/${await placementOf(w, t, 'draft')}/terms`,
      body: { start_date: inDays(7), end_date: null },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/signatures',
    note: "the caller's own name",
    action: 'placement.sign',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'toSign')}/signatures`,
      bodyFor: (caller) => ({ full_name: signerName(w, caller), accept: true }),
      owner: w.a0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/start',
    action: 'placement.start',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'signed')}/start`,
      body: { date: inDays(7) },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/end-request',
    action: 'placement.requestEnd',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'active')}/end-request`,
      body: { date: inDays(60), reason: null },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/end',
    action: 'placement.end',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'active')}/end`,
      body: { date: inDays(30), outcome: 'retour_association', note: null },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/adoption-request',
    action: 'placement.requestAdoption',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'active')}/adoption-request`,
      owner: w.f0,
    }),
  },
  {
    endpoint: 'POST /api/placements/{id}/adoption',
    action: 'placement.adopt',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'active')}/adoption`,
      body: { certificate_issued_on: inDays(1), certificate_issuer: 'Paul Durand', adoption_date: inDays(8) },
      owner: w.a0,
    }),
  },
  // Placement news (docs/product.md#placement-news)
  {
    endpoint: 'POST /api/placements/{id}/news',
    action: 'news.post',
    ok: 201,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/placements/${await placementOf(w, t, 'active')}/news`,
      body: { body: 'Il dort beaucoup.' },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/placements/{id}/news',
    action: 'news.list',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'get',
      url: `/api/placements/${await placementOf(w, t, 'active')}/news`,
      owner: w.a0,
    }),
  },
  {
    endpoint: 'DELETE /api/news/{id}',
    action: 'news.delete',
    ok: 204,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({ method: 'delete', url: `/api/news/${await newsOf(w, t)}`, owner: w.f0 }),
  },
  {
    endpoint: 'POST /api/news/{id}/publish',
    action: 'news.publish',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({ method: 'post', url: `/api/news/${await newsOf(w, t)}/publish`, owner: w.a0 }),
  },
  {
    endpoint: 'DELETE /api/news/{id}/publish',
    action: 'news.unpublish',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({ method: 'delete', url: `/api/news/${await newsOf(w, t)}/publish`, owner: w.a0 }),
  },
  // Health record and care due (docs/product.md#health-record)
  {
    endpoint: 'GET /api/animals/{id}/health',
    action: 'health.list',
    ok: 200,
    owner: 'a0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({ method: 'get', url: `/api/animals/${await placedAnimalOf(w, t)}/health`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/animals/{id}/health',
    note: 'a weight, by the placed family',
    action: 'health.add',
    ok: 201,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/animals/${await placedAnimalOf(w, t)}/health`,
      body: HEALTH_WEIGHT,
      owner: w.f0,
    }),
  },
  {
    endpoint: 'PUT /api/health/{id}',
    note: "the family's own entry",
    action: 'health.update',
    ok: 200,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({
      method: 'put',
      url: `/api/health/${await familyHealthEntryOf(w, t)}`,
      body: { ...HEALTH_WEIGHT, kg: 4.4 },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'DELETE /api/health/{id}',
    note: "the family's own entry",
    action: 'health.delete',
    ok: 204,
    owner: 'f0',
    resource: { family: 'f0', association: 'a0' },
    prepare: async (w, t) => ({ method: 'delete', url: `/api/health/${await familyHealthEntryOf(w, t)}`, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}/care-due',
    action: 'careDue.list',
    ok: 200,
    owner: 'a0',
    resource: { association: 'a0' },
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/care-due`, owner: w.a0 }),
  },
  // Moderation (docs/administration.md#moderation): reports by anyone signed in, the administrators' queue and
  // decisions, each on a fresh resource since the allowed call consumes it.
  {
    endpoint: 'POST /api/animals/{id}/report',
    action: 'animal.report',
    ok: 201,
    owner: 'f0',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/animals/${(await freshA0Animal(w, t, 'Signalé')).id}/report`,
      body: { reason: 'Annonce trompeuse' },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'POST /api/associations/{id}/report',
    note: 'a fresh association',
    action: 'association.report',
    ok: 201,
    owner: 'f0',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/associations/${(await registerAssociation(t.api)).associationId}/report`,
      body: { reason: 'Arnaque' },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/admin/reports',
    action: 'admin.reports',
    ok: 200,
    owner: 'admin',
    prepare: async (w) => ({ method: 'get', url: '/api/admin/reports', owner: w.admin }),
  },
  {
    endpoint: 'POST /api/admin/reports/{id}/dismiss',
    note: "f0's open report",
    action: 'admin.reportDismiss',
    ok: 200,
    owner: 'admin',
    prepare: async (w, t) => {
      const animal = await freshA0Animal(w, t, 'Signalé');
      const report = await t.api.as(w.f0.token).post(`/api/animals/${animal.id}/report`, { reason: 'Doute' });
      expectStatus(report, 201);
      return { method: 'post', url: `/api/admin/reports/${report.body.id}/dismiss`, owner: w.admin };
    },
  },
  {
    endpoint: 'POST /api/admin/messages/{id}/hide',
    note: "f0's message to a0",
    action: 'admin.hideContent',
    ok: 204,
    owner: 'admin',
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA0Animal(w, t, 'Conversation'));
      const message = await t.api.as(w.f0.token).post(`/api/requests/${request.id}/messages`, { body: 'Bonjour' });
      expectStatus(message, 201);
      return {
        method: 'post',
        url: `/api/admin/messages/${message.body.id}/hide`,
        body: { reason: 'Propos déplacés' },
        owner: w.admin,
      };
    },
  },
  {
    endpoint: 'POST /api/admin/animals/{id}/hide',
    action: 'admin.hideContent',
    ok: 204,
    owner: 'admin',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/admin/animals/${(await freshA0Animal(w, t, 'Masqué')).id}/hide`,
      body: { reason: 'Annonce frauduleuse' },
      owner: w.admin,
    }),
  },
  {
    endpoint: 'POST /api/admin/accounts/{userId}/suspend',
    note: 'a fresh family',
    action: 'admin.suspendAccount',
    ok: 200,
    owner: 'admin',
    prepare: async (w, t) => ({
      method: 'post',
      url: `/api/admin/accounts/${(await registerFamily(t.api)).userId}/suspend`,
      body: { reason: 'Fraude' },
      owner: w.admin,
    }),
  },
  {
    endpoint: 'POST /api/admin/accounts/{userId}/unsuspend',
    note: 'a fresh family, suspended',
    action: 'admin.suspendAccount',
    ok: 200,
    owner: 'admin',
    prepare: async (w, t) => {
      const family = await registerFamily(t.api);
      expectStatus(
        await t.api.as(w.admin.token).post(`/api/admin/accounts/${family.userId}/suspend`, { reason: 'Fraude' }),
        200,
      );
      return { method: 'post', url: `/api/admin/accounts/${family.userId}/unsuspend`, owner: w.admin };
    },
  },
];

const CASES = ROWS.flatMap((row, rowIndex) =>
  CALLERS.map((caller) => ({ row, rowIndex, caller, expected: expectedStatus(row, caller) })),
);

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  const outcomes = new Map<string, number>();
  let privacyChecks = 0;
  let snapshotsCompared = 0;

  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await startMailApp(smtp);
    const [a0, a1, a2] = [
      await registerAssociation(t.api),
      await registerAssociation(t.api),
      await registerAssociation(t.api),
    ];
    const f0 = await registerFamily(t.api, {
      lastname: 'Proprio',
      phone_number: F0_CONTACT.phone_number,
      address: F0_CONTACT.address,
    });
    const f1 = await registerFamily(t.api, {
      lastname: 'Voisine',
      phone_number: F1_CONTACT.phone_number,
      address: F1_CONTACT.address,
    });
    const f2 = await registerFamily(t.api, { lastname: 'Inconnue' });
    F0_CONTACT.email = f0.email;
    F1_CONTACT.email = f1.email;
    const a0Animal = await createAnimal(t.api, a0, { name: 'Réglisse' });
    const a1Animal = await createAnimal(t.api, a1, { name: 'Caramel' });
    await createRequest(t.api, f1, a0Animal);
    await createRequest(t.api, f0, a1Animal);
    // f0 asked a0 too: a0's référent sees its contact details, its bénévole does not (docs/product.md#association-team).
    await createRequest(t.api, f0, await createAnimal(t.api, a0, { name: 'Praline' }));
    const a0Referent = await joinTeam(t.api, smtp, a0, ASSOCIATION_ROLES.referent);
    const a0Benevole = await joinTeam(t.api, smtp, a0, ASSOCIATION_ROLES.benevole);
    const a0Member = await joinTeam(t.api, smtp, a0, ASSOCIATION_ROLES.benevole);
    const a1InvitationToken = await inviteByMail(t.api, smtp, a1, ASSOCIATION_ROLES.referent);
    const admin = await createAdmin(t, uniqueEmail('admin'));
    w = {
      f0,
      f1,
      f2,
      a0,
      a1,
      a2,
      a0Animal,
      a1Animal,
      a0Referent,
      a0Benevole,
      a0Member,
      smtp,
      a1InvitationToken,
      admin,
    };
  }, 120_000);

  afterAll(async () => {
    if (outcomes.size) {
      const failures = CASES.filter((c) => outcomes.get(`${c.rowIndex}/${c.caller}`) !== c.expected).length;
      const header = `| endpoint | ${CALLERS.map((c) => CALLER_LABELS[c]).join(' | ')} |`;
      const lines = ROWS.map((row, rowIndex) => {
        const cells = CALLERS.map((caller) => {
          const got = outcomes.get(`${rowIndex}/${caller}`);
          const expected = expectedStatus(row, caller);
          return got === expected ? String(got) : `expected ${expected}, got ${got ?? 'nothing'}`;
        });
        return `| ${row.endpoint}${row.note ? ` (${row.note})` : ''} | ${cells.join(' | ')} |`;
      });
      writeReport('authorization-matrix', 'Authorization matrix', [
        `Cases run: ${outcomes.size} of ${CASES.length} (${ROWS.length} endpoint rows x ${CALLERS.length} callers); failures: ${failures}.`,
        `Refused calls whose data set was compared before/after: ${snapshotsCompared}. Family contact checks: ${privacyChecks}.`,
        '',
        header,
        `|---|${CALLERS.map(() => '---').join('|')}|`,
        ...lines,
      ]);
    }
    await t?.close();
    await smtp?.stop();
  });

  const sessionOf = (caller: Caller, owner: Session): Session | null =>
    ({
      anonymous: null,
      family: w.f1,
      otherFamily: w.f2,
      association: w.a1,
      otherAssociation: w.a2,
      owner,
      referent: w.a0Referent,
      benevole: w.a0Benevole,
      admin: w.admin,
    })[caller];

  /** Everything any account owns, read back by its owner (requests lists and full family profiles included). */
  async function snapshot(extra: Session): Promise<unknown> {
    const asOwner = (s: Session) => t.api.as(s.token);
    const reads = [
      t.api.anon.get('/api/animals'),
      t.api.anon.get('/api/associations'),
      ...[w.a0, w.a1, w.a2].map((a) => asOwner(a).get(`/api/associations/${a.associationId}/requests`)),
      // The teams, with their pending invitations.
      ...[w.a0, w.a1].map((a) => asOwner(a).get(`/api/associations/${a.associationId}/members`)),
      ...[w.f0, w.f1, w.f2].flatMap((f) => [
        asOwner(f).get(`/api/families/${f.familyId}`),
        asOwner(f).get(`/api/families/${f.familyId}/requests`),
      ]),
    ];
    if (extra.familyId !== undefined && ![w.f0, w.f1, w.f2].includes(extra as FamilyAccount))
      reads.push(asOwner(extra).get(`/api/families/${extra.familyId}`));
    const answers: Response[] = [];
    for (const read of reads) answers.push(await read);
    return answers.map((a) => ({ status: a.status, body: a.body }));
  }

  /** Contact values of f0 / f1 appear only in answers to themselves or to the association that received their request. */
  function assertNoContactLeak(res: Response, viewer: Session | null) {
    const text = res.text ?? '';
    const guarded: [typeof F0_CONTACT, Session[]][] = [
      [F0_CONTACT, [w.f0, w.a1, w.a0, w.a0Referent]],
      // a0's référent follows a0's requests as its admin does; its bénévole does not see contact details.
      [F1_CONTACT, [w.f1, w.a0, w.a0Referent]],
    ];
    for (const [contact, allowed] of guarded) {
      if (viewer && allowed.some((s) => s.userId === viewer.userId)) continue;
      // A platform administrator reads an account's e-mail in the moderation queue (ModerationAccount), never its
      // phone or address (docs/administration.md#reports).
      const values =
        viewer?.userId === w.admin.userId ? [contact.phone_number, contact.address] : Object.values(contact);
      for (const value of values) expect(text.includes(value)).toBe(false);
    }
  }

  test.each(
    CASES.map(
      (c) =>
        [
          `${c.row.endpoint}${c.row.note ? ` (${c.row.note})` : ''} as ${CALLER_LABELS[c.caller]} -> ${c.expected}`,
          c,
        ] as const,
    ),
  )('%s', async (_title, { row, rowIndex, caller, expected }) => {
    const target = await row.prepare(w, t);
    const session = sessionOf(caller, target.owner);
    const client = session ? t.api.as(session.token) : t.api.anon;
    // Refusals are where nothing may change; allowed calls change things on purpose and are not compared.
    const refusalExpected = expected >= 400;
    const before = refusalExpected ? await snapshot(target.owner) : null;
    const body = target.bodyFor && session ? target.bodyFor(session) : target.body;
    const res =
      target.method === 'get' || target.method === 'delete'
        ? body
          ? await client[target.method](target.url).send(body)
          : await client[target.method](target.url)
        : await client[target.method](target.url, body);
    outcomes.set(`${rowIndex}/${caller}`, res.status);
    expectStatus(res, expected);
    assertNoContactLeak(res, session);
    if (refusalExpected) {
      // A refusal is a JSON error and nothing else, and the data set is exactly as it was.
      expect(Object.keys(res.body).sort()).toEqual(['code', 'error', 'message', 'statusCode']);
      expect(await snapshot(target.owner)).toEqual(before);
      snapshotsCompared += 1;
    }
    if (row.contactFor) {
      const shown = row.contactFor.includes(caller);
      for (const key of ['address', 'zip_code', 'phone_number'] as const) expect(key in res.body).toBe(shown);
      expect('email' in res.body.user).toBe(shown);
      if (shown) expect(res.body.phone_number).toBe(F0_CONTACT.phone_number);
      privacyChecks += 1;
    }
  });
});
