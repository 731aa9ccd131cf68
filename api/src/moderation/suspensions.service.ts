import { Injectable } from '@nestjs/common';
import { ROLES, type AccountSuspension } from '@petfoster/contracts';
import type { ModerationReasonInput } from '@petfoster/contracts/schemas';
import type { Repository } from 'typeorm';
import { requireAccess } from '../access/require-access';
import { AdminAudit } from '../admin/admin-audit';
import type { AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { notFound } from '../common/permissions';
import { User } from '../data-model/user.entity';
import { DatabaseService } from '../database/database.service';
import { LiveEventsBus } from '../events/live-events.bus';
import { OutboxService } from '../mail/outbox.service';

/**
 * Suspensions (docs/administration.md#suspensions). Suspending moves the token version, so that every token of the
 * account fails at once on every process (AuthService.current reads it on each request), and ends its open event
 * streams on every process through the events bus, as a logout does; sign-in then answers 403 account_suspended,
 * and its profile and animals leave the public pages (public-visibility.ts). Reinstating clears the mark; the person
 * signs in again. Both are audited and mailed in their own transaction.
 */
@Injectable()
export class SuspensionsService {
  constructor(
    private readonly db: DatabaseService,
    private readonly outbox: OutboxService,
    private readonly events: LiveEventsBus,
  ) {}

  async suspend(user: AuthUser | undefined, userId: number, input: ModerationReasonInput): Promise<AccountSuspension> {
    const admin = requireAccess(user, 'admin.suspendAccount');
    const suspendedAt = new Date();
    await this.db.write(async (manager) => {
      const users = manager.getRepository(User);
      const account = await this.lock(users, userId);
      if (account.role === ROLES.admin) throw apiError('admin_not_suspendable');
      if (account.suspended_at) throw apiError('already_suspended');
      await users.update({ id: userId }, { suspended_at: suspendedAt, suspension_reason: input.reason });
      await users.increment({ id: userId }, 'token_version', 1);
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'account.suspended',
        target: { type: 'user', id: userId },
        details: { reason: input.reason },
      });
      await this.outbox.enqueue(manager, { kind: 'account_suspended', userId, data: { reason: input.reason } });
      // Streams end once the new version is committed: a stream reopened in between would otherwise still pass.
      this.db.afterCommit(manager, () => void this.events.endSessions(userId));
    });
    return { user_id: userId, suspended_at: suspendedAt.toISOString(), reason: input.reason };
  }

  async unsuspend(user: AuthUser | undefined, userId: number): Promise<AccountSuspension> {
    const admin = requireAccess(user, 'admin.suspendAccount');
    await this.db.write(async (manager) => {
      const users = manager.getRepository(User);
      const account = await this.lock(users, userId);
      if (!account.suspended_at) throw apiError('not_suspended');
      await users.update({ id: userId }, { suspended_at: null, suspension_reason: null });
      await AdminAudit.record(manager, {
        adminUserId: admin.userId,
        action: 'account.unsuspended',
        target: { type: 'user', id: userId },
      });
      await this.outbox.enqueue(manager, { kind: 'account_unsuspended', userId, data: {} });
    });
    return { user_id: userId, suspended_at: null, reason: null };
  }

  /** The account's row, locked until the transaction ends on MariaDB (SQLite's writes are serialised already). */
  private async lock(users: Repository<User>, userId: number) {
    const query = users
      .createQueryBuilder('u')
      .select(['u.id', 'u.role', 'u.suspended_at'])
      .where('u.id = :userId', { userId });
    if (!this.db.isSqlite) query.setLock('pessimistic_write');
    const account = (await query.getOne()) as Pick<User, 'id' | 'role' | 'suspended_at'> | null;
    if (!account) throw notFound();
    return account;
  }
}
