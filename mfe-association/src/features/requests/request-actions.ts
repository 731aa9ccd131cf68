import { associationRequestActions } from '@petfoster/contracts';

// The status rules themselves live in @petfoster/contracts (request-rules.ts), shared with the API.

export function countPending(requests: ReadonlyArray<{ status: string }>): number {
  return requests.filter((r) => associationRequestActions(r.status).decide).length;
}

/** Dashboard shortcut label (French agreement: singular for 0 and 1). */
export function pendingRequestsLabel(count: number): string {
  if (count === 0) return 'Aucune demande en attente';
  return `${count} ${count > 1 ? 'demandes' : 'demande'} en attente`;
}
