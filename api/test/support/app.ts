import { DataSource } from 'typeorm';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { createApp, type AppOptions } from '../../src/app.factory';
import { createTestDatabase, type TestDbKind } from './database';
import { createApi, type Api } from './http';

export const TEST_JWT_SECRET = 'petfoster-test-secret-4f1c9a7e2b6d8c3a5e0f9b1d7a2c6e8f';
/**
 * The suite registers, logs in, submits and asks for password resets many times from 127.0.0.1; only the per-email
 * login limit stays real (test/mail/password-reset.e2e-spec.ts sets its own reset limits).
 */
export const TEST_THROTTLE = {
  loginPerIp: 100_000,
  registrationPerIp: 100_000,
  requestsPerUser: 100_000,
  invitationsPerAssociation: 100_000,
  resetPerEmail: 100_000,
  resetPerIp: 100_000,
  accountPerUser: 100_000,
  emailChangePerEmail: 100_000,
  publicApiPerIp: 100_000,
};

export interface TestApp {
  app: INestApplication;
  api: Api;
  uploadDir: string;
  dbKind: TestDbKind;
  databaseUrl: string;
  close(): Promise<void>;
}

export interface StartOptions extends Partial<AppOptions> {
  /** Open a second app on the database and upload dir of a running one (its close() leaves them in place). */
  reuseDatabaseOf?: TestApp;
}

/**
 * One isolated app per test file: its own database (a temp SQLite file or a fresh MariaDB database), its own
 * upload dir, a fixed JWT secret. The server listens on an ephemeral port so that parallel supertest calls share
 * it (supertest would otherwise try to listen once per request).
 */
export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const { reuseDatabaseOf, ...overrides } = options;
  if (reuseDatabaseOf)
    return startOn(reuseDatabaseOf.databaseUrl, reuseDatabaseOf.uploadDir, reuseDatabaseOf.dbKind, overrides);
  const workDir = await mkdtemp(join(tmpdir(), 'petfoster-test-'));
  const uploadDir = join(workDir, 'uploads');
  await mkdir(uploadDir, { recursive: true });
  const database = await createTestDatabase(workDir);
  const cleanup = async () => {
    await database.drop().catch(() => undefined);
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const started = await startOn(database.url, uploadDir, database.kind, overrides);
    return {
      ...started,
      close: async () => {
        await started.close();
        await cleanup();
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function startOn(
  databaseUrl: string,
  uploadDir: string,
  dbKind: TestDbKind,
  overrides: Partial<AppOptions>,
): Promise<TestApp> {
  const app = await createApp({
    databaseUrl,
    uploadDir,
    jwtSecret: TEST_JWT_SECRET,
    seedDemo: false,
    logger: false,
    webRoot: null,
    nodeEnv: 'test',
    throttle: TEST_THROTTLE,
    ...overrides,
  });
  try {
    await app.listen(0, '127.0.0.1');
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return {
    app,
    api: createApi(app.getHttpServer() as Server, app.get(DataSource)),
    uploadDir,
    dbKind,
    databaseUrl,
    close: async () => {
      await app.close();
    },
  };
}
