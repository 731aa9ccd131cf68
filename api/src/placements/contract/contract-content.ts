import { createHash } from 'node:crypto';
import type { PlacementCosts, PlacementParty } from '@petfoster/contracts';

/**
 * Everything a contract version says (docs/product.md#placements): written once when the association sets the terms,
 * stored as JSON beside the version, and the only input of its PDF. The version's SHA-256 fingerprint is taken over
 * this JSON, so that what was signed can be shown again, byte for byte the same, whatever changes afterwards.
 */
export interface ContractContent {
  placement_id: number;
  version: number;
  /** When the version was made (ISO timestamp); its date is printed on each page. */
  issued_at: string;
  association: {
    name: string;
    rna: string;
    address: string;
    zip_code: string;
    city: string;
    phone: string;
  };
  family: {
    firstname: string;
    lastname: string;
    address: string;
    zip_code: string;
    city: string;
    phone: string;
    email: string;
  };
  animal: {
    name: string;
    species: string;
    breed: string | null;
    /** 'mâle' or 'femelle'. */
    sex: string;
    date_of_birth: string;
    /** 'Puce électronique 250 268 712 345 678', 'Tatouage ABC123', or null when the animal has none. */
    identification: string | null;
    sterilised: boolean | null;
  };
  terms: {
    start_date: string;
    /** null: 'durée indéterminée'. */
    end_date: string | null;
    notice_days: number;
    costs: PlacementCosts;
    special_conditions: string | null;
  };
}

/** A signature as the PDF's last page lists it. */
export interface ContractSignature {
  party: PlacementParty;
  full_name: string;
  signed_at: Date;
}

/** The stored form of a version: its JSON with keys in a fixed order, so the fingerprint is reproducible. */
export function serializeContent(content: ContractContent): string {
  return JSON.stringify(content);
}

/** SHA-256 (hex) of the stored JSON of a version. */
export function fingerprintOf(contentJson: string): string {
  return createHash('sha256').update(contentJson, 'utf8').digest('hex');
}
