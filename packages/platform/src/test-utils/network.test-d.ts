/*
 * Type-level test of the fake network typed from the endpoint table, compiled by `npm run typecheck` (never run): every
 * `@ts-expect-error` line must be an error, or the compiler reports the directive as unused and the check fails.
 */
import { ENDPOINTS, type Animal } from '@petfoster/contracts';
import { heldAnswer, inTurn, listReply, networkFailure, onEndpoint, refuse, reply, type Resolver } from './network';

declare const animal: Animal;

export function typedFakes(): void {
  // What the contract allows compiles: the answer type, a list with its count, a refusal, no answer, a 204.
  onEndpoint(ENDPOINTS.readAnimal, animal);
  onEndpoint(ENDPOINTS.notificationsCount, { count: 2, invitations: 0 });
  onEndpoint(ENDPOINTS.listAnimals, listReply([animal], 12));
  onEndpoint(ENDPOINTS.login, ({ body }) => (body.password === 'Secret1' ? { token: 't' } : refuse(401)));
  onEndpoint(ENDPOINTS.readAnimal, inTurn(networkFailure, { ...animal, name: 'Moustache II' }));
  onEndpoint(ENDPOINTS.deleteAnimal, undefined);
  onEndpoint(ENDPOINTS.familyRequests, async () => ({ requests: [] }));
  const held = heldAnswer<typeof ENDPOINTS.login>();
  onEndpoint(ENDPOINTS.login, held.answer);
  held.release({ token: 't' });
  const login = onEndpoint(ENDPOINTS.login, reply({ token: 't' }));
  const email: string | undefined = login.last?.body.email;
  void email;

  // A field the answer does not have, or a wrong type for one it has.
  // @ts-expect-error NotificationsCount has no `unread`
  onEndpoint(ENDPOINTS.notificationsCount, { count: 2, invitations: 0, unread: 1 });
  // @ts-expect-error a count is a number
  onEndpoint(ENDPOINTS.notificationsCount, { count: '2', invitations: 0 });
  // @ts-expect-error the login answers a token, not a user
  onEndpoint(ENDPOINTS.login, () => ({ user: 'anna' }));
  // @ts-expect-error an animal list answers animals
  onEndpoint(ENDPOINTS.listAnimals, listReply([{ colour: 'roux' }]));
  // @ts-expect-error the answer of the second request is checked too
  onEndpoint(ENDPOINTS.readAnimal, inTurn(animal, { colour: 'roux' }));
  // @ts-expect-error an answer with a body is not an empty 204
  onEndpoint(ENDPOINTS.readAnimal, undefined);
  // @ts-expect-error a held login answer is released with a login answer
  heldAnswer<typeof ENDPOINTS.login>().release({ id: 3 });

  // The recorded body has the type of what the endpoint's schema accepts.
  // @ts-expect-error the login body has no `mail`
  void login.last?.body.mail;

  // A resolver of one endpoint is not one of another.
  const answerLogin: Resolver<typeof ENDPOINTS.login> = { token: 't' };
  // @ts-expect-error an account is not a login answer
  onEndpoint(ENDPOINTS.readAccount, answerLogin);
}
