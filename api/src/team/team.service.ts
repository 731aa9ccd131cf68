import { Injectable } from '@nestjs/common';
import { MessageErasure } from '../conversation-store/message-erasure';
import {
  ASSOCIATION_ROLES,
  MEMBER_INVITATION_LIFETIME_DAYS,
  MEMBER_INVITATIONS_PER_DAY,
  ROLES,
  type MemberInvitationAccepted,
  type MemberInvitationPreview,
  type PendingMemberInvitation,
  type TeamAnswer,
  type TeamMember,
} from '@petfoster/contracts';
import type { MemberInvitationAcceptInput, MemberInvitationInput, MemberRoleInput } from '@petfoster/contracts/schemas';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { requireAccess } from '../access/require-access';
import { AuthService, normalizeEmail } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import type { AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { fieldError } from '../common/field-errors';
import { notFound } from '../common/permissions';
import { AccountToken } from '../data-model/account-token.entity';
import { AssociationMember } from '../data-model/association-member.entity';
import { Association } from '../data-model/association.entity';
import { MemberInvitation } from '../data-model/member-invitation.entity';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { isUniqueViolation } from '../database/db-errors';
import { hashToken, newOneTimeToken } from '../mail/sealed-token';
import { OutboxService } from '../mail/outbox.service';
import { forgetActor, recordActivity } from '../activity/activity-recorder';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (value: Date | string) => new Date(value).toISOString();

const presentInvitation = (row: MemberInvitation): PendingMemberInvitation => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expires_at: iso(row.expires_at),
  created_at: iso(row.created_at),
});

/**
 * The association's team (docs/product.md#association-team): its members, the invitations its admins send, joining
 * with a mailed token, role changes and removals. Every change of a team is made with its association row locked
 * (MariaDB; SQLite serialises writes), so that two concurrent demotions or removals cannot leave it without an admin.
 */
@Injectable()
export class TeamService {
  constructor(
    private readonly db: DatabaseService,
    private readonly outbox: OutboxService,
    private readonly passwords: PasswordService,
    private readonly auth: AuthService,
    private readonly messages: MessageErasure,
  ) {}

  async list(user: AuthUser | undefined, associationId: number): Promise<TeamAnswer> {
    requireAccess(user, 'member.list', { associationId });
    return this.read(this.db.dataSource.manager, associationId);
  }

  private async read(manager: EntityManager, associationId: number): Promise<TeamAnswer> {
    const rows = await manager
      .createQueryBuilder(AssociationMember, 'm')
      .innerJoin(User, 'u', 'u.id = m.user_id')
      .select(['m.user_id AS user_id', 'm.role AS role', 'm.joined_at AS joined_at'])
      .addSelect(['u.firstname AS firstname', 'u.lastname AS lastname', 'u.email AS email'])
      .where('m.association_id = :associationId', { associationId })
      .orderBy('m.joined_at', 'ASC')
      .addOrderBy('m.user_id', 'ASC')
      .getRawMany<Omit<TeamMember, 'joined_at'> & { joined_at: Date | string }>();
    const invitations = await manager.getRepository(MemberInvitation).find({
      where: { association_id: associationId, used_at: IsNull(), expires_at: MoreThan(new Date()) },
      order: { created_at: 'DESC', id: 'DESC' },
    });
    return {
      members: rows.map((row) => ({
        user_id: Number(row.user_id),
        firstname: row.firstname,
        lastname: row.lastname,
        email: row.email,
        role: row.role,
        joined_at: iso(row.joined_at),
      })),
      invitations: invitations.map(presentInvitation),
    };
  }

