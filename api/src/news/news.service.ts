import { BadRequestException, Injectable } from '@nestjs/common';
import {
  INVALID_IMAGE_MESSAGE,
  PLACEMENT_STATUSES,
  ROLES,
  type AccessAction,
  type PlacementNews,
  type PublicNews,
} from '@petfoster/contracts';
import type { PostNewsInput } from '@petfoster/contracts/schemas';
import { In, type EntityManager } from 'typeorm';
import { requireAccessTo, type AllowedUser } from '../access/require-access';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { fieldErrors } from '../common/field-errors';
import { Family } from '../data-model/family.entity';
import { PlacementNewsRow } from '../data-model/placement-news.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { insertRow } from '../database/insert-row';
import { ImagesService, type StoredImage } from '../images/images.service';
import { OutboxService } from '../mail/outbox.service';
import { PlacementMails } from '../placements/placement-mails.service';
import { presentNews, presentPublicNews, storedImages } from './news.presenter';

/** Published news on an animal's page, newest first (docs/product.md#placement-news). */
export const PUBLIC_NEWS_MAX = 10;

/** A piece of news with the parties of its placement, which the access policy reads. */
type NewsWithParties = PlacementNewsRow & { association_id: number };

/**
 * News during a placement (docs/product.md#placement-news): the family writes while the placement is 'En cours', the
 * parties read, the association publishes a piece on the animal's page. One access check at the top of each method.
 */
