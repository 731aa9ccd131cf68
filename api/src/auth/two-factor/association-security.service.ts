import { Injectable } from '@nestjs/common';
import type { AssociationSecurity } from '@petfoster/contracts';
import { requireAccess } from '../../access/require-access';
import type { AuthUser } from '../../common/auth.decorators';
import { notFound } from '../../common/permissions';
import { DatabaseService } from '../../database/database.service';
import { Association } from '../../data-model/association.entity';
import { recordActivity } from '../../activity/activity-recorder';

/**
 * 'Exiger la double authentification pour tous les membres' (docs/security.md#two-factor-sign-in): an admin's choice
 * for the team; a member without it gets no session at its next sign-in until it has set it up.
 */
@Injectable()
export class AssociationSecurityService {
  constructor(private readonly db: DatabaseService) {}

  async read(user: AuthUser, associationId: number): Promise<AssociationSecurity> {
    requireAccess(user, 'association.readSecurity', { associationId });
    return { require_2fa: await this.current(associationId) };
  }

  async update(user: AuthUser, associationId: number, require2fa: boolean): Promise<AssociationSecurity> {
    const admin = requireAccess(user, 'association.security', { associationId });
    await this.db.write(async (manager) => {
      const before = await manager
        .getRepository(Association)
        .findOne({ where: { id: associationId }, select: { id: true, require_2fa: true } });
      if (!before) throw notFound();
      await manager.getRepository(Association).update({ id: associationId }, { require_2fa: require2fa });
      // The team's rule is part of the association's profile: logged like it (docs/product.md#activity-log).
      await recordActivity(manager, admin, {
        action: 'association.securityChanged',
        entity: 'association',
        entityId: associationId,
        before: { require_2fa: Boolean(before.require_2fa) },
        after: { require_2fa: require2fa },
      });
    });
    return { require_2fa: await this.current(associationId) };
  }

  private async current(associationId: number): Promise<boolean> {
    const row = await this.db.dataSource
      .getRepository(Association)
      .findOne({ where: { id: associationId }, select: { id: true, require_2fa: true } });
    if (!row) throw notFound();
    return Boolean(row.require_2fa);
  }
}
