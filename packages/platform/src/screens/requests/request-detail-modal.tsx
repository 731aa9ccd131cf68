import type { ReactNode } from 'react';
import { Modal } from '../ui/modal';
import {
  ANIMAL_WITHDRAWN_TEXT,
  DELETED_FAMILY_NAME,
  REQUEST_CLOSED_REASON_TEXT,
  type FosterRequest,
} from '@petfoster/contracts';
import { formatRequestDate, uiStyles as ui } from '@petfoster/platform';

export interface RequestDetailModalProps {
  request: FosterRequest | null;
  /** The same buttons as on the card (Accepter and Refuser for a pending request in 'Nos demandes'). */
  actions?: ReactNode;
  onClose(): void;
}

/** The request modal of docs/product.md#screens (opened by the eye icon of a request card): who, from where, why, when, and the actions. */
export function RequestDetailModal({ request, actions, onClose }: RequestDetailModalProps) {
  const family = request?.family;
  return (
    <Modal open={request !== null} onClose={onClose} title="Détail de la demande">
      {request ? (
        <>
          <dl className={ui.details}>
            <dt>Animal</dt>
            <dd>
              {request.animal?.name ?? request.animal_id}
              {request.animal_id === null && !request.reason ? ` (${ANIMAL_WITHDRAWN_TEXT})` : ''}
            </dd>
            <dt>Famille</dt>
            <dd>
              {family?.deleted
                ? DELETED_FAMILY_NAME
                : family
                  ? [family.firstname, family.lastname].filter(Boolean).join(' ')
                  : request.family_id}
            </dd>
            {family?.city ? (
              <>
                <dt>Ville</dt>
                <dd>{family.city}</dd>
              </>
            ) : null}
            <dt>Association</dt>
            <dd>{request.association?.name_association ?? request.association_id}</dd>
            <dt>Statut</dt>
            <dd>
              {request.status}
              {request.reason ? ` (${REQUEST_CLOSED_REASON_TEXT[request.reason]})` : ''}
            </dd>
            {request.refusal_reason ? (
              <>
                <dt>Motif du refus</dt>
                <dd style={{ whiteSpace: 'pre-line' }}>{request.refusal_reason}</dd>
              </>
            ) : null}
            <dt>Motivation</dt>
            <dd>{request.motivation?.trim() ? request.motivation : 'Aucune motivation renseignée'}</dd>
            <dt>Date</dt>
            <dd>{formatRequestDate(request.created_at)}</dd>
          </dl>
          {actions ? <div className={ui.actions}>{actions}</div> : null}
        </>
      ) : null}
    </Modal>
  );
}
