import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Animal } from '../data-model/animal.entity';

/**
 * Bookkeeping that a write's own transaction carries (the Idempotency-Key journal, docs/decisions/idempotency.md): what it writes commits
 * or rolls back with the write.
 */
export interface WriteJournal {
  /** Outside any transaction: a result this write already committed in an earlier attempt, returned as it was. */
  replay(): { value: unknown } | undefined;
  /** First inside the transaction. Throwing stops the write. */
  begin(manager: EntityManager): Promise<void>;
  /**
   * Last inside the transaction, with the write's result; `isAnswer` when that result is also what the caller
   * answers (WriteOptions.answer).
   */
  end(manager: EntityManager, value: unknown, isAnswer: boolean): Promise<void>;
}

export interface WriteOptions {
  /**
   * The write's result is the very answer its caller sends (the handler returns it unchanged): the journal keeps it
   * as the answer inside the transaction, so that nothing is written after the commit.
   */
  answer?: boolean;
}

@Injectable()
export class DatabaseService {
  /** Tail of the SQLite write queue (see write()). */
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  private writes = 0;
  /** Callbacks to run once the transaction of a manager has committed (see afterCommit()). */
  private readonly committed = new WeakMap<EntityManager, Array<() => void>>();
  private journal: WriteJournal | undefined;
  /** Awaited after every write, before its caller goes on (see onWriteEnded()). */
  private readonly writeListeners: Array<() => Promise<unknown> | unknown> = [];
  readonly isSqlite: boolean;

  constructor(@InjectDataSource() readonly dataSource: DataSource) {
    this.isSqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Runs fn in one transaction. TypeORM gives SQLite a single shared connection, so two overlapping transactions
   * would silently nest as savepoints; queueing them makes every write atomic and serialised, which is also what
   * makes check-then-act sequences (duplicate request, double approval) safe there. MySQL uses real row locks, at
   * READ COMMITTED (set on each connection as it opens: data-source-options.ts), so that a read after a row lock sees
   * what the lock's previous holder committed.
   */
  write<T>(fn: (manager: EntityManager) => Promise<T>, { answer = false }: WriteOptions = {}): Promise<T> {
    // Done and committed by an attempt that died before answering: its result, and nothing done again.
    const replayed = this.journal?.replay();
    if (replayed) return Promise.resolve(replayed.value as T);
    let used: EntityManager | undefined;
    const body = async (manager: EntityManager) => {
      used = manager;
      await this.journal?.begin(manager);
      const value = await fn(manager);
      await this.journal?.end(manager, value, answer);
      return value;
    };
    const run = this.isSqlite
      ? this.sqliteQueue.then(() => this.dataSource.transaction(body))
      : this.dataSource.transaction(body);
    if (this.isSqlite) this.sqliteQueue = run.catch(() => undefined);
    // Bumped when the transaction ends (committed or not): read caches keyed on it drop what they saw before.
    const done = () => {
      this.writes += 1;
    };
    return run.then(
      async (value) => {
        done();
        const callbacks = used ? this.committed.get(used) : undefined;
        if (used) this.committed.delete(used);
        for (const callback of callbacks ?? []) callback();
        await this.writeEnded();
        return value;
      },
      async (error: unknown) => {
        done();
        if (used) this.committed.delete(used);
        await this.writeEnded();
        throw error;
      },
    );
  }

  /** Registers the journal that every write's transaction carries (one: the Idempotency-Key journal). */
  useJournal(journal: WriteJournal): void {
    this.journal = journal;
  }

  /**
   * Registers work to finish after every write and before its answer leaves (shared caches of other replicas learn
   * of the change first). A listener's failure never fails the write.
   */
  onWriteEnded(listener: () => Promise<unknown> | unknown): void {
    this.writeListeners.push(listener);
  }

  private async writeEnded(): Promise<void> {
    for (const listener of this.writeListeners) {
      try {
        await listener();
      } catch {
        // A cache that cannot be told expires by itself (see ListTotals).
      }
    }
  }

  /**
   * Runs `callback` once the write() transaction that `manager` belongs to has committed, never if it rolls back:
   * the outbox nudges its worker this way, so a mail leaves right after its row is visible to other connections.
   */
  afterCommit(manager: EntityManager, callback: () => void): void {
    const list = this.committed.get(manager) ?? [];
    list.push(callback);
    this.committed.set(manager, list);
  }

  /** Changes every time a write of this process ends (see the CatalogueQueries totals). */
  get writeGeneration(): number {
    return this.writes;
  }

  /** Locks the animal row until the transaction ends (MySQL); SQLite is already serialised by write(). */
  lockAnimal(manager: EntityManager, animalId: number): Promise<Animal | null> {
    const query = manager
      .createQueryBuilder(Animal, 'a')
      .select(['a.id', 'a.association_id', 'a.name', 'a.adopted_at', 'a.hidden_at'])
      .where('a.id = :animalId', { animalId });
    if (!this.isSqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  async ping(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }
}
