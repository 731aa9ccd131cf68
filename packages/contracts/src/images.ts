/** SPEC 5 / 9 image rule, shared by the image input and the API. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const INVALID_IMAGE_MESSAGE = 'Veuillez sélectionner une image valide (JPEG, PNG ou GIF) de moins de 10 Mo.';

/** What the browser can tell before upload: the declared type and the size. The API re-checks the bytes. */
export function isAcceptedImageFile(file: { type: string; size: number }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES;
}

/** Width of the medium WebP variant the API stores beside each image (detail pages); thumbnails are at most 400. */
export const MEDIUM_IMAGE_WIDTH = 800;

/**
 * The medium variant's URL, derived from the stored image URL (/uploads/<name>.jpg -> /uploads/<name>-800.webp), so
 * no column holds it. Images stored before the variant existed have none: clients fall back to url_image on error.
 */
export function mediumImageUrl(urlImage: string | null | undefined): string | null {
  const match = /^(.*\/uploads\/[\w-]+)\.(jpg|png|gif)$/.exec(urlImage ?? '');
  return match ? `${match[1]}-${MEDIUM_IMAGE_WIDTH}.webp` : null;
}
