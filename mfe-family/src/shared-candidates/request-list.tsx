import { useState, type ReactNode } from 'react';
import type { FosterRequest } from '@petfoster/contracts';
import { RequestCard } from './request-card';
import { RequestDetailModal } from './request-detail-modal';
import cardStyles from './request-card.module.css';
import ui from './ui.module.css';

export interface RequestListProps {
  requests: readonly FosterRequest[];
  renderActions(request: FosterRequest): ReactNode;
  emptyText?: string;
}

/** Cards plus the single detail modal they share. */
export function RequestList({ requests, renderActions, emptyText = 'Aucune demande pour le moment.' }: RequestListProps) {
  const [viewed, setViewed] = useState<FosterRequest | null>(null);
  if (requests.length === 0) return <p className={ui.empty}>{emptyText}</p>;
  return (
    <>
      <ul className={cardStyles.list}>
        {requests.map((request) => (
          <li key={request.id}>
            <RequestCard request={request} onView={setViewed} actions={renderActions(request)} />
          </li>
        ))}
      </ul>
      <RequestDetailModal request={viewed} onClose={() => setViewed(null)} />
    </>
  );
}
