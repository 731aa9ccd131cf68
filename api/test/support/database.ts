import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';

export type TestDbKind = 'sqlite' | 'mariadb';

export function testDbKind(): TestDbKind {
  const kind = (process.env.TEST_DB ?? 'sqlite').toLowerCase();
  if (kind !== 'sqlite' && kind !== 'mariadb') throw new Error(`TEST_DB must be sqlite or mariadb, got "${kind}"`);
  return kind;
}

/** Server URL without a database; the suite creates one database per test file on it. */
export const MARIADB_SERVER_URL = process.env.TEST_MARIADB_URL ?? 'mysql://root@127.0.0.1:3306';

export interface TestDatabase {
  kind: TestDbKind;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(workDir: string): Promise<TestDatabase> {
  const kind = testDbKind();
  if (kind === 'sqlite') {
    // The file lives in the per-file temp dir, which teardown removes.
    return { kind, url: `sqlite:${join(workDir, 'petfoster-test.sqlite')}`, drop: async () => undefined };
  }
  const name = `petfoster_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(MARIADB_SERVER_URL);
  try {
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  } finally {
    await admin.end();
  }
  return {
    kind,
    url: `${MARIADB_SERVER_URL.replace(/\/$/, '')}/${name}`,
    drop: async () => {
      const conn = await createConnection(MARIADB_SERVER_URL);
      try {
        await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      } finally {
        await conn.end();
      }
    },
  };
}
