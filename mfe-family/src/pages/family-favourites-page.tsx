import { paths } from '@petfoster/contracts';
import { uiStyles as ui } from '@petfoster/platform';
import { FAVOURITE_SCREEN_TEXTS as T, PageHeader, RequireAccess, useFavourites } from '@petfoster/platform/screens';
import { FavouritesList } from '../features/favourites';

function FamilyFavourites() {
  const favourites = useFavourites();
  return (
    <section className={ui.page}>
      <PageHeader title={T.title} backTo={paths.familyDashboard} />
      <FavouritesList
        animals={favourites.animals}
        loading={favourites.isPending}
        failed={Boolean(favourites.error)}
        onRetry={favourites.refetch}
        onRemove={(animal) => void favourites.setKept(animal, false)}
      />
    </section>
  );
}

/** paths.familyFavourites, 'Mes favoris' (docs/product.md#favourites): the animals the family keeps, last kept first. */
export default function FamilyFavouritesPage() {
  return (
    <RequireAccess action="favourite.list">
      <FamilyFavourites />
    </RequireAccess>
  );
}
