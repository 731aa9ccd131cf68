import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The lease of a periodic job that one API process runs at a time (api/src/scheduler/job-lease.ts,
 * docs/operations.md#activity-retention): the process whose conditional UPDATE moves locked_until runs the job.
 */
@Entity('job_leases')
export class JobLease {
  @PrimaryColumn({ type: 'varchar', length: 60 })
  name: string;

  /** Nobody else takes the job before this instant: the end of the current period. */
  @Column({ type: 'datetime' })
  locked_until: Date;

  @Column({ type: 'datetime', nullable: true })
  last_run_at: Date | null;

  /** How many times the job ran, all processes together (what an operator or a test reads). */
  @Column({ type: 'int', default: 0 })
  runs: number;

  /** Which process ran it last (host:pid), for whoever investigates. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  holder: string | null;
}
