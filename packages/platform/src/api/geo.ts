import type { PostalCodeCommunes } from '@petfoster/contracts';
import { apiClient } from '@petfoster/platform';

export const geoApi = {
  /** The communes of a postal code (empty when the code does not exist), for the address forms to offer. */
  communes(postalCode: string): Promise<PostalCodeCommunes> {
    return apiClient.get('api/geo/communes', { searchParams: { postal_code: postalCode } }).json<PostalCodeCommunes>();
  },
};
