import { paths } from '@petfoster/contracts';
import { useParams } from 'react-router-dom';
import { AnimalCard, PageHeader, Spinner, uiStyles as ui, useLogError, useSession } from '@petfoster/platform';
import { useAssociationAnimals } from '../features/animals/hooks/use-association-animals';
import { canAddAnimal } from '../features/animals/ownership';
import { AddAnimalButton } from '../features/animals/components/add-animal-button';
import styles from '../features/animals/components/animals-grid.module.css';

/** 'Nos animaux' at paths.associationAnimals(':slug') and paths.associationDashboardAnimals(':slug') (same screen). */
export default function AssociationAnimalsPage() {
  const { slug } = useParams();
  const session = useSession();
  const associationId = Number(slug);
  const { data: animals, error, isPending: loading } = useAssociationAnimals(Number.isInteger(associationId) && associationId > 0 ? associationId : null);
  useLogError(error);
  const associationName = animals?.[0]?.association?.name_association;

  return (
    <section className={ui.page}>
      <PageHeader
        title={`Nos animaux${associationName ? ` · ${associationName}` : ''}`}
        actions={canAddAnimal(session, slug) ? <AddAnimalButton associationId={associationId} /> : null}
        backTo={session.associationId === associationId ? paths.associationDashboard : paths.associationProfile(associationId)}
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
