import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { ASSOCIATION_ROLE_VALUES, ROLES, type LoginResponse } from '@petfoster/contracts';
import { EntityManager, Repository } from 'typeorm';
import { AssociationMember } from '../data-model/association-member.entity';
import { Family } from '../data-model/family.entity';
import type { AuthUser } from '../common/auth.decorators';
import { User } from '../data-model/user.entity';
import { PasswordService } from './password.service';
import { apiError } from '../common/api-error';
import { Association } from '../data-model/association.entity';
import { MfaChallenges } from './two-factor/challenges';
import { LiveEventsBus } from '../events/live-events.bus';
import { DatabaseService } from '../database/database.service';
import { AdminAudit } from '../admin/admin-audit';

/**
 * How a session is issued: `secondFactor` when the account has just given a code of its app (or a recovery code).
 * A platform administrator's session is only ever issued so (docs/administration.md#two-factor-sign-in).
 */
export interface IssueOptions {
  secondFactor?: boolean;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

@Injectable()
export class AuthService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(AssociationMember) private readonly members: Repository<AssociationMember>,
    @InjectRepository(Family) private readonly families: Repository<Family>,
    private readonly passwords: PasswordService,
    private readonly jwt: JwtService,
    private readonly challenges: MfaChallenges,
    private readonly events: LiveEventsBus,
    private readonly db: DatabaseService,
  ) {}

  /**
   * The password step. An account with two-factor sign-in on gets no session yet but an mfa_token for POST /login/mfa;
   * a member of an association that requires it, and has not set it up, gets one for the setup routes
   * (docs/security.md#two-factor-sign-in).
   */
  async login(email: string, password: string): Promise<LoginResponse> {
    const user = await this.users
      .createQueryBuilder('u')
      .select(['u.id', 'u.role', 'u.token_version', 'u.totp_enabled_at', 'u.suspended_at'])
      .addSelect('u.password_hash')
      .where('u.email = :email', { email: normalizeEmail(email) })
      .getOne();
    const valid = user
      ? await this.passwords.verify(user.password_hash, password)
      : await this.passwords.verifyDummy(password);
    if (!user || !valid) throw apiError('invalid_credentials');
    // Said only to whoever knows the password, with how to contest it (docs/administration.md#suspensions).
    if (user.suspended_at) throw apiError('account_suspended');
    if (user.totp_enabled_at) return { mfa_required: true, mfa_token: await this.challenges.issue(user.id, 'login') };
    // A platform administrator always signs in with a second factor (docs/administration.md#two-factor-sign-in).
    const setupRequired =
      user.role === ROLES.admin || (user.role === ROLES.association && (await this.teamRequiresTwoFactor(user.id)));
    if (setupRequired) return { mfa_setup_required: true, mfa_token: await this.challenges.issue(user.id, 'setup') };
    const token = await this.tokenFor(user);
    if (!token) throw apiError('invalid_credentials');
    return { token };
  }

  private async teamRequiresTwoFactor(userId: number): Promise<boolean> {
    const row = await this.members
      .createQueryBuilder('m')
      .innerJoin(Association, 'a', 'a.id = m.association_id')
      .select('a.require_2fa', 'require_2fa')
      .where('m.user_id = :userId', { userId })
      .getRawOne<{ require_2fa: unknown }>();
    return Boolean(Number(row?.require_2fa ?? 0));
  }

  /**
   * A token for the user as they are now (their current token version): what a password change hands back to the
   * session that made it, while every token issued before stops working. Null when the account is gone.
   */
  async issueToken(userId: number, options: IssueOptions = {}): Promise<string | null> {
    const user = await this.users.findOne({
      where: { id: userId },
      select: { id: true, role: true, token_version: true, suspended_at: true },
    });
    // The second step of a sign-in (POST /login/mfa) of an account suspended in between.
    if (user?.suspended_at) throw apiError('account_suspended');
    return user ? this.tokenFor(user, options) : null;
  }

  private async tokenFor(
    user: Pick<User, 'id' | 'role' | 'token_version'>,
    { secondFactor = false }: IssueOptions = {},
  ): Promise<string | null> {
    if (user.role === ROLES.admin) return secondFactor ? this.adminToken(user) : null;
    const payload = await this.payloadFor(user);
    if (!payload) return null;
    // A session issued is a sign-in: the account is in use, and an inactivity warning no longer stands
    // (docs/security.md#retention).
    await this.users.update({ id: user.id }, { last_sign_in_at: new Date(), inactivity_notice_at: null });
    // An association is in use when any of its members signs in: the warning went to its main account.
    if (payload.role === ROLES.association)
      await this.users
        .createQueryBuilder()
        .update(User)
        .set({ inactivity_notice_at: null })
        .where('id = (SELECT a.user_id FROM associations a WHERE a.id = :associationId)', {
          associationId: payload.associationId,
        })
        .andWhere('inactivity_notice_at IS NOT NULL')
        .execute();
    const { tokenVersion, ...claims } = payload;
    return this.jwt.signAsync({ ...claims, tv: tokenVersion });
  }

  /**
   * A platform administrator's session, after the code (docs/administration.md#two-factor-sign-in): the sign-in is
   * its first audited action, recorded with the sign-in date in one transaction. The token says the second factor
   * was given (`mfa`); the route guard refuses an administrator's token without it.
   */
  private async adminToken(user: Pick<User, 'id' | 'token_version'>): Promise<string> {
    await this.db.write(async (manager) => {
      await manager
        .getRepository(User)
        .update({ id: user.id }, { last_sign_in_at: new Date(), inactivity_notice_at: null });
      await AdminAudit.record(manager, {
        adminUserId: user.id,
        action: 'admin.signed_in',
        target: { type: 'user', id: user.id },
      });
    });
    return this.jwt.signAsync({ role: ROLES.admin, userId: user.id, mfa: true, tv: user.token_version });
  }

  /**
   * Ends every session of the user on the server (logout; later a password reset): tokens carry the version they
   * were issued with, and the guard refuses a stale one on every route.
   */
  async revokeSessions(userId: number, manager?: EntityManager): Promise<void> {
    const users = manager ? manager.getRepository(User) : this.users;
    await users.increment({ id: userId }, 'token_version', 1);
    // Open event streams were authorised once, at their start: they end now, on every process
    // (docs/architecture.md#event-stream).
    await this.events.endSessions(userId);
  }

  private async payloadFor(user: Pick<User, 'id' | 'role' | 'token_version'>): Promise<AuthUser | null> {
    if (user.role === ROLES.association) {
      const member = await this.members.findOne({
        where: { user_id: user.id },
        select: { user_id: true, association_id: true, role: true },
      });
      return member
        ? {
            role: ROLES.association,
            userId: user.id,
            associationId: member.association_id,
            associationRole: member.role,
            tokenVersion: user.token_version,
          }
        : null;
    }
    if (user.role === ROLES.family) {
      const family = await this.families.findOne({ where: { user_id: user.id }, select: { id: true } });
      return family
        ? { role: ROLES.family, userId: user.id, familyId: family.id, tokenVersion: user.token_version }
        : null;
    }
    return null;
  }

  /**
   * The token's caller as the database has it now, or null: the user must still exist with the same role (a deleted
   * account's token stops working) and the token must have been issued after the user's last logout. A member's
   * association and role are read here, in the same statement, rather than trusted from the token: a member moved to
   * another role acts with it at once, and a removed member's token opens nothing.
   */
  async current(user: AuthUser): Promise<AuthUser | null> {
    const row = await this.users
      .createQueryBuilder('u')
      .leftJoin(AssociationMember, 'm', 'm.user_id = u.id')
      .select(['u.role AS role', 'u.token_version AS token_version', 'u.suspended_at AS suspended_at'])
      .addSelect(['m.association_id AS association_id', 'm.role AS member_role'])
      .where('u.id = :id', { id: user.userId })
      .getRawOne<{
        role: string;
        token_version: number;
        suspended_at: unknown;
        association_id: number | null;
        member_role: string | null;
      }>();
    if (!row || row.role !== user.role || Number(row.token_version) !== (user.tokenVersion ?? 0)) return null;
    // A suspension also moves the token version; this holds even for a token signed in the same instant.
    if (row.suspended_at !== null && row.suspended_at !== undefined) return null;
    if (user.role === ROLES.family || user.role === ROLES.admin) return user;
    const associationRole = ASSOCIATION_ROLE_VALUES.find((role) => role === row.member_role);
    if (!associationRole || Number(row.association_id) !== user.associationId) return null;
    return { ...user, associationRole };
  }
}
