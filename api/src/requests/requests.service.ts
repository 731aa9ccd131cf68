import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ASSOCIATION_ROLES,
  associationRequestActions,
  type AssociationRole,
  canSee,
  familyRequestActions,
  FosterRequest as FosterRequestView,
  INVITATION_STATUS,
  MAIL_SCOPES,
  NotificationsCount,
  REQUEST_CLOSED_REASONS,
  REQUEST_STATUS,
  RequestStatus,
  ROLES,
} from '@petfoster/contracts';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { requireAccess, requireAccessTo } from '../access/require-access';
import { recordActivity } from '../activity/activity-recorder';
import { forbidden, notFound } from '../common/permissions';
import { presentRequest } from '../presenters/presenters';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { insertRow } from '../database/insert-row';
import { InvitationsService } from '../invitations/invitations.service';
import { unreadMessages } from '../conversation-store/conversation-queries';
import type { MailRecipient } from '../mail/outbox.service';
import { FosterRequest } from '../data-model/request.entity';
import { AssociationMember } from '../data-model/association-member.entity';
import { RequestMails } from './request-mails.service';
import { PlacementsService } from '../placements/placements.service';
import { apiError } from '../common/api-error';
import { FavouriteNoticesService } from '../favourites/favourite-notices.service';
import { HOUSING_REQUEST, HOUSING_STATUS, housingSql } from '../data-model/request-housing';

/** Join condition on `ref` (the référent's user row) for a request `r`: it is a member of the request's association. */
const REFERENT_IS_MEMBER =
  'EXISTS (SELECT 1 FROM association_members m WHERE m.user_id = ref.id AND m.association_id = r.association_id)';

/** The member roles that may follow a request (docs/product.md#association-team): a bénévole reads only. */
const REFERENT_ROLES: readonly AssociationRole[] = [ASSOCIATION_ROLES.admin, ASSOCIATION_ROLES.referent];

export interface CreateRequestInput {
  animal_id: number;
  family_id?: number;
  association_id?: number;
  motivation?: string | null;
}

/**
 * The request workflow (docs/product.md#states + ARCHITECTURE 3): one access check at the top of each method, and the status rules
 * (who may edit, decide, delete in which status) from @petfoster/contracts, the ones the screens offer too.
 */
@Injectable()
export class RequestsService {
  constructor(
    @InjectRepository(FosterRequest) private readonly requests: Repository<FosterRequest>,
    private readonly db: DatabaseService,
    private readonly mails: RequestMails,
    private readonly favouriteNotices: FavouriteNoticesService,
  ) {}

  /** Requests with the animal and family summaries of the FosterRequest shape, in one query. */
  private detailed(manager?: EntityManager) {
    const repository = manager ? manager.getRepository(FosterRequest) : this.requests;
    return (
      repository
        .createQueryBuilder('r')
        .select([
          'r.id',
          'r.animal_id',
          'r.family_id',
          'r.association_id',
          'r.motivation',
          'r.status',
          'r.closed_reason',
          'r.refusal_reason',
          'r.created_at',
          'r.animal_name',
        ])
        // Left join: a request outlives its animal once the association deleted it ('Animal retiré').
        .leftJoin('r.animal', 'an')
        .addSelect(['an.id', 'an.name', 'an.url_image', 'an.url_thumbnail'])
        .innerJoin('r.family', 'f')
        .addSelect(['f.id', 'f.city', 'f.phone_number'])
        // Left join: an approved request outlives its family's account, attached to the anonymised row (no user).
        .leftJoin('f.user', 'fu')
        .addSelect(['fu.id', 'fu.lastname', 'fu.firstname', 'fu.email'])
        .innerJoin('r.association', 'asso')
        .addSelect(['asso.id', 'asso.name_association'])
        // The référent while it is still a member of the request's association (docs/product.md#association-team).
        .leftJoin('r.referent', 'ref', REFERENT_IS_MEMBER)
        .addSelect(['ref.id', 'ref.firstname'])
        .orderBy('r.created_at', 'DESC')
        .addOrderBy('r.id', 'DESC')
    );
  }

