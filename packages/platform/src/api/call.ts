import {
  pathOf,
  type AnswerOf,
  type BodyOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from '@petfoster/contracts';
import type { ResponsePromise } from 'ky';
import { apiClient } from './client';

/*
 * The API client typed from the endpoint table of @petfoster/contracts: `call(ENDPOINTS.readAnimal, { params: { id } })`
 * sends what the table says (method, path, body, query) through `apiClient` (session token, Idempotency-Key,
 * retries and the 401 rule stay there) and answers the table's type. A body the endpoint's schema does not accept,
 * or a field its answer does not have, does not compile.
 */

type Has<T> = [T] extends [never] ? false : true;

/** What a call needs besides the endpoint; each part only where the endpoint has it. */
export type CallInput<E extends EndpointSpec> = (keyof ParamsOf<E> extends never
  ? { params?: never }
  : { params: ParamsOf<E> }) &
  (Has<BodyOf<E>> extends true ? { body: BodyOf<E> } : { body?: never }) &
  (Has<QueryOf<E>> extends true ? { query?: QueryOf<E> } : { query?: never }) & {
    /** Extra headers (logout names the token it ends rather than the session's). */
    headers?: Record<string, string>;
  };

/** The input may be left out when the endpoint needs nothing (no path parameter, no body). */
export type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Query parameters without the absent ones, so an empty query adds no '?' to the path. */
function searchParamsOf(query: Record<string, string | number | boolean | undefined> | undefined) {
  const given = Object.entries(query ?? {}).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '',
  );
  return given.length ? Object.fromEntries(given) : undefined;
}

/** The request, for the callers that read a header too (X-Total-Count of the lists); `.json()` is typed. */
export function send<E extends EndpointSpec>(endpoint: E, ...[input]: CallArgs<E>): ResponsePromise<AnswerOf<E>> {
  const { params, body, query, headers } = (input ?? {}) as {
    params?: Record<string, number | string>;
    body?: unknown;
    query?: Record<string, string | number | boolean | undefined>;
    headers?: Record<string, string>;
  };
  return apiClient<AnswerOf<E>>(pathOf(endpoint.path, params), {
    method: endpoint.method,
    json: body,
    searchParams: searchParamsOf(query),
    headers,
  });
}

/** The endpoint's answer; undefined for the ones that answer without a body (204, or a 202 without one). */
export async function call<E extends EndpointSpec>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
  const answer = await send(endpoint, ...args).json();
  // ky reads an empty body as ''.
  return (answer === '' ? undefined : answer) as AnswerOf<E>;
}
