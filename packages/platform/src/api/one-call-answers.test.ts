import { animalsApi } from './animals';
import { serverCode } from './client';

/** What the screens read from one answer: a list with its count, an error with its code. */
let requested: string[];

function answer(body: unknown, status: number, headers: Record<string, string> = {}) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
    requested.push((input as Request).url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  });
}

beforeEach(() => {
  requested = [];
});
afterEach(() => jest.restoreAllMocks());

it('reads a page of animals and the total of its filters from one request', async () => {
  answer([{ id: 1, name: 'Rex' }], 200, { 'X-Total-Count': '37' });
  await expect(animalsApi.listWithTotal({ species: 'Chien', limit: 12, offset: 0 })).resolves.toEqual({
    animals: [{ id: 1, name: 'Rex' }],
    total: 37,
  });
  expect(requested).toEqual(['http://localhost/api/animals?species=Chien&limit=12&offset=0']);
});

it("serverCode gives the API's code of a failed call, whatever its French text", async () => {
  answer({ statusCode: 409, code: 'animal_housed', message: 'Texte reformulé', error: 'Conflict' }, 409);
  const error = await animalsApi
    .createRequest({ association_id: 1, animal_id: 2, motivation: '', family_id: 3 })
    .catch((e: unknown) => e);
  await expect(serverCode(error)).resolves.toBe('animal_housed');
});

it('serverCode is undefined for a network failure or an answer without a code', async () => {
  jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(serverCode(await animalsApi.get(1).catch((e: unknown) => e))).resolves.toBeUndefined();
  answer({ statusCode: 502, message: 'Bad Gateway' }, 502);
  await expect(serverCode(await animalsApi.get(1).catch((e: unknown) => e))).resolves.toBeUndefined();
});
