import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AssociationRole } from '@petfoster/contracts';

/**
 * An invitation to join an association's team (docs/product.md#association-team): the token mailed to the address is
 * never stored, only its SHA-256; usable once, until expires_at.
 */
@Entity('member_invitations')
export class MemberInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  role: AssociationRole;

  @Column({ type: 'varchar', length: 64 })
  token_hash: string;

  /** The admin who sent it; null once that account is removed. */
  @Column({ type: 'int', nullable: true })
  invited_by: number | null;

  @Column({ type: 'datetime' })
  expires_at: Date;

  @Column({ type: 'datetime', nullable: true })
  used_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