@Injectable()
export class NewsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly images: ImagesService,
    private readonly outbox: OutboxService,
    private readonly mails: PlacementMails,
  ) {}

  async post(user: AuthUser | undefined, placementId: number, input: PostNewsInput): Promise<PlacementNews> {
    const manager = this.db.dataSource.manager;
    const [caller, placement] = await requireAccessTo(user, 'news.post', () => this.placement(manager, placementId));
    if (placement.status !== PLACEMENT_STATUSES.active) throw apiError('news_placement_not_active');
    // Checked and stored before the transaction (sharp's work holds no lock); removed again if the write fails.
    const stored = await this.store(input.images ?? []);
    let id: number;
    try {
      id = await this.db.write(async (tx) => {
        const locked = await this.placement(tx, placementId, true);
        if (!locked || locked.status !== PLACEMENT_STATUSES.active) throw apiError('news_placement_not_active');
        const now = new Date();
        const newId = await insertRow(tx, PlacementNewsRow, {
          placement_id: placementId,
          family_id: caller.familyId,
          body: input.body,
          images_json: JSON.stringify(stored),
          created_at: now,
          published_at: null,
        });
        const firstname = await this.firstnames(tx, [caller.familyId]);
        const data = {
          placementId,
          animalName: locked.animal_name,
          familyFirstname: firstname.get(caller.familyId) ?? '',
          body: input.body,
          images: stored.length,
        };
        const recipients = await this.mails.associationUsers(tx, locked);
        await this.outbox.enqueueAll(
          tx,
          recipients.map((userId) => ({ kind: 'placement_news' as const, userId, data })),
        );
        return newId;
      });
    } catch (error) {
      await this.images.remove(...stored.flatMap((image) => [image.url_image, image.url_thumbnail]));
      throw error;
    }
    return this.view(manager, id, caller);
  }

  /** The placement's news, newest first. */
  async list(user: AuthUser | undefined, placementId: number): Promise<PlacementNews[]> {
    const manager = this.db.dataSource.manager;
    const [caller] = await requireAccessTo(user, 'news.list', () => this.placement(manager, placementId));
    const rows = await manager
      .getRepository(PlacementNewsRow)
      .find({ where: { placement_id: placementId }, order: { created_at: 'DESC', id: 'DESC' } });
    const names = await this.firstnames(
      manager,
      rows.map((row) => row.family_id),
    );
    return rows.map((row) => presentNews(row, names.get(row.family_id) ?? '', this.isMine(caller, row)));
  }

  /** Its author deletes it, with its images (after the commit). */
  async remove(user: AuthUser | undefined, id: number): Promise<void> {
    const files = await this.db.write(async (manager) => {
      const [, row] = await requireAccessTo(user, 'news.delete', () => this.news(manager, id));
      await manager.getRepository(PlacementNewsRow).delete({ id: row.id });
      return storedImages(row).flatMap((image) => [image.url_image, image.url_thumbnail]);
    });
    await this.images.remove(...files);
  }

  /** On the animal's public page (null: taken off it). */
  publish(user: AuthUser | undefined, id: number): Promise<PlacementNews> {
    return this.setPublished(user, 'news.publish', id, true);
  }

  unpublish(user: AuthUser | undefined, id: number): Promise<PlacementNews> {
    return this.setPublished(user, 'news.unpublish', id, false);
  }

  /**
   * The animal's published news for GET /api/animals/{id} and its first view (AnimalsService.findOne), newest first:
   * the text, the photos and the family's first name. Static: the animal's read runs it on its own manager.
   */
  static async published(manager: EntityManager, animalId: number): Promise<PublicNews[]> {
    const rows = await manager
      .createQueryBuilder(PlacementNewsRow, 'n')
      .innerJoin(PlacementRow, 'p', 'p.id = n.placement_id')
      .where('p.animal_id = :animalId', { animalId })
      .andWhere('n.published_at IS NOT NULL')
      .orderBy('n.published_at', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .limit(PUBLIC_NEWS_MAX)
      .getMany();
    if (!rows.length) return [];
    const names = await NewsService.firstnamesOf(
      manager,
      rows.map((row) => row.family_id),
    );
    return rows.map((row) => presentPublicNews(row, names.get(row.family_id) ?? ''));
  }

  /**
   * The family's account is deleted (FamiliesService.remove, in its transaction): its news go, and the files of
   * their images, which the caller removes after the commit.
   */
  static async forgetFamily(manager: EntityManager, familyId: number): Promise<string[]> {
    const repository = manager.getRepository(PlacementNewsRow);
    const rows = await repository.find({ where: { family_id: familyId }, select: { id: true, images_json: true } });
    if (!rows.length) return [];
    await repository.delete({ family_id: familyId });
    return rows.flatMap((row) => storedImages(row).flatMap((image) => [image.url_image, image.url_thumbnail ?? '']));
  }

  private async setPublished(
    user: AuthUser | undefined,
    action: Extract<AccessAction, 'news.publish' | 'news.unpublish'>,
    id: number,
    published: boolean,
  ): Promise<PlacementNews> {
    const caller = await this.db.write(async (manager) => {
      const [allowed, row] = await requireAccessTo(user, action, () => this.news(manager, id));
      // Publishing twice keeps the first date: the page's order does not move.
      if (published !== (row.published_at !== null))
        await manager.getRepository(PlacementNewsRow).update({ id }, { published_at: published ? new Date() : null });
      return allowed;
    });
    return this.view(this.db.dataSource.manager, id, caller);
  }

  /** Each image through the pipeline (same checks, EXIF removed, variants); all or none stay stored. */
  private async store(dataUrls: string[]): Promise<StoredImage[]> {
    const stored: StoredImage[] = [];
    try {
      for (const dataUrl of dataUrls) stored.push(await this.images.storeDataUrl(dataUrl));
    } catch (error) {
      await this.images.remove(...stored.flatMap((image) => [image.url_image, image.url_thumbnail]));
      // The pipeline names its own form field; the composer's is `images`.
      if (error instanceof BadRequestException) throw fieldErrors({ images: INVALID_IMAGE_MESSAGE });
      throw error;
    }
    return stored;
  }

  private async view(manager: EntityManager, id: number, caller: AllowedUser<AccessAction>): Promise<PlacementNews> {
    const row = await manager.getRepository(PlacementNewsRow).findOneOrFail({ where: { id } });
    const names = await this.firstnames(manager, [row.family_id]);
    return presentNews(row, names.get(row.family_id) ?? '', this.isMine(caller, row));
  }

  private isMine(caller: AllowedUser<AccessAction>, row: PlacementNewsRow): boolean {
    return caller?.role === ROLES.family && caller.familyId === row.family_id;
  }

  private placement(manager: EntityManager, id: number, lock = false): Promise<PlacementRow | null> {
    const query = manager.createQueryBuilder(PlacementRow, 'p').where('p.id = :id', { id });
    if (lock && !this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** The piece with its placement's association: the policy's `party` relation reads both ids. */
  private async news(manager: EntityManager, id: number): Promise<NewsWithParties | null> {
    const row = await manager.getRepository(PlacementNewsRow).findOne({ where: { id } });
    if (!row) return null;
    const placement = await manager
      .getRepository(PlacementRow)
      .findOne({ where: { id: row.placement_id }, select: { id: true, association_id: true } });
    return placement ? Object.assign(row, { association_id: placement.association_id }) : null;
  }

  private firstnames(manager: EntityManager, familyIds: number[]): Promise<Map<number, string>> {
    return NewsService.firstnamesOf(manager, familyIds);
  }

  /** The families' first names (their accounts'), by family id. */
  private static async firstnamesOf(manager: EntityManager, familyIds: number[]): Promise<Map<number, string>> {
    const ids = [...new Set(familyIds)];
    if (!ids.length) return new Map();
    const families = await manager
      .getRepository(Family)
      .find({ where: { id: In(ids) }, select: { id: true, user_id: true } });
    const userIds = families.map((family) => family.user_id).filter((id): id is number => id !== null);
    const users = userIds.length
      ? await manager.getRepository(User).find({ where: { id: In(userIds) }, select: { id: true, firstname: true } })
      : [];
    const firstname = new Map(users.map((one) => [one.id, one.firstname]));
    return new Map(families.map((family) => [family.id, family.user_id ? (firstname.get(family.user_id) ?? '') : '']));
  }
}
