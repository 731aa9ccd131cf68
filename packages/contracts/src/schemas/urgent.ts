import {
  URGENT_APPEAL_RADIUS_MAX_KM,
  URGENT_APPEAL_RADIUS_MIN_KM,
  URGENT_MESSAGES as M,
  URGENT_REASON_MAX_LENGTH,
} from '../urgent';
import * as z from 'zod/mini';
import { flag, integer, parsed, text } from './fields';

/* Urgent appeals (docs/product.md#urgent-appeals): the animal's urgent fields, the list filter, the appeal's body. */

/** Part of the animal's PUT body; the service lets only admins and référents change them. */
export const animalUrgentFields = {
  urgent: flag('urgent'),
  urgent_reason: text('nullable', { label: 'urgent_reason', max: URGENT_REASON_MAX_LENGTH }),
};

/** GET /api/animals?urgent=true: only the urgent animals; false is no filter. */
export const urgentFilterField = parsed<boolean, string>(
  'optional',
  (raw) => (raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : null),
  M.urgentFilter,
  { type: 'string', enum: ['true', 'false'] },
);

/** POST /api/animals/{id}/urgent-appeal: the radius around the association, in km. */
export const urgentAppealSchema = z.object({
  radius_km: integer(
    { required: M.radius },
    { label: 'radius_km', min: URGENT_APPEAL_RADIUS_MIN_KM, max: URGENT_APPEAL_RADIUS_MAX_KM, message: M.radius },
  ),
});

export type UrgentAppealInput = z.output<typeof urgentAppealSchema>;
