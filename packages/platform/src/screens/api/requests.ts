import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

export const requestsApi = {
  async remove(requestId: number | string): Promise<void> {
    await call(ENDPOINTS.deleteRequest, { params: { id: requestId } });
  },
  /** The member who follows the request (docs/product.md#association-team); null: none. */
  assignReferent(requestId: number | string, userId: number | null) {
    return call(ENDPOINTS.assignReferent, { params: { id: requestId }, body: { user_id: userId } });
  },
};
