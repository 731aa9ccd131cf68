import { Injectable } from '@nestjs/common';
import {
  INVITATION_DECLINE_COOLDOWN_DAYS,
  INVITATION_STATUS,
  Invitation as InvitationView,
  ROLES,
} from '@petfoster/contracts';
import type { InvitationCreateInput, InvitationDeclineInput } from '@petfoster/contracts/schemas';
import { MoreThan, type EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { requireAccess, requireAccessTo } from '../access/require-access';
import { forbidden, notFound } from '../common/permissions';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { Association } from '../data-model/association.entity';
import { OutboxService } from '../mail/outbox.service';
import { FosterRequest } from '../data-model/request.entity';
import { Family } from '../data-model/family.entity';
import { Invitation } from '../data-model/invitation.entity';
import { apiError } from '../common/api-error';
import { HOUSING_REQUEST, HOUSING_STATUS, housingSql } from '../data-model/request-housing';
import { isVerifiedAssociation } from '../data-model/association-verified';

interface InvitationRow {
  id: number;
  status: InvitationView['status'];
  message: string;
  created_at: Date | string;
  answered_at: Date | string | null;
  request_id: number | null;
  animal_id: number;
  animal_name: string;
  animal_gender: InvitationView['animal']['gender'];
  url_thumbnail: string | null;
  housed: number | string;
  association_id: number;
  name_association: string;
  family_id: number;
  /** Null once the family deleted its account (an anonymised row kept for a placement). */
  family_user_id: number | null;
  firstname: string | null;
  city: string;
  decline_reason: string | null;
}

const iso = (value: Date | string | null): string | null =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();

/** Only the family's first name and city reach the association: it has not received a request yet. */
function present(row: InvitationRow): InvitationView {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    created_at: iso(row.created_at) as string,
    answered_at: iso(row.answered_at),
    request_id: row.request_id,
    animal: {
      id: row.animal_id,
      name: row.animal_name,
      gender: row.animal_gender,
      url_thumbnail: row.url_thumbnail,
      housed: Number(row.housed) > 0,
    },
    association: { id: row.association_id, name_association: row.name_association },
    family:
      row.family_user_id === null
        ? { id: row.family_id, firstname: '', city: '', deleted: true }
        : { id: row.family_id, firstname: row.firstname ?? '', city: row.city },
    decline_reason: row.decline_reason ?? null,
  };
}

