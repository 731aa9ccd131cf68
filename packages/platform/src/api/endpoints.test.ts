import { ENDPOINTS, type EndpointSpec } from '@petfoster/contracts';
import { sessionStore } from '../session/session-store';
import { familyToken } from '../test-utils/tokens';
import { inTurn, networkFailure, onEndpoint, refuse, reply, type Reply, type SentRequest } from '../test-utils/network';
import { animalsApi } from './animals';
import { associationsApi } from './associations';
import { authApi } from './auth';
import { httpStatus, serverMessage } from './client';
import { accountApi } from './account';
// The signed-in screens' endpoints, through their entry: nothing outside src/screens reaches into that folder.
import { familiesApi, geoApi, invitationsApi, requestsApi } from '@petfoster/platform/screens';

interface Call {
  method: string;
  url: string;
  body: unknown;
  authorization: string | null;
  idempotencyKey: string | null;
}

let calls: Call[];
type AnyAnswer = (request: SentRequest) => unknown;
let nextAnswer: AnyAnswer;

/* Every endpoint of the table answers, here untyped (as EndpointSpec): these tests are about the client itself,
   whatever the answer; a request to a path the table does not have is left unanswered and fails the test. */
beforeEach(() => {
  calls = [];
  nextAnswer = () => ({});
  for (const endpoint of Object.values(ENDPOINTS) as EndpointSpec[]) {
    onEndpoint(endpoint, (request) => {
      calls.push({
        method: request.method,
        url: request.url,
        body: request.body,
        authorization: request.headers.get('authorization'),
        idempotencyKey: request.headers.get('idempotency-key'),
      });
      return nextAnswer(request);
    });
  }
  sessionStore.getState().logout();
});

const json =
  (body: unknown, status = 200): AnyAnswer =>
  () =>
    status < 400 ? reply(body, { status }) : refuse(status, body);
const origin = 'http://localhost';

