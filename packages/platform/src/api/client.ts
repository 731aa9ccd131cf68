import ky, { HTTPError, type KyInstance } from 'ky';
import { sessionStore } from '../session/session-store';

/** Same origin: the gateway (or the dev server proxy) serves /api and /login beside the front ends. */
export function apiBaseUrl(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : 'http://localhost';
}

export const apiClient: KyInstance = ky.create({
  prefixUrl: apiBaseUrl(),
  timeout: false, // SPEC 7: the HTTP client has no timeout
  retry: 0, // writes are not idempotent and the UI reports failures itself
  throwHttpErrors: true,
  hooks: {
    beforeRequest: [
      (request) => {
        const { token } = sessionStore.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
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

export { HTTPError };