  private async findDetailed(id: number, manager?: EntityManager): Promise<FosterRequestView> {
    return presentRequest(await this.detailedRow(id, manager));
  }

  private async detailedRow(id: number, manager?: EntityManager): Promise<FosterRequest> {
    const request = await this.detailed(manager).where('r.id = :id', { id }).getOne();
    if (!request) throw notFound();
    return request;
  }

  async listForAssociation(user: AuthUser, associationId: number): Promise<{ requests: FosterRequestView[] }> {
    const member = requireAccess(user, 'association.requests', { associationId });
    const rows = await this.detailed().where('r.association_id = :associationId', { associationId }).getMany();
    // The family it chose: its contact on the approved card, for the members who may see it (not a bénévole).
    const contactWhenApproved = canSee(member, 'family.contactDetails', { associationId });
    return { requests: rows.map((row) => presentRequest(row, { contactWhenApproved })) };
  }

  async listForFamily(user: AuthUser, familyId: number): Promise<{ requests: FosterRequestView[] }> {
    requireAccess(user, 'family.requests', { familyId });
    const rows = await this.detailed().where('r.family_id = :familyId', { familyId }).getMany();
    return { requests: rows.map((row) => presentRequest(row)) };
  }

  async create(user: AuthUser, input: CreateRequestInput): Promise<FosterRequestView> {
    const { familyId } = requireAccess(user, 'request.create', { familyId: input.family_id });
    try {
      // The answer is read in the transaction and kept there with the Idempotency-Key: nothing is written after it.
      const answer = await this.db.write(
        async (manager) => {
          // The animal row lock orders this insert against a concurrent approval of the same animal (MySQL).
          const animal = await this.db.lockAnimal(manager, input.animal_id);
          // A hidden animal is on no page: nobody asks for it (docs/administration.md#reports).
          if (!animal || animal.hidden_at) throw notFound();
          if (animal.adopted_at) throw apiError('animal_adopted');
          const checks = await this.creationChecks(manager, animal, familyId);
          if (checks.duplicate) throw apiError('request_already_exists');
          if (checks.housed) throw apiError('animal_housed');
          const requestId = await insertRow(manager, FosterRequest, {
            animal_id: animal.id,
            family_id: familyId,
            association_id: animal.association_id,
            motivation: input.motivation ?? null,
            status: REQUEST_STATUS.pending,
            // Set here rather than by the column default so that it is UTC whatever the database server's time zone.
            created_at: new Date(),
          });
          // A request answers the association's open invitation for this animal, if there is one; its mail says so.
          const answersInvitation =
            checks.invited && (await InvitationsService.acceptWithRequest(manager, familyId, animal.id, requestId));
          const request = await this.detailedRow(requestId, manager);
          await this.mails.created(manager, request, checks.recipients, answersInvitation);
          return presentRequest(request);
        },
        { answer: true },
      );
      // An attempt that died before answering, under the version that kept the request's id as its write's result.
      return typeof answer === 'number' ? this.findDetailed(answer) : answer;
    } catch (error) {
      // Two simultaneous submissions: the unique (family_id, animal_id) index decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw apiError('request_already_exists');
      throw error;
    }
  }

