import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call, send } from './call';
import { animalListParams, type AnimalListQuery } from '../query/query-keys';

export type { AnimalListQuery };

/** What a family sends to ask for an animal. */
export type CreateRequestBody = BodyOf<Endpoints['createRequest']>;

type Id = number | string;

export const animalsApi = {
  list(query: AnimalListQuery = {}) {
    return call(ENDPOINTS.listAnimals, { query: animalListParams(query) });
  },
  /** X-Total-Count of a filtered list, read from a one-animal page. */
  async count(query: AnimalListQuery = {}): Promise<number> {
    const response = await send(ENDPOINTS.listAnimals, { query: animalListParams({ ...query, limit: 1, offset: 0 }) });
    return Number(response.headers.get('X-Total-Count') ?? 0);
  },
  get(id: Id) {
    return call(ENDPOINTS.readAnimal, { params: { id } });
  },
  create(body: BodyOf<Endpoints['createAnimal']>) {
    return call(ENDPOINTS.createAnimal, { body });
  },
  update(id: Id, body: BodyOf<Endpoints['updateAnimal']>) {
    return call(ENDPOINTS.updateAnimal, { params: { id }, body });
  },
  async remove(id: Id): Promise<void> {
    await call(ENDPOINTS.deleteAnimal, { params: { id } });
  },
  createRequest(body: CreateRequestBody) {
    return call(ENDPOINTS.createRequest, { body });
  },
  checkRequest(body: BodyOf<Endpoints['checkRequest']>) {
    return call(ENDPOINTS.checkRequest, { body });
  },
};
