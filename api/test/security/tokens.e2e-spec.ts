/**
 * Token checks (ASVS V9): the one declaration of every kind of token the API must refuse. Each kind is sent to the
 * protected endpoint its claims would unlock if they were believed (e.g. a family id swapped for another family's
 * is sent to that other family's requests), and must get 401 with the French message; a genuine token on the same
 * endpoint is the control that proves the endpoint answers 200 when the token is right.
 * (POST /login itself is covered by test/auth.e2e-spec.ts.)
 */
import { API_MESSAGES } from '@petfoster/contracts';
import { startApp, TEST_JWT_SECRET, type TestApp } from '../support/app';
import {
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { expectStatus, messagesOf } from '../support/http';
import { decodeJwt, signJwt, tamperJwt } from '../support/jwt';
import { writeReport } from './support/report';

interface Ctx {
  family: FamilyAccount;
  otherFamily: FamilyAccount;
  association: AssociationAccount;
  otherAssociation: AssociationAccount;
  deletedFamilyToken: string;
  deletedFamilyId: number;
}
interface Probe {
  /** Raw Authorization header (null: none at all). */
  authorization: string | null;
  url: string;
}
interface TokenKind {
  kind: string;
  expected: 200 | 401;
  probe(c: Ctx): Probe;
}

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const bearer = (token: string) => `Bearer ${token}`;
const familyPayload = (c: Ctx) => decodeJwt(c.family.token).payload;
const ownRequests = (c: Ctx) => `/api/families/${c.family.familyId}/requests`;
const otherRequests = (c: Ctx) => `/api/families/${c.otherFamily.familyId}/requests`;
const associationRequests = (c: Ctx, a: AssociationAccount) => `/api/associations/${a.associationId}/requests`;

const KINDS: TokenKind[] = [
  {
    kind: 'genuine token (control)',
    expected: 200,
    probe: (c) => ({ authorization: bearer(c.family.token), url: ownRequests(c) }),
  },
  {
    kind: 'genuine association token (control)',
    expected: 200,
    probe: (c) => ({ authorization: bearer(c.association.token), url: associationRequests(c, c.association) }),
  },
  { kind: 'no Authorization header', expected: 401, probe: (c) => ({ authorization: null, url: ownRequests(c) }) },
  // Algorithm
  ...['none', 'None', 'NONE'].map((alg) => ({
    kind: `alg "${alg}", no signature`,
    expected: 401 as const,
    probe: (c: Ctx) => ({
      authorization: bearer(signJwt(familyPayload(c), '', { alg, typ: 'JWT' })),
      url: ownRequests(c),
    }),
  })),
  {
    kind: 'alg "none" keeping the genuine signature',
    expected: 401,
    probe: (c) => {
      const [, payload, signature] = c.family.token.split('.');
      return {
        authorization: bearer(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`),
        url: ownRequests(c),
      };
    },
  },
  ...['HS384', 'HS512'].map((alg) => ({
    kind: `${alg} with the right secret (algorithm pinned to HS256)`,
    expected: 401 as const,
    probe: (c: Ctx) => ({
      authorization: bearer(signJwt(familyPayload(c), TEST_JWT_SECRET, { alg, typ: 'JWT' })),
      url: ownRequests(c),
    }),
  })),
  {
    kind: 'header alg RS256, HMAC-signed with the secret (algorithm confusion)',
    expected: 401,
    probe: (c) => {
      const token = signJwt(familyPayload(c), TEST_JWT_SECRET);
      const [, payload, signature] = token.split('.');
      return {
        authorization: bearer(`${b64({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`),
        url: ownRequests(c),
      };
    },
  },
  // Secret
  {
    kind: 'signed with another secret',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(signJwt(familyPayload(c), 'another-secret-entirely-0123456789abcdef')),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'signed with an empty secret',
    expected: 401,
    probe: (c) => ({ authorization: bearer(signJwt(familyPayload(c), '')), url: ownRequests(c) }),
  },
  // Tampered payload, genuine signature kept
  {
    kind: 'tampered: role family -> association (signature kept)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        tamperJwt(c.family.token, { role: 'association', associationId: c.association.associationId }),
      ),
      url: associationRequests(c, c.association),
    }),
  },
  {
    kind: 'tampered: familyId -> another family (signature kept)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(tamperJwt(c.family.token, { familyId: c.otherFamily.familyId })),
      url: otherRequests(c),
    }),
  },
  {
    kind: 'tampered: userId and familyId -> another family (signature kept)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        tamperJwt(c.family.token, { userId: c.otherFamily.userId, familyId: c.otherFamily.familyId }),
      ),
      url: otherRequests(c),
    }),
  },
  {
    kind: 'tampered: associationId -> another association (signature kept)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(tamperJwt(c.association.token, { associationId: c.otherAssociation.associationId })),
      url: associationRequests(c, c.otherAssociation),
    }),
  },
  {
    kind: 'tampered: exp pushed a year ahead (signature kept)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(tamperJwt(c.family.token, { exp: now() + 365 * 86400 })),
      url: ownRequests(c),
    }),
  },
  // Time claims, right secret
  {
    kind: 'expired (exp a day ago)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        signJwt({ ...familyPayload(c), iat: now() - 3 * 86400, exp: now() - 86400 }, TEST_JWT_SECRET),
      ),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'expired a minute ago',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(signJwt({ ...familyPayload(c), iat: now() - 3600, exp: now() - 60 }, TEST_JWT_SECRET)),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'not yet valid (nbf in an hour)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        signJwt({ ...familyPayload(c), iat: now(), nbf: now() + 3600, exp: now() + 7200 }, TEST_JWT_SECRET),
      ),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'issued 3 days ago with a far exp (max age 24 h)',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        signJwt({ ...familyPayload(c), iat: now() - 3 * 86400, exp: now() + 86400 }, TEST_JWT_SECRET),
      ),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'fresh, right secret (control for the time claims)',
    expected: 200,
    probe: (c) => ({
      authorization: bearer(signJwt({ ...familyPayload(c), iat: now(), exp: now() + 3600 }, TEST_JWT_SECRET)),
      url: ownRequests(c),
    }),
  },
  // Signed by us but not a session of an existing account
  {
    kind: 'right secret, role disagreeing with the account',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        signJwt(
          {
            role: 'association',
            userId: c.family.userId,
            associationId: c.association.associationId,
            iat: now(),
            exp: now() + 3600,
          },
          TEST_JWT_SECRET,
        ),
      ),
      url: associationRequests(c, c.association),
    }),
  },
  {
    kind: 'right secret, unknown role "admin"',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(signJwt({ ...familyPayload(c), role: 'admin' }, TEST_JWT_SECRET)),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'right secret, familyId missing',
    expected: 401,
    probe: (c) => {
      const { familyId: _dropped, ...rest } = familyPayload(c);
      return { authorization: bearer(signJwt(rest, TEST_JWT_SECRET)), url: ownRequests(c) };
    },
  },
  {
    kind: 'right secret, ids as strings',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(
        signJwt(
          { ...familyPayload(c), userId: String(c.family.userId), familyId: String(c.family.familyId) },
          TEST_JWT_SECRET,
        ),
      ),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'token of a deleted account',
    expected: 401,
    probe: (c) => ({ authorization: bearer(c.deletedFamilyToken), url: `/api/families/${c.deletedFamilyId}/requests` }),
  },
  // Malformed
  {
    kind: 'garbage',
    expected: 401,
    probe: (c) => ({ authorization: bearer('not-a-token-at-all'), url: ownRequests(c) }),
  },
  {
    kind: 'two segments',
    expected: 401,
    probe: (c) => ({ authorization: bearer(c.family.token.split('.').slice(0, 2).join('.')), url: ownRequests(c) }),
  },
  {
    kind: 'four segments',
    expected: 401,
    probe: (c) => ({ authorization: bearer(`${c.family.token}.AAAA`), url: ownRequests(c) }),
  },
  { kind: 'empty segments', expected: 401, probe: (c) => ({ authorization: bearer('..'), url: ownRequests(c) }) },
  {
    kind: 'bad base64 in the payload',
    expected: 401,
    probe: (c) => {
      const [head, , signature] = c.family.token.split('.');
      return { authorization: bearer(`${head}.%%%not*base64%%%.${signature}`), url: ownRequests(c) };
    },
  },
  {
    kind: 'payload that is not JSON',
    expected: 401,
    probe: (c) => {
      const [head] = c.family.token.split('.');
      return { authorization: bearer(`${head}.${b64('not json {')}.${b64('sig')}`), url: ownRequests(c) };
    },
  },
  {
    kind: 'payload a JSON array, right secret',
    expected: 401,
    probe: (c) => ({
      authorization: bearer(signJwt([1, 2] as unknown as Record<string, unknown>, TEST_JWT_SECRET)),
      url: ownRequests(c),
    }),
  },
  {
    kind: 'huge (12 KB of garbage)',
    expected: 401,
    probe: (c) => ({ authorization: bearer(`${'a'.repeat(6000)}.${'b'.repeat(6000)}.c`), url: ownRequests(c) }),
  },
  {
    kind: 'scheme Basic instead of Bearer',
    expected: 401,
    probe: (c) => ({ authorization: `Basic ${c.family.token}`, url: ownRequests(c) }),
  },
  { kind: '"Bearer" with no token', expected: 401, probe: (c) => ({ authorization: 'Bearer', url: ownRequests(c) }) },
  {
    kind: 'two tokens in one header',
    expected: 401,
    probe: (c) => ({ authorization: `Bearer ${c.family.token} ${c.family.token}`, url: ownRequests(c) }),
  },
];

describe('tokens: every forged, stale or malformed token is a 401', () => {
  let t: TestApp;
  let c: Ctx;
  const outcomes: { kind: string; expected: number; status: number }[] = [];

  beforeAll(async () => {
    t = await startApp();
    const family = await registerFamily(t.api);
    const otherFamily = await registerFamily(t.api);
    const association = await registerAssociation(t.api);
    const otherAssociation = await registerAssociation(t.api);
    const doomed = await registerFamily(t.api);
    expectStatus(await t.api.as(doomed.token).delete(`/api/families/${doomed.familyId}`), 204);
    c = {
      family,
      otherFamily,
      association,
      otherAssociation,
      deletedFamilyToken: doomed.token,
      deletedFamilyId: doomed.familyId,
    };
  }, 60_000);

  afterAll(async () => {
    if (outcomes.length) {
      const failures = outcomes.filter((o) => o.status !== o.expected).length;
      writeReport('tokens', 'Token kinds', [
        `Cases run: ${outcomes.length}; failures: ${failures}.`,
        '',
        '| token | expected | got |',
        '|---|---|---|',
        ...outcomes.map((o) => `| ${o.kind} | ${o.expected} | ${o.status} |`),
      ]);
    }
    await t?.close();
  });

  test.each(KINDS.map((k) => [k.kind, k] as const))('%s', async (_name, kind) => {
    const { authorization, url } = kind.probe(c);
    const client = authorization === null ? t.api.anon : t.api.withAuthorization(authorization);
    const res = await client.get(url);
    outcomes.push({ kind: kind.kind, expected: kind.expected, status: res.status });
    expectStatus(res, kind.expected);
    if (kind.expected === 401) expect(messagesOf(res)).toEqual([API_MESSAGES.unauthorized]);
  });

  it('refuses forged tokens on writes too, leaving the data unchanged', async () => {
    const before = await t.api.as(c.otherFamily.token).get(`/api/families/${c.otherFamily.familyId}`);
    const forged = tamperJwt(c.family.token, { userId: c.otherFamily.userId, familyId: c.otherFamily.familyId });
    expectStatus(await t.api.as(forged).put(`/api/families/${c.otherFamily.userId}`, { description: 'Piraté' }), 401);
    expectStatus(await t.api.as(forged).delete(`/api/families/${c.otherFamily.familyId}`), 401);
    const after = await t.api.as(c.otherFamily.token).get(`/api/families/${c.otherFamily.familyId}`);
    expect(after.body).toEqual(before.body);
  });

  it('treats a rejected token on a public route as anonymous (no family contact details)', async () => {
    const forged = signJwt(decodeJwt(c.family.token).payload, 'another-secret-entirely-0123456789abcdef');
    const res = await t.api.as(forged).get(`/api/families/${c.family.familyId}`);
    expectStatus(res, 200);
    expect(res.body).not.toHaveProperty('phone_number');
    expect(res.body.user).not.toHaveProperty('email');
    const own = await t.api.as(c.family.token).get(`/api/families/${c.family.familyId}`);
    expect(own.body.user.email).toBe(c.family.email);
  });

  it('does not let a deleted account token act for a new account registered with the same email', async () => {
    const doomed = await registerFamily(t.api);
    expectStatus(await t.api.as(doomed.token).delete(`/api/families/${doomed.familyId}`), 204);
    const reborn = await registerFamily(t.api, { email: doomed.email });
    expect((await login(t.api, doomed.email, doomed.password)).userId).toBe(reborn.userId);
    expectStatus(await t.api.as(doomed.token).get(`/api/families/${reborn.familyId}/requests`), 401);
    expectStatus(await t.api.as(doomed.token).get(`/api/families/${doomed.familyId}/requests`), 401);
  });
});
