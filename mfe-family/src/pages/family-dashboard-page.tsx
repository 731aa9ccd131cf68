import { Link } from 'react-router-dom';
import {
  dashboardStyles as styles,
  uiStyles as ui,
  useLogError,
  useOpenProposalsCount,
  useSession,
} from '@petfoster/platform';
import { DeleteAccountButton, familiesApi, RequireAccess } from '@petfoster/platform/screens';
import { paths, UI_MESSAGES } from '@petfoster/contracts';
import { AccountDeletionWarning } from '../features/dashboard/components/account-deletion-warning';
import { useFamilyByUser } from '../features/dashboard/hooks/use-family-by-user';
import { MyPlacements } from '../features/placements';

function FamilyDashboard() {
  const session = useSession();
  const { data, error } = useFamilyByUser(session.userId);
  useLogError(error);
  const familyId = session.familyId ?? data?.family?.id;
  const picture = data?.family?.url_image ?? data?.family?.url_thumbnail ?? null;
  // Proposals from associations waiting for an answer: the same count as beside 'Mes demandes' in the header.
  const proposals = useOpenProposalsCount();

  return (
    <section className={styles.dashboard}>
      {picture ? (
        <img
          className={styles.picture}
          src={picture}
          alt={`Photo de la famille ${data?.lastname ?? ''}`}
          width={160}
          height={160}
        />
      ) : null}
      <h1 className={styles.title}>{data ? `Famille ${data.lastname}` : 'Famille'}</h1>
      {proposals ? (
        <p className={styles.extra}>
          <Link to={paths.familyRequests(Number(familyId))}>
            {proposals === 1
              ? "1 proposition d'accueil attend votre réponse"
              : `${proposals} propositions d'accueil attendent votre réponse`}
          </Link>
        </p>
      ) : null}
      <MyPlacements />
      <ul className={styles.menu}>
        <li>
          <Link className={ui.button} to={paths.familyProfile(familyId ?? '')}>
            Voir mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.familyEditProfile(session.userId ?? '')}>
            Modifier mon profil
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.familyRequests(Number(familyId))}>
            Voir mes demandes
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.familyFavourites}>
            Mes favoris
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.familySavedSearches}>
            Mes recherches
          </Link>
        </li>
        <li>
          <Link className={ui.button} to={paths.account}>
            Mon compte
          </Link>
        </li>
        <li>
          <DeleteAccountButton
            remove={() => familiesApi.remove(Number(familyId))}
            failureMessage={UI_MESSAGES.familyDeleteFailed}
            warning={<AccountDeletionWarning familyId={familyId} />}
          />
        </li>
      </ul>
    </section>
  );
}

/** paths.familyDashboard: only for a logged-in family (docs/product.md#roles). */
export default function FamilyDashboardPage() {
  return (
    <RequireAccess action="family.requests">
      <FamilyDashboard />
    </RequireAccess>
  );
}
