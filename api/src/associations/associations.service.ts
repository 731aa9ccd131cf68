import { AnimalsService } from '../animals/animals.service';
import { Injectable } from '@nestjs/common';
import { MessageErasure } from '../conversation-store/message-erasure';
import { InjectRepository } from '@nestjs/typeorm';
import { ASSOCIATION_ROLES, Association as AssociationView, ROLES } from '@petfoster/contracts';
import { IsNull, Not, Repository, type EntityManager } from 'typeorm';
import { FosterRequest } from '../data-model/request.entity';
import { HOUSING_REQUEST } from '../data-model/request-housing';
import { recordActivity } from '../activity/activity-recorder';
import type { AuthUser } from '../common/auth.decorators';
import { AccountWrites } from '../account/account-writes.service';
import { requireAccess } from '../access/require-access';
import { notFound } from '../common/permissions';
import { presentAssociation } from '../presenters/presenters';
import { Animal } from '../data-model/animal.entity';
import type { AssociationRegistrationInput, AssociationUpdateInput } from '@petfoster/contracts/schemas';
import { Association } from '../data-model/association.entity';
import { AssociationMember } from '../data-model/association-member.entity';
import { apiError } from '../common/api-error';
import { TeamService } from '../team/team.service';
import { ExpensesService } from '../expenses/expenses.service';
import { MemberInvitation } from '../data-model/member-invitation.entity';
import { visibleAssociationSql } from '../moderation/public-visibility';

/** The token is the association whose profile is read. */
export const isOwner = (viewer: AuthUser | undefined, associationId: number) =>
  viewer?.role === ROLES.association && viewer.associationId === associationId;

@Injectable()
export class AssociationsService {
  constructor(
    @InjectRepository(Association) private readonly associations: Repository<Association>,
    private readonly accounts: AccountWrites,
    private readonly team: TeamService,
    private readonly messages: MessageErasure,
    private readonly animalsService: AnimalsService,
    private readonly expenses: ExpensesService,
  ) {}

