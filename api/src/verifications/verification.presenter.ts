import type { Verification, VerificationDocument } from '@petfoster/contracts';
import type { VerificationDocumentRow, VerificationRow } from '../data-model/verification.entity';

const iso = (value: Date | string) => new Date(value).toISOString();

/** A verification as its answers give it; each document's `url` is the caller's link. */
export function presentVerification(
  row: VerificationRow,
  documents: VerificationDocumentRow[],
  urlOf: (documentId: number) => string,
): Verification {
  return {
    id: row.id,
    association_id: row.association_id,
    status: row.status,
    rna: row.rna,
    siren: row.siren,
    court_registration: row.court_registration,
    documents: documents.map((document): VerificationDocument => ({
      id: document.id,
      kind: document.kind,
      url: urlOf(document.id),
    })),
    created_at: iso(row.created_at),
    decided_at: row.decided_at ? iso(row.decided_at) : null,
    reason: row.reason,
  };
}
