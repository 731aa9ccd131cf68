import type { Family, FamilyByUser, FamilyRegistration, FamilySearchResult, FosterRequest } from '@petfoster/contracts';
import { apiClient, familySearchPath, type FamilySearchParams } from '@petfoster/platform';

const id = (value: number | string) => encodeURIComponent(String(value));

export const familiesApi = {
  get(familyId: number | string): Promise<Family> {
    return apiClient.get(`api/families/${id(familyId)}`).json<Family>();
  },
  /** Associations only: families that opted in, what a stranger may see of them, and the total. */
  async search(query: FamilySearchParams): Promise<{ families: FamilySearchResult[]; total: number }> {
    const response = await apiClient.get(familySearchPath(query));
    const families = await response.json<FamilySearchResult[]>();
    return { families, total: Number(response.headers.get('X-Total-Count') ?? families.length) };
  },
  byUser(userId: number | string): Promise<FamilyByUser> {
    return apiClient.get(`api/families/user/${id(userId)}`).json<FamilyByUser>();
  },
  register(body: FamilyRegistration): Promise<Family> {
    return apiClient.post('api/families', { json: body }).json<Family>();
  },
  requests(familyId: number | string): Promise<{ requests: FosterRequest[] }> {
    return apiClient.get(`api/families/${id(familyId)}/requests`).json<{ requests: FosterRequest[] }>();
  },
  async editMotivation(body: { id: number; motivation: string }): Promise<void> {
    await apiClient.put('api/families/requests-mods', { json: body });
  },
  update(userId: number | string, body: Record<string, unknown>): Promise<Family> {
    return apiClient.put(`api/families/${id(userId)}`, { json: body }).json<Family>();
  },
  async remove(familyId: number | string): Promise<void> {
    await apiClient.delete(`api/families/${id(familyId)}`);
  },
};
