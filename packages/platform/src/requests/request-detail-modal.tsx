import { Modal } from '../ui/modal';
import type { FosterRequest } from '@petfoster/contracts';
import { formatRequestDate } from './request-status';
import ui from '../ui/ui.module.css';

export interface RequestDetailModalProps {
  request: FosterRequest | null;
  onClose(): void;
}

/** The request modal of SPEC 2 (opened by the eye icon of a request card). */
export function RequestDetailModal({ request, onClose }: RequestDetailModalProps) {
  return (
    <Modal open={request !== null} onClose={onClose} title="Détail de la demande">
      {request ? (
        <dl className={ui.details}>
          <dt>Animal</dt>
          <dd>{request.animal?.name ?? request.animal_id}</dd>
          <dt>Famille</dt>
          <dd>{request.family?.lastname ?? request.family_id}</dd>
          <dt>Statut</dt>
          <dd>{request.status}</dd>
          <dt>Motivation</dt>
          <dd>{request.motivation?.trim() ? request.motivation : 'Aucune motivation renseignée'}</dd>
          <dt>Date</dt>
          <dd>{formatRequestDate(request.created_at)}</dd>
        </dl>
      ) : null}
    </Modal>
  );
}
