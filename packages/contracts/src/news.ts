import type { MessageImage } from './conversations';

/*
 * News during a placement (docs/product.md#placement-news): the foster family writes how the animal is doing, with
 * photos; the association may publish a piece on the animal's public page.
 */

export const NEWS_LIMITS = { bodyMax: 5000, imagesMax: 5 } as const;

/** One piece of news as the parties read it (GET /api/placements/{id}/news, newest first). */
export interface PlacementNews {
  id: number;
  placement_id: number;
  body: string;
  images: MessageImage[];
  /** The family's first name. */
  author_firstname: string;
  mine: boolean;
  created_at: string;
  /** When the association published it on the animal's page; null when it is not published. */
  published_at: string | null;
}

/** A published piece on the animal's public page (GET /api/animals/{id} `news`): the family's first name only. */
export interface PublicNews {
  id: number;
  body: string;
  images: MessageImage[];
  family_firstname: string;
  published_at: string;
}

export const NEWS_MESSAGES = {
  bodyRequired: 'Les nouvelles ne peuvent pas être vides.',
  bodyTooLong: `Les nouvelles ne doivent pas dépasser ${NEWS_LIMITS.bodyMax} caractères.`,
  tooManyImages: `Des nouvelles peuvent contenir au plus ${NEWS_LIMITS.imagesMax} photos.`,
  notActive: "Les nouvelles s'envoient pendant l'accueil (statut 'En cours').",
  // Screens
  title: 'Nouvelles',
  publicTitle: (name: string) => `Des nouvelles de ${name}`,
  empty: 'Aucune nouvelle pour le moment.',
  write: 'Donner des nouvelles',
  placeholder: "Comment va l'animal ?",
  send: 'Envoyer les nouvelles',
  delete: 'Supprimer',
  publish: 'Publier sur la page de l’animal',
  unpublish: 'Retirer de la page de l’animal',
  published: 'Publiée',
  mailSubject: (animal: string) => `Des nouvelles de ${animal}`,
} as const;
