import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { HealthEntryType, HealthTestResult } from '@petfoster/contracts';

/**
 * One entry of an animal's health record (docs/product.md#health-record): a care, a test, a visit, a weight or a
 * treatment. The columns a type does not use stay null. Deleted with the animal.
 */
@Entity('health_entries')
export class HealthEntryRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  animal_id: number;

  @Column({ type: 'varchar', length: 20 })
  type: HealthEntryType;

  /** The day of the care; a treatment's first day. */
  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'date', nullable: true })
  next_due: string | null;

  /** A vaccine's, a test's or a treatment's name. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  name: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  product: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  result: HealthTestResult | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  vet: string | null;

  @Column({ type: 'text', nullable: true })
  note: string | null;

  /** A weight in grams (0.05 kg to 120 kg): whole numbers read the same on both databases. */
  @Column({ type: 'int', nullable: true })
  grams: number | null;

  /** A treatment's last day (`to`). */
  @Column({ type: 'date', nullable: true })
  ends_on: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  dosage: string | null;

  /** 'association' or 'family'. */
  @Column({ type: 'varchar', length: 12 })
  added_by: 'association' | 'family';

  /** The account that added it; null once that account is deleted (ON DELETE SET NULL). */
  @Column({ type: 'int', nullable: true })
  author_user_id: number | null;

  @Column({ type: 'datetime' })
  created_at: Date;

  @Column({ type: 'datetime' })
  updated_at: Date;
}

/**
 * A care reminder sent (docs/product.md#what-is-due): one row per entry, due date, stage (days before) and recipient,
 * written in the transaction that writes the digest mail, so that no item is mailed twice.
 */
@Entity('health_reminders')
export class HealthReminderRow {
  @PrimaryColumn({ type: 'int' })
  entry_id: number;

  @PrimaryColumn({ type: 'date' })
  next_due: string;

  /** 7 or 1. */
  @PrimaryColumn({ type: 'int' })
  days_before: number;

  @PrimaryColumn({ type: 'int' })
  user_id: number;

  /** The day (France) of the digest that carried it. */
  @Column({ type: 'date' })
  sent_on: string;
}

/** One care digest per recipient and day (France): the primary key refuses a second one. */
@Entity('health_reminder_digests')
export class HealthReminderDigestRow {
  @PrimaryColumn({ type: 'int' })
  user_id: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int' })
  items: number;
}
