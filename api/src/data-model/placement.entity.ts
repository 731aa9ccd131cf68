import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type {
  PlacementCostBearer,
  PlacementEventType,
  PlacementOutcome,
  PlacementParty,
  PlacementStatus,
} from '@petfoster/contracts';

/**
 * A placement (docs/product.md#placements): one per approved request. Its terms are the current contract version's;
 * the `animal_*`, `species_id`, `identification` and `family_*` columns are the register's copy
 * (docs/product.md#placements-register), written at each step and kept after the animal or the account is gone.
 */
@Entity('placements')
export class PlacementRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int', unique: true })
  request_id: number;

  @Column({ type: 'int' })
  association_id: number;

  @Column({ type: 'int' })
  family_id: number;

  /** Null once the animal is deleted (the register keeps `animal_name`). */
  @Column({ type: 'int', nullable: true })
  animal_id: number | null;

  @Column({ type: 'varchar', length: 10 })
  status: PlacementStatus;

  @Column({ type: 'int', default: 0 })
  contract_version: number;

  @Column({ type: 'date', nullable: true })
  start_date: string | null;

  @Column({ type: 'date', nullable: true })
  end_date: string | null;

  @Column({ type: 'int', default: 15 })
  notice_days: number;

  @Column({ type: 'varchar', length: 12, default: 'association' })
  cost_veterinary: PlacementCostBearer;

  @Column({ type: 'varchar', length: 12, default: 'association' })
  cost_food: PlacementCostBearer;

  @Column({ type: 'varchar', length: 12, default: 'association' })
  cost_supplies: PlacementCostBearer;

  @Column({ type: 'text', nullable: true })
  special_conditions: string | null;

  @Column({ type: 'date', nullable: true })
  started_on: string | null;

  @Column({ type: 'date', nullable: true })
  ended_on: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  outcome: PlacementOutcome | null;

  @Column({ type: 'text', nullable: true })
  end_note: string | null;

  @Column({ type: 'date', nullable: true })
  end_request_date: string | null;

  @Column({ type: 'text', nullable: true })
  end_request_reason: string | null;

  @Column({ type: 'datetime', nullable: true })
  end_requested_at: Date | null;

  @Column({ type: 'datetime', nullable: true })
  adoption_requested_at: Date | null;

  @Column({ type: 'date', nullable: true })
  certificate_issued_on: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  certificate_issuer: string | null;

  @Column({ type: 'date', nullable: true })
  adoption_date: string | null;

  @Column({ type: 'varchar', length: 100 })
  animal_name: string;

  @Column({ type: 'int' })
  species_id: number;

  /** identificationText(): 'Puce électronique 250 268 …' or 'Tatouage ABC123'; null when the animal has none. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  identification: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  family_lastname: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  family_firstname: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  family_address: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  family_zip_code: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  family_city: string | null;

  /** Set when the family deletes its account: the register's copy of its names and address goes at that time. */
  @Column({ type: 'datetime', nullable: true })
  family_erase_after: Date | null;

  /** The end date a reminder was mailed for (a new end date gets its own reminder). */
  @Column({ type: 'date', nullable: true })
  end_reminder_for: string | null;

  /** The contract version whose 'unsigned for 7 days' reminder was mailed. */
  @Column({ type: 'int', nullable: true })
  unsigned_reminder_version: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}

/** A contract version: the whole content it was made of, so that its PDF and fingerprint never change. */
@Entity('placement_contract_versions')
export class PlacementContractVersion {
  @PrimaryColumn({ type: 'int' })
  placement_id: number;

  @PrimaryColumn({ type: 'int' })
  version: number;

  @Column({ type: 'text' })
  content_json: string;

  /** SHA-256 (hex) of `content_json`. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'int', nullable: true })
  created_by_user_id: number | null;
}

/** One party's signature of one contract version, with what proves it (docs/product.md#placements). */
@Entity('placement_signatures')
export class PlacementSignatureRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  placement_id: number;

  @Column({ type: 'int' })
  version: number;

  @Column({ type: 'varchar', length: 12 })
  party: PlacementParty;

  @Column({ type: 'int', nullable: true })
  user_id: number | null;

  @Column({ type: 'varchar', length: 200 })
  full_name: string;

  @Column({ type: 'datetime' })
  signed_at: Date;

  @Column({ type: 'varchar', length: 45, nullable: true })
  ip_address: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  user_agent: string | null;

  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;
}

/** A line of the placement's timeline. */
@Entity('placement_events')
export class PlacementEventRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  placement_id: number;

  @Column({ type: 'varchar', length: 30 })
  type: PlacementEventType;

  @Column({ type: 'datetime' })
  at: Date;

  @Column({ type: 'int', nullable: true })
  actor_user_id: number | null;

  /** 'firstname lastname' at the time; null for the platform's own steps (reminders). */
  @Column({ type: 'varchar', length: 201, nullable: true })
  actor_name: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;
}
