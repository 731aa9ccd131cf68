/**
 * Property-based fuzz (ASVS V1/V2 input handling) with fast-check: for every endpoint, random callers send random
 * path ids, query strings and bodies (wrong types, huge and unicode strings, SQL and script payloads, deep nesting,
 * __proto__ / constructor / prototype keys, raw malformed JSON, other content types). Invariants checked on every
 * case: never a 5xx; an error is JSON {statusCode, message} with a non-empty message; Object.prototype of the
 * server process (the app runs in this process) is never polluted. After each endpoint's run, the data of two
 * victim accounts, read back by their owners, is exactly what it was, and the victims can still log in.
 * Case counts per endpoint go to results/fuzz.<db>.md. FUZZ_RUNS overrides the runs per endpoint; a failure
 * prints the fast-check seed and path to replay it.
 */
import fc from 'fast-check';
import type { Response, Test } from 'supertest';
import { startApp, type TestApp } from '../support/app';
import { testDbKind } from '../support/database';
import {
  animalPayload,
  associationPayload,
  createAnimal,
  createRequest,
  familyPayload,
  login,
  registerAssociation,
  registerFamily,
  type AssociationAccount,
  type FamilyAccount,
} from '../support/fixtures';
import { writeReport } from './support/report';

/** Runs per endpoint: fewer on MariaDB, where each case costs more and the input handling is the same code. */
const RUNS = Number(process.env.FUZZ_RUNS ?? (testDbKind() === 'mariadb' ? 40 : 60));
/** Login and registration bodies that pass validation cost one argon2 hash each: fewer runs there. */
const EXPENSIVE_RUNS = Math.max(10, Math.round(RUNS / 2));

const SQL = [
  "' OR '1'='1",
  "1' OR 1=1 --",
  '1; DROP TABLE users; --',
  "admin'--",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  "'; SELECT SLEEP(5); --",
];
const SCRIPT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '"><svg onload=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '${7*7}',
];
const ODD = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0645',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧',
  'Ὀδυσσεύς',
  '../../../etc/passwd',
  '%00',
  '%',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999',
  'null',
  'true',
  '[]',
  '{}',
  'En attente',
  'Approuvée',
  'mâle',
  '2021-02-30',
  '9999-12-31T23:59:59Z',
];
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const hugeString = fc.oneof(
  fc.integer({ min: 300, max: 100_000 }).map((n) => 'A'.repeat(n)),
  fc.integer({ min: 100, max: 20_000 }).map((n) => 'é😀'.repeat(n)),
);
const text = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 3, arbitrary: fc.constantFrom(...SQL, ...SCRIPT, ...ODD, ...POLLUTION_KEYS) },
  { weight: 1, arbitrary: hugeString },
);
const number = fc.oneof(
  fc.integer(),
  fc.integer({ min: -2, max: 50 }),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));
