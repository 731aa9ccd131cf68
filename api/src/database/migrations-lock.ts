import type { DataSource, Migration } from 'typeorm';

/** One name for every replica: MySQL/MariaDB locks are per server, named, and end with the session that holds them. */
const LOCK_NAME = 'petfoster:migrations';
/** How long a replica waits for another one's migrations (a first deployment on a large database can be slow). */
const LOCK_WAIT_SECONDS = 600;

/**
 * Applies the pending migrations once however many replicas start together (docs/decisions/stateless-api.md). On MySQL/MariaDB every
 * replica takes the named lock GET_LOCK on its own connection first: the first one migrates, the others wait, then
 * find nothing pending. A replica that dies while migrating loses the lock with its connection, and MySQL rolls
 * back what its open transaction did. SQLite is one file behind one process's write queue: no lock needed.
 */
export async function runMigrationsOnce(dataSource: DataSource): Promise<Migration[]> {
  // 'all' on SQLite, 'each' on MySQL (data-source-options.ts): MySQL commits DDL implicitly anyway.
  const migrate = () =>
    dataSource.runMigrations({ transaction: dataSource.options.migrationsTransactionMode ?? 'all' });
  if (dataSource.options.type !== 'mysql') return migrate();
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    const [row]: { got: number | string | null }[] = await runner.query('SELECT GET_LOCK(?, ?) AS got', [
      LOCK_NAME,
      LOCK_WAIT_SECONDS,
    ]);
    if (Number(row?.got) !== 1)
      throw new Error(
        `Migrations : verrou ${LOCK_NAME} non obtenu en ${LOCK_WAIT_SECONDS} s (une autre instance migre).`,
      );
    try {
      return await migrate();
    } finally {
      await runner.query('SELECT RELEASE_LOCK(?)', [LOCK_NAME]);
    }
  } finally {
    await runner.release();
  }
}
