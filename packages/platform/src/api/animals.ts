import { ENDPOINTS, type Animal, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call, send } from './call';
import { animalListParams, type AnimalListQuery } from '../query/query-keys';

export type { AnimalListQuery };

/** What a family sends to ask for an animal. */
export type CreateRequestBody = BodyOf<Endpoints['createRequest']>;

/** A page of the animal list and the total of its filter set, both from one answer. */
export interface AnimalListPage {
  animals: Animal[];
  total: number;
}

type Id = number | string;

export const animalsApi = {
  list(query: AnimalListQuery = {}) {
    return call(ENDPOINTS.listAnimals, { query: animalListParams(query) });
  },
  /** A page of the list with the number of animals the filters match (X-Total-Count of the same answer). */
  async listWithTotal(query: AnimalListQuery = {}): Promise<AnimalListPage> {
    const response = await send(ENDPOINTS.listAnimals, { query: animalListParams(query) });
    const animals = (await response.json()) as Animal[];
    return { animals, total: Number(response.headers.get('X-Total-Count') ?? animals.length) };
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
