import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AssociationRole, MailScope } from '@petfoster/contracts';

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

  /** Which request mails reach the member (docs/mail.md#request-mails). */
  @Column({ type: 'varchar', length: 10, default: 'all' })
  mail_scope: MailScope;
}