/**
 * Invitations (docs/matching.md): an association proposes one of its animals that is not housed to a family that opted in;
 * the family declines it, or answers by making a request (RequestsService.create marks it accepted in the same
 * transaction). One open invitation per family and animal, enforced by UQ_invitations_open. Each step is a mail
 * written in its transaction: the proposal to the family, a decline (with its reason) to the association; a request
 * made from it reaches the association as the request's own mail.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly outbox: OutboxService,
  ) {}

  private async read(where: string, params: unknown[]): Promise<InvitationView[]> {
    const rows: InvitationRow[] = await this.db.dataSource.query(
      `SELECT i.id, i.status, i.message, i.created_at, i.answered_at, i.request_id,
              i.animal_id, a.name AS animal_name, a.gender AS animal_gender, a.url_thumbnail,
              (SELECT COUNT(*) FROM requests r WHERE r.animal_id = i.animal_id AND ${housingSql('r')}) AS housed,
              i.association_id, asso.name_association, i.family_id, f.user_id AS family_user_id, u.firstname, f.city,
              i.decline_reason
         FROM invitations i
         INNER JOIN animals a ON a.id = i.animal_id
         INNER JOIN associations asso ON asso.id = i.association_id
         INNER JOIN families f ON f.id = i.family_id
         LEFT JOIN users u ON u.id = f.user_id
        ${where} ORDER BY i.id DESC`,
      [HOUSING_STATUS, ...params],
    );
    return rows.map(present);
  }

  private async readOne(id: number): Promise<InvitationView> {
    const [view] = await this.read('WHERE i.id = ?', [id]);
    if (!view) throw notFound();
    return view;
  }

  async create(user: AuthUser, input: InvitationCreateInput): Promise<InvitationView> {
    try {
      const id = await this.db.write(async (manager) => {
        // Locked like a request creation: an approval of this animal cannot slip between the check and the insert.
        const [{ associationId }, animal] = await requireAccessTo(user, 'invitation.send', () =>
          this.db.lockAnimal(manager, input.animal_id),
        );
        // Only a verified association proposes an animal to a family (docs/product.md#verified-associations).
        if (!(await isVerifiedAssociation(manager, associationId))) throw apiError('association_not_verified');
        if (await manager.getRepository(FosterRequest).exists({ where: { animal_id: animal.id, ...HOUSING_REQUEST } }))
          throw apiError('animal_housed');
        const family = await manager
          .getRepository(Family)
          .findOne({ where: { id: input.family_id }, select: { id: true, visible: true, user_id: true } });
        if (!family || !family.user_id) throw notFound();
        // Only families that opted in can be found, so only they can be invited.
        if (!family.visible) throw forbidden('family_not_visible');
        if (await this.openExists(manager, family.id, animal.id)) throw apiError('invitation_open');
        // A family that said no is not asked again about the same animal at once (each proposal is a mail to it).
        if (await this.declinedRecently(manager, family.id, animal.id)) throw apiError('invitation_declined_recently');
        const inserted = await manager.getRepository(Invitation).insert({
          association_id: associationId,
          family_id: family.id,
          animal_id: animal.id,
          message: input.message,
          status: INVITATION_STATUS.pending,
          open_flag: 1,
          created_at: new Date(),
        });
        const association = await manager
          .getRepository(Association)
          .findOne({ where: { id: associationId }, select: { id: true, name_association: true } });
        await this.outbox.enqueue(manager, {
          kind: 'invitation_received',
          userId: family.user_id,
          data: {
            familyId: family.id,
            animalName: animal.name,
            associationName: association?.name_association ?? '',
            message: input.message,
          },
        });
        return inserted.identifiers[0].id as number;
      });
      return this.readOne(id);
    } catch (error) {
      // Two proposals at once: the unique open index decides, the second gets the same 409.
      if (isUniqueViolation(error)) throw apiError('invitation_open');
      throw error;
    }
  }

  private openExists(manager: EntityManager, familyId: number, animalId: number): Promise<boolean> {
    return manager
      .getRepository(Invitation)
      .exists({ where: { family_id: familyId, animal_id: animalId, status: INVITATION_STATUS.pending } });
  }

  private declinedRecently(manager: EntityManager, familyId: number, animalId: number): Promise<boolean> {
    const since = new Date(Date.now() - INVITATION_DECLINE_COOLDOWN_DAYS * 24 * 60 * 60 * 1000);
    return manager.getRepository(Invitation).exists({
      where: {
        family_id: familyId,
        animal_id: animalId,
        status: INVITATION_STATUS.declined,
        answered_at: MoreThan(since),
      },
    });
  }

  /** The caller's invitations: received by a family, sent by an association; newest first. */
  async list(user: AuthUser): Promise<InvitationView[]> {
    const caller = requireAccess(user, 'invitation.list');
    if (caller.role === ROLES.family) return this.read('WHERE i.family_id = ?', [caller.familyId]);
    return this.read('WHERE i.association_id = ?', [caller.associationId]);
  }

  /** The family says no, optionally why; the association is told by mail and reads the reason in its list. */
  async decline(user: AuthUser, id: number, input: InvitationDeclineInput): Promise<InvitationView> {
    await this.db.write(async (manager) => {
      const repository = manager.getRepository(Invitation);
      const [, invitation] = await requireAccessTo(user, 'invitation.decline', () =>
        repository.findOne({ where: { id }, select: { id: true, family_id: true, status: true } }),
      );
      if (invitation.status !== INVITATION_STATUS.pending) throw apiError('invitation_answered');
      const reason = input.reason || null;
      const changed = await repository.update(
        { id, status: INVITATION_STATUS.pending },
        { status: INVITATION_STATUS.declined, open_flag: null, answered_at: new Date(), decline_reason: reason },
      );
      // A request made at the same moment answered it first.
      if (!changed.affected) throw apiError('invitation_answered');
      await this.mailDecline(manager, id, reason);
    });
    return this.readOne(id);
  }

  private async mailDecline(manager: EntityManager, id: number, reason: string | null): Promise<void> {
    const [row]: Array<{
      association_user_id: number;
      animal_name: string;
      firstname: string | null;
      city: string;
    }> = await manager.query(
      `SELECT asso.user_id AS association_user_id, a.name AS animal_name, u.firstname, f.city
         FROM invitations i
         INNER JOIN animals a ON a.id = i.animal_id
         INNER JOIN associations asso ON asso.id = i.association_id
         INNER JOIN families f ON f.id = i.family_id
         LEFT JOIN users u ON u.id = f.user_id
        WHERE i.id = ?`,
      [id],
    );
    if (!row) return;
    await this.outbox.enqueue(manager, {
      kind: 'invitation_declined',
      userId: Number(row.association_user_id),
      data: { animalName: row.animal_name, familyFirstname: row.firstname ?? '', familyCity: row.city, reason },
    });
  }

  /**
   * The family's open proposals: pending, for an animal not housed yet (the count beside 'Mes demandes' and on its
   * dashboard).
   */
  static async openCount(manager: EntityManager, familyId: number): Promise<number> {
    const [row]: Array<{ total: number | string }> = await manager.query(
      `SELECT COUNT(*) AS total FROM invitations i
        WHERE i.family_id = ? AND i.status = ?
          AND NOT EXISTS (SELECT 1 FROM requests r WHERE r.animal_id = i.animal_id AND ${housingSql('r')})`,
      [familyId, INVITATION_STATUS.pending, HOUSING_STATUS],
    );
    return Number(row.total);
  }

  /** Called inside the request creation's transaction: the family answered the open invitation with a request. */
  static async acceptWithRequest(
    manager: EntityManager,
    familyId: number,
    animalId: number,
    requestId: number,
  ): Promise<boolean> {
    const changed = await manager
      .getRepository(Invitation)
      .update(
        { family_id: familyId, animal_id: animalId, status: INVITATION_STATUS.pending },
        { status: INVITATION_STATUS.accepted, open_flag: null, request_id: requestId, answered_at: new Date() },
      );
    return Boolean(changed.affected);
  }
}
