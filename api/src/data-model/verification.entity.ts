import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { VerificationDocumentKind, VerificationStatus } from '@petfoster/contracts';

/**
 * An association's request to be verified (docs/product.md#verified-associations): its numbers, then the platform
 * administrators' decision. The latest one is the association's state; associations.verified_at is set on approval.
 */
@Entity('association_verifications')
export class VerificationRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'varchar', length: 10 })
  status: VerificationStatus;

  @Column({ type: 'varchar', length: 10, nullable: true })
  rna: string | null;

  @Column({ type: 'varchar', length: 9, nullable: true })
  siren: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  court_registration: string | null;

  /** The member who asked. */
  @Column({ type: 'int', nullable: true })
  requested_by: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime', nullable: true })
  decided_at: Date | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  reason: string | null;
}

/** A document of a verification: a private file (private-files), never under /uploads/. */
@Entity('verification_documents')
export class VerificationDocumentRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  verification_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'varchar', length: 10 })
  kind: VerificationDocumentKind;

  /** The private store's name of the file (a UUID and its extension). */
  @Column({ type: 'varchar', length: 60 })
  file_key: string;

  @Column({ type: 'varchar', length: 5 })
  file_type: 'image' | 'pdf';
}
