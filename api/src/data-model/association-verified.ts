import type { EntityManager } from 'typeorm';
import { Association } from './association.entity';

/**
 * Whether the platform verified the association (docs/product.md#verified-associations): the invitations and urgent
 * appeals read it before they reach families.
 */
export async function isVerifiedAssociation(manager: EntityManager, associationId: number): Promise<boolean> {
  const row = await manager
    .getRepository(Association)
    .findOne({ where: { id: associationId }, select: { id: true, verified_at: true } });
  return Boolean(row?.verified_at);
}
