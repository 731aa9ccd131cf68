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
  /**
   * Kept for the previous release's catalogue, which calls it through the shell's copy of this package: the number
   * of animals a filter set matches, from a one-animal page (docs/operations/releases.md#shared-platform).
   */
  async count(query: AnimalListQuery = {}): Promise<number> {
    const response = await send(ENDPOINTS.listAnimals, { query: animalListParams({ ...query, limit: 1, offset: 0 }) });
    return Number(response.headers.get('X-Total-Count') ?? 0);
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
  /** 'Lancer un appel urgent' (docs/product.md#urgent-appeals): how many families were told. */
  sendUrgentAppeal(id: Id, body: BodyOf<Endpoints['sendUrgentAppeal']>) {
    return call(ENDPOINTS.sendUrgentAppeal, { params: { id }, body });
  },
  createRequest(body: CreateRequestBody) {
    return call(ENDPOINTS.createRequest, { body });
  },
  checkRequest(body: BodyOf<Endpoints['checkRequest']>) {
    return call(ENDPOINTS.checkRequest, { body });
  },
};
