import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  canSee,
  CONSENT_CHOICES,
  CONSENT_SOURCES,
  dayInParis,
  Family as FamilyView,
  FamilyByUser,
  FamilySearchResult,
  MATCHING_MESSAGES,
  PLACEMENT_LIMITS,
  PLACEMENT_STATUSES,
  REQUEST_STATUS,
  ROLES,
} from '@petfoster/contracts';
import { In, Not, Repository, type EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { AccountWrites } from '../account/account-writes.service';
import { apiError } from '../common/api-error';
import { fieldErrors } from '../common/field-errors';
import { requireAccess } from '../access/require-access';
import { notFound } from '../common/permissions';
import { presentFamily } from '../presenters/presenters';
import { Invitation } from '../data-model/invitation.entity';
import { PlacementRow } from '../data-model/placement.entity';
import { FosterRequest } from '../data-model/request.entity';
import { RequestMails } from '../requests/request-mails.service';
import { NewsService } from '../news/news.service';
import { ExpensesService } from '../expenses/expenses.service';
import { Family } from '../data-model/family.entity';
import { Favourite } from '../data-model/favourite.entity';
import { FavouriteNotice } from '../data-model/favourite-notice.entity';
import { MessageErasure } from '../conversation-store/message-erasure';
import { day, FamilySearchQueries } from './family-search.queries';
import { recordConsent } from '../consents/consent-log';
import type { FamilyRegistrationInput, FamilySearchQuery, FamilyUpdateInput } from '@petfoster/contracts/schemas';

/** When the register's copy of a deleted family's names and address goes: the retention years from now. */
function registerErasureDate(now = new Date()): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() + PLACEMENT_LIMITS.registerRetentionYears);
  return date;
}

@Injectable()
export class FamiliesService {
  constructor(
    @InjectRepository(Family) private readonly families: Repository<Family>,
    @InjectRepository(FosterRequest) private readonly requests: Repository<FosterRequest>,
    private readonly accounts: AccountWrites,
    private readonly requestMails: RequestMails,
    private readonly searchQueries: FamilySearchQueries,
    private readonly messages: MessageErasure,
    private readonly expenses: ExpensesService,
  ) {}

  private async load(id: number): Promise<Family> {
    const family = await this.families
      .createQueryBuilder('f')
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.email', 'u.notifications_enabled', 'u.suspended_at'])
      .innerJoin('f.housing_type', 'h')
      .addSelect(['h.id', 'h.houseType'])
      .where('f.id = :id', { id })
      .getOne();
    if (!family) throw notFound();
    return family;
  }

  /**
   * Contact details only for the family itself or an association that received a request from it, and there only
   * for the members the access policy lets see them (ACCESS_VIEWS: not a bénévole).
   */
  private async canSeeContact(viewer: AuthUser | undefined, familyId: number): Promise<boolean> {
    if (!viewer) return false;
    if (viewer.role === ROLES.family) return canSee(viewer, 'family.contactDetails', { familyId });
    if (viewer.role !== ROLES.association) return false;
    if (!canSee(viewer, 'family.contactDetails', { associationId: viewer.associationId })) return false;
    return this.requests.exists({ where: { family_id: familyId, association_id: viewer.associationId } });
  }

  async findOne(viewer: AuthUser | undefined, id: number): Promise<FamilyView> {
    const family = await this.load(id);
    const own = viewer?.role === ROLES.family && viewer.familyId === id;
    // A suspended family's profile leaves the site (docs/administration.md#suspensions).
    if (family.user.suspended_at && !own) throw notFound();
    return presentFamily(family, await this.canSeeContact(viewer, id), own);
  }

  /**
   * GET /api/families/search: families that opted in ('Je souhaite être visible des associations'), and only what a
   * stranger may see of them (FamilySearchResult): the SELECT names those columns and nothing else, so address,
   * phone, e-mail and last name never leave the database. Paged in SQL, ordered by id; with `near`, the bounding box
   * on the indexed (visible, latitude, longitude) narrows the rows, and the database computes the exact distance on
   * those, keeps the ones within the radius, orders them by distance (then id) and applies LIMIT/OFFSET: only the
   * page's rows reach the API, however many families the radius covers.
   */
  async search(user: AuthUser, query: FamilySearchQuery): Promise<{ families: FamilySearchResult[]; total: number }> {
    requireAccess(user, 'family.search');
    return this.searchQueries.search(query);
  }

