import * as z from 'zod/mini';
import { ANIMAL_PHOTOS_MAX, GALLERY_MESSAGES as M, parseVideoUrl } from '../gallery';
import { API_MESSAGES } from '../messages';
import { isBlank } from './fields';

/* An animal's photos and video (docs/product.md#animal-gallery). */

/** POST /api/animals/{id}/photos: one image as a data URL, checked by the API's image pipeline. */
export const addAnimalPhotoSchema = z.object({
  url_image: z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? undefined : raw)),
    z.string({
      error: (issue) => (issue.input === undefined ? M.photoRequired : API_MESSAGES.invalidField('url_image')),
    }),
  ),
});

/** PUT /api/animals/{id}/photos/order: every photo id of the animal, once, cover first (checked by the API). */
export const reorderAnimalPhotosSchema = z.object({
  ids: z
    .array(z.int({ error: M.orderInvalid }).check(z.positive(M.orderInvalid)), { error: M.orderInvalid })
    .check(z.minLength(1, M.orderInvalid), z.maxLength(ANIMAL_PHOTOS_MAX, M.orderInvalid)),
});

/** The animal's `video_url`: blank or null removes it; anything but a known host's video is refused. */
export const videoUrlField = z.optional(
  z.pipe(
    z.transform((raw: unknown) => (raw === null || (typeof raw === 'string' && isBlank(raw)) ? null : raw)),
    z.nullable(
      z.pipe(
        z.string({ error: M.videoInvalid }),
        z.transform((typed: string, context) => {
          if (parseVideoUrl(typed)) return typed.trim();
          context.issues.push({ code: 'custom', message: M.videoInvalid, input: typed });
          return z.NEVER;
        }),
      ),
    ),
  ),
);

export type AddAnimalPhotoInput = z.output<typeof addAnimalPhotoSchema>;
export type ReorderAnimalPhotosInput = z.output<typeof reorderAnimalPhotosSchema>;