  /** The association row, locked until the transaction ends (MariaDB); null when it does not exist. */
  private lockAssociation(manager: EntityManager, associationId: number) {
    const query = manager
      .createQueryBuilder(Association, 'a')
      .select(['a.id', 'a.user_id', 'a.name_association'])
      .where('a.id = :associationId', { associationId });
    if (!this.db.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  private countAdmins(manager: EntityManager, associationId: number): Promise<number> {
    return manager
      .getRepository(AssociationMember)
      .count({ where: { association_id: associationId, role: ASSOCIATION_ROLES.admin } });
  }

  async invite(
    user: AuthUser | undefined,
    associationId: number,
    input: MemberInvitationInput,
  ): Promise<PendingMemberInvitation> {
    const admin = requireAccess(user, 'member.invite', { associationId });
    const email = normalizeEmail(input.email);
    const token = newOneTimeToken();
    return this.db.write(async (manager) => {
      const association = await this.lockAssociation(manager, associationId);
      if (!association) throw notFound();
      // One account belongs to one association or one family.
      if (await manager.getRepository(User).exists({ where: { email } })) throw apiError('member_email_taken');
      const now = new Date();
      const sentToday = await manager.getRepository(MemberInvitation).count({
        where: { association_id: associationId, created_at: MoreThan(new Date(now.getTime() - DAY_MS)) },
      });
      if (sentToday >= MEMBER_INVITATIONS_PER_DAY) throw apiError('member_invitations_limit');
      // A new invitation to the same address replaces the earlier ones: only the last link mailed works.
      await manager
        .getRepository(MemberInvitation)
        .update({ association_id: associationId, email, used_at: IsNull() }, { used_at: now });
      const row: Omit<MemberInvitation, 'id'> = {
        association_id: associationId,
        email,
        role: input.role,
        token_hash: hashToken(token),
        invited_by: admin.userId,
        expires_at: new Date(now.getTime() + MEMBER_INVITATION_LIFETIME_DAYS * DAY_MS),
        used_at: null,
        created_at: now,
      };
      const inserted = await manager.getRepository(MemberInvitation).insert(row);
      const invitationId = inserted.identifiers[0].id as number;
      await recordActivity(manager, admin, {
        action: 'member.invited',
        entity: 'invitation',
        entityId: invitationId,
        before: null,
        after: { email, role: input.role },
      });
      const inviter = await manager
        .getRepository(User)
        .findOne({ where: { id: admin.userId }, select: { id: true, firstname: true, lastname: true } });
      await this.outbox.enqueue(manager, {
        kind: 'member_invitation',
        userId: admin.userId,
        to: email,
        data: {
          associationName: association.name_association,
          inviterFirstname: inviter?.firstname ?? '',
          inviterLastname: inviter?.lastname ?? '',
          role: input.role,
          sealedToken: this.outbox.seal(token),
        },
      });
      return presentInvitation({ ...row, id: invitationId });
    });
  }

  /** The invitation a token opens, still unused and unexpired (no transaction: a read). */
  private usable(manager: EntityManager, token: string): Promise<MemberInvitation | null> {
    return manager.getRepository(MemberInvitation).findOne({
      where: { token_hash: hashToken(token), used_at: IsNull(), expires_at: MoreThan(new Date()) },
    });
  }

  async preview(token: string): Promise<MemberInvitationPreview> {
    const invitation = await this.usable(this.db.dataSource.manager, token);
    const association =
      invitation &&
      (await this.db.dataSource.manager
        .getRepository(Association)
        .findOne({ where: { id: invitation.association_id }, select: { id: true, name_association: true } }));
    if (!invitation || !association) throw fieldError('token', 'member_invitation_invalid');
    return { association_name: association.name_association, email: invitation.email, role: invitation.role };
  }

  /**
   * Creates the member's account with the invitation's address and role; answers a session for it, unless its
   * association requires two-factor sign-in: then no session before the member has set it up, which its first
   * sign-in walks it through (docs/security.md#two-factor-sign-in).
   */
  async accept(input: MemberInvitationAcceptInput): Promise<MemberInvitationAccepted> {
    // A cheap look first: a wrong token costs no password hash.
    if (!(await this.usable(this.db.dataSource.manager, input.token)))
      throw fieldError('token', 'member_invitation_invalid');
    const hash = await this.passwords.hash(input.password);
    let joined: { userId: number; requires2fa: boolean };
    try {
      joined = await this.db.write(async (manager) => {
        const invitation = await this.usable(manager, input.token);
        if (!invitation) throw fieldError('token', 'member_invitation_invalid');
        // Marked used in the statement that checks it is unused: two uses of one link cannot both succeed.
        const claimed = await manager
          .getRepository(MemberInvitation)
          .update({ id: invitation.id, used_at: IsNull() }, { used_at: new Date() });
        if (claimed.affected !== 1) throw fieldError('token', 'member_invitation_invalid');
        if (await manager.getRepository(User).exists({ where: { email: invitation.email } }))
          throw apiError('member_email_taken');
        const now = new Date();
        const user = await manager.getRepository(User).insert({
          email: invitation.email,
          password_hash: hash,
          role: ROLES.association,
          lastname: input.lastname,
          firstname: input.firstname,
          created_at: now,
        });
        const id = user.identifiers[0].id as number;
        await manager.getRepository(AssociationMember).insert({
          user_id: id,
          association_id: invitation.association_id,
          role: invitation.role,
          joined_at: now,
        });
        await recordActivity(
          manager,
          { userId: id, associationId: invitation.association_id },
          { action: 'member.joined', entity: 'member', entityId: id, before: null, after: { role: invitation.role } },
        );
        const association = await manager
          .getRepository(Association)
          .findOne({ where: { id: invitation.association_id }, select: { id: true, require_2fa: true } });
        return { userId: id, requires2fa: Boolean(association?.require_2fa) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw apiError('member_email_taken');
      throw error;
    }
    if (joined.requires2fa) return { mfa_setup_required: true };
    const token = await this.auth.issueToken(joined.userId);
    if (!token) throw notFound();
    return { token };
  }

  async changeRole(
    user: AuthUser | undefined,
    associationId: number,
    memberId: number,
    input: MemberRoleInput,
  ): Promise<TeamAnswer> {
    const admin = requireAccess(user, 'member.changeRole', { associationId });
    return this.db.write(async (manager) => {
      if (!(await this.lockAssociation(manager, associationId))) throw notFound();
      const member = await this.memberOf(manager, associationId, memberId);
      if (member.role === ASSOCIATION_ROLES.admin && input.role !== ASSOCIATION_ROLES.admin)
        await this.keepAnAdmin(manager, associationId);
      await manager.getRepository(AssociationMember).update({ user_id: memberId }, { role: input.role });
      await recordActivity(manager, admin, {
        action: 'member.roleChanged',
        entity: 'member',
        entityId: memberId,
        before: { role: member.role },
        after: { role: input.role },
      });
      return this.read(manager, associationId);
    });
  }

  /**
   * Removes a member: an admin removes anyone (`member.remove`), a member itself (`member.leave`). Its account and
   * personal data go (user row, mails, tokens), which ends its sessions at once; nothing the association owns is
   * touched. The account that associations.user_id names is the association's contact and its deletion would cascade
   * to the association: that column moves to another admin first, in the same transaction.
   */
  async remove(user: AuthUser | undefined, associationId: number, memberId: number): Promise<void> {
    const actor =
      user && user.userId === memberId
        ? requireAccess(user, 'member.leave', { associationId, userId: memberId })
        : requireAccess(user, 'member.remove', { associationId });
    await this.db.write(async (manager) => {
      const association = await this.lockAssociation(manager, associationId);
      if (!association) throw notFound();
      const member = await this.memberOf(manager, associationId, memberId);
      if (member.role === ASSOCIATION_ROLES.admin) await this.keepAnAdmin(manager, associationId);
      if (association.user_id === memberId) {
        const heir = await manager
          .createQueryBuilder(AssociationMember, 'm')
          .select(['m.user_id'])
          .where('m.association_id = :associationId AND m.role = :admin AND m.user_id <> :memberId', {
            associationId,
            admin: ASSOCIATION_ROLES.admin,
            memberId,
          })
          .orderBy('m.joined_at', 'ASC')
          .addOrderBy('m.user_id', 'ASC')
          .getOne();
        if (!heir) throw apiError('last_admin');
        await manager.getRepository(Association).update({ id: associationId }, { user_id: heir.user_id });
      }
      // Only the role: the removed member's names and address go with its account (RGPD art. 17).
      await recordActivity(manager, actor, {
        action: 'member.removed',
        entity: 'member',
        entityId: memberId,
        before: { role: member.role },
        after: null,
      });
      await this.deleteAccounts(manager, [memberId]);
    });
  }

  /**
   * Deletes member accounts and their personal data (also used when the association itself is deleted). What they
   * did stays the association's: invitations they sent lose only their sender.
   */
  async deleteAccounts(manager: EntityManager, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    // What they did stays in the activity log, attributed to 'Ancien membre' (docs/product.md#activity-log).
    for (const userId of userIds) await forgetActor(manager, userId);
    for (const userId of userIds) await this.outbox.forgetUser(manager, userId);
    // Their messages stay in the conversations, emptied (docs/product.md#conversations).
    await this.messages.forgetAuthors(manager, userIds);
    await manager
      .createQueryBuilder()
      .update(MemberInvitation)
      .set({ invited_by: null })
      .where('invited_by IN (:...userIds)', { userIds })
      .execute();
    await manager
      .createQueryBuilder()
      .delete()
      .from(AccountToken)
      .where('user_id IN (:...userIds)', { userIds })
      .execute();
    await manager
      .createQueryBuilder()
      .delete()
      .from(AssociationMember)
      .where('user_id IN (:...userIds)', { userIds })
      .execute();
    await manager.createQueryBuilder().delete().from(User).where('id IN (:...userIds)', { userIds }).execute();
  }

  private async memberOf(manager: EntityManager, associationId: number, userId: number): Promise<AssociationMember> {
    const member = await manager
      .getRepository(AssociationMember)
      .findOne({ where: { user_id: userId, association_id: associationId } });
    if (!member) throw notFound();
    return member;
  }

  /** 409 when the association has one admin left (read with the association row locked). */
  private async keepAnAdmin(manager: EntityManager, associationId: number): Promise<void> {
    if ((await this.countAdmins(manager, associationId)) <= 1) throw apiError('last_admin');
  }
}
