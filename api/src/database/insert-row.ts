import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/**
 * Inserts one row and returns its generated id, in one statement. TypeORM's insert() follows an INSERT with a SELECT
 * of the columns that have a default (neither SQLite nor MySQL returns them), even when the values were given: on a
 * hot write the caller gives every value it needs and this skips that read.
 */
export async function insertRow<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  values: QueryDeepPartialEntity<E>,
): Promise<number> {
  const result = await manager.createQueryBuilder().insert().into(target).values(values).updateEntity(false).execute();
  // better-sqlite3 answers the new rowid, mysql2 a result header holding it.
  const raw = result.raw as number | bigint | { insertId: number | string };
  return Number(typeof raw === 'object' ? raw.insertId : raw);
}
