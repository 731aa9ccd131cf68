import type { Placement, PlacementSummary } from '@petfoster/contracts';

/** A placement of association 3 as GET /api/placements/{id} answers it: signed, waiting to start. */
export function makePlacement(overrides: Partial<Placement> = {}): Placement {
  return {
    id: 21,
    request_id: 8,
    animal: { id: 11, name: 'Moustache', species: 'Chat' },
    family: {
      id: 7,
      firstname: 'Paule',
      lastname: 'Durand',
      address: '3 rue des Lilas',
      zip_code: '75011',
      city: 'Paris',
      phone_number: '06 12 34 56 78',
      email: 'paule@exemple.fr',
    },
    association: {
      id: 3,
      name_association: 'Les Pattes',
      RNA_code: 'W751234567',
      address: '1 place du Marché',
      zip_code: '69001',
      city: 'Lyon',
      phone_number: '04 12 34 56 78',
    },
    status: 'signed',
    terms: {
      start_date: '2026-12-01',
      end_date: '2027-02-28',
      notice_days: 15,
      costs: { veterinary: 'association', food: 'family', supplies: 'association' },
      special_conditions: null,
    },
    contract_version: 1,
    signatures: [
      { role: 'family', full_name: 'Paule Durand', signed_at: '2026-11-26T09:00:00.000Z' },
      { role: 'association', full_name: 'Iris Martin', signed_at: '2026-11-26T10:00:00.000Z' },
    ],
    events: [{ type: 'created', at: '2026-11-25T09:00:00.000Z', by: 'Iris Martin', detail: null }],
    started_on: null,
    ended_on: null,
    outcome: null,
    end_request: null,
    adoption_requested_at: null,
    adoption: null,
    contract: null,
    contract_fingerprint: null,
    created_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

/** One line of GET /api/placements for association 3. */
export function makePlacementSummary(overrides: Partial<PlacementSummary> = {}): PlacementSummary {
  return {
    id: 21,
    request_id: 8,
    status: 'active',
    animal: { id: 11, name: 'Moustache', species: 'Chat' },
    family: { id: 7, firstname: 'Paule', lastname: 'Durand' },
    association: { id: 3, name_association: 'Les Pattes' },
    contract_version: 1,
    start_date: '2026-12-01',
    end_date: null,
    signed_by: ['family', 'association'],
    end_request_date: null,
    outcome: null,
    created_at: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}
