import { Injectable } from '@nestjs/common';
import {
  ASSOCIATION_ROLES,
  MODERATION_LIMITS,
  VERIFICATION_STATUSES,
  type AdminVerification,
  type VerificationStatus,
} from '@petfoster/contracts';
import type { AdminVerificationsQuery, VerificationRejectionInput } from '@petfoster/contracts/schemas';
import type { EntityManager } from 'typeorm';
import { requireAccess, type AllowedUser } from '../access/require-access';
import { AdminAudit } from '../admin/admin-audit';
import { apiError } from '../common/api-error';
import type { AuthUser } from '../common/auth.decorators';
import { notFound } from '../common/permissions';
import { AssociationMember } from '../data-model/association-member.entity';
import { Association } from '../data-model/association.entity';
import { User } from '../data-model/user.entity';
import { VerificationRow } from '../data-model/verification.entity';
import { DatabaseService } from '../database/database.service';
import { OutboxService } from '../mail/outbox.service';
import { VerificationsService } from './verifications.service';

/** Who an entry of the queue is about: the association as the administrator needs to recognise and reach it. */
type QueueAssociation = AdminVerification['association'];

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * The platform administrators' verification queue (docs/administration.md#verification-queue): the requests with
 * their documents (links signed for the administrator), and the decision, which verifies the association or tells it
 * why not. Each decision writes its audit entry and its mails in its own transaction.
 */
@Injectable()
export class VerificationQueueService {
  constructor(
    private readonly db: DatabaseService,
    private readonly verifications: VerificationsService,
    private readonly outbox: OutboxService,
  ) {}

  /** Oldest first: first come, first examined. `pending` when no status is given. */
  async list(
    user: AuthUser | undefined,
    query: AdminVerificationsQuery,
  ): Promise<{ entries: AdminVerification[]; total: number }> {
    const admin = requireAccess(user, 'admin.verifications');
    const manager = this.db.dataSource.manager;
    const status: VerificationStatus = query.status ?? VERIFICATION_STATUSES.pending;
    const [rows, total] = await manager
      .getRepository(VerificationRow)
      .createQueryBuilder('v')
      .where('v.status = :status', { status })
      .orderBy('v.created_at', 'ASC')
      .addOrderBy('v.id', 'ASC')
      .take(query.limit ?? MODERATION_LIMITS.pageDefault)
      .skip(query.offset ?? 0)
      .getManyAndCount();
    return { entries: await this.withAssociations(manager, rows, admin), total };
  }

  /** pending → approved: the association is verified from now on (invitations and urgent appeals open to it). */
  async approve(user: AuthUser | undefined, id: number): Promise<AdminVerification> {
    const admin = requireAccess(user, 'admin.verificationDecide');
    await this.db.write(async (manager) => {
      const row = await this.pending(manager, id);
      const now = new Date();
      await manager
        .getRepository(VerificationRow)
        .update({ id }, { status: VERIFICATION_STATUSES.approved, decided_at: now, reason: null });
      await manager.getRepository(Association).update({ id: row.association_id }, { verified_at: now });
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'verification.approved',
        target: { type: 'verification', id },
        details: { association_id: row.association_id },
      });
      const associationName = await this.associationName(manager, row.association_id);
      for (const userId of await this.associationAdmins(manager, row.association_id))
        await this.outbox.enqueue(manager, { kind: 'verification_approved', userId, data: { associationName } });
    });
    return this.one(id, admin);
  }

  /** pending → rejected with the administrator's reason; the association may then ask again. */
  async reject(user: AuthUser | undefined, id: number, input: VerificationRejectionInput): Promise<AdminVerification> {
    const admin = requireAccess(user, 'admin.verificationDecide');
    await this.db.write(async (manager) => {
      const row = await this.pending(manager, id);
      await manager
        .getRepository(VerificationRow)
        .update({ id }, { status: VERIFICATION_STATUSES.rejected, decided_at: new Date(), reason: input.reason });
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'verification.rejected',
        target: { type: 'verification', id },
        details: { association_id: row.association_id, reason: input.reason },
      });
      const associationName = await this.associationName(manager, row.association_id);
      for (const userId of await this.associationAdmins(manager, row.association_id))
        await this.outbox.enqueue(manager, {
          kind: 'verification_rejected',
          userId,
          data: { associationName, reason: input.reason },
        });
    });
    return this.one(id, admin);
  }

  /**
   * The request, locked for the decision (on MariaDB: two administrators deciding at once are ordered, the second
   * one sees it decided); 404 when there is none, 409 once decided.
   */
  private async pending(manager: EntityManager, id: number): Promise<VerificationRow> {
    const query = manager.getRepository(VerificationRow).createQueryBuilder('v').where('v.id = :id', { id });
    if (!this.db.isSqlite) query.setLock('pessimistic_write');
    const row = await query.getOne();
    if (!row) throw notFound();
    if (row.status !== VERIFICATION_STATUSES.pending) throw apiError('verification_decided');
    return row;
  }

  private async one(id: number, admin: AllowedUser<'admin.verificationDecide'>): Promise<AdminVerification> {
    const manager = this.db.dataSource.manager;
    const row = await manager.getRepository(VerificationRow).findOneByOrFail({ id });
    const [entry] = await this.withAssociations(manager, [row], admin);
    return entry;
  }

  /** The verifications as the queue shows them, each with its association (one query for all of them). */
  private async withAssociations(
    manager: EntityManager,
    rows: VerificationRow[],
    admin: { userId: number; tokenVersion?: number },
  ): Promise<AdminVerification[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.map((row) => row.association_id))];
    const associations = await manager
      .createQueryBuilder(Association, 'a')
      .innerJoin(User, 'u', 'u.id = a.user_id')
      .select(['a.id AS id', 'a.name_association AS name_association', 'a.city AS city'])
      .addSelect(['u.email AS email', 'a.verified_at AS verified_at'])
      .where('a.id IN (:...ids)', { ids })
      .getRawMany<{ id: number; name_association: string; city: string; email: string; verified_at: Date | null }>();
    const byId = new Map<number, QueueAssociation>(
      associations.map((a) => [
        Number(a.id),
        {
          id: Number(a.id),
          name_association: a.name_association,
          city: a.city,
          email: a.email,
          verified_at: iso(a.verified_at),
        },
      ]),
    );
    const verifications = await this.verifications.present(manager, rows, admin);
    return verifications.map((verification) => ({
      ...verification,
      association: byId.get(verification.association_id) as QueueAssociation,
    }));
  }

  private async associationName(manager: EntityManager, associationId: number): Promise<string> {
    const association = await manager
      .getRepository(Association)
      .findOne({ where: { id: associationId }, select: { id: true, name_association: true } });
    return association?.name_association ?? '';
  }

  /** The association's admins: those who asked for the verification and may ask again. */
  private async associationAdmins(manager: EntityManager, associationId: number): Promise<number[]> {
    const admins = await manager.getRepository(AssociationMember).find({
      where: { association_id: associationId, role: ASSOCIATION_ROLES.admin },
      select: { user_id: true },
      order: { user_id: 'ASC' },
    });
    return admins.map((member) => member.user_id);
  }
}
