import { FAVOURITE_MESSAGES } from '@petfoster/contracts';

/** The favourites screens' French texts (docs/product.md#favourites), beside the API's FAVOURITE_MESSAGES. */
export const FAVOURITE_SCREEN_TEXTS = {
  ...FAVOURITE_MESSAGES,
  /** The heart's name for a screen reader: what a tap does, with the animal's name (several hearts on a page). */
  add: (name: string) => `Ajouter ${name} aux favoris`,
  remove: (name: string) => `Retirer ${name} des favoris`,
  // Worded so that no past participle has to agree with the animal's sex.
  addFailed: (name: string) => `Impossible d'ajouter ${name} à vos favoris. Réessayez.`,
  removeFailed: (name: string) => `Impossible de retirer ${name} de vos favoris. Réessayez.`,
  /** The tap a visitor made before signing in, when the API refuses it then (its name is not known here). */
  pendingFailed: "L'animal choisi avant la connexion n'a pas pu être ajouté à vos favoris.",
  title: 'Mes favoris',
  empty: "Vous n'avez pas encore de favori. Touchez le cœur d'un animal pour le retrouver ici.",
  browse: 'Voir les animaux',
  loadFailed: 'Vos favoris ne peuvent pas être affichés pour le moment.',
  removeButton: 'Retirer des favoris',
  /** The state of a kept animal nobody houses and nobody adopted (the others say 'Accueilli', 'Adopté'). */
  available: 'Disponible',
} as const;
