import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { EntityManager } from 'typeorm';
import { JobLease } from '../data-model/job-lease.entity';

/** This process, as job_leases.holder names it. */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`.slice(0, 100);

/** MariaDB's DATETIME keeps whole seconds: every instant written to locked_until is one. */
const wholeSecondBefore = (at: number) => new Date(Math.floor(at / 1000) * 1000);

/** Moves locked_until to `until` where it is at or before `free`; true when this call moved it. */
async function moveLease(manager: EntityManager, name: string, free: Date, until: Date): Promise<boolean> {
  const taken = await manager
    .createQueryBuilder()
    .update(JobLease)
    .set({ locked_until: until, holder: PROCESS_ID })
    .where('name = :name AND locked_until <= :free', { name, free })
    .execute();
  return taken.affected === 1;
}

/**
 * The conditional UPDATE, on the job's row created expired the first time it is asked for. The row is inserted only
 * when it is missing: on MariaDB an INSERT IGNORE that meets an existing row takes a shared lock on it, and two
 * processes holding one each would deadlock as both UPDATE it next (one of them failing).
 */
async function moveOrCreate(manager: EntityManager, name: string, free: Date, until: Date): Promise<boolean> {
  if (await moveLease(manager, name, free, until)) return true;
  if (await manager.getRepository(JobLease).exists({ where: { name } })) return false;
  // An insert that another process may be making at the same moment: then ignored.
  await manager
    .createQueryBuilder()
    .insert()
    .into(JobLease)
    .values({ name, locked_until: new Date(0), last_run_at: null, runs: 0, holder: null })
    .orIgnore()
    .execute();
  return moveLease(manager, name, free, until);
}

/**
 * Takes the lease of a periodic job for one period that starts now (the in-process timers of the scheduler,
 * docs/operations.md#the-scheduler): true for exactly one of the API processes that ask while the previous period's
 * lease has expired, however many ask at once. The lease is a conditional UPDATE that moves locked_until to the end
 * of the period only where it has passed, and the row count it reports decides: 1, this process runs the job; 0,
 * another one already took this period. On MariaDB the second UPDATE waits for the first's row lock and then no
 * longer matches; on SQLite writers are serialised by the database file's lock. Taken in the transaction of the
 * work, the lease goes back with it when the run fails or its process dies (the connection's transaction is rolled
 * back), so another process takes it at its next try. Run it through DatabaseService.write (SQLite's one connection
 * must not mix it into another write's transaction).
 */
export async function takeLease(
  manager: EntityManager,
  name: string,
  periodMs: number,
  now = new Date(),
): Promise<boolean> {
  // Whole seconds, rounded up: rounding down would shorten the lease.
  const until = new Date(Math.ceil((now.getTime() + periodMs) / 1000) * 1000);
  return moveOrCreate(manager, name, now, until);
}

/**
 * Takes the lease of one given period [start, end) (the Redis job queue, which names the period each job is for):
 * true when no run of this period or a later one has committed. A job that the queue hands out again after its
 * process died finds the lease free if that run was rolled back, taken if it had committed: its work is done once.
 * Both ends are rounded down to the second, so that one period's end is the next one's start exactly; periods of a
 * second or more stay distinct.
 */
export async function takePeriod(manager: EntityManager, name: string, start: Date, end: Date): Promise<boolean> {
  return moveOrCreate(manager, name, wholeSecondBefore(start.getTime()), wholeSecondBefore(end.getTime()));
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