describe('api client', () => {
  describe('writes that survive a lost answer (docs/decisions/idempotency.md)', () => {
    const body = { association_id: 3, animal_id: 11, motivation: 'Un jardin', family_id: 7 };

    it('sends a fresh Idempotency-Key with every POST and PUT, none with a GET', async () => {
      await animalsApi.createRequest(body);
      await animalsApi.createRequest(body);
      await familiesApi.editMotivation({ id: 4, motivation: 'Autre' });
      await associationsApi.list();
      const [first, second, put, get] = calls;
      expect(first.idempotencyKey).toMatch(/^[\w-]{32,36}$/);
      expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
      expect(put.idempotencyKey).toMatch(/^[\w-]{32,36}$/);
      expect(get.idempotencyKey).toBeNull();
    });

    it.each([502, 503, 504])('sends a write answered %i once more, with the same key', async (status) => {
      nextAnswer = inTurn<unknown>(refuse(status, { message: 'Bad gateway' }), reply({ id: 9 }, { status: 201 }));
      await expect(animalsApi.createRequest(body)).resolves.toEqual({ id: 9 });
      expect(calls).toHaveLength(2);
      expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
      expect(calls[1].body).toEqual(body);
    });

    it('sends a write that met a network error once more, with the same key', async () => {
      nextAnswer = inTurn<unknown>(networkFailure, reply({ id: 9 }, { status: 201 }));
      await expect(animalsApi.createRequest(body)).resolves.toEqual({ id: 9 });
      expect(calls).toHaveLength(2);
      expect(calls[1].idempotencyKey).toBe(calls[0].idempotencyKey);
    });

    it('never resends a write the API answered, even with an error, nor a read', async () => {
      nextAnswer = json({ message: 'Boom' }, 500);
      await expect(animalsApi.createRequest(body)).rejects.toBeDefined();
      expect(calls).toHaveLength(1);
      nextAnswer = json({ message: 'Bad gateway' }, 502);
      await expect(associationsApi.list()).rejects.toBeDefined();
      expect(calls).toHaveLength(2);
    });
  });

  it('sends no Authorization header when logged out', async () => {
    await associationsApi.list();
    expect(calls[0].authorization).toBeNull();
  });

  it('attaches the session token as a Bearer header', async () => {
    const token = familyToken();
    sessionStore.getState().login(token);
    await familiesApi.get(3);
    expect(calls[0].authorization).toBe(`Bearer ${token}`);
  });

  it('ends the session when the API refuses the token (401)', async () => {
    sessionStore.getState().login(familyToken());
    nextAnswer = json({ statusCode: 401, message: 'Authentification requise.' }, 401);
    const error = await familiesApi.requests(3).catch((e) => e);
    expect(httpStatus(error)).toBe(401);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('other errors keep the session', async () => {
    sessionStore.getState().login(familyToken());
    nextAnswer = json({ statusCode: 403, message: 'Interdit' }, 403);
    await familiesApi.requests(99).catch(() => undefined);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('turns HTTP errors into rejections with status and server message', async () => {
    nextAnswer = json({ statusCode: 409, message: 'Déjà demandé', error: 'Conflict' }, 409);
    const error = await animalsApi
      .createRequest({ association_id: 1, animal_id: 2, motivation: 'x', family_id: 3 })
      .catch((e) => e);
    expect(httpStatus(error)).toBe(409);
    await expect(serverMessage(error)).resolves.toBe('Déjà demandé');
  });

  it('joins a list of validation messages', async () => {
    nextAnswer = json({ statusCode: 400, message: ['A', 'B'], error: 'Bad Request' }, 400);
    const error = await familiesApi.register({} as never).catch((e) => e);
    expect(httpStatus(error)).toBe(400);
    await expect(serverMessage(error)).resolves.toBe('A\nB');
  });

  it('httpStatus is undefined for a network failure', async () => {
    nextAnswer = () => networkFailure;
    const error = await associationsApi.list().catch((e) => e);
    expect(httpStatus(error)).toBeUndefined();
    await expect(serverMessage(error)).resolves.toBeUndefined();
  });
});

describe('endpoints call the contract URLs, methods and bodies', () => {
  const cases: Array<[string, () => Promise<unknown>, string, string, unknown?]> = [
    [
      'login',
      () => authApi.login({ email: 'a@b.fr', password: 'Pw1234' }),
      'POST',
      '/login',
      { email: 'a@b.fr', password: 'Pw1234' },
    ],
    ['animals.list', () => animalsApi.list(), 'GET', '/api/animals'],
    [
      'animals.list species',
      () => animalsApi.list({ species: 'Chat', limit: 3, offset: 0 }),
      'GET',
      '/api/animals?species=Chat&limit=3&offset=0',
    ],
    ['animals.list all', () => animalsApi.list({ species: 'all' }), 'GET', '/api/animals'],
    ['animals.get', () => animalsApi.get(12), 'GET', '/api/animals/12'],
    [
      'animals.create',
      () =>
        animalsApi.create({
          name: 'Rex',
          gender: 'mâle',
          date_of_birth: '2020-01-01',
          species_id: 1,
          association_id: 4,
        }),
      'POST',
      '/api/animals',
      { name: 'Rex', gender: 'mâle', date_of_birth: '2020-01-01', species_id: 1, association_id: 4 },
    ],
    [
      'animals.update',
      () => animalsApi.update(12, { name: 'Rex', associationID: 4 }),
      'PUT',
      '/api/animals/12',
      { name: 'Rex', associationID: 4 },
    ],
    ['animals.remove', () => animalsApi.remove(12), 'DELETE', '/api/animals/12'],
    [
      'animals.sendUrgentAppeal',
      () => animalsApi.sendUrgentAppeal(12, { radius_km: 30 }),
      'POST',
      '/api/animals/12/urgent-appeal',
      { radius_km: 30 },
    ],
    [
      'animals.createRequest',
      () => animalsApi.createRequest({ association_id: 4, animal_id: 12, motivation: 'Oui', family_id: 3 }),
      'POST',
      '/api/animals/requests',
      { association_id: 4, animal_id: 12, motivation: 'Oui', family_id: 3 },
    ],
    [
      'animals.checkRequest',
      () => animalsApi.checkRequest({ animal_id: 12, family_id: 3 }),
      'POST',
      '/api/animals/check-requests',
      { animal_id: 12, family_id: 3 },
    ],
    ['associations.list', () => associationsApi.list(), 'GET', '/api/associations'],
    ['associations.get', () => associationsApi.get(4), 'GET', '/api/associations/4'],
    [
      'associations.register',
      () => associationsApi.register({ role: 'association' } as never),
      'POST',
      '/api/associations',
      { role: 'association' },
    ],
    ['associations.animals', () => associationsApi.animals(4), 'GET', '/api/associations/4/animals'],
    ['associations.requests', () => associationsApi.requests(4), 'GET', '/api/associations/4/requests'],
    [
      'associations.decide',
      () => associationsApi.decide({ id: 5, status: 'Approuvée' }),
      'PUT',
      '/api/associations/requests-mods',
      { id: 5, status: 'Approuvée' },
    ],
    [
      'associations.update',
      () => associationsApi.update(9, { city: 'Lyon', url_image: null }),
      'PUT',
      '/api/associations/9',
      { city: 'Lyon', url_image: null },
    ],
    ['associations.remove', () => associationsApi.remove(4), 'DELETE', '/api/associations/4'],
    ['families.get', () => familiesApi.get(3), 'GET', '/api/families/3'],
    ['families.byUser', () => familiesApi.byUser(7), 'GET', '/api/families/user/7'],
    [
      'families.register',
      () => familiesApi.register({ role: 'family' } as never),
      'POST',
      '/api/families',
      { role: 'family' },
    ],
    ['families.requests', () => familiesApi.requests(3), 'GET', '/api/families/3/requests'],
    [
      'families.editMotivation',
      () => familiesApi.editMotivation({ id: 5, motivation: 'Encore' }),
      'PUT',
      '/api/families/requests-mods',
      { id: 5, motivation: 'Encore' },
    ],
    ['families.update', () => familiesApi.update(7, { garden: true }), 'PUT', '/api/families/7', { garden: true }],
    ['families.remove', () => familiesApi.remove(3), 'DELETE', '/api/families/3'],
    ['requests.remove', () => requestsApi.remove(5), 'DELETE', '/api/requests/5'],
    [
      'families.search',
      () => familiesApi.search({ department: '14', garden: '' }),
      'GET',
      '/api/families/search?department=14',
    ],
    ['account.get', () => accountApi.get(), 'GET', '/api/account'],
    [
      'account.changePassword',
      () => accountApi.changePassword({ currentPassword: 'Old1234', password: 'New1234', confirmPassword: 'New1234' }),
      'PUT',
      '/api/account/password',
      { currentPassword: 'Old1234', password: 'New1234', confirmPassword: 'New1234' },
    ],
    [
      'account.requestEmailChange',
      () => accountApi.requestEmailChange({ currentPassword: 'Old1234', email: 'b@c.fr' }),
      'POST',
      '/api/account/email',
      { currentPassword: 'Old1234', email: 'b@c.fr' },
    ],
    [
      'account.confirmEmailChange',
      () => accountApi.confirmEmailChange('t0k'),
      'POST',
      '/api/account/email/confirm',
      { token: 't0k' },
    ],
    [
      'account.changeNames',
      () => accountApi.changeNames({ lastname: 'Durand', firstname: 'Alice' }),
      'PUT',
      '/api/account/names',
      { lastname: 'Durand', firstname: 'Alice' },
    ],
    [
      'account.requestPasswordReset',
      () => accountApi.requestPasswordReset('a@b.fr'),
      'POST',
      '/api/password-resets',
      { email: 'a@b.fr' },
    ],
    [
      'account.confirmPasswordReset',
      () => accountApi.confirmPasswordReset({ token: 't0k', password: 'New1234', confirmPassword: 'New1234' }),
      'POST',
      '/api/password-resets/confirm',
      { token: 't0k', password: 'New1234', confirmPassword: 'New1234' },
    ],
    ['account.unsubscribe', () => accountApi.unsubscribe('t0k'), 'POST', '/api/unsubscribe', { token: 't0k' }],
    ['account.notificationsCount', () => accountApi.notificationsCount(), 'GET', '/api/me/notifications-count'],
    ['account.markNotificationsSeen', () => accountApi.markNotificationsSeen(), 'POST', '/api/me/notifications-seen'],
    ['geo.communes', () => geoApi.communes('14400'), 'GET', '/api/geo/communes?postal_code=14400'],
    ['invitations.list', () => invitationsApi.list(), 'GET', '/api/invitations'],
    [
      'invitations.create',
      () => invitationsApi.create({ family_id: 3, animal_id: 12, message: 'Bonjour' }),
      'POST',
      '/api/invitations',
      { family_id: 3, animal_id: 12, message: 'Bonjour' },
    ],
    ['invitations.decline', () => invitationsApi.decline(8), 'POST', '/api/invitations/8/decline', {}],
  ];

  // Objects, not tuples: jest reads a short tuple's arity as a `done` callback.
  it.each(cases.map(([name, call, method, path, body]) => ({ name, call, method, path, body })))(
    '$name',
    async ({ call, method, path, body }) => {
      await call();
      expect(calls).toHaveLength(1);
      expect(calls[0].method).toBe(method);
      expect(calls[0].url).toBe(`${origin}${path}`);
      expect(calls[0].body).toEqual(body);
    },
  );

  it('returns the parsed body', async () => {
    nextAnswer = json([{ id: 1, name: 'Rex' }]);
    await expect(animalsApi.list()).resolves.toEqual([{ id: 1, name: 'Rex' }]);
    nextAnswer = json({ exists: true });
    await expect(animalsApi.checkRequest({ animal_id: 1, family_id: 2 })).resolves.toEqual({ exists: true });
  });

  it('logs out with the token it is given once the session has ended on this device', async () => {
    await authApi.logout('ended-token');
    expect(calls[0]).toMatchObject({ method: 'POST', url: `${origin}/logout`, authorization: 'Bearer ended-token' });
  });

  it('reads the total of a list from X-Total-Count', async () => {
    const page = (total: string) => (): Reply => reply([{ id: 1 }], { headers: { 'X-Total-Count': total } });
    nextAnswer = page('42');
    await expect(familiesApi.search({})).resolves.toEqual({ families: [{ id: 1 }], total: 42 });
    nextAnswer = page('7');
    await expect(animalsApi.listWithTotal({ species: 'Chat' })).resolves.toEqual({ animals: [{ id: 1 }], total: 7 });
    expect(calls[1].url).toBe(`${origin}/api/animals?species=Chat`);
  });

  it('handles 204 answers of deletions', async () => {
    nextAnswer = () => undefined;
    await expect(requestsApi.remove(5)).resolves.toBeUndefined();
  });
});
