/**
 * Authorization matrix (ASVS V8): every endpoint of docs/product.md#calls, called by six kinds of caller, declared once in ROWS
 * and turned into one test per (endpoint, caller). Each case asserts the status, that a refused call changed
 * nothing (the whole data set is read back before and after), and that no family's contact details reach a
 * caller who may not see them (ARCHITECTURE 3). The table with the outcome of every case goes to
 * results/authorization-matrix.<db>.md.
 */
import { REQUEST_STATUS, type Animal } from '@petfoster/contracts';
import type { Response } from 'supertest';
import { startApp, type TestApp } from '../support/app';
import {
  animalPayload,
  associationPayload,
  createAnimal,
  createRequest,
  decide,
  familyPayload,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
  type Session,
} from '../support/fixtures';
import { expectStatus } from '../support/http';
import { writeReport } from './support/report';

const CALLERS = ['anonymous', 'family', 'otherFamily', 'association', 'otherAssociation', 'owner'] as const;
type Caller = (typeof CALLERS)[number];
const CALLER_LABELS: Record<Caller, string> = {
  anonymous: 'anonymous',
  family: 'family',
  otherFamily: 'other family',
  association: 'association',
  otherAssociation: 'other association',
  owner: 'owner',
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
}

type Method = 'get' | 'post' | 'put' | 'delete';
interface Target {
  method: Method;
  url: string;
  body?: Record<string, unknown>;
  /** Who plays "owner" in this row. */
  owner: Session;
}
interface Row {
  endpoint: string;
  /** What the row's resource is, when the path alone does not say it. */
  note?: string;
  /** Expected status per caller, in CALLERS order. */
  expect: [number, number, number, number, number, number];
  /** Builds the resource the call acts on (fresh when the allowed call would consume it). */
  prepare(w: World, t: TestApp): Promise<Target>;
  /** For GET /api/families/{id}: callers that must receive address, zip_code, phone_number and user.email. */
  contactFor?: Caller[];
}

const OPEN = [200, 200, 200, 200, 200, 200] as const;
/** Only the owner; everyone else is authenticated-but-not-allowed. */
const OWNER_ONLY = (ok: number): Row['expect'] => [401, 403, 403, 403, 403, ok];

// Contact values unique to f0 and f1 so that any response containing them can be spotted.
const F0_CONTACT = { email: '', phone_number: '0611110000', address: '7 impasse Confidentielle' };
const F1_CONTACT = { email: '', phone_number: '0622220000', address: '9 allée Discrète' };

const freshA0Animal = (w: World, t: TestApp, name = 'Cible') => createAnimal(t.api, w.a0, { name });
const freshA1Animal = (w: World, t: TestApp, name = 'Cible') => createAnimal(t.api, w.a1, { name });

