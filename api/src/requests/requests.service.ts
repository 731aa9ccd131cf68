import { ConflictException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  API_MESSAGES,
  associationRequestActions,
  familyRequestActions,
  FosterRequest as FosterRequestView,
  NotificationsCount,
  REQUEST_CLOSED_REASONS,
  REQUEST_STATUS,
  RequestStatus,
  ROLES,
} from '@petfoster/contracts';
import { EntityManager, In, IsNull, Repository } from 'typeorm';
import type { AuthUser } from '../auth/auth.decorators';
import { forbidden, notFound, requireRole, requireSameId } from '../common/permissions';
import { presentRequest } from '../common/presenters';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { InvitationsService } from '../invitations/invitations.service';
import { FosterRequest } from './entities/request.entity';
import { RequestMails } from './request-mails';

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
        .orderBy('r.created_at', 'DESC')
        .addOrderBy('r.id', 'DESC')
    );
  }

  private async findDetailed(id: number, manager?: EntityManager): Promise<FosterRequestView> {
    const request = await this.detailed(manager).where('r.id = :id', { id }).getOne();
    if (!request) throw notFound();
    return presentRequest(request);
  }

  async listForAssociation(user: AuthUser, associationId: number): Promise<{ requests: FosterRequestView[] }> {
    if (user.role !== ROLES.association || user.associationId !== associationId) throw forbidden();
    const rows = await this.detailed().where('r.association_id = :associationId', { associationId }).getMany();
    // The family it chose: its contact on the approved card.
    return { requests: rows.map((row) => presentRequest(row, { contactWhenApproved: true })) };
  }

  async listForFamily(user: AuthUser, familyId: number): Promise<{ requests: FosterRequestView[] }> {
    if (user.role !== ROLES.family || user.familyId !== familyId) throw forbidden();
    const rows = await this.detailed().where('r.family_id = :familyId', { familyId }).getMany();
    return { requests: rows.map((row) => presentRequest(row)) };
  }

  async create(user: AuthUser, input: CreateRequestInput): Promise<FosterRequestView> {
    requireRole(user, ROLES.family);
    requireSameId(input.family_id, user.familyId);
    const familyId = user.familyId as number;
    try {
      const id = await this.db.write(async (manager) => {
        // The animal row lock orders this insert against a concurrent approval of the same animal (MySQL).
        const animal = await this.db.lockAnimal(manager, input.animal_id);
        if (!animal) throw notFound();
        const repository = manager.getRepository(FosterRequest);
        if (await repository.exists({ where: { animal_id: animal.id, family_id: familyId } }))
          throw new ConflictException(API_MESSAGES.duplicateRequest);
        if (await repository.exists({ where: { animal_id: animal.id, status: REQUEST_STATUS.approved } }))
          throw new ConflictException(API_MESSAGES.animalHoused);
        const inserted = await repository.insert({
          animal_id: animal.id,
          family_id: familyId,
          association_id: animal.association_id,
          motivation: input.motivation ?? null,
          status: REQUEST_STATUS.pending,
          // Set here rather than by the column default so that it is UTC whatever the database server's time zone.
          created_at: new Date(),
        });
        const requestId = inserted.identifiers[0].id as number;
        // A request answers the association's open invitation for this animal, if there is one; its mail says so.
        const answersInvitation = await InvitationsService.acceptWithRequest(manager, familyId, animal.id, requestId);
        await this.mails.created(manager, requestId, answersInvitation);
        return requestId;
      });
      return this.findDetailed(id);
    } catch (error) {
      // Two simultaneous submissions: the unique (family_id, animal_id) index decides, the loser gets the same 409.
      if (isUniqueViolation(error)) throw new ConflictException(API_MESSAGES.duplicateRequest);
      throw error;
    }
  }

  async exists(user: AuthUser, animalId: number, familyId: number | undefined): Promise<{ exists: boolean }> {
    requireRole(user, ROLES.family);
    requireSameId(familyId, user.familyId);
    return { exists: await this.requests.exists({ where: { animal_id: animalId, family_id: user.familyId } }) };
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
    requireRole(user, ROLES.association);
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const peek = await repository.findOne({
        where: { id },
        select: { id: true, animal_id: true, association_id: true },
      });
      if (!peek) throw notFound();
      if (peek.association_id !== user.associationId) throw forbidden();
      // A request whose animal was deleted was closed with it.
      if (peek.animal_id === null) throw new ConflictException(API_MESSAGES.alreadyDecided);
      // Lock first, then re-read: two approvals for one animal queue on the animal row and the second sees the first.
      await this.db.lockAnimal(manager, peek.animal_id);
      const request = await repository.findOne({
        where: { id },
        select: { id: true, animal_id: true, family_id: true, status: true },
      });
      if (!request) throw notFound();
      if (request.animal_id === null || !associationRequestActions(request.status).decide)
        throw new ConflictException(API_MESSAGES.alreadyDecided);
      let closedIds: number[] = [];
      if (status === REQUEST_STATUS.approved) {
        if (await repository.exists({ where: { animal_id: request.animal_id, status: REQUEST_STATUS.approved } }))
          throw new ConflictException(API_MESSAGES.animalHoused);
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
            },
          );
      }
      // The decided request itself carries no closing reason; a new decision is news for the family's header count.
      const refusalReason = status === REQUEST_STATUS.refused ? reason : null;
      await repository.update(
        { id },
        { status, closed_reason: null, refusal_reason: refusalReason, seen_by_family_at: null },
      );
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
    requireRole(user, ROLES.family);
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const request = await repository.findOne({ where: { id }, select: { id: true, family_id: true, status: true } });
      if (!request) throw notFound();
      if (request.family_id !== user.familyId) throw forbidden();
      if (!familyRequestActions(request.status).editMotivation) throw forbidden(API_MESSAGES.requestNotEditable);
      await repository.update({ id }, { motivation });
    });
    return this.findDetailed(id);
  }

  /** Families delete their pending or refused requests; associations only the refused ones of their animals. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(FosterRequest);
      const request = await repository.findOne({
        where: { id },
        select: { id: true, family_id: true, association_id: true, status: true },
      });
      if (!request) throw notFound();
      if (user.role === ROLES.family) {
        if (request.family_id !== user.familyId) throw forbidden();
        if (!familyRequestActions(request.status).remove) throw forbidden(API_MESSAGES.requestNotEditable);
        // A pending request the association was waiting on: it hears that the family withdrew.
        if (request.status === REQUEST_STATUS.pending) await this.mails.withdrawn(manager, id);
      } else {
        if (request.association_id !== user.associationId) throw forbidden();
        if (!associationRequestActions(request.status).remove) throw forbidden(API_MESSAGES.requestNotDeletable);
      }
      await repository.delete({ id });
    });
  }

  /**
   * The header's count (docs/mail.md): for a family, its decided requests (approved or refused, including those closed
   * because another family was chosen) whose decision it has not marked seen; for an association, its pending
   * requests, the ones waiting for its answer.
   */
  async unseenCount(user: AuthUser): Promise<NotificationsCount> {
    if (user.role === ROLES.family) {
      const familyId = user.familyId as number;
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
      return { count, invitations };
    }
    requireRole(user, ROLES.association);
    return {
      count: await this.requests.count({
        where: { association_id: user.associationId, status: REQUEST_STATUS.pending },
      }),
      invitations: 0,
    };
  }

  /**
   * 'Mes demandes' was shown: the family has seen every decision so far. An explicit call from the page rather than
   * a side effect of GET /api/families/{id}/requests, which the shell also prefetches.
   */
  async markDecisionsSeen(user: AuthUser): Promise<void> {
    requireRole(user, ROLES.family);
    await this.db.write((manager) =>
      manager.getRepository(FosterRequest).update(
        {
          family_id: user.familyId,
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
      `SELECT id, status, family_id, association_id, animal_id FROM requests WHERE animal_id IN (${animalIds.map(() => '?').join(', ')}) ORDER BY id`,
      animalIds,
    );
  }
}
