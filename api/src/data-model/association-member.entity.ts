import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AssociationRole } from '@petfoster/contracts';

/** A member of an association's team and its role (docs/product.md#association-team); one association per account. */
@Entity('association_members')
export class AssociationMember {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'varchar', length: 10 })
  role: AssociationRole;

  @Column({ type: 'datetime' })
  joined_at: Date;
}
