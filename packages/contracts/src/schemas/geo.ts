import * as z from 'zod/mini';
import { MESSAGES, ZIP_CODE_PATTERN } from '../validation';
import { text } from './fields';

/** GET /api/geo/communes?postal_code=14400: the communes a registration or profile form offers. */
export const communesQuerySchema = z.object({
  postal_code: text(
    { required: MESSAGES.zipCodeRequired },
    { label: 'postal_code', max: 5, checks: [z.regex(ZIP_CODE_PATTERN, MESSAGES.zipCodeFormat)] },
  ),
});

export type CommunesQuery = z.output<typeof communesQuerySchema>;
