import * as z from 'zod/mini';
import { API_MESSAGES } from '../messages';
import { NEWS_LIMITS as LIMITS, NEWS_MESSAGES as M } from '../news';

/* News during a placement (docs/product.md#placement-news): text kept as typed and shown escaped, like messages. */

export const postNewsSchema = z.object({
  body: z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw)),
    z
      .string({ error: (issue) => (issue.input === undefined ? M.bodyRequired : API_MESSAGES.invalidField('body')) })
      .check(z.minLength(1, M.bodyRequired), z.maxLength(LIMITS.bodyMax, M.bodyTooLong)),
  ),
  images: z.optional(
    z.pipe(
      z.transform((raw: unknown) => (raw === null ? [] : raw)),
      z
        .array(z.string({ error: API_MESSAGES.invalidField('images') }), { error: API_MESSAGES.invalidField('images') })
        .check(z.maxLength(LIMITS.imagesMax, M.tooManyImages)),
    ),
  ),
});

export type PostNewsInput = z.output<typeof postNewsSchema>;