  /**
   * After the animal's lock, in one statement: whether the family already asked for it, whether it is housed, whether
   * the association invited this family to ask, and the association's account, to which the new request's mail goes.
   */
  private async creationChecks(
    manager: EntityManager,
    animal: { id: number; association_id: number },
    familyId: number,
  ): Promise<{ duplicate: boolean; housed: boolean; invited: boolean; recipients: MailRecipient[] }> {
    // A new request has no référent yet: its mail goes to every admin who receives all request mails (one row each).
    const rows: Array<Record<string, unknown>> = await manager.query(
      `SELECT
         EXISTS (SELECT 1 FROM requests WHERE animal_id = ? AND family_id = ?) AS duplicate,
         EXISTS (SELECT 1 FROM requests h WHERE h.animal_id = ? AND ${housingSql('h')}) AS housed,
         EXISTS (SELECT 1 FROM invitations WHERE family_id = ? AND animal_id = ? AND status = ?) AS invited,
         u.id AS user_id, u.email, u.firstname, u.notifications_enabled
       FROM associations a
       LEFT JOIN association_members m ON m.association_id = a.id AND m.role = ? AND m.mail_scope = ?
       LEFT JOIN users u ON u.id = m.user_id
       WHERE a.id = ?
       ORDER BY u.id`,
      [
        animal.id,
        familyId,
        animal.id,
        HOUSING_STATUS,
        familyId,
        animal.id,
        INVITATION_STATUS.pending,
        ASSOCIATION_ROLES.admin,
        MAIL_SCOPES.all,
        animal.association_id,
      ],
    );
    const [row] = rows;
    // SQLite and MySQL answer EXISTS and booleans as 0/1 (MySQL's may come as strings).
    const yes = (value: unknown) => Number(value) === 1;
    return {
      duplicate: yes(row?.duplicate),
      housed: yes(row?.housed),
      invited: yes(row?.invited),
      recipients: rows
        .filter((admin) => admin.user_id !== null && admin.user_id !== undefined)
        .map((admin) => ({
          id: Number(admin.user_id),
          email: String(admin.email),
          firstname: String(admin.firstname),
          notifications_enabled: yes(admin.notifications_enabled),
        })),
    };
  }

  async exists(user: AuthUser, animalId: number, familyId: number | undefined): Promise<{ exists: boolean }> {
    const family = requireAccess(user, 'request.check', { familyId });
    return { exists: await this.requests.exists({ where: { animal_id: animalId, family_id: family.familyId } }) };
  }

