import type { Animal, Association, AssociationRegistration, FosterRequest, RequestStatus } from '@petfoster/contracts';
import { apiClient } from './client';

const id = (value: number | string) => encodeURIComponent(String(value));

export const associationsApi = {
  list(): Promise<Association[]> {
    return apiClient.get('api/associations').json<Association[]>();
  },
  get(associationId: number | string): Promise<Association> {
    return apiClient.get(`api/associations/${id(associationId)}`).json<Association>();
  },
  register(body: AssociationRegistration): Promise<Association> {
    return apiClient.post('api/associations', { json: body }).json<Association>();
  },
  animals(associationId: number | string): Promise<{ animals: Animal[] }> {
    return apiClient.get(`api/associations/${id(associationId)}/animals`).json<{ animals: Animal[] }>();
  },
  requests(associationId: number | string): Promise<{ requests: FosterRequest[] }> {
    return apiClient.get(`api/associations/${id(associationId)}/requests`).json<{ requests: FosterRequest[] }>();
  },
  /** A refusal may carry the association's reason for the family (500 characters at most). */
  async decide(body: { id: number; status: RequestStatus; reason?: string | null }): Promise<void> {
    await apiClient.put('api/associations/requests-mods', { json: body });
  },
  update(userId: number | string, body: Record<string, unknown>): Promise<Association> {
    return apiClient.put(`api/associations/${id(userId)}`, { json: body }).json<Association>();
  },
  async remove(associationId: number | string): Promise<void> {
    await apiClient.delete(`api/associations/${id(associationId)}`);
  },
};
