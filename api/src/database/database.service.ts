import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Animal } from '../animals/entities/animal.entity';

@Injectable()
export class DatabaseService {
  /** Tail of the SQLite write queue (see write()). */
  private sqliteQueue: Promise<unknown> = Promise.resolve();
  private writes = 0;
  readonly isSqlite: boolean;

  constructor(@InjectDataSource() readonly dataSource: DataSource) {
    this.isSqlite = dataSource.options.type === 'better-sqlite3';
  }

  /**
   * Runs fn in one transaction. TypeORM gives SQLite a single shared connection, so two overlapping transactions
   * would silently nest as savepoints; queueing them makes every write atomic and serialised, which is also what
   * makes check-then-act sequences (duplicate request, double approval) safe there. MySQL uses real row locks.
   */
  write<T>(fn: (manager: EntityManager) => Promise<T>): Promise<T> {
    const run = this.isSqlite
      ? this.sqliteQueue.then(() => this.dataSource.transaction(fn))
      : this.dataSource.transaction('READ COMMITTED', fn);
    if (this.isSqlite) this.sqliteQueue = run.catch(() => undefined);
    // Bumped when the transaction ends (committed or not): read caches keyed on it drop what they saw before.
    const done = () => {
      this.writes += 1;
    };
    return run.then(
      (value) => {
        done();
        return value;
      },
      (error: unknown) => {
        done();
        throw error;
      },
    );
  }

  /** Changes every time a write of this process ends (see AnimalsService totals). */
  get writeGeneration(): number {
    return this.writes;
  }

  /** Locks the animal row until the transaction ends (MySQL); SQLite is already serialised by write(). */
  lockAnimal(manager: EntityManager, animalId: number): Promise<Animal | null> {
    const query = manager
      .createQueryBuilder(Animal, 'a')
      .select(['a.id', 'a.association_id', 'a.name'])
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
