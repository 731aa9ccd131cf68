/*
 * Type-level test of the client typed from the endpoint table, compiled by `npm run typecheck` (never run): every
 * `@ts-expect-error` line must be an error, or the compiler reports the directive as unused and the check fails.
 */
import { ENDPOINTS, type Animal } from '@petfoster/contracts';
import { call, send } from './call';

export async function typedCalls(): Promise<void> {
  // What the table says compiles, and the answer has the entity's type.
  const animal: Animal = await call(ENDPOINTS.readAnimal, { params: { id: 12 } });
  const login = await call(ENDPOINTS.login, { body: { email: 'a@b.fr', password: 'Secret1' } });
  // A session, or the second factor's step (docs/security.md#two-factor-sign-in).
  const token = 'token' in login ? login.token : login.mfa_token;
  const { requests } = await call(ENDPOINTS.familyRequests, { params: { id: 3 } });
  const families = await (await send(ENDPOINTS.searchFamilies, { query: { department: '14' } })).json();
  const nothing: void = await call(ENDPOINTS.deleteRequest, { params: { id: 5 } });
  void [animal, token, requests, families, nothing];

  // A field the answer does not have.
  // @ts-expect-error Animal has no `colour`
  void (await call(ENDPOINTS.readAnimal, { params: { id: 12 } })).colour;
  // @ts-expect-error a family search result carries no e-mail
  void families[0].email;

  // A body the endpoint's schema does not accept.
  // @ts-expect-error `mail` is not a field of the login body
  await call(ENDPOINTS.login, { body: { mail: 'a@b.fr', password: 'Secret1' } });
  // @ts-expect-error the password is missing
  await call(ENDPOINTS.login, { body: { email: 'a@b.fr' } });
  // @ts-expect-error a decision's status is a word, not a number
  await call(ENDPOINTS.decideRequest, { body: { id: 5, status: 1 } });
  // @ts-expect-error the endpoint takes a body
  await call(ENDPOINTS.createRequest, {});
  // @ts-expect-error a read takes no body
  await call(ENDPOINTS.listAssociations, { body: {} });

  // Path parameters and query names.
  // @ts-expect-error the path names :id
  await call(ENDPOINTS.readAnimal, { params: { animalId: 12 } });
  // @ts-expect-error the input (and its :id) is required
  await call(ENDPOINTS.readAnimal);
  // @ts-expect-error `colour` is not a parameter of the animal list
  await call(ENDPOINTS.listAnimals, { query: { colour: 'roux' } });
}
