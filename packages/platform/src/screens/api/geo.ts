import { ENDPOINTS } from '@petfoster/contracts';
import { call } from '@petfoster/platform';

export const geoApi = {
  /** The communes of a postal code (empty when the code does not exist), for the address forms to offer. */
  communes(postalCode: string) {
    return call(ENDPOINTS.communes, { query: { postal_code: postalCode } });
  },
};
