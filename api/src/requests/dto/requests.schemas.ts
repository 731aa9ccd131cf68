import { API_MESSAGES, DECISION_STATUSES, MAX_LENGTHS } from '@petfoster/contracts';

/** The request bodies of the SPEC 7 foster-request routes (all declared by RequestsController). */
const id = { type: 'int', min: 1 } as const;

export const createRequestSchema = {
  animal_id: { ...id, required: API_MESSAGES.requiredField('animal_id') },
  family_id: id,
  association_id: id,
  motivation: { type: 'string', nullable: true, max: MAX_LENGTHS.motivation },
} as const;

export const checkRequestSchema = {
  animal_id: { ...id, required: API_MESSAGES.requiredField('animal_id') },
  family_id: id,
} as const;

export const decisionSchema = {
  id: { type: 'int', min: 1, required: 'Le champ id est requis' },
  status: {
    type: 'string',
    required: API_MESSAGES.invalidStatus,
    oneOf: { values: DECISION_STATUSES, message: API_MESSAGES.invalidStatus },
  },
} as const;

export const motivationSchema = {
  id: { type: 'int', min: 1, required: 'Le champ id est requis' },
  motivation: { type: 'string', nullable: true, max: MAX_LENGTHS.motivation },
} as const;
