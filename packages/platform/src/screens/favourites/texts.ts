import { FAVOURITE_MESSAGES } from '@petfoster/contracts';

/** The favourites screens' French texts (docs/product.md#favourites), beside the API's FAVOURITE_MESSAGES. */
export const FAVOURITE_SCREEN_TEXTS = {
  ...FAVOURITE_MESSAGES,
  /** The heart's name for a screen reader: what a tap does, with the animal's name (several hearts on a page). */
  add: (name: string) => `Ajouter ${name} aux favoris`,
  remove: (name: string) => `Retirer ${name} des favoris`,
  addFailed: (name: string) => `${name} n'a pas pu être ajouté à vos favoris. Réessayez.`,
  removeFailed: (name: string) => `${name} n'a pas pu être retiré de vos favoris. Réessayez.`,
  title: 'Mes favoris',
  empty: "Vous n'avez pas encore de favori. Touchez le cœur d'un animal pour le retrouver ici.",
  browse: 'Voir les animaux',
  loadFailed: 'Vos favoris ne peuvent pas être affichés pour le moment.',
  retry: 'Réessayer',
  removeButton: 'Retirer des favoris',
  removeButtonOf: (name: string) => `Retirer ${name} des favoris`,
  /** The state of a kept animal nobody houses and nobody adopted (the others say 'Accueilli', 'Adopté'). */
  available: 'Disponible',
} as const;
