/**
 * Favourites (docs/product.md#favourites): the animals a family keeps an eye on. A ceiling keeps one account from
 * filling the table; it is far above what a family follows.
 */
export const FAVOURITES_MAX = 200;

export const FAVOURITE_MESSAGES = {
  full: `Vous suivez déjà ${FAVOURITES_MAX} animaux : retirez-en un de vos favoris pour en ajouter un autre.`,
} as const;
