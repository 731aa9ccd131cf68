import type { Animal, Association } from './entities';

/**
 * The public API (docs/public-api.md): read-only, for other sites (an association's own site, its widget), version 1
 * under /api/public/v1. Its fields are a subset of the site's own public answers (the API's presenters), named by
 * these lists: never a family, a person's address, a member's contact or an identification number. Removing or
 * renaming a field, or changing its meaning, needs a /api/public/v2; adding one does not.
 */
export const PUBLIC_API_VERSION = 1;
export const PUBLIC_API_BASE = `/api/public/v${PUBLIC_API_VERSION}`;
/** limit: at most this many animals per page (default 20). */
export const PUBLIC_ANIMALS_PAGE_MAX = 100;
export const PUBLIC_ANIMALS_PAGE_DEFAULT = 20;
/** Cache-Control: public, max-age of the public answers, in seconds. */
export const PUBLIC_API_MAX_AGE_SECONDS = 300;

/** An animal's state as the public API names it; an adopted animal is never served. */
export const PUBLIC_ANIMAL_STATUSES = ['available', 'housed'] as const;
export type PublicAnimalStatus = (typeof PUBLIC_ANIMAL_STATUSES)[number];

/** The keys of the site's animal answer that the public API passes on. */
export const PUBLIC_ANIMAL_KEYS = [
  'id',
  'name',
  'breed',
  'gender',
  'date_of_birth',
  'description',
  'url_image',
  'url_thumbnail',
  'species_id',
  'species',
  'association_id',
  'association',
  'size',
  'good_with_children',
  'good_with_cats',
  'good_with_dogs',
  'urgent',
  'urgent_reason',
] as const satisfies readonly (keyof Animal)[];

export type PublicAnimal = Pick<Animal, (typeof PUBLIC_ANIMAL_KEYS)[number]> & {
  /** available: neither housed nor adopted; housed: with a foster family (an approved request). */
  status: PublicAnimalStatus;
  /** The animal's page on PetFoster (absolute). */
  url: string;
};

/** The keys of the site's association answer that the public API passes on (no address, phone, RNA or member). */
export const PUBLIC_ASSOCIATION_KEYS = [
  'id',
  'name_association',
  'url_image',
  'url_thumbnail',
  'city',
  'department',
  'description',
] as const satisfies readonly (keyof Association)[];

export type PublicAssociation = Pick<Association, (typeof PUBLIC_ASSOCIATION_KEYS)[number]> & {
  /** The association's page on PetFoster (absolute). */
  url: string;
};

/** Picks the listed keys of an answer of the site (the one definition of what is public). */
export function pickKeys<T extends object, K extends keyof T>(view: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = view[key];
  return picked;
}

/** The page 'Intégrer nos animaux à votre site' (association area) and the widget's snippet. */
export const WIDGET_TEXTS = {
  title: 'Intégrer nos animaux à votre site',
  intro:
    'Collez ce code dans une page de votre site : vos animaux disponibles y apparaissent, à jour, chacun avec un lien vers sa page sur PetFoster.',
  options:
    'Options : data-species="Chien" (ou Chat, Lapin), data-urgent="true" (les urgences seulement), data-limit="12" (100 au plus).',
  copy: 'Copier le code',
  copied: 'Code copié.',
  preview: 'Aperçu',
  link: 'Intégrer nos animaux à votre site',
} as const;

/** The snippet an association pastes into its site. */
export const widgetSnippet = (publicUrl: string, associationId: number): string =>
  `<script src="${publicUrl}/widget.js" data-association="${associationId}" async></script>`;
