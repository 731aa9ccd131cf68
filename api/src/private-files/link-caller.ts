import { ASSOCIATION_ROLE_VALUES, ROLES } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth.decorators';
import { AssociationMember } from '../data-model/association-member.entity';
import { Family } from '../data-model/family.entity';
import { User } from '../data-model/user.entity';
import type { LinkHolder } from './private-links';

/**
 * The account a private document's link names, as it is now (its family, its membership and role, or a platform
 * administrator), while its token version is still the link's; null otherwise. The document's service then checks
 * this caller's right again (docs/product.md#private-documents).
 */
export async function linkCaller(
  manager: EntityManager,
  { userId, tokenVersion }: LinkHolder,
): Promise<AuthUser | null> {
  const user = await manager
    .getRepository(User)
    .findOne({ where: { id: userId }, select: { id: true, role: true, token_version: true } });
  if (!user || Number(user.token_version) !== tokenVersion) return null;
  if (user.role === ROLES.family) {
    const family = await manager.getRepository(Family).findOne({ where: { user_id: userId }, select: { id: true } });
    return family ? { role: ROLES.family, userId, familyId: family.id, tokenVersion } : null;
  }
  // A platform administrator holds links to the documents of the queues it examines (docs/administration.md#moderation).
  if (user.role === ROLES.admin) return { role: ROLES.admin, userId, tokenVersion };
  if (user.role !== ROLES.association) return null;
  const member = await manager
    .getRepository(AssociationMember)
    .findOne({ where: { user_id: userId }, select: { association_id: true, role: true } });
  const associationRole = ASSOCIATION_ROLE_VALUES.find((role) => role === member?.role);
  if (!member || !associationRole) return null;
  return { role: ROLES.association, userId, associationId: member.association_id, associationRole, tokenVersion };
}
