import { paths } from '@petfoster/contracts';
import { uiStyles as ui, useLogError } from '@petfoster/platform';
import { PageHeader, RequireAccess } from '@petfoster/platform/screens';
import { SavedSearchItem, useSavedSearches } from '../features/saved-searches';

function FamilySavedSearches() {
  const { data, error, isPending, refetch } = useSavedSearches();
  useLogError(error);
  return (
    <section className={ui.page}>
      <PageHeader title="Mes recherches" backTo={paths.familyDashboard} />
      {isPending ? <p>Chargement des recherches…</p> : null}
      {error ? (
        <div role="alert">
          <p>Impossible de charger vos recherches pour le moment.</p>
          <button type="button" className={ui.button} onClick={() => void refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {data && !data.length ? (
        <p className={ui.empty}>
          Aucune recherche enregistrée. Sur la liste des animaux, choisissez vos filtres puis « Enregistrer cette
          recherche ».
        </p>
      ) : null}
      {data?.length ? (
        <ul>
          {data.map((search) => (
            <SavedSearchItem key={search.id} search={search} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** paths.familySavedSearches, 'Mes recherches' (docs/product.md#saved-searches): the family's saved searches. */
export default function FamilySavedSearchesPage() {
  return (
    <RequireAccess action="savedSearch.list">
      <FamilySavedSearches />
    </RequireAccess>
  );
}