  /**
   * Approve or refuse; approving refuses the animal's other pending requests in the same transaction. A refusal may
   * carry the association's reason, for the family's mail and request card; an approval carries none.
   */
  async decide(
    user: AuthUser,
    id: number,
    status: RequestStatus,
    reason: string | null = null,
  ): Promise<FosterRequestView> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const [member, peek] = await requireAccessTo(user, 'request.decide', () =>
        repository.findOne({ where: { id }, select: { id: true, animal_id: true, association_id: true } }),
      );
      // A request whose animal was deleted was closed with it.
      if (peek.animal_id === null) throw apiError('request_already_decided');
      // Lock first, then re-read: two approvals for one animal queue on the animal row and the second sees the first.
      await this.db.lockAnimal(manager, peek.animal_id);
      const request = await repository.findOne({
        where: { id },
        select: { id: true, animal_id: true, family_id: true, status: true, refusal_reason: true },
      });
      if (!request) throw notFound();
      if (request.animal_id === null || !associationRequestActions(request.status).decide)
        throw apiError('request_already_decided');
      let closedIds: number[] = [];
      if (status === REQUEST_STATUS.approved) {
        if (await repository.exists({ where: { animal_id: request.animal_id, ...HOUSING_REQUEST } }))
          throw apiError('animal_housed');
        // One animal, one foster family: the other pending requests close, marked so their families see why.
        closedIds = (
          await repository.find({
            where: { animal_id: request.animal_id, status: REQUEST_STATUS.pending },
            select: { id: true },
          })
        )
          .map((row) => row.id)
          .filter((other) => other !== id);
        if (closedIds.length)
          await repository.update(
            { id: In(closedIds) },
            {
              status: REQUEST_STATUS.refused,
              closed_reason: REQUEST_CLOSED_REASONS.otherFamilyChosen,
              seen_by_family_at: null,
              decided_at: new Date(),
            },
          );
      }
      // The decided request itself carries no closing reason; a new decision is news for the family's header count.
      const refusalReason = status === REQUEST_STATUS.refused ? reason : null;
      await repository.update(
        { id },
        { status, closed_reason: null, refusal_reason: refusalReason, seen_by_family_at: null, decided_at: new Date() },
      );
      await recordActivity(manager, member, {
        action: status === REQUEST_STATUS.approved ? 'request.approved' : 'request.rejected',
        entity: 'request',
        entityId: id,
        before: { status: request.status, refusal_reason: request.refusal_reason },
        after: { status, refusal_reason: refusalReason },
      });
      // The yes opens the placement (docs/product.md#placements), in the same transaction as the approval.
      if (status === REQUEST_STATUS.approved) {
        await PlacementsService.open(manager, id, member.userId);
        // The families following the animal hear that it found a foster family (docs/mail.md#favourites-news).
        await this.favouriteNotices.noteChange(request.animal_id, 'housed', manager);
      }
      // A family placing an animal may still wait on others: its mail says they stay open and can be withdrawn.
      const stillPending =
        status === REQUEST_STATUS.approved
          ? (
              await repository.find({
                where: { family_id: request.family_id, status: REQUEST_STATUS.pending },
                select: { id: true },
                order: { id: 'ASC' },
              })
            ).map((row) => row.id)
          : [];
      // The family (and those the approval closed) hear of it if and only if the decision commits.
      await this.mails.decided(manager, id, status, closedIds, stillPending);
    });
    return this.findDetailed(id);
  }

  async editMotivation(user: AuthUser, id: number, motivation: string | null): Promise<FosterRequestView> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const [, request] = await requireAccessTo(user, 'request.editMotivation', () =>
        repository.findOne({ where: { id }, select: { id: true, family_id: true, status: true } }),
      );
      if (!familyRequestActions(request.status).editMotivation) throw forbidden('request_not_editable');
      await repository.update({ id }, { motivation });
    });
    return this.findDetailed(id);
  }

  /**
   * Names the member who follows the request (docs/product.md#association-team), or none with `referentUserId` null.
   * The member must be an admin or a référent of the request's association (400 otherwise, whatever the account).
   */
  async assignReferent(user: AuthUser, id: number, referentUserId: number | null): Promise<FosterRequestView> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const [member, request] = await requireAccessTo(user, 'request.assignReferent', () =>
        repository.findOne({ where: { id }, select: { id: true, association_id: true, referent_user_id: true } }),
      );
      if (referentUserId !== null) {
        const referent = await manager
          .getRepository(AssociationMember)
          .findOne({ where: { user_id: referentUserId }, select: { user_id: true, association_id: true, role: true } });
        if (!referent || referent.association_id !== request.association_id || !REFERENT_ROLES.includes(referent.role))
          throw apiError('referent_not_eligible');
      }
      await repository.update({ id }, { referent_user_id: referentUserId });
      await recordActivity(manager, member, {
        action: 'request.referentChanged',
        entity: 'request',
        entityId: id,
        before: { referent_user_id: request.referent_user_id ?? null },
        after: { referent_user_id: referentUserId },
      });
    });
    return this.findDetailed(id);
  }

  /** Families delete their pending or refused requests; associations only the refused ones of their animals. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const [party, request] = await requireAccessTo(user, 'request.delete', () =>
        repository.findOne({
          where: { id },
          select: { id: true, family_id: true, association_id: true, animal_id: true, status: true },
        }),
      );
      if (party.role === ROLES.family) {
        if (!familyRequestActions(request.status).remove) throw forbidden('request_not_editable');
        // A pending request the association was waiting on: it hears that the family withdrew.
        if (request.status === REQUEST_STATUS.pending) await this.mails.withdrawn(manager, id);
      } else {
        if (!associationRequestActions(request.status).remove) throw forbidden('request_not_deletable');
      }
      await repository.delete({ id });
      // The association's own deletions go to its activity log; a family's are not the team's doing.
      if (party.role === ROLES.association)
        await recordActivity(manager, party, {
          action: 'request.deleted',
          entity: 'request',
          entityId: id,
          before: { status: request.status, family_id: request.family_id, animal_id: request.animal_id },
        });
    });
  }

  /**
   * The header's count (docs/mail.md): for a family, its decided requests (approved or refused, including those closed
   * because another family was chosen) whose decision it has not marked seen; for an association, its pending
   * requests, the ones waiting for its answer.
   */
  async unseenCount(user: AuthUser): Promise<NotificationsCount> {
    const caller = requireAccess(user, 'notifications.count');
    if (caller.role === ROLES.family) {
      const { familyId } = caller;
      const [count, invitations] = await Promise.all([
        this.requests.count({
          where: {
            family_id: familyId,
            status: In([REQUEST_STATUS.approved, REQUEST_STATUS.refused]),
            seen_by_family_at: IsNull(),
          },
        }),
        InvitationsService.openCount(this.db.dataSource.manager, familyId),
      ]);
      return { count, invitations, messages: await unreadMessages(this.db.dataSource.manager, caller) };
    }
    return {
      count: await this.requests.count({
        where: { association_id: caller.associationId, status: REQUEST_STATUS.pending },
      }),
      invitations: 0,
      // docs/product.md#conversations: the unread messages of the caller's conversations.
      messages: await unreadMessages(this.db.dataSource.manager, caller),
    };
  }

  /**
   * 'Mes demandes' was shown: the family has seen every decision so far. An explicit call from the page rather than
   * a side effect of GET /api/families/{id}/requests, which the shell also prefetches.
   */
  async markDecisionsSeen(user: AuthUser): Promise<void> {
    const family = requireAccess(user, 'notifications.markSeen');
    await this.db.write((manager) =>
      manager.getRepository(FosterRequest).update(
        {
          family_id: family.familyId,
          status: In([REQUEST_STATUS.approved, REQUEST_STATUS.refused]),
          seen_by_family_at: IsNull(),
        },
        { seen_by_family_at: new Date() },
      ),
    );
  }

  /**
   * The association deletes an animal (its AnimalsService.remove transaction, `manager`): the requests stay, as the
   * families' and the association's record. The pending ones close ('Refusée', 'Animal retiré') and their families
   * are mailed; every request then keeps the animal's name and loses its link (animal_id NULL), before the animal
   * row goes. The families' header counts show the closed requests as news.
   */
  async withdrawAnimal(manager: EntityManager, animal: { id: number; name: string }): Promise<void> {
    const repository = manager.getRepository(FosterRequest);
    const pending = (
      await repository.find({ where: { animal_id: animal.id, status: REQUEST_STATUS.pending }, select: { id: true } })
    ).map((row) => row.id);
    if (pending.length) {
      await repository.update(
        { id: In(pending) },
        {
          status: REQUEST_STATUS.refused,
          closed_reason: REQUEST_CLOSED_REASONS.animalWithdrawn,
          seen_by_family_at: null,
          decided_at: new Date(),
        },
      );
      await this.mails.animalWithdrawn(manager, pending);
    }
    await repository.update({ animal_id: animal.id }, { animal_id: null, animal_name: animal.name });
  }

  /** Request summaries of many animals in one query (animal lists carry requests[]); plain SQL, a hot path. */
  summariesFor(animalIds: number[]): Promise<FosterRequest[]> {
    if (!animalIds.length) return Promise.resolve([]);
    return this.db.dataSource.query(
      `SELECT id, status, family_id, association_id, animal_id, returned_at FROM requests WHERE animal_id IN (${animalIds.map(() => '?').join(', ')}) ORDER BY id`,
      animalIds,
    );
  }
}