  private base() {
    return this.associations
      .createQueryBuilder('a')
      .innerJoin('a.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.email', 'u.notifications_enabled'])
      .orderBy('a.id', 'ASC');
  }

  /** The public list: a suspended association is not in it (docs/administration.md#suspensions). */
  async list(): Promise<AssociationView[]> {
    return (await this.base().where(visibleAssociationSql('a')).getMany()).map((association) =>
      presentAssociation(association),
    );
  }

  /**
   * `viewer`: the association itself also reads its notifications choice (docs/mail.md). A suspended association's
   * profile is not found, but by its own members.
   */
  async findOne(id: number, viewer?: AuthUser): Promise<AssociationView> {
    const own = isOwner(viewer, id);
    const query = this.base().where('a.id = :id', { id });
    if (!own) query.andWhere(visibleAssociationSql('a'));
    const association = await query.getOne();
    if (!association) throw notFound();
    return presentAssociation(association, own);
  }

  /** `own`: the association's own read, which a suspension does not hide. */
  async exists(id: number, own = false): Promise<boolean> {
    const query = this.associations.createQueryBuilder('a').where('a.id = :id', { id });
    if (!own) query.andWhere(visibleAssociationSql('a'));
    return (await query.getCount()) > 0;
  }

  async register(input: AssociationRegistrationInput): Promise<AssociationView> {
    return this.accounts.register(
      ROLES.association,
      input,
      async (manager, shared) => {
        const inserted = await manager.getRepository(Association).insert({
          ...shared,
          name_association: input.name_association,
          RNA_code: input.RNA_code,
        });
        const id = inserted.identifiers[0].id as number;
        // The account that registers the association is its first admin (docs/product.md#association-team).
        await manager.getRepository(AssociationMember).insert({
          user_id: shared.user_id,
          association_id: id,
          role: ASSOCIATION_ROLES.admin,
          joined_at: new Date(),
        });
        return id;
      },
      async (id) => presentAssociation(await this.loadOwn(id), true),
    );
  }

  /** PUT /api/associations/{userId}: the path is the user id (docs/product.md#calls) and must be the caller's. */
  async update(user: AuthUser, userId: number, input: AssociationUpdateInput): Promise<AssociationView> {
    const admin = requireAccess(user, 'association.update', { userId });
    // Any admin of the team edits the profile: the association is the caller's, whichever member registered it.
    const current = await this.associations.findOne({
      where: { id: admin.associationId },
      select: { id: true, url_image: true, url_thumbnail: true, zip_code: true, city: true },
    });
    if (!current) throw notFound();
    const { lastname, firstname, url_image, notifications_enabled, ...profile } = input;
    let before: Record<string, unknown> | null = null;
    // A new postal code or city moves the account: département and coordinates follow.
    const moved =
      profile.zip_code !== undefined || profile.city !== undefined
        ? this.accounts.place(profile.zip_code ?? current.zip_code, profile.city ?? current.city)
        : {};
    await this.accounts.update({
      userId,
      current,
      imageInput: url_image,
      lastname,
      firstname,
      notificationsEnabled: notifications_enabled,
      writeProfile: async (manager, image) => {
        before = await this.loggedProfile(manager, current.id);
        const profileChanges: Partial<Association> = { ...profile, ...moved, ...image };
        if (Object.keys(profileChanges).length)
          await manager.getRepository(Association).update({ id: current.id }, profileChanges);
      },
      written: async (manager) =>
        recordActivity(manager, admin, {
          action: 'association.updated',
          entity: 'association',
          entityId: current.id,
          before,
          after: await this.loggedProfile(manager, current.id),
        }),
    });
    return presentAssociation(await this.loadOwn(current.id), true);
  }

  /**
   * What the activity log keeps of the profile (docs/product.md#association-team): the association's columns and its
   * contact's names, the photo as a URL; the account's e-mail and password have their own screens and are not logged.
   */
  private async loggedProfile(manager: EntityManager, id: number): Promise<Record<string, unknown> | null> {
    const row = await manager
      .getRepository(Association)
      .createQueryBuilder('a')
      .innerJoin('a.user', 'u')
      .addSelect(['u.id', 'u.lastname', 'u.firstname', 'u.notifications_enabled'])
      .where('a.id = :id', { id })
      .getOne();
    if (!row) return null;
    // Coordinates follow the commune (never shown); the thumbnail follows the photo.
    const {
      user,
      id: _id,
      user_id: _userId,
      url_thumbnail: _thumbnail,
      latitude: _lat,
      longitude: _lng,
      ...profile
    } = row;
    return {
      ...profile,
      lastname: user.lastname,
      firstname: user.firstname,
      notifications_enabled: user.notifications_enabled,
    };
  }

  private async loadOwn(id: number): Promise<Association> {
    const association = await this.base().where('a.id = :id', { id }).getOne();
    if (!association) throw notFound();
    return association;
  }

  /**
   * Deletes the account: user, association, its animals and their requests, and every member's account, in one
   * transaction; files after commit.
   */
  async remove(user: AuthUser, associationId: number, within?: EntityManager): Promise<void> {
    requireAccess(user, 'association.delete', { associationId });
    let receipts: string[] = [];
    await this.accounts.remove(
      async (manager) => {
        const association = await manager.getRepository(Association).findOne({
          where: { id: associationId },
          select: { id: true, user_id: true, url_image: true, url_thumbnail: true },
        });
        if (!association) throw notFound();
        // An animal in a foster home is a placement the association answers for (docs/behaviour.md): the account stays until
        // no animal of it is housed, rather than erasing where those animals live.
        const housed = await manager.getRepository(FosterRequest).exists({
          // A placement whose animal the association deleted is history, not an animal to answer for.
          where: { association_id: associationId, animal_id: Not(IsNull()), ...HOUSING_REQUEST },
        });
        if (housed) throw apiError('placements_active');
        const animals = await manager.getRepository(Animal).find({
          where: { association_id: associationId },
          select: { id: true, url_image: true, url_thumbnail: true },
        });
        // Children first, so the deletion does not depend on every engine honouring ON DELETE CASCADE.
        await this.messages.forgetAssociation(manager, associationId);
        // Its placements' expenses, their receipts after the commit (docs/product.md#private-documents).
        receipts = await this.expenses.forgetAssociation(manager, associationId);
        await manager
          .createQueryBuilder()
          .delete()
          .from('requests')
          .where('association_id = :associationId', { associationId })
          .execute();
        const photoFiles = await this.animalsService.deletePhotosOf(
          manager,
          animals.map((animal) => animal.id),
        );
        await manager.getRepository(Animal).delete({ association_id: associationId });
        // Every member's account goes with the association (docs/product.md#association-team); the account that
        // associations.user_id names goes last, with the association, through accounts.remove.
        const members = await manager
          .getRepository(AssociationMember)
          .find({ where: { association_id: associationId }, select: { user_id: true } });
        await manager.getRepository(MemberInvitation).delete({ association_id: associationId });
        await this.team.deleteAccounts(
          manager,
          members.map((member) => member.user_id).filter((userId) => userId !== association.user_id),
        );
        await manager.getRepository(Association).delete({ id: associationId });
        return {
          userId: association.user_id,
          files: [
            association.url_image,
            association.url_thumbnail,
            ...animals.flatMap((a) => [a.url_image, a.url_thumbnail]),
            ...photoFiles.filter((file) => !animals.some((a) => a.url_image === file || a.url_thumbnail === file)),
          ],
        };
      },
      { within, after: () => this.expenses.removeReceipts(receipts) },
    );
  }
}
