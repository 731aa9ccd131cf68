import type { ContractContent } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { PlacementContractVersion, PlacementSignatureRow } from '../../data-model/placement.entity';
import { renderContractPdf } from './contract-pdf';

export interface ContractDocument {
  pdf: Buffer;
  filename: string;
}

/** `contrat-accueil-12-v2.pdf`. */
export const contractFilename = (placementId: number, version: number) =>
  `contrat-accueil-${placementId}-v${version}.pdf`;

/**
 * A contract version as a PDF, made again from what was stored when it was issued and the signatures it received
 * (for GET contract.pdf and the signed-contract mail alike); null for a version that does not exist.
 */
export async function contractDocument(
  manager: EntityManager,
  placementId: number,
  version: number,
): Promise<ContractDocument | null> {
  const stored = await manager
    .getRepository(PlacementContractVersion)
    .findOne({ where: { placement_id: placementId, version } });
  if (!stored) return null;
  const signatures = await manager.getRepository(PlacementSignatureRow).find({
    where: { placement_id: placementId, version },
    order: { signed_at: 'ASC', id: 'ASC' },
  });
  const pdf = await renderContractPdf(
    JSON.parse(stored.content_json) as ContractContent,
    signatures.map((signature) => ({
      party: signature.party,
      full_name: signature.full_name,
      signed_at: new Date(signature.signed_at),
    })),
    stored.fingerprint,
  );
  return { pdf, filename: contractFilename(placementId, version) };
}
