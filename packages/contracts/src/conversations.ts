import type { NotificationsCount } from './entities';
import type { Role } from './enums';

/*
 * Conversations (docs/product.md#conversations): one per foster request, between the family and its association (the
 * association's admins and référents), kept with the placement that follows; the live event stream that carries new
 * messages, read marks and the header's counts; and the French texts of the API and the screens.
 */

export const CONVERSATION_LIMITS = {
  bodyMax: 5000,
  imagesMax: 3,
  /** Messages per page of GET /api/requests/{id}/messages, and the default. */
  pageMax: 50,
  /** Messages one account may post in a minute, every conversation together. */
  sendsPerMinute: 30,
  reportReasonMax: 1000,
  /** A message still unread this long after it arrived is mailed once to its recipient. */
  unreadMailDelayMinutes: 15,
} as const;

/** One image of a message: the stored JPEG/PNG and its WebP variants (the pipeline's, EXIF removed). */
export interface MessageImage {
  url: string;
  thumbnail_url: string | null;
  medium_url: string | null;
}

/** Who wrote a message, as the other side reads it. */
export interface MessageAuthor {
  role: Role;
  /** 'Famille {lastname}', or a member's first name and the association's name; 'Compte supprimé' once deleted. */
  name: string;
  deleted: boolean;
}

/** One message of GET /api/requests/{id}/messages, of POST's answer and of the `message` event. */
export interface ConversationMessage {
  id: number;
  request_id: number;
  author: MessageAuthor;
  /** Written by the caller (the family, or any member of the association). */
  mine: boolean;
  /** null once its author's account is deleted: the screens show 'Message supprimé'. */
  body: string | null;
  images: MessageImage[];
  created_at: string;
  /** When the other side read it; null until then. */
  read_at: string | null;
  /** The caller reported this message's author: the screens stop highlighting that author's messages. */
  author_reported: boolean;
}

/** One line of GET /api/me/conversations, newest activity first. */
export interface ConversationSummary {
  request_id: number;
  /** The request's status ('En attente', 'Approuvée', 'Refusée'): a refused request's conversation is read-only. */
  request_status: string;
  read_only: boolean;
  animal: { id: number; name: string; url_thumbnail: string | null };
  /** The family ('Famille {lastname}') for an association, the association's name for a family. */
  other_party: { role: Role; name: string };
  placement_id: number | null;
  last_message: ConversationMessage | null;
  unread: number;
  last_activity_at: string;
}

/** POST /api/requests/{id}/messages/read answers the mark it kept (never lower than an earlier one). */
export interface ReadMark {
  request_id: number;
  up_to: number;
}

/** The header's counts: the existing ones and the unread messages. */
export type HeaderCounts = NotificationsCount & { messages: number };

/**
 * What GET /api/events sends (docs/architecture.md#event-stream), as `event: <type>` and `data: <JSON>` with an
 * `id:` the client sends back as Last-Event-ID when it reconnects; a `: heartbeat` comment every 25 s.
 */
export interface LiveEvents {
  message: { request_id: number; message: ConversationMessage };
  read: ReadMark;
  counts: HeaderCounts;
}
export type LiveEventType = keyof LiveEvents;
export const LIVE_EVENT_TYPES = ['message', 'read', 'counts'] as const satisfies readonly LiveEventType[];
export const EVENT_STREAM_HEARTBEAT_SECONDS = 25;

export const CONVERSATION_MESSAGES = {
  bodyRequired: 'Le message ne peut pas être vide.',
  bodyTooLong: `Le message ne doit pas dépasser ${CONVERSATION_LIMITS.bodyMax} caractères.`,
  tooManyImages: `Un message peut contenir au plus ${CONVERSATION_LIMITS.imagesMax} images.`,
  tooFast: 'Vous envoyez beaucoup de messages : attendez une minute avant le suivant.',
  readOnly: 'Cette demande a été refusée : la conversation est en lecture seule.',
  upToInvalid: 'Le message lu est invalide.',
  reasonRequired: 'Veuillez indiquer la raison du signalement.',
  reasonTooLong: `La raison ne doit pas dépasser ${CONVERSATION_LIMITS.reportReasonMax} caractères.`,
  beforeInvalid: 'Le paramètre before est invalide.',
  limitInvalid: `Le paramètre limit doit être un entier entre 1 et ${CONVERSATION_LIMITS.pageMax}.`,
  // Screens
  title: 'Messages',
  empty: 'Aucune conversation pour le moment.',
  noMessages: 'Aucun message pour le moment : écrivez le premier.',
  placeholder: 'Votre message',
  send: 'Envoyer',
  sending: 'Envoi…',
  failed: "Le message n'a pas pu être envoyé.",
  retry: 'Réessayer',
  older: 'Messages précédents',
  deletedMessage: 'Message supprimé',
  deletedAccount: 'Compte supprimé',
  report: 'Signaler',
  reported: 'Signalement envoyé. Merci.',
  unreadLabel: (count: number) => (count === 1 ? '1 message non lu' : `${count} messages non lus`),
  newMessageMailSubject: (name: string) => `Nouveau message de ${name}`,
} as const;
