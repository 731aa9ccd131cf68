import { Fragment, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner, uiStyles as ui, useSession } from '@petfoster/platform';
import { PageHeader } from '@petfoster/platform/screens';
import type { SessionState } from '@petfoster/platform';
import { paths } from '@petfoster/contracts';
import { useFamily } from '../features/profile/hooks/use-family';
import { familyProfileRows, fosterProfileRows, type ProfileRow } from '../features/profile/profile-rows';
import styles from '../features/profile/components/family-profile.module.css';

function Rows({ rows }: { rows: ProfileRow[] }) {
  return (
    <dl className={ui.details}>
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** Where 'Retour' leads when the profile was opened directly: the page a reader of this profile comes from. */
function profileParent(session: Pick<SessionState, 'role' | 'familyId' | 'associationId'>, familyId: number) {
  if (session.role === 'family' && session.familyId === familyId) return paths.familyDashboard;
  if (session.role === 'association' && session.associationId) return paths.associationRequests(session.associationId);
  return paths.home;
}

/** paths.familyProfile(':id') (docs/product.md#screens); an unknown or unreadable family goes to the 404 page (docs/product.md#messages). */
export default function FamilyProfilePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const familyId = Number(id);
  const valid = Number.isInteger(familyId) && familyId > 0;
  const { data: family, error, isPending: loading } = useFamily(valid ? familyId : null);

  useEffect(() => {
    if (!valid || error) {
      if (error) console.error(error);
      navigate(paths.notFound, { replace: true });
    }
  }, [valid, error, navigate]);

  if (loading || !family) return <Spinner />;
  const picture = family.url_image ?? family.url_thumbnail;
  return (
    <section className={ui.page}>
      <PageHeader title={`Famille ${family.user?.lastname ?? ''}`} backTo={profileParent(session, familyId)} />
      <div className={picture ? `${styles.profile} ${styles.withPicture}` : styles.profile}>
        {picture ? (
          <img
            className={styles.picture}
            src={picture}
            alt={`Famille ${family.user?.lastname ?? ''}`}
            width={384}
            height={384}
          />
        ) : null}
        <div>
          {family.description ? <p className={styles.description}>{family.description}</p> : null}
          <Rows rows={familyProfileRows(family)} />
          {/* Only the family itself receives its foster profile. */}
          {family.foster ? (
            <section aria-labelledby="profil-accueil">
              <h2 id="profil-accueil">Profil d&apos;accueil</h2>
              <Rows rows={fosterProfileRows(family.foster)} />
              <Link to={paths.familyEditProfile(session.userId ?? '')}>Modifier mon profil d&apos;accueil</Link>
            </section>
          ) : null}
        </div>
      </div>
    </section>
  );
}
