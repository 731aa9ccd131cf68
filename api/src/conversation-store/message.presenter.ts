import {
  CONVERSATION_MESSAGES as M,
  MODERATED_CONTENT,
  mediumImageUrl,
  ROLES,
  type ConversationMessage,
  type MessageAuthor,
  type MessageImage,
} from '@petfoster/contracts';
import type { ConversationSide, StoredMessageImage } from '../data-model/message.entity';

/** A message as the queries read it (conversation-queries.ts): the row, its author's names, the reader's report. */
export interface MessageRecord {
  id: number | string;
  request_id: number | string;
  author_side: ConversationSide;
  author_user_id: number | string | null;
  author_deleted: number | string | boolean | null;
  body: string | null;
  images: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  author_firstname: string | null;
  author_lastname: string | null;
  association_name: string | null;
  author_reported: number | string | boolean | null;
  /** Set once a platform administrator hid the message (docs/administration.md#reports). */
  hidden_at?: Date | string | null;
}

/** SQLite answers 'YYYY-MM-DD HH:MM:SS.sss' (UTC), MariaDB a Date. */
export const isoOf = (value: Date | string): string =>
  value instanceof Date ? value.toISOString() : new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();

const yes = (value: number | string | boolean | null): boolean => value === true || Number(value) === 1;

export const familyName = (lastname: string | null): string => (lastname ? `Famille ${lastname}` : M.deletedAccount);

/** 'Famille Martin', 'Marie, Les Amis des Chats', or 'Compte supprimé' once the author's account is gone. */
export function authorOf(record: MessageRecord): MessageAuthor {
  const role = record.author_side === 'family' ? ROLES.family : ROLES.association;
  const deleted = yes(record.author_deleted) || record.author_user_id === null;
  if (deleted) return { role, name: M.deletedAccount, deleted: true };
  const name =
    record.author_side === 'family'
      ? familyName(record.author_lastname)
      : `${record.author_firstname ?? ''}, ${record.association_name ?? ''}`;
  return { role, name, deleted: false };
}

export function storedImagesOf(json: string | null): StoredMessageImage[] {
  if (!json) return [];
  try {
    const list = JSON.parse(json) as unknown;
    return Array.isArray(list) ? (list as StoredMessageImage[]) : [];
  } catch {
    return [];
  }
}

const imageOf = (image: StoredMessageImage): MessageImage => ({
  url: image.url_image,
  thumbnail_url: image.url_thumbnail ?? null,
  medium_url: mediumImageUrl(image.url_image),
});

/** A message as `side` reads it (docs/product.md#conversations). */
export function presentMessage(record: MessageRecord, side: ConversationSide): ConversationMessage {
  const author = authorOf(record);
  // A hidden message is kept, but no reader gets its text or images again (both parties alike).
  if (record.hidden_at && !author.deleted)
    return { ...presented(record, side, author), body: MODERATED_CONTENT, images: [] };
  return presented(record, side, author);
}

function presented(record: MessageRecord, side: ConversationSide, author: MessageAuthor): ConversationMessage {
  return {
    id: Number(record.id),
    request_id: Number(record.request_id),
    author,
    mine: record.author_side === side,
    body: author.deleted ? null : record.body,
    images: author.deleted ? [] : storedImagesOf(record.images).map(imageOf),
    created_at: isoOf(record.created_at),
    read_at: record.read_at === null ? null : isoOf(record.read_at),
    author_reported: !author.deleted && yes(record.author_reported),
  };
}
