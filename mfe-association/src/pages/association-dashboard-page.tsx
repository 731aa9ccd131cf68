import { Link } from 'react-router-dom';
import {
  associationsApi,
  dashboardStyles as styles,
  uiStyles as ui,
  useLogError,
  useSession,
} from '@petfoster/platform';
import {
  AssociationDataExportButton,
  DeleteAccountButton,
  RequireAccess,
  sessionCan,
} from '@petfoster/platform/screens';
import { paths, PLACEMENT_MESSAGES, UI_MESSAGES, WIDGET_TEXTS } from '@petfoster/contracts';
import { useAssociation } from '../features/dashboard/hooks/use-association';
import { useAssociationRequests } from '../features/requests/hooks/use-association-requests';
import { countPending, pendingRequestsLabel } from '../features/requests/request-actions';
import { AddAnimalButton } from '../features/animals/components/add-animal-button';
import { PlacementCounts } from '../features/placements/components/placement-counts';
import { CareDueCards } from '../features/health';

function AssociationDashboard() {
  const session = useSession();
  const associationId = Number(session.associationId);
  const { data: association, error } = useAssociation(associationId);
  const { data: requests, error: requestsError } = useAssociationRequests(associationId);
  useLogError(error);
  useLogError(requestsError);
  const logo = association?.url_image ?? association?.url_thumbnail ?? null;
  const requestsPath = paths.associationRequests(associationId);

  return (
    <section className={styles.dashboard}>
      {logo ? (
        <img
          className={styles.picture}
          src={logo}
          alt={`Logo de ${association?.name_association ?? "l'association"}`}
          width={160}
          height={160}
        />
      ) : null}
      <h1 className={styles.title}>{association?.name_association ?? 'Mon association'}</h1>
      <ul className={styles.menu}>
        <li>
          <Link className={ui.button} to={paths.associationProfile(associationId)}>
            Voir mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationEditProfile(session.userId ?? '')}>
            Modifier mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationDashboardAnimals(associationId)}>
            Nos animaux
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={requestsPath}>
            Nos demandes
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationPlacements}>
            {PLACEMENT_MESSAGES.associationListTitle}
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationTeam(associationId)}>
            Équipe
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationFindFamily}>
            Trouver une famille
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.associationWidget}>
            {WIDGET_TEXTS.link}
          </Link>
        </li>
        {sessionCan(session, 'verification.read') ? (
          <li>
            <Link className={ui.button} to={paths.associationVerification}>
              Vérification de l'association
            </Link>
          </li>
        ) : null}
        {sessionCan(session, 'activity.list') ? (
          <li>
            <Link className={ui.button} to={paths.associationActivity}>
              Journal d'activité
            </Link>
          </li>
        ) : null}
        <li>
          <Link className={ui.button} to={paths.account}>
            Mon compte
          </Link>
        </li>
        {sessionCan(session, 'association.export', { associationId }) ? (
          <li>
            <AssociationDataExportButton associationId={associationId} />
          </li>
        ) : null}
        <li>
          <DeleteAccountButton
            remove={() => associationsApi.remove(associationId)}
            failureMessage={UI_MESSAGES.associationDeleteFailed}
            warning={
              <p>
                Votre compte, votre profil, vos animaux et leurs demandes seront supprimés. Cette action est
                irréversible.
              </p>
            }
          />
        </li>
      </ul>
      {/* docs/product.md#screens leaves the association's extra action open: what needs its attention now, and the most frequent task. */}
      <div className={styles.extra}>
        {requests ? <Link to={requestsPath}>{pendingRequestsLabel(countPending(requests))}</Link> : null}
        <PlacementCounts />
        <AddAnimalButton associationId={associationId} />
      </div>
      <CareDueCards associationId={associationId} />
    </section>
  );
}

/** paths.associationDashboard: only for a logged-in association (docs/product.md#roles). */
export default function AssociationDashboardPage() {
  return (
    <RequireAccess action="association.requests">
      <AssociationDashboard />
    </RequireAccess>
  );
}