const key = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...POLLUTION_KEYS, 'polluted', 'role', 'id', 'user_id', 'status') },
);
const { value: jsonValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
}));
/** The same object shape an attacker would send to reach __proto__ through JSON.parse. */
const pollution = fc.constantFrom(
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"__proto__":{"polluted":"yes"},"email":"a@b.fr","password":"x"}',
  '{"a":{"__proto__":{"polluted":"yes"}},"b":[{"constructor":{"prototype":{"polluted":"yes"}}}]}',
  '[{"__proto__":{"polluted":"yes"}}]',
);
const rawJson = fc.oneof(
  pollution,
  fc.integer({ min: 100, max: 20_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 100, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '{',
    '{"a":}',
    '[1,,2]',
    'nul',
    '"unterminated',
    '{"a":1}{"b":2}',
    '\u0000',
    '',
    '{"a":NaN}',
    '{"a":1e999999}',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary' }),
);

interface World {
  attackerFamily: FamilyAccount;
  attackerAssociation: AssociationAccount;
  victimFamily: FamilyAccount;
  victimAssociation: AssociationAccount;
  victimAnimalId: number;
  victimRequestId: number;
  ownAnimalId: number;
  ownRequestId: number;
}

type Caller = 'anonymous' | 'family' | 'association';
type Method = 'get' | 'post' | 'put' | 'delete';
interface Endpoint {
  route: string;
  method: Method;
  /** Path with the generated id in place of {id}. */
  path?: (id: string) => string;
  /** A valid body to mutate, so that cases also reach the code behind validation. */
  validBody?: (w: World) => Record<string, unknown>;
  query?: string[];
  runs?: number;
  /** Ids that must not be generated for this path (the attacker deleting its own account ends the run). */
  avoidOwnIds?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  {
    route: 'POST /login',
    method: 'post',
    validBody: (w) => ({ email: w.attackerFamily.email, password: 'Wrong1234' }),
    runs: EXPENSIVE_RUNS,
  },
  { route: 'GET /api/health', method: 'get', query: ['verbose'] },
  { route: 'GET /api/animals', method: 'get', query: ['species', 'limit', 'offset'] },
  { route: 'GET /api/animals/{id}', method: 'get', path: (id) => `/api/animals/${id}` },
  { route: 'POST /api/animals', method: 'post', validBody: (w) => animalPayload(w.attackerAssociation) },
  {
    route: 'PUT /api/animals/{id}',
    method: 'put',
    path: (id) => `/api/animals/${id}`,
    validBody: (w) => ({ ...animalPayload(w.attackerAssociation), associationID: w.attackerAssociation.associationId }),
  },
  { route: 'DELETE /api/animals/{id}', method: 'delete', path: (id) => `/api/animals/${id}`, avoidOwnIds: true },
  {
    route: 'POST /api/animals/requests',
    method: 'post',
    validBody: (w) => ({
      association_id: w.victimAssociation.associationId,
      animal_id: w.victimAnimalId,
      motivation: 'Oui',
      family_id: w.attackerFamily.familyId,
    }),
  },
  {
    route: 'POST /api/animals/check-requests',
    method: 'post',
    validBody: (w) => ({ animal_id: w.victimAnimalId, family_id: w.attackerFamily.familyId }),
  },
  { route: 'GET /api/associations', method: 'get' },
  { route: 'GET /api/associations/{id}', method: 'get', path: (id) => `/api/associations/${id}` },
  {
    route: 'POST /api/associations',
    method: 'post',
    validBody: () => associationPayload({ email: 'fuzz.asso@example.com' }),
    runs: EXPENSIVE_RUNS,
  },
  {
    route: 'POST /api/families',
    method: 'post',
    validBody: () => familyPayload({ email: 'fuzz.family@example.com' }),
    runs: EXPENSIVE_RUNS,
  },
  { route: 'GET /api/associations/{id}/animals', method: 'get', path: (id) => `/api/associations/${id}/animals` },
  { route: 'GET /api/associations/{id}/requests', method: 'get', path: (id) => `/api/associations/${id}/requests` },
  {
    route: 'PUT /api/associations/requests-mods',
    method: 'put',
    validBody: (w) => ({ id: w.victimRequestId, status: 'Approuvée' }),
  },
  {
    route: 'PUT /api/associations/{userId}',
    method: 'put',
    path: (id) => `/api/associations/${id}`,
    validBody: () => ({ description: 'Nouvelle description', zip_code: '29200', city: 'Brest' }),
  },
  {
    route: 'DELETE /api/associations/{associationId}',
    method: 'delete',
    path: (id) => `/api/associations/${id}`,
    avoidOwnIds: true,
  },
  { route: 'GET /api/families/{id}', method: 'get', path: (id) => `/api/families/${id}` },
  { route: 'GET /api/families/user/{userId}', method: 'get', path: (id) => `/api/families/user/${id}` },
  { route: 'GET /api/families/{id}/requests', method: 'get', path: (id) => `/api/families/${id}/requests` },
  {
    route: 'PUT /api/families/requests-mods',
    method: 'put',
    validBody: (w) => ({ id: w.victimRequestId, motivation: 'Changée' }),
  },
  {
    route: 'PUT /api/families/{userId}',
    method: 'put',
    path: (id) => `/api/families/${id}`,
    validBody: () => ({ description: 'Profil', owned_animals: '3', garden: true }),
  },
  {
    route: 'DELETE /api/families/{familyId}',
    method: 'delete',
    path: (id) => `/api/families/${id}`,
    avoidOwnIds: true,
  },
  { route: 'DELETE /api/requests/{id}', method: 'delete', path: (id) => `/api/requests/${id}` },
  // The association's team, référents, activity log and two-factor sign-in (docs/product.md#association-team)
  { route: 'GET /api/associations/{id}/members', method: 'get', path: (id) => `/api/associations/${id}/members` },
  {
    route: 'POST /api/associations/{id}/members',
    method: 'post',
    path: (id) => `/api/associations/${id}/members`,
    validBody: () => ({ email: 'fuzz.member@example.com', role: 'benevole' }),
  },
  {
    route: 'PUT /api/associations/{id}/members/{userId}',
    method: 'put',
    path: (id) => `/api/associations/${id}/members/${id}`,
    validBody: () => ({ role: 'referent' }),
  },
  {
    route: 'DELETE /api/associations/{id}/members/{userId}',
    method: 'delete',
    path: (id) => `/api/associations/${id}/members/${id}`,
    avoidOwnIds: true,
  },
  { route: 'POST /api/member-invitations/preview', method: 'post', validBody: () => ({ token: 'abcdef0123456789' }) },
  {
    route: 'POST /api/member-invitations/accept',
    method: 'post',
    validBody: () => ({
      token: 'abcdef0123456789',
      lastname: 'Fuzz',
      firstname: 'Lou',
      password: 'Tortue42Zebre',
      confirmPassword: 'Tortue42Zebre',
    }),
  },
  {
    route: 'PUT /api/requests/{id}/referent',
    method: 'put',
    path: (id) => `/api/requests/${id}/referent`,
    validBody: (w) => ({ user_id: w.attackerAssociation.userId }),
  },
  {
    route: 'GET /api/associations/{id}/activity',
    method: 'get',
    path: (id) => `/api/associations/${id}/activity`,
    query: ['limit', 'offset', 'user_id', 'animal_id'],
  },
  { route: 'GET /api/associations/{id}/security', method: 'get', path: (id) => `/api/associations/${id}/security` },
  {
    route: 'PUT /api/associations/{id}/security',
    method: 'put',
    path: (id) => `/api/associations/${id}/security`,
    validBody: () => ({ require_2fa: false }),
  },
  { route: 'PUT /api/account/mail-scope', method: 'put', validBody: () => ({ mail_scope: 'followed' }) },
  { route: 'POST /login/mfa', method: 'post', validBody: () => ({ mfa_token: 'abcdef0123456789', code: '123456' }) },
  { route: 'POST /api/account/2fa/confirm', method: 'post', validBody: () => ({ code: '123456' }) },
  { route: 'DELETE /api/account/2fa', method: 'delete', validBody: () => ({ password: 'Wrong1234' }) },
];

function idsOf(w: World, avoidOwn: boolean): number[] {
  const victims = [
    w.victimFamily.userId,
    w.victimFamily.familyId,
    w.victimAssociation.userId,
    w.victimAssociation.associationId,
    w.victimAnimalId,
    w.victimRequestId,
  ];
  const own = [w.attackerFamily.userId, w.attackerAssociation.userId, w.ownAnimalId, w.ownRequestId];
  const ownAccounts = [w.attackerFamily.familyId, w.attackerAssociation.associationId];
  const all = [...victims, ...own, ...(avoidOwn ? [] : ownAccounts)];
  // The tables share small integers: an id that is the attacker's own family or association id in another table
  // would also be its account id here, so it is dropped for the account deletions.
  return avoidOwn ? all.filter((id) => !ownAccounts.includes(id)) : all;
}

/** Lone surrogates cannot be URL-encoded by the client; they become U+FFFD (bodies still carry them raw). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Path segments: real ids (the victims' first), random integers and strings, all URL-encoded, plus raw oddities. */
const pathSegment = (ids: number[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ids).map(String) },
    { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n })).map(String) },
    { weight: 3, arbitrary: text.map((s) => encodeURIComponent(wellFormed(s.slice(0, 2000)))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%', '%ZZ', '..%2F..%2Fetc%2Fpasswd', '1%00', '1;2', '1.5', '0x10', '1e3', '+1', ' 1'),
    },
  );

