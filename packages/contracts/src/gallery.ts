/*
 * An animal shown as it is (docs/product.md#animal-gallery): up to ten photos, the first being the cover (the SPEC's
 * `url_image`), an optional video on a known host, and the texts of the gallery and of sharing.
 */

export const ANIMAL_PHOTOS_MAX = 10;

/** One photo of GET /api/animals/{id}'s `photos`, in the association's order (the first is the cover). */
export interface AnimalPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
  thumbnail_url: string | null;
  medium_url: string | null;
}

/** POST /api/animals/{id}/photos answers the new photo. */
export interface AddedAnimalPhoto {
  id: number;
  url: string;
}

export type VideoProvider = 'youtube' | 'vimeo' | 'dailymotion';

/** A video address the site accepts, with the player address loaded only after the visitor's click. */
export interface KnownVideo {
  provider: VideoProvider;
  id: string;
  embedUrl: string;
}

const VIDEO_PATTERNS: { provider: VideoProvider; pattern: RegExp; embed: (id: string) => string }[] = [
  {
    provider: 'youtube',
    pattern:
      /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[^#]*&)?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{11})(?:[?&#/].*)?$/,
    embed: (id) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
  },
  {
    provider: 'vimeo',
    pattern: /^https:\/\/(?:www\.|player\.)?vimeo\.com\/(?:video\/)?(\d{6,12})(?:[?#/].*)?$/,
    embed: (id) => `https://player.vimeo.com/video/${id}?autoplay=1`,
  },
  {
    provider: 'dailymotion',
    pattern:
      /^https:\/\/(?:www\.)?(?:dailymotion\.com\/(?:embed\/)?video\/|dai\.ly\/)([a-zA-Z0-9]{5,12})(?:[?#/_].*)?$/,
    embed: (id) => `https://www.dailymotion.com/embed/video/${id}?autoplay=1`,
  },
];

/** The video an address names on YouTube, Vimeo or Dailymotion (https only), or null for any other address. */
export function parseVideoUrl(url: string | null | undefined): KnownVideo | null {
  const address = (url ?? '').trim();
  if (address.length > 300) return null;
  for (const { provider, pattern, embed } of VIDEO_PATTERNS) {
    const match = pattern.exec(address);
    if (match) return { provider, id: match[1], embedUrl: embed(match[1]) };
  }
  return null;
}

export const VIDEO_PROVIDER_LABELS: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  dailymotion: 'Dailymotion',
};

export const GALLERY_MESSAGES = {
  photosFull: `Un animal peut avoir au plus ${ANIMAL_PHOTOS_MAX} photos.`,
  photoRequired: 'Veuillez choisir une photo.',
  orderInvalid: "L'ordre des photos doit nommer chacune des photos de l'animal une seule fois.",
  videoInvalid: 'Seules les adresses de vidéos YouTube, Vimeo et Dailymotion sont acceptées.',
  // Screens
  photos: 'Photos',
  addPhoto: 'Ajouter une photo',
  removePhoto: 'Retirer la photo',
  moveEarlier: 'Avancer',
  moveLater: 'Reculer',
  cover: 'Photo principale',
  previous: 'Photo précédente',
  next: 'Photo suivante',
  photoOf: (index: number, count: number) => `Photo ${index} sur ${count}`,
  video: 'Vidéo',
  videoUrlLabel: 'Vidéo (YouTube, Vimeo ou Dailymotion)',
  playVideo: (provider: string) => `Voir la vidéo sur ${provider}`,
  videoConsent: (provider: string) => `La vidéo est hébergée par ${provider} : elle se charge quand vous la lancez.`,
  share: 'Partager',
  copyLink: 'Copier le lien',
  linkCopied: 'Lien copié.',
} as const;
