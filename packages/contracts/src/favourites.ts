import { agreeWith } from './agreement';
import type { Gender } from './enums';

/**
 * Favourites (docs/product.md#favourites): the animals a family keeps an eye on. A ceiling keeps one account from
 * filling the table; it is far above what a family follows.
 */
export const FAVOURITES_MAX = 200;

export const FAVOURITE_MESSAGES = {
  full: `Vous suivez déjà ${FAVOURITES_MAX} animaux : retirez-en un de vos favoris pour en ajouter un autre.`,
} as const;

/**
 * What happened to a followed animal that its followers hear of in their daily mail (docs/mail.md#favourites-news):
 * housed (a request approved), adopted, or in urgent need of a foster family.
 */
export const FAVOURITE_NEWS_KINDS = ['housed', 'adopted', 'urgent'] as const;
export type FavouriteNewsKind = (typeof FAVOURITE_NEWS_KINDS)[number];

export const FAVOURITE_NEWS_MESSAGES = {
  /** One animal: its name; several: how many. */
  subject: (animals: string[]) =>
    animals.length === 1
      ? `Des nouvelles de ${animals[0]}, l'un de vos favoris`
      : `Des nouvelles de ${animals.length} de vos favoris`,
  intro: 'Voici ce qui est arrivé aux animaux que vous suivez dans vos favoris :',
  /** After the animal's name, agreeing with its sex ('Moka a été adoptée'). */
  happened: (kind: FavouriteNewsKind, gender: Gender | null | undefined): string =>
    kind === 'housed'
      ? "a trouvé une famille d'accueil"
      : kind === 'adopted'
        ? agreeWith(gender, 'a été adopté', 'a été adoptée')
        : "recherche une famille d'accueil en urgence",
  see: (animal: string) => `Voir ${animal}`,
  others: "D'autres animaux attendent une famille d'accueil :",
  browse: 'Voir les animaux à accueillir',
} as const;
