import { CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { catchError, from, mergeMap, Observable } from 'rxjs';
import type { AuthedRequest } from '../common/auth.decorators';
import { AuthService } from '../auth/auth.service';
import { AlreadyDone, idempotencyContext, type IdempotencyClaim } from './idempotency-context';
import { IdempotencyService, type PriorAnswer } from './idempotency.service';
import { SESSION_ANSWER, SESSION_TOKEN_FIELD, withoutSessionToken } from './session-answer';
import { apiError } from '../common/api-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\w-]{16,100}$/;
/**
 * A repeat of a committed write waits this long for the first attempt's answer (normally milliseconds away) before
 * computing it itself: by then the first attempt has most likely died (a retry follows a lost answer), and computing
 * it twice does no harm since the write is not done again.
 */
const WAIT_FOR_ANSWER_MS = 1000;
/**
 * Logging in changes nothing worth protecting: no key is kept for it at all. Nor for the two-factor steps, whose
 * answers are secrets (a TOTP secret, recovery codes, a session) that must not sit in the table for 24 hours
 * (docs/security.md#two-factor-sign-in); a repeat of a confirmation is refused as already done instead.
 */
const NOT_KEPT = new Set(['/login', '/login/mfa', '/api/account/2fa', '/api/account/2fa/confirm']);

/**
 * Writes (POST, PUT) sent with an Idempotency-Key (docs/decisions/idempotency.md; the platform client sends one per user action and
 * retries once after a network error or a 502/503/504): the first answer is kept for 24 hours per caller, and a
 * repeat gets the same status and body without the write being done again. See IdempotencyService for why a write
 * happens exactly once even when the process answering it is killed.
 *
 * A session token is never kept with an answer (withoutSessionToken): the table and its backups would hold a working
 * bearer token for 24 hours. The password change (AnswersWithSession) keeps its key all the same, rather than being
 * left out like /login: the key is what makes a repeat, even one racing the first attempt, a replay instead of a
 * second change (a second version bump would end the session the first answer opened, and a second notice mail would
 * go out); its repeat gets a token issued then for the caller.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly answers: IdempotencyService,
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<Request & Partial<AuthedRequest>>();
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (!['POST', 'PUT'].includes(request.method) || key === undefined || NOT_KEPT.has(request.path))
      return next.handle();
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw apiError('idempotency_key_invalid');
    const scope = request.user ? `user:${request.user.userId}` : 'anonymous';
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.originalUrl}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const status =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
      (request.method === 'POST' ? 201 : 200);
    const response = context.switchToHttp().getResponse<Response>();
    const sessionAnswer = this.reflector.get<boolean | undefined>(SESSION_ANSWER, context.getHandler()) === true;

    const handle = (replay?: { value: unknown }): Observable<unknown> => {
      const claim: IdempotencyClaim = { scope, key, fingerprint, status, claimed: false, closed: false, replay };
      if (replay) response.setHeader('Idempotent-Replayed', 'true');
      const handled = new Observable<unknown>((subscriber) =>
        // The handler and every promise it starts see the claim (DatabaseService.write reads it).
        idempotencyContext.run(claim, () => next.handle().subscribe(subscriber)),
      );
      return handled.pipe(
        mergeMap(async (body: unknown) => {
          claim.closed = true;
          // Kept already when the handler answers what its write stored as the answer, in the same transaction.
          const stored = claim.answer !== undefined && claim.answer.value === body;
          if (claim.claimed && !stored)
            await this.answers.remember(scope, key, status, withoutSessionToken(body)).catch(() => undefined);
          return body;
        }),
        catchError((error: unknown) => {
          claim.closed = true;
          if (error instanceof AlreadyDone) return repeat(null);
          return from(this.rememberError(claim, error));
        }),
      );
    };
    const repeat = (known: PriorAnswer | null): Observable<unknown> =>
      from(this.settled(known, fingerprint, scope, key)).pipe(
        mergeMap((prior) => {
          if (prior.statusCode !== null)
            return from(this.replay(prior, response, sessionAnswer ? request.user?.userId : undefined));
          // Committed, never answered (its process died in between): the handler runs again on the write's result.
          if (prior.writeResult) return handle(prior.writeResult);
          throw apiError('idempotency_in_progress');
        }),
      );

    return from(this.answers.prior(scope, key)).pipe(mergeMap((prior) => (prior ? repeat(prior) : handle())));
  }

  /** An error after the write committed (rare: a read after it failed) is kept too, so a repeat does not redo it. */
  private async rememberError(claim: IdempotencyClaim, error: unknown): Promise<never> {
    if (claim.claimed && error instanceof HttpException && error.getStatus() < 500) {
      const body = error.getResponse();
      await this.answers.remember(claim.scope, claim.key, error.getStatus(), body).catch(() => undefined);
    }
    throw error;
  }

  /** The committed attempt's row, once it holds the answer or after a short wait for it. */
  private async settled(
    known: PriorAnswer | null,
    fingerprint: string,
    scope: string,
    key: string,
  ): Promise<PriorAnswer> {
    let prior = known ?? (await this.answers.prior(scope, key));
    if (prior && prior.fingerprint !== fingerprint) throw apiError('idempotency_key_reused');
    const deadline = Date.now() + WAIT_FOR_ANSWER_MS;
    while (prior && prior.statusCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      prior = await this.answers.prior(scope, key);
    }
    // Gone: forgotten (24 hours) between two reads; the attempt that forgot it is the one to answer.
    if (!prior) throw apiError('idempotency_in_progress');
    return prior;
  }

  /** The kept answer; for a route that answers with a session, with a token issued now for `sessionUserId`. */
  private async replay(prior: PriorAnswer, response: Response, sessionUserId?: number): Promise<unknown> {
    response.setHeader('Idempotent-Replayed', 'true');
    if ((prior.statusCode as number) >= 400)
      throw new HttpException(prior.body as Record<string, unknown>, prior.statusCode as number);
    if (sessionUserId === undefined) return prior.body;
    const token = await this.auth.issueToken(sessionUserId);
    if (!token) throw apiError('unauthenticated');
    return { ...(prior.body as Record<string, unknown>), [SESSION_TOKEN_FIELD]: token };
  }
}
