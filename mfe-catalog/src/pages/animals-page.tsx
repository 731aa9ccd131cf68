import { useSearchParams } from 'react-router-dom';
import { AnimalGrid } from '../features/animals/components/animal-grid';
import {
  ALL_SPECIES,
  SpeciesFilter,
  toSpeciesFilter,
  type SpeciesFilterValue,
} from '../features/animals/components/species-filter';
import { useAnimalCatalogue } from '../features/animals/hooks/use-animal-catalogue';
import { ErrorState, LoadingState } from '../components/load-states';
import page from '../components/page.module.css';
import styles from './animals-page.module.css';

export default function AnimalsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The URL is the single source of truth for the filter, so links, reloads and Back all agree.
  const species = toSpeciesFilter(searchParams.get('species'));
  const catalogue = useAnimalCatalogue(species === ALL_SPECIES ? undefined : species);

  const changeSpecies = (value: SpeciesFilterValue) => {
    const next = new URLSearchParams(searchParams);
    if (value === ALL_SPECIES) next.delete('species');
    else next.set('species', value);
    setSearchParams(next);
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>Liste des animaux</h1>
      <SpeciesFilter value={species} onChange={changeSpecies} />

      {catalogue.loading && !catalogue.animals ? <LoadingState label="Chargement des animaux…" /> : null}
      {catalogue.error && !catalogue.animals ? (
        <ErrorState message="Impossible de charger les animaux pour le moment." onRetry={catalogue.reload} />
      ) : null}
      {catalogue.animals ? (
        catalogue.animals.length > 0 ? (
          <div aria-busy={catalogue.loading || undefined}>
            <AnimalGrid animals={catalogue.animals} eagerCount={1} />
          </div>
        ) : (
          <p className={page.empty}>Aucun animal ne correspond à votre recherche pour le moment.</p>
        )
      ) : null}

      {catalogue.hasMore ? (
        <div className={styles.more}>
          {catalogue.loadMoreFailed ? <p role="alert">Impossible de charger la suite de la liste.</p> : null}
          <button type="button" className={page.button} onClick={catalogue.loadMore} disabled={catalogue.loadingMore}>
            {catalogue.loadingMore ? 'Chargement…' : 'Voir plus'}
          </button>
        </div>
      ) : null}
    </div>
  );
}
