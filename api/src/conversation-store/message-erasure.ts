import { Injectable } from '@nestjs/common';
import { REQUEST_STATUS } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { MessageRow } from '../data-model/message.entity';
import { DatabaseService } from '../database/database.service';
import { ImagesService } from '../images/images.service';
import { storedImagesOf } from './message.presenter';

const filesOf = (rows: Array<{ images: string | null }>) =>
  rows.flatMap((row) => storedImagesOf(row.images).flatMap((image) => [image.url_image, image.url_thumbnail]));

/**
 * What an account's deletion does to conversations (docs/product.md#conversations), inside the deletion's transaction:
 * its messages stay, for the other side's thread, but lose their text and images and their author ('Compte
 * supprimé'); conversations whose request goes are deleted whole. Stored images are deleted once the transaction
 * has committed.
 */
@Injectable()
export class MessageErasure {
  constructor(
    private readonly db: DatabaseService,
    private readonly images: ImagesService,
  ) {}

  /** Accounts deleted (a family's user, removed members): their messages show 'Message supprimé'. */
  async forgetAuthors(manager: EntityManager, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const rows = await manager
      .createQueryBuilder(MessageRow, 'm')
      .select(['m.id', 'm.images'])
      .where('m.author_user_id IN (:...userIds) AND m.images IS NOT NULL', { userIds })
      .getMany();
    await manager
      .createQueryBuilder()
      .update(MessageRow)
      .set({ body: null, images: null, author_deleted: true, author_user_id: null })
      .where('author_user_id IN (:...userIds)', { userIds })
      .execute();
    this.removeAfterCommit(manager, filesOf(rows));
  }

  /**
   * A family deletes its account: its requests other than approved ones go with their conversations, and its
   * messages elsewhere are emptied. Called before the requests are deleted.
   */
  async forgetFamily(manager: EntityManager, familyId: number, userId: number | null): Promise<void> {
    await this.deleteConversations(manager, 'r.family_id = :familyId AND r.status <> :approved', {
      familyId,
      approved: REQUEST_STATUS.approved,
    });
    if (userId !== null) await this.forgetAuthors(manager, [userId]);
  }

  /** An association is deleted: every conversation of its requests goes. Called before its requests are deleted. */
  async forgetAssociation(manager: EntityManager, associationId: number): Promise<void> {
    await this.deleteConversations(manager, 'r.association_id = :associationId', { associationId });
  }

  /** Requests that go on their own (a refused one a year after, docs/security.md#retention): their conversations first. */
  async forgetRequests(manager: EntityManager, requestIds: number[]): Promise<void> {
    if (!requestIds.length) return;
    await this.deleteConversations(manager, 'r.id IN (:...requestIds)', { requestIds });
  }

  private async deleteConversations(
    manager: EntityManager,
    requestWhere: string,
    params: Record<string, unknown>,
  ): Promise<void> {
    const requests = `SELECT r.id FROM requests r WHERE ${requestWhere}`;
    const rows = await manager
      .createQueryBuilder(MessageRow, 'm')
      .select(['m.id', 'm.images'])
      .where(`m.request_id IN (${requests}) AND m.images IS NOT NULL`, params)
      .getMany();
    // Children first, whatever the engine does with ON DELETE CASCADE.
    await manager
      .createQueryBuilder()
      .delete()
      .from('reports')
      .where(`message_id IN (SELECT m.id FROM messages m WHERE m.request_id IN (${requests}))`, params)
      .execute();
    for (const table of ['conversation_reads', 'messages'])
      await manager.createQueryBuilder().delete().from(table).where(`request_id IN (${requests})`, params).execute();
    this.removeAfterCommit(manager, filesOf(rows));
  }

  private removeAfterCommit(manager: EntityManager, files: string[]): void {
    if (files.length) this.db.afterCommit(manager, () => void this.images.remove(...files));
  }
}