/** A body: the valid one with some fields replaced or added, or any JSON value at all. */
const bodyFor = (valid: Record<string, unknown> | undefined, ids: number[]) => {
  const fieldValue = fc.oneof({ weight: 3, arbitrary: jsonValue }, { weight: 2, arbitrary: fc.constantFrom(...ids) });
  const keys = [
    ...Object.keys(valid ?? {}),
    ...POLLUTION_KEYS,
    'role',
    'user_id',
    'status',
    'association_id',
    'family_id',
    'password_hash',
  ];
  const mutation = fc.dictionary(fc.constantFrom(...keys), fieldValue, { maxKeys: 4 });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: mutation.map((changes) => ({
        kind: 'json' as const,
        value: Object.assign(Object.create(null), valid ?? {}, changes),
      })),
    },
    { weight: 2, arbitrary: jsonValue.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: rawJson.map((value) => ({ kind: 'raw' as const, value, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data; boundary=x',
          ),
          fc.oneof(
            text,
            fc.constantFrom(
              '__proto__[polluted]=yes&constructor[prototype][polluted]=yes',
              'a[b][c]=1&a[__proto__][x]=2',
            ),
          ),
        )
        .map(([type, value]) => ({ kind: 'raw' as const, value, type })),
    },
  );
};

const queryFor = (names: string[]) =>
  fc.dictionary(
    fc.oneof(
      fc.constantFrom(...names, ...POLLUTION_KEYS, '__proto__[polluted]', 'constructor[prototype][polluted]'),
      fc.string({ maxLength: 8 }),
    ),
    fc.oneof(
      text.map((s) => s.slice(0, 5000)),
      fc.array(
        text.map((s) => s.slice(0, 100)),
        { maxLength: 3 },
      ),
    ),
    { maxKeys: 4 },
  );

function toQueryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value])
      parts.push(`${encodeURIComponent(wellFormed(name))}=${encodeURIComponent(wellFormed(String(item)))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

const PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();
function assertPrototypeClean(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTOTYPE_KEYS);
  expect((Object.prototype as Record<string, unknown>).polluted).toBeUndefined();
}

function assertWellFormed(res: Response, where: string): void {
  if (res.status >= 500) throw new Error(`${where}: ${res.status} ${res.text?.slice(0, 500)}`);
  if (res.status >= 400) {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.statusCode).toBe(res.status);
    const message = res.body.message;
    const messages = Array.isArray(message) ? message : [message];
    expect(messages.length).toBeGreaterThan(0);
    for (const m of messages) expect(typeof m === 'string' && m.trim().length > 0).toBe(true);
  }
}

describe('fuzz: every endpoint, random bodies, queries and path ids', () => {
  let t: TestApp;
  let w: World;
  const counts = new Map<string, { cases: number; statuses: Map<number, number> }>();
  let victimChecks = 0;
  const failedEndpoints: string[] = [];

  beforeAll(async () => {
    // Throttling off: the point is to reach the handlers, not to collect 429s.
    t = await startApp({ throttle: false });
    const victimAssociation = await registerAssociation(t.api);
    const victimFamily = await registerFamily(t.api);
    const attackerAssociation = await registerAssociation(t.api);
    const attackerFamily = await registerFamily(t.api);
    const victimAnimal = await createAnimal(t.api, victimAssociation, { name: 'Victime' });
    const victimRequest = await createRequest(t.api, victimFamily, victimAnimal);
    const ownAnimal = await createAnimal(t.api, attackerAssociation, { name: 'Attaquant' });
    const ownRequest = await createRequest(t.api, attackerFamily, ownAnimal);
    w = {
      attackerFamily,
      attackerAssociation,
      victimFamily,
      victimAssociation,
      victimAnimalId: victimAnimal.id,
      victimRequestId: victimRequest.id,
      ownAnimalId: ownAnimal.id,
      ownRequestId: ownRequest.id,
    };
  }, 60_000);

  afterAll(async () => {
    if (counts.size) {
      const total = [...counts.values()].reduce((sum, c) => sum + c.cases, 0);
      writeReport('fuzz', 'Fuzz (fast-check)', [
        `Cases run: ${total} over ${counts.size} endpoints (${RUNS} runs per endpoint, ${EXPENSIVE_RUNS} for login and registration); failures: ${failedEndpoints.length}${failedEndpoints.length ? ` (${failedEndpoints.join(', ')})` : ''}.`,
        `Invariants per case: status < 500, JSON error with a message, Object.prototype unchanged. Victim data compared after each endpoint: ${victimChecks} times.`,
        '',
        '| endpoint | cases | statuses |',
        '|---|---|---|',
        ...[...counts].map(
          ([route, c]) =>
            `| ${route} | ${c.cases} | ${[...c.statuses]
              .sort(([a], [b]) => a - b)
              .map(([s, n]) => `${s}: ${n}`)
              .join(', ')} |`,
        ),
      ]);
    }
    await t?.close();
  });

  /**
   * The victims' data as their owners see it. Requests the attacking family sends for a victim's animal are the
   * attacker's own data (that is what the endpoint is for), so they are left out of the comparison.
   */
  async function victimSnapshot(): Promise<unknown> {
    const { victimFamily: f, victimAssociation: a } = w;
    const notAttackers = (requests: { family_id: number }[]) =>
      requests.filter((r) => r.family_id !== w.attackerFamily.familyId);
    type Listed = { family_id: number };
    type Body = { requests: Listed[]; animals: { requests: Listed[] }[] };
    const reads: [Test, (body: Body) => unknown][] = [
      [t.api.as(f.token).get(`/api/families/${f.familyId}`), (b) => b],
      [t.api.as(f.token).get(`/api/families/${f.familyId}/requests`), (b) => b],
      [t.api.as(a.token).get(`/api/associations/${a.associationId}`), (b) => b],
      [
        t.api.as(a.token).get(`/api/associations/${a.associationId}/requests`),
        (b) => ({ requests: notAttackers(b.requests) }),
      ],
      [
        t.api.anon.get(`/api/associations/${a.associationId}/animals`),
        (b) => ({ animals: b.animals.map((x) => ({ ...x, requests: notAttackers(x.requests) })) }),
      ],
      [t.api.anon.get(`/api/animals/${w.victimAnimalId}`), (b) => ({ ...b, requests: notAttackers(b.requests) })],
    ];
    const answers = [];
    for (const [read, keep] of reads) {
      const res = await read;
      answers.push({ status: res.status, body: res.status === 200 ? keep(res.body) : res.body });
    }
    return answers;
  }

  function send(
    endpoint: Endpoint,
    caller: Caller,
    path: string,
    body: { kind: 'json'; value: unknown } | { kind: 'raw'; value: string; type: string } | undefined,
  ): Test {
    const session = caller === 'family' ? w.attackerFamily : caller === 'association' ? w.attackerAssociation : null;
    const client = session ? t.api.as(session.token) : t.api.anon;
    if (endpoint.method === 'get' || endpoint.method === 'delete') return client[endpoint.method](path);
    const req = client[endpoint.method](path);
    if (!body) return req;
    if (body.kind === 'raw') return req.set('Content-Type', body.type).send(body.value);
    // JSON.stringify keeps own keys named __proto__, so they reach the server's JSON.parse.
    return req.set('Content-Type', 'application/json').send(JSON.stringify(body.value) ?? 'null');
  }

  test.each(ENDPOINTS.map((e) => [e.route, e] as const))(
    '%s',
    async (route, endpoint) => {
      const ids = idsOf(w, endpoint.avoidOwnIds ?? false);
      const before = await victimSnapshot();
      const stats = { cases: 0, statuses: new Map<number, number>() };
      counts.set(route, stats);
      const basePath = route.split(' ')[1];
      const property = fc.asyncProperty(
        fc.constantFrom<Caller>('anonymous', 'family', 'association'),
        endpoint.path ? pathSegment(ids) : fc.constant(''),
        endpoint.query ? queryFor(endpoint.query) : fc.constant({}),
        endpoint.validBody ? fc.option(bodyFor(endpoint.validBody(w), ids), { freq: 8 }) : fc.constant(null),
        async (caller, segment, query, body) => {
          const path = (endpoint.path ? endpoint.path(segment) : basePath) + toQueryString(query);
          const res = await send(endpoint, caller, path, body ?? undefined);
          stats.cases += 1;
          stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
          assertWellFormed(res, `${caller} ${endpoint.method.toUpperCase()} ${path.slice(0, 200)}`);
          assertPrototypeClean();
        },
      );
      try {
        await fc.assert(property, { numRuns: endpoint.runs ?? RUNS, endOnFailure: true });
        expect(await victimSnapshot()).toEqual(before);
        victimChecks += 1;
        // The victims' passwords and accounts are intact.
        await login(t.api, w.victimFamily.email, w.victimFamily.password);
        await login(t.api, w.victimAssociation.email, w.victimAssociation.password);
      } catch (error) {
        failedEndpoints.push(route);
        throw error;
      }
    },
    120_000,
  );
});
