/** SPEC 5 / 9 image rule, shared by the image input and the API. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const INVALID_IMAGE_MESSAGE =
  'Veuillez sélectionner une image valide (JPEG, PNG ou GIF) de moins de 10 Mo.';

/** What the browser can tell before upload: the declared type and the size. The API re-checks the bytes. */
export function isAcceptedImageFile(file: { type: string; size: number }): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= MAX_IMAGE_BYTES;
}
