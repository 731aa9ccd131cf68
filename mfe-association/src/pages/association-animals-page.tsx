import { useEffect } from 'react';
import { paths } from '@petfoster/contracts';
import { useNavigate, useParams } from 'react-router-dom';
import { AnimalCard, httpStatus, Spinner, uiStyles as ui, useLogError, useSession } from '@petfoster/platform';
import { PageHeader } from '@petfoster/platform/screens';
import { useAssociationAnimals } from '../features/animals/hooks/use-association-animals';
import { canAddAnimal } from '../features/animals/ownership';
import { AddAnimalButton } from '../features/animals/components/add-animal-button';
import styles from '../features/animals/components/animals-grid.module.css';

/** 'Nos animaux' at paths.associationAnimals(':slug') and paths.associationDashboardAnimals(':slug') (same screen). */
export default function AssociationAnimalsPage() {
  const { slug } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const associationId = Number(slug);
  const valid = Number.isInteger(associationId) && associationId > 0;
  const { data: animals, error, isPending: loading } = useAssociationAnimals(valid ? associationId : null);
  useLogError(error);
  // An unknown or deleted association is the 404 page (docs/product.md#messages), not an empty list (docs/behaviour.md).
  const missing = !valid || httpStatus(error) === 404;
  useEffect(() => {
    if (missing) navigate(paths.notFound, { replace: true });
  }, [missing, navigate]);
  const associationName = animals?.[0]?.association?.name_association;

  return (
    <section className={ui.page}>
      <PageHeader
        title={`Nos animaux${associationName ? ` · ${associationName}` : ''}`}
        actions={canAddAnimal(session, slug) ? <AddAnimalButton associationId={associationId} /> : null}
        backTo={
          session.associationId === associationId ? paths.associationDashboard : paths.associationProfile(associationId)
        }
      />
      {loading ? (
        <Spinner />
      ) : animals && animals.length > 0 ? (
        <ul className={styles.grid}>
          {animals.map((animal) => (
            <li key={animal.id}>
              <AnimalCard animal={animal} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={ui.empty}>Aucun animal pour le moment.</p>
      )}
    </section>
  );
}
