import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { totpCode } from '../../src/auth/two-factor/totp';
import { TEST_JWT_SECRET, type TestApp } from '../support/app';
import { decodeJwt } from '../support/jwt';
import { expectStatus } from '../support/http';
import type { Session } from '../support/fixtures';

/** The built command (npm run build -w api): the tests run it as the operator does, as a process of its own. */
const CREATE_ADMIN = join(__dirname, '../../dist/admin/create-admin.js');

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `ADMIN_PASSWORD=… node dist/admin/create-admin.js …args` against the test app's database. `password` undefined:
 * no ADMIN_PASSWORD at all.
 */
export function createAdminCommand(t: TestApp, args: string[], password: string | undefined): Promise<CommandResult> {
  if (!existsSync(CREATE_ADMIN)) throw new Error(`${CREATE_ADMIN} is missing: run npm run build -w api first`);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    ...(password === undefined ? {} : { ADMIN_PASSWORD: password }),
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [CREATE_ADMIN, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr) });
    });
  });
}

/** A strong password no list refuses. */
export const ADMIN_PASSWORD = 'Gardien7Plateforme9';

/** The app's code `offset` steps of 30 s from now. */
export const codeAt = (secret: string, offset: number) => totpCode(secret, Date.now() + offset * 30_000);

export interface AdminSession extends Session {
  email: string;
  secret: string;
}

/**
 * A platform administrator made by the command, signed in for the first time: the password step answers a setup
 * mfa_token, which sets up the app's secret and, with a first code, gives the session.
 */
export async function createAdmin(t: TestApp, email: string, password = ADMIN_PASSWORD): Promise<AdminSession> {
  const made = await createAdminCommand(t, ['--email', email], password);
  if (made.code !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  const login = await t.api.anon.post('/login', { email, password });
  expectStatus(login, 200);
  const setup = await t.api.as(login.body.mfa_token).post('/api/account/2fa', {});
  expectStatus(setup, 200);
  const confirm = await t.api
    .as(login.body.mfa_token)
    .post('/api/account/2fa/confirm', { code: codeAt(setup.body.secret, -1) });
  expectStatus(confirm, 200);
  const token = confirm.body.token as string;
  return { token, role: 'admin', userId: Number(decodeJwt(token).payload.userId), email, secret: setup.body.secret };
}
