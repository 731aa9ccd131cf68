import type { Animal, AnimalInput, CheckRequestResponse, FosterRequest, SpeciesName } from '@petfoster/contracts';
import { apiClient } from './client';

export interface AnimalListQuery {
  species?: SpeciesName | string;
  limit?: number;
  offset?: number;
}

export interface CreateRequestBody {
  association_id: number;
  animal_id: number;
  motivation: string;
  family_id: number;
}

export const animalsApi = {
  list(query: AnimalListQuery = {}): Promise<Animal[]> {
    const searchParams: Record<string, string | number> = {};
    if (query.species && query.species !== 'all') searchParams.species = query.species;
    if (query.limit !== undefined) searchParams.limit = query.limit;
    if (query.offset !== undefined) searchParams.offset = query.offset;
    return apiClient.get('api/animals', { searchParams }).json<Animal[]>();
  },
  get(id: number | string): Promise<Animal> {
    return apiClient.get(`api/animals/${encodeURIComponent(String(id))}`).json<Animal>();
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