  /**
   * The families an urgent appeal mails (FamilySearchQueries.appealRecipients): the foster finder's rule, read in
   * the appeal's write. The caller (the appeal's service) has checked its access.
   */
  appealRecipients(
    manager: EntityManager,
    selection: Parameters<FamilySearchQueries['appealRecipients']>[1],
  ): Promise<{ id: number; user_id: number }[]> {
    return this.searchQueries.appealRecipients(manager, selection);
  }

  async findByUser(userId: number): Promise<FamilyByUser> {
    const family = await this.families
      .createQueryBuilder('f')
      .select(['f.id', 'f.url_image', 'f.url_thumbnail'])
      .innerJoin('f.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname'])
      .where('f.user_id = :userId', { userId })
      .getOne();
    if (!family) throw notFound();
    return {
      id: family.user.id,
      lastname: family.user.lastname,
      firstname: family.user.firstname,
      family: { id: family.id, url_image: family.url_image, url_thumbnail: family.url_thumbnail },
    };
  }

  async register(input: FamilyRegistrationInput): Promise<FamilyView> {
    return this.accounts.register(
      ROLES.family,
      input,
      async (manager, shared) => {
        const inserted = await manager.getRepository(Family).insert({
          ...shared,
          garden: input.garden ?? false,
          housing_type_id: input.houseType,
          owned_animals: input.owned_animals,
          visible: input.visible ?? false,
        });
        // Urgent appeals are on by default (docs/product.md#urgent-appeals): the first line of that choice's log.
        await recordConsent(manager, shared.user_id, CONSENT_CHOICES.urgentAppeals, true, CONSENT_SOURCES.registration);
        return inserted.identifiers[0].id as number;
      },
      async (id) => presentFamily(await this.load(id), true, true),
      { visible: input.visible ?? false },
    );
  }

  /** PUT /api/families/{userId}: the path is the user id (docs/product.md#calls) and must be the caller's. */
  async update(user: AuthUser, userId: number, input: FamilyUpdateInput): Promise<FamilyView> {
    requireAccess(user, 'family.update', { userId });
    const current = await this.families.findOne({
      where: { user_id: userId },
      select: {
        id: true,
        url_image: true,
        url_thumbnail: true,
        zip_code: true,
        city: true,
        available_until: true,
        accepts_urgent_appeals: true,
      },
    });
    if (!current) throw notFound();
    // A new availability that has already ended would hide the family from every date search without a word; a
    // lapsed date kept as it was does not stop the other changes.
    if (
      input.available_until &&
      input.available_until < dayInParis() &&
      input.available_until !== day(current.available_until)
    )
      throw fieldErrors({ available_until: MATCHING_MESSAGES.availabilityPast });
    const {
      lastname,
      firstname,
      url_image,
      houseType,
      housing_type_id,
      notifications_enabled,
      foster_species,
      ...profile
    } = input;
    // A new postal code or city moves the family: département and coordinates follow.
    const moved =
      profile.zip_code !== undefined || profile.city !== undefined
        ? this.accounts.place(profile.zip_code ?? current.zip_code, profile.city ?? current.city)
        : {};
    const species =
      foster_species === undefined
        ? {}
        : {
            accepts_dogs: foster_species.includes(1),
            accepts_cats: foster_species.includes(2),
            accepts_rabbits: foster_species.includes(3),
          };
    await this.accounts.update({
      userId,
      current,
      imageInput: url_image,
      lastname,
      firstname,
      notificationsEnabled: notifications_enabled,
      writeProfile: async (manager, image) => {
        const changes: Partial<Family> = { ...profile, ...moved, ...species, ...image };
        const housing = housing_type_id ?? houseType;
        if (housing !== undefined) changes.housing_type_id = housing;
        if (Object.keys(changes).length) await manager.getRepository(Family).update({ id: current.id }, changes);
        const appeals = profile.accepts_urgent_appeals;
        if (appeals !== undefined && appeals !== Boolean(current.accepts_urgent_appeals))
          await recordConsent(manager, userId, CONSENT_CHOICES.urgentAppeals, appeals, CONSENT_SOURCES.settings);
      },
    });
    return presentFamily(await this.load(current.id), true, true);
  }

  /**
   * Deletes the account in one transaction (the image after commit): the user, the family's personal data and its
   * requests. An approved request is a placement, the association's record of where its animal lives (docs/behaviour.md):
   * it stays, attached to the family row emptied of every personal field and detached from the user, with the
   * proposal it answered. The other proposals go (nobody is left to answer them). Each association with a pending or
   * approved request of the family is told by mail, written in the same transaction.
   *
   * Placements (docs/product.md#placements-register): none may be signed or going on (409: the animal lives there
   * and the contract binds the family). Ended or unsigned ones stay with the family row; the register's copy of the
   * family's names and address in them is kept for the retention the law asks, then erased by RegisterErasure.
   */
  async remove(user: AuthUser, familyId: number, within?: EntityManager): Promise<void> {
    requireAccess(user, 'family.delete', { familyId });
    let receipts: string[] = [];
    await this.accounts.remove(
      async (manager) => {
        const family = await manager.getRepository(Family).findOne({
          where: { id: familyId },
          select: { id: true, user_id: true, url_image: true, url_thumbnail: true },
        });
        if (!family) throw notFound();
        const placements = manager.getRepository(PlacementRow);
        const binding = [PLACEMENT_STATUSES.active, PLACEMENT_STATUSES.signed];
        if (await placements.exists({ where: { family_id: familyId, status: In(binding) } }))
          throw apiError('family_in_placement');
        // Read before anything goes: the mail names the family and the animals.
        await this.requestMails.familyLeft(manager, familyId);
        // docs/product.md#conversations: its conversations of requests that go, and its words elsewhere.
        await this.messages.forgetFamily(manager, familyId, family.user_id);
        // Which animals it followed is the family's own data: gone even when the family row stays for the register.
        await manager.getRepository(Favourite).delete({ family_id: familyId });
        await manager.getRepository(FavouriteNotice).delete({ family_id: familyId });
        const requests = manager.getRepository(FosterRequest);
        await requests.delete({ family_id: familyId, status: Not(REQUEST_STATUS.approved) });
        await manager
          .createQueryBuilder()
          .delete()
          .from(Invitation)
          .where('family_id = :familyId', { familyId })
          .andWhere(
            '(request_id IS NULL OR request_id NOT IN (SELECT r.id FROM requests r WHERE r.family_id = :familyId))',
          )
          .execute();
        const placed = await placements.exists({ where: { family_id: familyId } });
        if (placed) await placements.update({ family_id: familyId }, { family_erase_after: registerErasureDate() });
        // The family row stays while a request or a placement points to it (a placement's row goes with it).
        if (placed || (await requests.exists({ where: { family_id: familyId } }))) {
          // The motivation is the family's own words: erased with the rest.
          await requests.update({ family_id: familyId }, { motivation: null });
          await manager
            .createQueryBuilder()
            .update(Family)
            .set({
              user_id: () => 'NULL',
              address: '',
              city: '',
              zip_code: '',
              phone_number: '',
              description: '',
              url_image: null,
              url_thumbnail: null,
              garden: false,
              owned_animals: 0,
              department: null,
              latitude: null,
              longitude: null,
              visible: false,
              available_from: null,
              available_until: null,
              deleted_at: new Date(),
            })
            .where('id = :id', { id: familyId })
            .execute();
        } else {
          await manager.getRepository(Family).delete({ id: familyId });
        }
        // Its placement news and their photos go with it (docs/product.md#placement-news).
        const newsFiles = await NewsService.forgetFamily(manager, familyId);
        // Its receipts too (docs/product.md#private-documents); the amounts stay for the association's accounts.
        receipts = await this.expenses.forgetFamily(manager, familyId);
        return { userId: family.user_id, files: [family.url_image, family.url_thumbnail, ...newsFiles] };
      },
      { within, after: () => this.expenses.removeReceipts(receipts) },
    );
  }
}
