import { Link } from 'react-router-dom';
import { associationsApi, useSession } from '@petfoster/platform';
import { UI_MESSAGES } from '@petfoster/contracts';
import { ConfirmModal, dashboardStyles as styles, RequireRole, ui, useAccountDeletion, useLogError } from '../shared';
import { useAssociation } from '../features/dashboard/hooks/use-association';
import { useAssociationRequests } from '../features/requests/hooks/use-association-requests';
import { countPending, pendingRequestsLabel } from '../features/requests/request-actions';
import { AddAnimalButton } from '../features/animals/components/add-animal-button';

function AssociationDashboard() {
  const session = useSession();
  const associationId = Number(session.associationId);
  const { data: association, error } = useAssociation(associationId);
  const { data: requests, error: requestsError } = useAssociationRequests(associationId);
  useLogError(error);
  useLogError(requestsError);
  const deletion = useAccountDeletion(() => associationsApi.remove(associationId), UI_MESSAGES.associationDeleteFailed);
  const logo = association?.url_image ?? association?.url_thumbnail ?? null;
  const requestsPath = `/association/dashboard/${associationId}/requests-management`;

  return (
    <section className={styles.dashboard}>
      {logo ? (
        <img className={styles.picture} src={logo} alt={`Logo de ${association?.name_association ?? "l'association"}`} width={160} height={160} />
      ) : null}
      <h1 className={styles.title}>{association?.name_association ?? 'Mon association'}</h1>
      <ul className={styles.menu}>
        <li>
          <Link className={ui.button} to={`/associationprofile/${associationId}`}>
            Voir mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={`/association/dashboard/edit-profile/${session.userId}`}>
            Modifier mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={`/associations/dashboard/${associationId}/animals-list`}>
            Nos animaux
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={requestsPath}>
            Nos demandes
          </Link>
        </li>
        <li>
          <button type="button" className={ui.danger} onClick={deletion.ask}>
            Supprimer mon compte
          </button>
        </li>
      </ul>
      {/* SPEC 2 leaves the association's extra action open: what needs its attention now, and the most frequent task. */}
      <div className={styles.extra}>
        {requests ? <Link to={requestsPath}>{pendingRequestsLabel(countPending(requests))}</Link> : null}
        <AddAnimalButton associationId={associationId} />
      </div>
      <ConfirmModal
        open={deletion.confirming}
        title="Supprimer mon compte"
        confirmLabel="Supprimer définitivement"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <p>Votre compte, votre profil, vos animaux et leurs demandes seront supprimés. Cette action est irréversible.</p>
      </ConfirmModal>
    </section>
  );
}

/** /associations/dashboard: only for a logged-in association (SPEC 6). */
export default function AssociationDashboardPage() {
  return (
    <RequireRole role="association">
      <AssociationDashboard />
    </RequireRole>
  );
}
