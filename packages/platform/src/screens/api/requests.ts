import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

export const requestsApi = {
  async remove(requestId: number | string): Promise<void> {
    await call(ENDPOINTS.deleteRequest, { params: { id: requestId } });
  },
};
