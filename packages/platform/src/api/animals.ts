import type { Animal, AnimalInput, CheckRequestResponse, FosterRequest } from '@petfoster/contracts';
import { apiClient } from './client';
import { animalListPath, animalPath, type AnimalListQuery } from '../query/query-keys';

export type { AnimalListQuery };

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
  /** X-Total-Count of a filtered list, read from a one-animal page. */
  async count(query: AnimalListQuery = {}): Promise<number> {
    const response = await apiClient.get(animalListPath({ ...query, limit: 1, offset: 0 }));
    return Number(response.headers.get('X-Total-Count') ?? 0);
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