const ROWS: Row[] = [
  {
    endpoint: 'POST /login',
    note: "owner's credentials",
    expect: [...OPEN],
    prepare: async (w) => ({
      method: 'post',
      url: '/login',
      body: { email: w.f0.email, password: w.f0.password },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/health',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: '/api/health', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/animals',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: '/api/animals', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/animals/{id}',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: `/api/animals/${w.a0Animal.id}`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/animals',
    note: "body association_id is the owner's",
    expect: OWNER_ONLY(201),
    prepare: async (w) => ({
      method: 'post',
      url: '/api/animals',
      body: animalPayload(w.a0, { name: 'Intrus' }),
      owner: w.a0,
    }),
  },
  {
    endpoint: 'PUT /api/animals/{id}',
    expect: OWNER_ONLY(200),
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
    expect: OWNER_ONLY(204),
    prepare: async (w, t) => ({ method: 'delete', url: `/api/animals/${(await freshA0Animal(w, t)).id}`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/animals/requests',
    note: "body family_id is the owner's, a family",
    expect: OWNER_ONLY(201),
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
    expect: OWNER_ONLY(200),
    prepare: async (w) => ({
      method: 'post',
      url: '/api/animals/check-requests',
      body: { animal_id: w.a1Animal.id, family_id: w.f0.familyId },
      owner: w.f0,
    }),
  },
  {
    endpoint: 'GET /api/associations',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: '/api/associations', owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}`, owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/associations',
    note: 'registration, new email',
    expect: [201, 201, 201, 201, 201, 201],
    prepare: async (w) => ({ method: 'post', url: '/api/associations', body: associationPayload(), owner: w.a0 }),
  },
  {
    endpoint: 'POST /api/families',
    note: 'registration, new email',
    expect: [201, 201, 201, 201, 201, 201],
    prepare: async (w) => ({ method: 'post', url: '/api/families', body: familyPayload(), owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}/animals',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/animals`, owner: w.a0 }),
  },
  {
    endpoint: 'GET /api/associations/{id}/requests',
    expect: OWNER_ONLY(200),
    prepare: async (w) => ({ method: 'get', url: `/api/associations/${w.a0.associationId}/requests`, owner: w.a0 }),
  },
  {
    endpoint: 'PUT /api/associations/requests-mods',
    note: "approve family's pending request for an animal of the owner",
    expect: OWNER_ONLY(200),
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
    expect: OWNER_ONLY(200),
    prepare: async (w) => ({
      method: 'put',
      url: `/api/associations/${w.a0.userId}`,
      body: { description: 'Description changée' },
      owner: w.a0,
    }),
  },
  {
    endpoint: 'DELETE /api/associations/{associationId}',
    note: 'a fresh association as owner',
    expect: OWNER_ONLY(204),
    prepare: async (_w, t) => {
      const owner = await registerAssociation(t.api);
      return { method: 'delete', url: `/api/associations/${owner.associationId}`, owner };
    },
  },
  {
    endpoint: 'GET /api/families/{id}',
    note: 'address, zip_code, phone_number, email shown only to association and owner',
    expect: [...OPEN],
    contactFor: ['association', 'owner'],
    prepare: async (w) => ({ method: 'get', url: `/api/families/${w.f0.familyId}`, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/families/user/{userId}',
    expect: [...OPEN],
    prepare: async (w) => ({ method: 'get', url: `/api/families/user/${w.f0.userId}`, owner: w.f0 }),
  },
  {
    endpoint: 'GET /api/families/{id}/requests',
    expect: OWNER_ONLY(200),
    prepare: async (w) => ({ method: 'get', url: `/api/families/${w.f0.familyId}/requests`, owner: w.f0 }),
  },
  {
    endpoint: 'PUT /api/families/requests-mods',
    note: "owner's pending request, sent to association",
    expect: OWNER_ONLY(200),
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
    expect: OWNER_ONLY(200),
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
    expect: OWNER_ONLY(204),
    prepare: async (_w, t) => {
      const owner = await registerFamily(t.api);
      return { method: 'delete', url: `/api/families/${owner.familyId}`, owner };
    },
  },
  {
    endpoint: 'DELETE /api/requests/{id}',
    note: "owner's pending request, sent to association",
    expect: OWNER_ONLY(204),
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA1Animal(w, t));
      return { method: 'delete', url: `/api/requests/${request.id}`, owner: w.f0 };
    },
  },
  {
    endpoint: 'DELETE /api/requests/{id}',
    note: "the owner's refused request: its association may delete it too",
    expect: [401, 403, 403, 204, 403, 204],
    prepare: async (w, t) => {
      const request = await createRequest(t.api, w.f0, await freshA1Animal(w, t));
      expectStatus(await decide(t.api, w.a1, request.id, REQUEST_STATUS.refused), 200);
      return { method: 'delete', url: `/api/requests/${request.id}`, owner: w.f0 };
    },
  },
];

const CASES = ROWS.flatMap((row, rowIndex) =>
  CALLERS.map((caller, callerIndex) => ({ row, rowIndex, caller, expected: row.expect[callerIndex] })),
);

describe('authorization matrix', () => {
  let t: TestApp;
  let w: World;
  const outcomes = new Map<string, number>();
  let privacyChecks = 0;
  let snapshotsCompared = 0;

  beforeAll(async () => {
    t = await startApp();
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
    w = { f0, f1, f2, a0, a1, a2, a0Animal, a1Animal };
  }, 120_000);

  afterAll(async () => {
    if (outcomes.size) {
      const failures = CASES.filter((c) => outcomes.get(`${c.rowIndex}/${c.caller}`) !== c.expected).length;
      const header = `| endpoint | ${CALLERS.map((c) => CALLER_LABELS[c]).join(' | ')} |`;
      const lines = ROWS.map((row, rowIndex) => {
        const cells = CALLERS.map((caller, i) => {
          const got = outcomes.get(`${rowIndex}/${caller}`);
          return got === row.expect[i] ? String(got) : `expected ${row.expect[i]}, got ${got ?? 'nothing'}`;
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
  });

  const sessionOf = (caller: Caller, owner: Session): Session | null =>
    ({ anonymous: null, family: w.f1, otherFamily: w.f2, association: w.a1, otherAssociation: w.a2, owner })[caller];

  /** Everything any account owns, read back by its owner (requests lists and full family profiles included). */
  async function snapshot(extra: Session): Promise<unknown> {
    const asOwner = (s: Session) => t.api.as(s.token);
    const reads = [
      t.api.anon.get('/api/animals'),
      t.api.anon.get('/api/associations'),
      ...[w.a0, w.a1, w.a2].map((a) => asOwner(a).get(`/api/associations/${a.associationId}/requests`)),
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
      [F0_CONTACT, [w.f0, w.a1]],
      [F1_CONTACT, [w.f1, w.a0]],
    ];
    for (const [contact, allowed] of guarded) {
      if (viewer && allowed.some((s) => s.userId === viewer.userId)) continue;
      for (const value of Object.values(contact)) expect(text.includes(value)).toBe(false);
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
    const res =
      target.method === 'get' || target.method === 'delete'
        ? await client[target.method](target.url)
        : await client[target.method](target.url, target.body);
    outcomes.set(`${rowIndex}/${caller}`, res.status);
    expectStatus(res, expected);
    assertNoContactLeak(res, session);
    if (refusalExpected) {
      // A refusal is a JSON error and nothing else, and the data set is exactly as it was.
      expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
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
