import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A 'Bon de prise en charge vétérinaire' the association issued for a placement (docs/product.md#vet-authorisations).
 * `content_json`: what the bon says (VetAuthorisationContent), written once when it is issued, so that its PDF is the
 * same whatever changes afterwards. Goes with its placement.
 */
@Entity('vet_authorisations')
export class VetAuthorisationRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  placement_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'int' })
  family_id: number;

  @Column({ type: 'varchar', length: 500 })
  reason: string;

  @Column({ type: 'int' })
  max_amount_cents: number;

  /** YYYY-MM-DD, included. */
  @Column({ type: 'varchar', length: 10 })
  valid_until: string;

  @Column({ type: 'varchar', length: 120, nullable: true })
  vet_name: string | null;

  @Column({ type: 'text' })
  content_json: string;

  /** The member who issued it (null once that account is gone). */
  @Column({ type: 'int', nullable: true })
  issued_by: number | null;

  @Column({ type: 'datetime' })
  issued_at: Date;
}

/**
 * An expense the foster family paid during a placement, with its receipt (docs/product.md#expenses). `receipt_key`:
 * the receipt's name in the private file store (never under /uploads/), null once it is deleted with the family's
 * account. Amounts in cents.
 */
@Entity('expenses')
export class ExpenseRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  placement_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'int' })
  family_id: number;

  /** YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  spent_on: string;

  @Column({ type: 'varchar', length: 20 })
  category: string;

  @Column({ type: 'int' })
  amount_cents: number;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  receipt_key: string | null;

  /** 'image' or 'pdf'. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  receipt_type: string | null;

  /** en_attente, remboursee, refusee. */
  @Column({ type: 'varchar', length: 20 })
  status: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  decision_reason: string | null;

  @Column({ type: 'int', nullable: true })
  decided_by: number | null;

  @Column({ type: 'datetime', nullable: true })
  decided_at: Date | null;

  @Column({ type: 'datetime' })
  created_at: Date;
}
