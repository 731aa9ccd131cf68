import { ENDPOINTS } from '@petfoster/contracts';
import { makeAnimal } from '../test-utils/app-test-utils';
import { listReply, networkFailure, onEndpoint, refuse } from '../test-utils/network';
import { animalsApi } from './animals';
import { serverCode } from './client';

/** What the screens read from one answer: a list with its count, an error with its code. */

it('reads a page of animals and the total of its filters from one request', async () => {
  const rex = makeAnimal({ id: 1, name: 'Rex' });
  const list = onEndpoint(ENDPOINTS.listAnimals, listReply([rex], 37));
  await expect(animalsApi.listWithTotal({ species: 'Chien', limit: 12, offset: 0 })).resolves.toEqual({
    animals: [rex],
    total: 37,
  });
  expect(list.requests.map((request) => request.url)).toEqual([
    'http://localhost/api/animals?species=Chien&limit=12&offset=0',
  ]);
});

it("serverCode gives the API's code of a failed call, whatever its French text", async () => {
  onEndpoint(
    ENDPOINTS.createRequest,
    refuse(409, { statusCode: 409, code: 'animal_housed', message: 'Texte reformulé', error: 'Conflict' }),
  );
  const error = await animalsApi
    .createRequest({ association_id: 1, animal_id: 2, motivation: '', family_id: 3 })
    .catch((e: unknown) => e);
  await expect(serverCode(error)).resolves.toBe('animal_housed');
});

it('serverCode is undefined for a network failure or an answer without a code', async () => {
  onEndpoint(ENDPOINTS.readAnimal, networkFailure);
  await expect(serverCode(await animalsApi.get(1).catch((e: unknown) => e))).resolves.toBeUndefined();
  onEndpoint(ENDPOINTS.readAnimal, refuse(502, { statusCode: 502, message: 'Bad Gateway' }));
  await expect(serverCode(await animalsApi.get(1).catch((e: unknown) => e))).resolves.toBeUndefined();
});
