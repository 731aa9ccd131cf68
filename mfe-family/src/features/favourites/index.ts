// The favourites feature's public surface for the 'Mes favoris' page.
export { FavouritesList } from './components/favourites-list';
export type { FavouritesListProps } from './components/favourites-list';
export { favouriteState, favouriteStateLabel } from './favourite-state';
