import type { HeaderCounts } from '@petfoster/contracts';

/** A 'counts' event's data as a service would publish it. */
export const HEADER_COUNTS_EXAMPLE: HeaderCounts = { count: 2, invitations: 1, messages: 3 };
