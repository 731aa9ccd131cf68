import { useNavigate, useParams } from 'react-router-dom';
import { AnimalCard, Spinner, useSession } from '@petfoster/platform';
import { ui, useLogError } from '../shared';
import { useAssociationAnimals } from '../features/animals/hooks/use-association-animals';
import { canAddAnimal } from '../features/animals/ownership';
import { AddAnimalButton } from '../features/animals/components/add-animal-button';
import styles from '../features/animals/components/animals-grid.module.css';

/** 'Nos animaux' at /association/:slug/animals-list and /associations/dashboard/:slug/animals-list (same screen). */
export default function AssociationAnimalsPage() {
  const { slug } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const associationId = Number(slug);
  const { data: animals, error, loading } = useAssociationAnimals(Number.isInteger(associationId) && associationId > 0 ? associationId : null);
  useLogError(error);
  const associationName = animals?.[0]?.association?.name_association;

  return (
    <section className={ui.page}>
      <div className={ui.header}>
        <h1 className={ui.title}>Nos animaux{associationName ? ` · ${associationName}` : ''}</h1>
        <div className={ui.actions}>
          {canAddAnimal(session, slug) ? <AddAnimalButton associationId={associationId} /> : null}
          <button type="button" className={ui.button} onClick={() => navigate(-1)}>
            Retour
          </button>
        </div>
      </div>
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
