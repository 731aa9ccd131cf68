import { apiClient } from '@petfoster/platform';

export const requestsApi = {
  async remove(requestId: number | string): Promise<void> {
    await apiClient.delete(`api/requests/${encodeURIComponent(String(requestId))}`);
  },
};
