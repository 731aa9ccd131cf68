import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** Which side of a conversation (docs/product.md#conversations): the family, or the association's followers. */
export type ConversationSide = 'family' | 'association';

/** One stored image of a message: the pipeline's file and its thumbnail (the medium variant is named after it). */
export interface StoredMessageImage {
  url_image: string;
  url_thumbnail: string;
}

/**
 * A message of a request's conversation (docs/product.md#conversations). `body` and `images` are emptied, and
 * `author_deleted` set, when its author's account is deleted.
 */
@Entity('messages')
export class MessageRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  request_id: number;

  @Column({ type: 'varchar', length: 12 })
  author_side: ConversationSide;

  @Column({ type: 'int', nullable: true })
  author_user_id: number | null;

  @Column({ type: 'boolean', default: false })
  author_deleted: boolean;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  /** JSON list of StoredMessageImage; null without images. */
  @Column({ type: 'text', nullable: true })
  images: string | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  /**
   * When a platform administrator hid it (docs/administration.md#reports): kept, but every reader gets
   * MODERATED_CONTENT instead of its body and images.
   */
  @Column({ type: 'datetime', nullable: true })
  hidden_at: Date | null;

  /** When the other side's read mark passed this message. */
  @Column({ type: 'datetime', nullable: true })
  read_at: Date | null;
}

/** A side's read mark in a conversation, and how far the unread mail went (docs/mail.md#message-mails). */
@Entity('conversation_reads')
export class ConversationRead {
  @PrimaryColumn({ type: 'int' })
  request_id: number;

  @PrimaryColumn({ type: 'varchar', length: 12 })
  side: ConversationSide;

  @Column({ type: 'int', default: 0 })
  read_up_to: number;

  @Column({ type: 'datetime', nullable: true })
  read_at: Date | null;

  @Column({ type: 'int', default: 0 })
  mailed_up_to: number;
}
