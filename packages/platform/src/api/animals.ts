import type { Animal, AnimalInput, CheckRequestResponse, FosterRequest } from '@petfoster/contracts';
import { apiClient } from './client';
import { animalListPath, animalPath, type AnimalListQuery } from '../query/query-keys';

export type { AnimalListQuery };

/** A page of the animal list and the total of its filter set, both from one answer. */
export interface AnimalListPage {
  animals: Animal[];
  total: number;
}

export interface CreateRequestBody {
  association_id: number;
  animal_id: number;
  motivation: string;
  family_id: number;
}

export const animalsApi = {
  list(query: AnimalListQuery = {}): Promise<Animal[]> {
    return apiClient.get(animalListPath(query)).json<Animal[]>();
  },
  /** A page of the list with the number of animals the filters match (X-Total-Count of the same answer). */
  async listWithTotal(query: AnimalListQuery = {}): Promise<AnimalListPage> {
    const response = await apiClient.get(animalListPath(query));
    const animals = await response.json<Animal[]>();
    return { animals, total: Number(response.headers.get('X-Total-Count') ?? animals.length) };
  },
  get(id: number | string): Promise<Animal> {
    return apiClient.get(animalPath(id)).json<Animal>();
  },
  create(body: AnimalInput): Promise<Animal> {
    return apiClient.post('api/animals', { json: body }).json<Animal>();
  },
  update(id: number | string, body: Partial<AnimalInput>): Promise<Animal> {
    return apiClient.put(`api/animals/${encodeURIComponent(String(id))}`, { json: body }).json<Animal>();
  },
  async remove(id: number | string): Promise<void> {
    await apiClient.delete(`api/animals/${encodeURIComponent(String(id))}`);
  },
  createRequest(body: CreateRequestBody): Promise<FosterRequest> {
    return apiClient.post('api/animals/requests', { json: body }).json<FosterRequest>();
  },
  checkRequest(body: { animal_id: number; family_id: number }): Promise<CheckRequestResponse> {
    return apiClient.post('api/animals/check-requests', { json: body }).json<CheckRequestResponse>();
  },
};
