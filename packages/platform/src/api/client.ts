import ky, { HTTPError, type KyInstance } from 'ky';
import type { ApiErrorCode } from '@petfoster/contracts';
import { sessionStore } from '../session/session-store';

/** Same origin: the gateway (or the dev server proxy) serves /api and /login beside the front ends. */
export function apiBaseUrl(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

/** The header that makes a write safe to send twice (docs/decisions/stateless-api.md): the API answers a repeat without doing it again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const WRITE_METHODS = ['POST', 'PUT'];

/** A random id per user action (crypto.randomUUID needs a secure context: plain http on a LAN address has none). */
function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const apiClient: KyInstance = ky.create({
  prefixUrl: apiBaseUrl(),
  timeout: false, // docs/product.md#calls: the HTTP client has no timeout
  // A write whose answer was lost (network error, or the gateway's 502/503/504 for an instance that died under it)
  // is sent once more with the same Idempotency-Key: the API stored the first answer and replays it, or does the
  // write now if the first attempt never committed. Reads are not retried (the screens offer 'Réessayer').
  retry: { limit: 1, methods: ['post', 'put'], statusCodes: [502, 503, 504], afterStatusCodes: [], backoffLimit: 500 },
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = sessionStore.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        // Set once per call: a retry reuses the request, and so the key.
        if (WRITE_METHODS.includes(request.method) && !request.headers.has(IDEMPOTENCY_HEADER))
          request.headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey());
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        // A token the API refuses (expired, or its account deleted elsewhere) is a session that has ended.
        const sent = request.headers.get('Authorization');
        const { token } = sessionStore.getState();
        if (response.status === 401 && sent && token && sent === `Bearer ${token}`) sessionStore.getState().logout();
      },
    ],
  },
});

/** HTTP status of a failed call, or undefined for network errors and non-HTTP failures. */
export function httpStatus(error: unknown): number | undefined {
  if (error instanceof HTTPError) return error.response.status;
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The API's `message` field (ARCHITECTURE 3), joined when it is a list; undefined when absent or unreadable. */
export async function serverMessage(error: unknown): Promise<string | undefined> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response || typeof response.clone !== 'function') return undefined;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body?.message === 'string') return body.message;
    if (Array.isArray(body?.message)) return body.message.filter((m) => typeof m === 'string').join('\n') || undefined;
  } catch {
    // not JSON: nothing to show
  }
  return undefined;
}

/**
 * The API's `code` (contracts' API_ERROR_CODES): what a screen branches on, never the French text, which may change.
 * Undefined for network errors and answers without one.
 */
export async function serverCode(error: unknown): Promise<ApiErrorCode | undefined> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response || typeof response.clone !== 'function') return undefined;
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return typeof body?.code === 'string' ? (body.code as ApiErrorCode) : undefined;
  } catch {
    return undefined;
  }
}

/** What a 400 said: the messages tied to a field, and the others (shown above the form's buttons). */
export interface ServerErrors {
  fields: Record<string, string>;
  general: string[];
}

/**
 * The API's reasons for refusing a form (docs/behaviour.md): `fields` maps a field to its message; the messages that name
 * no field are general. Undefined for anything but a readable 400.
 */
export async function serverErrors(error: unknown): Promise<ServerErrors | undefined> {
  if (httpStatus(error) !== 400) return undefined;
  const response = (error as { response?: Response } | null)?.response;
  if (!response || typeof response.clone !== 'function') return undefined;
  try {
    const body = (await response.clone().json()) as { message?: unknown; fields?: unknown };
    const fields: Record<string, string> = {};
    if (body.fields && typeof body.fields === 'object') {
      for (const [key, value] of Object.entries(body.fields)) if (typeof value === 'string') fields[key] = value;
    }
    const messages = Array.isArray(body.message) ? body.message : [body.message];
    const tied = new Set(Object.values(fields));
    const general = messages.filter((m): m is string => typeof m === 'string' && !tied.has(m));
    return { fields, general };
  } catch {
    return undefined;
  }
}

export { HTTPError };
