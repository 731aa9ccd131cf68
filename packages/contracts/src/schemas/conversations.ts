import * as z from 'zod/mini';
import { CONVERSATION_LIMITS as LIMITS, CONVERSATION_MESSAGES as M } from '../conversations';
import { API_MESSAGES } from '../messages';
import { integer, isBlank } from './fields';

/* Conversations (docs/product.md#conversations). A message's text is kept as typed, markup included: the screens and the
 * mails show it escaped with its line breaks, unlike the profile fields whose tags are removed. */

const body = z.pipe(
  z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw)),
  z
    .string({ error: (issue) => (issue.input === undefined ? M.bodyRequired : API_MESSAGES.invalidField('body')) })
    .check(z.minLength(1, M.bodyRequired), z.maxLength(LIMITS.bodyMax, M.bodyTooLong)),
);

/** Images as data URLs, checked by the API's image pipeline like every other image. */
const images = z.optional(
  z.pipe(
    z.transform((raw: unknown) => (raw === null ? [] : raw)),
    z
      .array(z.string({ error: API_MESSAGES.invalidField('images') }), { error: API_MESSAGES.invalidField('images') })
      .check(z.maxLength(LIMITS.imagesMax, M.tooManyImages)),
  ),
);

/** POST /api/requests/{id}/messages. */
export const sendMessageSchema = z.object({ body, images });

/** POST /api/requests/{id}/messages/read: every message up to this id (included) is read. */
export const markMessagesReadSchema = z.object({
  up_to: integer({ required: M.upToInvalid }, { label: 'up_to', min: 1, message: M.upToInvalid }),
});

/** GET /api/requests/{id}/messages: the page before a message (the newest page without it). */
export const messageListQuerySchema = z.object({
  before: integer('optional', { label: 'before', min: 1, message: M.beforeInvalid }),
  limit: integer('optional', { label: 'limit', min: 1, max: LIMITS.pageMax, message: M.limitInvalid }),
});

/** POST /api/messages/{id}/report. */
export const reportMessageSchema = z.object({
  reason: z.pipe(
    z.transform((raw: unknown) => (typeof raw === 'string' ? raw.trim() : raw)),
    z.string({ error: M.reasonRequired }).check(
      z.refine((typed) => !isBlank(typed), M.reasonRequired),
      z.maxLength(LIMITS.reportReasonMax, M.reasonTooLong),
    ),
  ),
});

export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type MarkMessagesReadInput = z.output<typeof markMessagesReadSchema>;
export type MessageListQuery = z.output<typeof messageListQuerySchema>;
export type ReportMessageInput = z.output<typeof reportMessageSchema>;
