import { Link } from 'react-router-dom';
import { paths, type Animal } from '@petfoster/contracts';
import { AnimalGrid } from '../features/animals/components/animal-grid';
import { useHomeAnimals } from '../features/animals/hooks/use-home-animals';
import { ErrorState, LoadingState } from '../components/load-states';
import page from '../components/page.module.css';
import styles from './home-page.module.css';

interface SectionProps {
  id: string;
  title: string;
  animals: Animal[];
  link: { to: string; label: string };
  eagerCount: number;
  emptyText: string;
}

function AnimalSection({ id, title, animals, link, eagerCount, emptyText }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {animals.length > 0 ? (
        <AnimalGrid animals={animals} eagerCount={eagerCount} threeColumns />
      ) : (
        <p className={page.empty}>{emptyText}</p>
      )}
      <p className={styles.sectionLink}>
        <Link className={page.primaryLink} to={link.to}>
          {link.label}
        </Link>
      </p>
    </section>
  );
}

export default function HomePage() {
  const { data, error, loading, reload } = useHomeAnimals();

  return (
    <div className={page.page}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          Offrez un foyer temporaire à un animal
        </h1>
        <p className={styles.heroText}>
          PetFoster met en relation des familles d'accueil bénévoles et des associations de protection animale. Les
          associations présentent les animaux en attente d'adoption&nbsp;; les familles leur ouvrent leur porte le temps
          qu'ils trouvent un foyer pour toujours.
        </p>
      </section>

      {loading && !data ? <LoadingState label="Chargement des animaux…" /> : null}
      {error && !data ? (
        <ErrorState message="Impossible de charger les animaux pour le moment." onRetry={reload} />
      ) : null}
      {data ? (
        <>
          <AnimalSection
            id="home-cats"
            title="Nos chats"
            animals={data.cats}
            // On a phone only the first card is above the fold; on wider screens lazy images in view load at once.
            eagerCount={1}
            link={{ to: paths.animalsOfSpecies('Chat'), label: 'Voir tous nos chats' }}
            emptyText="Aucun chat à présenter pour le moment."
          />
          <AnimalSection
            id="home-dogs"
            title="Nos chiens"
            animals={data.dogs}
            eagerCount={0}
            link={{ to: paths.animalsOfSpecies('Chien'), label: 'Voir tous nos chiens' }}
            emptyText="Aucun chien à présenter pour le moment."
          />
        </>
      ) : null}

      {/* Shown once the sections are there: placed earlier, it would jump down when they arrive (layout shift). */}
      {loading && !data && !error ? null : (
        <nav className={styles.moreLinks} aria-label="Explorer le catalogue">
          <Link className={page.primaryLink} to={paths.animals}>
            Voir tous les animaux
          </Link>
          <Link className={page.primaryLink} to={paths.associations}>
            Voir toutes les associations
          </Link>
        </nav>
      )}
    </div>
  );
}
