import {
  PLACEMENT_MESSAGES as M,
  PLACEMENT_OUTCOME_LABELS,
  PLACEMENT_PARTIES,
  PLACEMENT_STATUSES,
  type PlacementSummary,
} from '@petfoster/contracts';
import { frenchDate } from '@petfoster/platform/screens';

/** What the placement needs from the family next, or the date that comes next (docs/product.md#placements). */
export function familyNextStep(
  placement: Pick<
    PlacementSummary,
    'status' | 'signed_by' | 'start_date' | 'end_date' | 'end_request_date' | 'outcome'
  >,
): string | null {
  const familySigned = placement.signed_by.includes(PLACEMENT_PARTIES.family);
  switch (placement.status) {
    case PLACEMENT_STATUSES.draft:
      return M.nextPreparing;
    case PLACEMENT_STATUSES.toSign:
      return familySigned ? M.nextWaitingAssociation : M.nextToSign;
    case PLACEMENT_STATUSES.signed:
      return placement.start_date ? M.nextStart(frenchDate(placement.start_date)) : null;
    case PLACEMENT_STATUSES.active:
      // New terms while under way: the amendment waits for the family's signature before anything else.
      if (!familySigned) return M.nextToSign;
      if (placement.end_request_date) return M.nextEndRequested(frenchDate(placement.end_request_date));
      return placement.end_date ? M.nextEnd(frenchDate(placement.end_date)) : M.openEnded;
    default:
      return placement.outcome ? PLACEMENT_OUTCOME_LABELS[placement.outcome] : null;
  }
}

const ORDER = [
  PLACEMENT_STATUSES.active,
  PLACEMENT_STATUSES.signed,
  PLACEMENT_STATUSES.toSign,
  PLACEMENT_STATUSES.draft,
  PLACEMENT_STATUSES.ended,
];

/** Current placements first (under way, then signed, to sign, in preparation), the ended ones last; newest first. */
export function currentFirst<T extends Pick<PlacementSummary, 'status' | 'created_at'>>(placements: readonly T[]): T[] {
  return [...placements].sort(
    (a, b) => ORDER.indexOf(a.status) - ORDER.indexOf(b.status) || b.created_at.localeCompare(a.created_at),
  );
}

/** 'Du 01/12/2026 au 01/03/2027', 'À partir du 01/12/2026, durée indéterminée'; null before the terms are set. */
export function periodText(placement: Pick<PlacementSummary, 'start_date' | 'end_date'>): string | null {
  if (!placement.start_date) return null;
  return M.period(frenchDate(placement.start_date), placement.end_date ? frenchDate(placement.end_date) : null);
}
