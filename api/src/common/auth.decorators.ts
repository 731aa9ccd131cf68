import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AnyAccessUser } from '@petfoster/contracts';

/**
 * The verified token of the caller: a family with its familyId, an association with its associationId, or a platform
 * administrator (docs/administration.md), and the user's token version when the token was issued (claim `tv`; a
 * logout makes it stale).
 */
export type AuthUser = AnyAccessUser & { tokenVersion?: number };

/**
 * `mfaSetup`: on the two setup routes only, the account that an association's rule stopped at sign-in, proved by the
 * mfa_token of POST /login sent as a bearer token (docs/security.md#two-factor-sign-in). Never a session.
 */
export type AuthedRequest = { user?: AuthUser; mfaSetup?: { userId: number; token: string } };

/** @CurrentUser() user: AuthUser on protected routes; AuthUser | undefined on public ones (a valid token is still read there). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthedRequest>().user;
});

/** @MfaSetupCaller() on the two-factor setup routes: the account of a setup mfa_token, when no session was sent. */
export const MfaSetupCaller = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthedRequest>().mfaSetup;
});
