import { ENDPOINTS, type BodyOf, type Endpoints } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

/*
 * The association's verification (docs/product.md#verified-associations). Here rather than in the platform: a remote
 * newer than the shell never calls what the shell's singleton lacks (docs/operations/releases.md#shared-platform).
 */
export const verificationQueryKey = (associationId: number) => ['association-verification', associationId] as const;

export const verificationApi = {
  read(associationId: number) {
    return call(ENDPOINTS.readVerification, { params: { id: associationId } });
  },
  request(associationId: number, body: BodyOf<Endpoints['requestVerification']>) {
    return call(ENDPOINTS.requestVerification, { params: { id: associationId }, body });
  },
};
