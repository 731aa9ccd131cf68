import { createHash } from 'node:crypto';
import type { ContractContent, PlacementParty } from '@petfoster/contracts';

/**
 * A contract version is stored as the JSON of its ContractContent (packages/contracts/src/placement-contract.ts),
 * written once when the association sets the terms; its SHA-256 fingerprint is taken over that JSON, so that what was
 * signed can be shown again, byte for byte the same, whatever changes afterwards (docs/product.md#placements-contract).
 */

/** A signature as the PDF's last page lists it. */
export interface ContractSignature {
  party: PlacementParty;
  full_name: string;
  signed_at: Date;
}

/** The stored form of a version. */
export function serializeContent(content: ContractContent): string {
  return JSON.stringify(content);
}

/** SHA-256 (hex) of the stored JSON of a version. */
export function fingerprintOf(contentJson: string): string {
  return createHash('sha256').update(contentJson, 'utf8').digest('hex');
}
