import { SetMetadata } from '@nestjs/common';

export const SESSION_ANSWER = 'petfoster:session-answer';

/** The field of an answer that carries a session token (POST /login, PUT /api/account/password). */
export const SESSION_TOKEN_FIELD = 'token';

/**
 * Marks a write whose answer hands its caller a new session token in `token` (the password change). The answer kept
 * for its Idempotency-Key never holds the token (see IdempotencyInterceptor): a repeat gets the kept answer with a
 * token issued at that moment for the caller, whom the guard has just authenticated.
 */
export const AnswersWithSession = () => SetMetadata(SESSION_ANSWER, true);

/**
 * The answer as it may be kept: without a session token, whatever the route (a route added later that forgets
 * AnswersWithSession loses the token on a repeat, rather than leaving a working bearer token in the table and its
 * backups for 24 hours).
 */
export function withoutSessionToken(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body) || !(SESSION_TOKEN_FIELD in body)) return body;
  const { [SESSION_TOKEN_FIELD]: _token, ...rest } = body as Record<string, unknown>;
  return rest;
}
