import { useState, type ReactNode } from 'react';
import type { FosterRequest } from '@petfoster/contracts';
import { RequestCard } from './request-card';
import { RequestDetailModal } from './request-detail-modal';
import cardStyles from './request-card.module.css';
import { Spinner, uiStyles as ui } from '@petfoster/platform';

export interface RequestListProps {
  requests: readonly FosterRequest[];
  renderActions(request: FosterRequest): ReactNode;
  emptyText?: string;
  /** A spinner while the list loads. */
  loading?: boolean;
  /** Nothing when the list could not be read: the failure is only logged (docs/product.md#messages), not an empty list. */
  failed?: boolean;
  /** Who the viewer deals with on each card: 'family' in 'Nos demandes', 'association' in 'Mes demandes'. */
  counterpart: 'family' | 'association';
}

/** Cards plus the single detail modal they share. */
export function RequestList({
  requests,
  renderActions,
  emptyText = 'Aucune demande pour le moment.',
  loading = false,
  failed = false,
  counterpart,
}: RequestListProps) {
  const [viewedId, setViewedId] = useState<number | null>(null);
  // The open modal follows the list: after a write the request shows its new status (and loses its actions).
  const viewed = requests.find((request) => request.id === viewedId) ?? null;
  if (loading) return <Spinner />;
  if (failed) return null;
  if (requests.length === 0) return <p className={ui.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={cardStyles.list}>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard
              request={request}
              counterpart={counterpart}
              onView={(shown) => setViewedId(shown.id)}
              actions={renderActions(request)}
            />
          </li>
        ))}
      </ul>
      <RequestDetailModal
        request={viewed}
        actions={viewed ? renderActions(viewed) : null}
        onClose={() => setViewedId(null)}
      />
    </>
  );
}
