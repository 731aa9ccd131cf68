import type { DataSource } from 'typeorm';
import { Association } from '../../src/data-model/association.entity';
import type { Server } from 'node:http';
import request, { type Response, type Test } from 'supertest';

/** How many responses went through the safety check; lets a suite prove the check really ran. */
export const safetyStats = { checked: 0 };

function findPasswordKey(value: unknown, path = '$'): string | undefined {
  if (Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findPasswordKey(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (/pass(word)?|hash/i.test(key)) return `${path}.${key}`;
      const found = findPasswordKey(child, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Runs on every response the suite receives: no password or hash ever leaves the API, and no input the
 * tests send may cause a server error (ARCHITECTURE 3: never a 500 for bad input).
 */
export function assertSafeResponse(res: Response): void {
  safetyStats.checked++;
  const req = (res as unknown as { req?: { method?: string; path?: string } }).req;
  const where = `${req?.method ?? '?'} ${req?.path ?? '?'}`;
  if (res.status >= 500) throw new Error(`${where} answered ${res.status}: ${res.text?.slice(0, 2000)}`);
  const text = typeof res.text === 'string' ? res.text : '';
  if (text.includes('$argon2')) throw new Error(`${where} leaked an argon2 hash: ${text.slice(0, 500)}`);
  // The OpenAPI document describes the password fields of the request bodies; it holds no one's data.
  if (req?.path === '/api/docs-json') return;
  // A 400's `fields` names the fields in error (password among them) with the French message for each: the
  // names are not data, but the messages must be plain strings that echo nothing of the input.
  const { fields, ...rest } = (
    res.body && typeof res.body === 'object' && !Array.isArray(res.body) ? res.body : {}
  ) as { fields?: Record<string, unknown> };
  if (fields !== undefined) {
    if (res.status !== 400 || Object.values(fields).some((message) => typeof message !== 'string')) {
      throw new Error(`${where} sent an unexpected fields map: ${text.slice(0, 500)}`);
    }
  }
  const checked = fields === undefined ? text : JSON.stringify(rest);
  if (/"[^"]*password[^"]*"\s*:/i.test(checked))
    throw new Error(`${where} sent a password field: ${checked.slice(0, 500)}`);
  const key = findPasswordKey(fields === undefined ? res.body : rest);
  if (key) throw new Error(`${where} sent a password/hash field at ${key}`);
}

export interface Client {
  get(url: string): Test;
  post(url: string, body?: unknown): Test;
  put(url: string, body?: unknown): Test;
  patch(url: string, body?: unknown): Test;
  delete(url: string): Test;
}

export interface Api {
  anon: Client;
  /** A client sending `Authorization: Bearer <token>`. */
  as(token: string): Client;
  /** A client sending a raw Authorization header (for malformed-token tests). */
  withAuthorization(header: string): Client;
  /**
   * Marks an association verified as the platform's administrators' approval does (docs/product.md#verified-associations),
   * for the tests whose subject is something else; absent where the test has no database at hand.
   */
  verifyAssociation?(associationId: number): Promise<void>;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export function createApi(server: Server, database?: DataSource): Api {
  const client = (authorization?: string): Client => {
    const make = (method: Method, url: string, body?: unknown): Test => {
      let test = request(server)[method](url);
      if (authorization) test = test.set('Authorization', authorization);
      test = test.expect(assertSafeResponse);
      if (body !== undefined) test = test.send(body as object);
      return test;
    };
    return {
      get: (url) => make('get', url),
      post: (url, body) => make('post', url, body),
      put: (url, body) => make('put', url, body),
      patch: (url, body) => make('patch', url, body),
      delete: (url) => make('delete', url),
    };
  };
  return {
    anon: client(),
    as: (token) => client(`Bearer ${token}`),
    withAuthorization: (header) => client(header),
    ...(database
      ? {
          verifyAssociation: async (associationId: number) => {
            await database.getRepository(Association).update({ id: associationId }, { verified_at: new Date() });
          },
        }
      : {}),
  };
}

/** The `message` of an error body as a list (Nest answers a string or an array). */
export function messagesOf(res: Response): string[] {
  const message = (res.body as { message?: unknown } | undefined)?.message;
  if (Array.isArray(message)) return message.map(String);
  if (typeof message === 'string') return [message];
  return [];
}

// Words a default (English) framework message would contain; French texts never do.
const ENGLISH_MARKERS =
  /\b(must|should|property|expected|unexpected|invalid|is not|not allowed|required|bad request|unauthorized|forbidden|not found|position|conflict|too large|entity)\b/i;

/** Asserts an error answer with the given status whose messages are all French (non-empty, no English wording). */
export function expectFrenchError(res: Response, status: number): string[] {
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${res.text?.slice(0, 1000)}`);
  }
  const messages = messagesOf(res);
  if (messages.length === 0) throw new Error(`no message in ${status} answer: ${res.text}`);
  for (const message of messages) {
    if (!message.trim() || ENGLISH_MARKERS.test(message)) {
      throw new Error(`message is not French: "${message}" (all: ${JSON.stringify(messages)})`);
    }
  }
  return messages;
}

/** Asserts the one status the contract gives, with a readable failure that includes the body. */
export function expectStatus(res: Response, status: number): void {
  if (res.status !== status) {
    throw new Error(`expected ${status}, got ${res.status}: ${res.text?.slice(0, 1000)}`);
  }
}

/**
 * Only for genuine races (requests submitted while the animal is being approved): which of the statuses comes back
 * depends on the order the database serialises them in, not on a defect. Everything else uses expectStatus.
 */
export function expectRaceStatus(res: Response, statuses: readonly number[]): void {
  if (!statuses.includes(res.status)) {
    throw new Error(`expected one of ${statuses.join(', ')} (race), got ${res.status}: ${res.text?.slice(0, 1000)}`);
  }
}

/** Owner-only routes: the same request is a 403 for each outsider token and a 401 without a token. */
export async function expectOwnerOnly(
  api: Api,
  outsiderTokens: string[],
  send: (client: Client) => Test,
): Promise<void> {
  for (const token of outsiderTokens) expectStatus(await send(api.as(token)), 403);
  expectStatus(await send(api.anon), 401);
}
