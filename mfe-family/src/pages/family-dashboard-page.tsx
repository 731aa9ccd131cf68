import { Link } from 'react-router-dom';
import { familiesApi, useSession } from '@petfoster/platform';
import { UI_MESSAGES } from '@petfoster/contracts';
import { RequireRole } from '../shared-candidates/require-role';
import { ConfirmModal } from '../shared-candidates/confirm-modal';
import { useAccountDeletion } from '../shared-candidates/use-account-deletion';
import { useLogError } from '../shared-candidates/use-log-error';
import { useFamilyByUser } from '../features/dashboard/hooks/use-family-by-user';
import { familyRequestsPath } from '../features/animal-request/request-area-state';
import ui from '../shared-candidates/ui.module.css';
import styles from '../shared-candidates/dashboard.module.css';

function FamilyDashboard() {
  const session = useSession();
  const { data, error } = useFamilyByUser(session.userId);
  useLogError(error);
  const familyId = session.familyId ?? data?.family?.id;
  const deletion = useAccountDeletion(() => familiesApi.remove(Number(familyId)), UI_MESSAGES.familyDeleteFailed);
  const picture = data?.family?.url_image ?? data?.family?.url_thumbnail ?? null;

  return (
    <section className={styles.dashboard}>
      {picture ? (
        <img className={styles.picture} src={picture} alt={`Photo de la famille ${data?.lastname ?? ''}`} width={160} height={160} />
      ) : null}
      <h1 className={styles.title}>{data ? `Famille ${data.lastname}` : 'Famille'}</h1>
      <ul className={styles.menu}>
        <li>
          <Link className={ui.button} to={`/familyprofile/${familyId}`}>
            Voir mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={`/families/dashboard/edit-profile/${session.userId}`}>
            Modifier mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={familyRequestsPath(Number(familyId))}>
            Voir mes demandes
          </Link>
        </li>
        <li>
          <button type="button" className={ui.danger} onClick={deletion.ask}>
            Supprimer mon compte
          </button>
        </li>
      </ul>
      <ConfirmModal
        open={deletion.confirming}
        title="Supprimer mon compte"
        confirmLabel="Supprimer définitivement"
        busy={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      >
        <p>Votre compte, votre profil et vos demandes seront supprimés. Cette action est irréversible.</p>
      </ConfirmModal>
    </section>
  );
}

/** /families/dashboard: only for a logged-in family (SPEC 6). */
export default function FamilyDashboardPage() {
  return (
    <RequireRole role="family">
      <FamilyDashboard />
    </RequireRole>
  );
}
