/**
 * docs/product.md#validation and #constants image rule, shared by the image input and the API: JPEG, PNG, GIF, and the photos phones take,
 * WebP and HEIC/HEIF, which the API converts to JPEG (PNG when they have transparency).
 */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/heif',
] as const;
/** Some systems give HEIC files no type: their extension tells (the API still reads their bytes). */
export const ACCEPTED_IMAGE_EXTENSIONS = ['.heic', '.heif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/**
 * The largest JSON body the API reads on a route that carries images (a message's, news', a gallery photo's, a
 * profile's): the API's `image` body limit, 15 MB, room for one 10 MB image as base64. Front ends check a body of
 * several photos against it before sending; api/test/gallery checks that the routes refuse one byte more.
 */
export const MAX_IMAGE_BODY_BYTES = 15 * 1024 * 1024;
/** The specification's image message, then the phone formats also accepted. */
export const INVALID_IMAGE_MESSAGE =
  'Veuillez sélectionner une image valide (JPEG, PNG ou GIF) de moins de 10 Mo. ' +
  'Les photos WebP et HEIC des téléphones sont aussi acceptées.';

/** What the browser can tell before upload: the declared type (or a HEIC name) and the size. The API re-checks the bytes. */
export function isAcceptedImageFile(file: { type: string; size: number; name?: string }): boolean {
  const name = (file.name ?? '').toLowerCase();
  const typed =
    (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) ||
    (file.type === '' && ACCEPTED_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension)));
  return typed && file.size <= MAX_IMAGE_BYTES;
}

/** HEIC/HEIF: most browsers cannot draw them, so the form shows no preview and the API converts them. */
export function isHeicFile(file: { type: string; name?: string }): boolean {
  const name = (file.name ?? '').toLowerCase();
  return (
    file.type === 'image/heic' ||
    file.type === 'image/heif' ||
    ACCEPTED_IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension))
  );
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
