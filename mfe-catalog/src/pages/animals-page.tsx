import { postalCodeHint } from '@petfoster/contracts';
import { animalFiltersOf, ANIMAL_FILTER_KEYS, useUrlQuery, type AnimalFilterKey } from '@petfoster/platform';
import { AnimalFiltersPanel } from '../features/animals/components/animal-filters';
import { AnimalGrid } from '../features/animals/components/animal-grid';
import { SaveSearchButton } from '../features/animals/components/save-search-button';
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
  const [searchParams, updateQuery] = useUrlQuery();
  // The URL is the single source of truth for the filter, so links, reloads and Back all agree.
  const species = toSpeciesFilter(searchParams.get('species'));
  const filters = animalFiltersOf(searchParams);
  const catalogue = useAnimalCatalogue(species === ALL_SPECIES ? undefined : species, filters);

  const changeFilters = (changes: Partial<Record<AnimalFilterKey, string | undefined>>) =>
    updateQuery((next) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // sort=distance and radius_km mean nothing without near (the API refuses sort alone).
      if (!next.get('near')) {
        next.delete('sort');
        next.delete('radius_km');
      }
    });
  const clearFilters = () =>
    updateQuery((next) => {
      next.delete('species');
      for (const key of ANIMAL_FILTER_KEYS) next.delete(key);
    });
  const total = catalogue.total;

  const changeSpecies = (value: SpeciesFilterValue) =>
    updateQuery((next) => {
      if (value === ALL_SPECIES) next.delete('species');
      else next.set('species', value);
    });

  return (
    <div className={page.page}>
      <h1 className={page.title}>Liste des animaux</h1>
      <SpeciesFilter value={species} onChange={changeSpecies} />
      <AnimalFiltersPanel
        filters={filters}
        onChange={changeFilters}
        onClear={clearFilters}
        refused={catalogue.refused?.fields}
      />
      <SaveSearchButton species={species === ALL_SPECIES ? undefined : species} filters={filters} />
      {catalogue.refused ? (
        <div className={styles.refused} role="alert">
          {[...Object.values(catalogue.refused.fields), ...catalogue.refused.general].map((message) => (
            <p key={message}>{message}</p>
          ))}
          {catalogue.refused.fields.near && filters.near && postalCodeHint(filters.near) ? (
            <p>{postalCodeHint(filters.near)}</p>
          ) : null}
        </div>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {total === undefined ? '\u00a0' : `${total} ${total > 1 ? 'animaux' : 'animal'}`}
      </p>

      {catalogue.loading && !catalogue.animals ? <LoadingState label="Chargement des animaux…" /> : null}
      {catalogue.error && !catalogue.animals ? (
        <ErrorState message="Impossible de charger les animaux pour le moment." onRetry={catalogue.reload} />
      ) : null}
      {catalogue.refused && !catalogue.animals ? (
        <div className={styles.emptyState}>
          <button type="button" className={page.button} onClick={clearFilters}>
            Effacer les filtres
          </button>
        </div>
      ) : null}
      {catalogue.animals ? (
        catalogue.animals.length > 0 ? (
          <div aria-busy={catalogue.loading || undefined}>
            <AnimalGrid animals={catalogue.animals} eagerCount={1} />
          </div>
        ) : (
          <div className={styles.emptyState}>
            <p className={page.empty}>Aucun animal ne correspond à votre recherche pour le moment.</p>
            {species !== ALL_SPECIES || Object.keys(filters).length ? (
              <button type="button" className={page.button} onClick={clearFilters}>
                Effacer les filtres
              </button>
            ) : null}
          </div>
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
