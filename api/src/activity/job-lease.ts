import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { EntityManager } from 'typeorm';
import { JobLease } from '../data-model/job-lease.entity';

/** This process, as job_leases.holder names it. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);

/**
 * Takes the lease of a periodic job for one period (docs/operations.md#activity-retention): true for exactly one of
 * the API processes that ask while the previous period's lease has expired, however many ask at once. The row is
 * created expired the first time (an insert that another process may already have made, ignored then); the lease is
 * then a conditional UPDATE that moves locked_until to the end of the period only where it has passed, and the row
 * count it reports decides: 1, this process runs the job; 0, another one already took this period. On MariaDB the
 * second UPDATE waits for the first's row lock and then no longer matches; on SQLite writers are serialised by the
 * database file's lock. A process that dies while running leaves a lease that expires at the end of its period.
 * Run it through DatabaseService.write (SQLite's one connection must not mix it into another write's transaction).
 */
export async function takeLease(
  manager: EntityManager,
  name: string,
  periodMs: number,
  now = new Date(),
): Promise<boolean> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(JobLease)
    .values({ name, locked_until: new Date(0), last_run_at: null, runs: 0, holder: null })
    .orIgnore()
    .execute();
  // Whole seconds: MariaDB's DATETIME drops the fraction, which would shorten the lease.
  const until = new Date(Math.ceil((now.getTime() + periodMs) / 1000) * 1000);
  const taken = await manager
    .createQueryBuilder()
    .update(JobLease)
    .set({ locked_until: until, holder: PROCESS_ID })
    .where('name = :name AND locked_until <= :now', { name, now })
    .execute();
  return taken.affected === 1;
}

/** Marks a run of the job done: when, and one more in the count of runs that operators and tests read. */
export async function recordRun(manager: EntityManager, name: string, at = new Date()): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(JobLease)
    .set({ last_run_at: at, runs: () => 'runs + 1' })
    .where('name = :name', { name })
    .execute();
}
