import { MAX_IMAGE_BODY_BYTES } from '@petfoster/contracts';

/*
 * A body of several photos (a message's 3, news' 5) checked before it is sent against the API's limit for the routes
 * that carry images (MAX_IMAGE_BODY_BYTES, the API's own figure): over it the API answers 413 after the whole upload,
 * so the form says it at once, in French, and sends nothing.
 */

/** How many bytes the body weighs as the client sends it (JSON, UTF-8). */
export function jsonBodyBytes(body: unknown): number {
  return new Blob([JSON.stringify(body)]).size;
}

export const BODY_TOO_LARGE_MESSAGE =
  `Les photos choisies sont trop lourdes pour être envoyées ensemble (${MAX_IMAGE_BODY_BYTES / (1024 * 1024)} Mo au plus). ` +
  'Retirez-en une ou choisissez des photos plus légères.';

/** The French reason a body cannot be sent, or null when it fits. */
export function imageBodyProblem(body: unknown): string | null {
  return jsonBodyBytes(body) > MAX_IMAGE_BODY_BYTES ? BODY_TOO_LARGE_MESSAGE : null;
}
