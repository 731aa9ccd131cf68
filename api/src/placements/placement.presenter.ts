import type { ContractContent, Placement, PlacementParty, PlacementSummary, SpeciesName } from '@petfoster/contracts';
import type { PlacementEventRow, PlacementRow, PlacementSignatureRow } from '../data-model/placement.entity';

/** What GET /api/placements/{id} is made of, as the reader loads it. */
export interface PlacementParts {
  row: PlacementRow;
  speciesName: string;
  family: Placement['family'];
  association: Placement['association'];
  /** The current version's stored JSON and fingerprint; null before terms. */
  version: { content_json: string; fingerprint: string } | null;
  signatures: PlacementSignatureRow[];
  events: PlacementEventRow[];
}

/** A DATE column as YYYY-MM-DD, whichever form the driver gives it. */
export const dayOf = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export function presentPlacement({
  row,
  speciesName,
  family,
  association,
  version,
  signatures,
  events,
}: PlacementParts): Placement {
  const startDate = dayOf(row.start_date);
  const certificateOn = dayOf(row.certificate_issued_on);
  const adoptionDate = dayOf(row.adoption_date);
  const endRequestDate = dayOf(row.end_request_date);
  return {
    id: row.id,
    request_id: row.request_id,
    animal: { id: row.animal_id ?? 0, name: row.animal_name, species: speciesName as SpeciesName },
    family,
    association,
    status: row.status,
    terms:
      row.contract_version > 0 && startDate
        ? {
            start_date: startDate,
            end_date: dayOf(row.end_date),
            notice_days: row.notice_days,
            costs: { veterinary: row.cost_veterinary, food: row.cost_food, supplies: row.cost_supplies },
            special_conditions: row.special_conditions,
          }
        : null,
    contract_version: row.contract_version,
    signatures: signatures.map((signature) => ({
      role: signature.party,
      full_name: signature.full_name,
      signed_at: iso(signature.signed_at),
    })),
    events: events.map((event) => ({
      type: event.type,
      at: iso(event.at),
      by: event.actor_name,
      detail: event.detail,
    })),
    started_on: dayOf(row.started_on),
    ended_on: dayOf(row.ended_on),
    outcome: row.outcome,
    end_request:
      endRequestDate && row.end_requested_at
        ? { date: endRequestDate, reason: row.end_request_reason, requested_at: iso(row.end_requested_at) }
        : null,
    adoption_requested_at: isoOrNull(row.adoption_requested_at),
    adoption:
      certificateOn && adoptionDate && row.certificate_issuer
        ? {
            certificate_issued_on: certificateOn,
            certificate_issuer: row.certificate_issuer,
            adoption_date: adoptionDate,
          }
        : null,
    contract: version ? (JSON.parse(version.content_json) as ContractContent) : null,
    contract_fingerprint: version?.fingerprint ?? null,
    created_at: iso(row.created_at),
  };
}

/** One line of GET /api/placements, from the list's raw row. */
export interface SummaryRow {
  row: PlacementRow;
  speciesName: string;
  associationName: string;
  signedBy: PlacementParty[];
}

export function presentSummary({ row, speciesName, associationName, signedBy }: SummaryRow): PlacementSummary {
  return {
    id: row.id,
    request_id: row.request_id,
    status: row.status,
    animal: { id: row.animal_id ?? 0, name: row.animal_name, species: speciesName as SpeciesName },
    family: { id: row.family_id, firstname: row.family_firstname ?? '', lastname: row.family_lastname ?? '' },
    association: { id: row.association_id, name_association: associationName },
    contract_version: row.contract_version,
    start_date: dayOf(row.start_date),
    end_date: dayOf(row.end_date),
    signed_by: signedBy,
    end_request_date: dayOf(row.end_request_date),
    outcome: row.outcome,
    created_at: iso(row.created_at),
  };
}
