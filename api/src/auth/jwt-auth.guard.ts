import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { ASSOCIATION_ROLES, isPublicAction, ROLES, type AccessAction } from '@petfoster/contracts';
import type { Request } from 'express';
import { AuthService } from './auth.service';
import { actionOf } from '../common/access.decorator';
import { AuthedRequest, AuthUser } from '../common/auth.decorators';
import { apiError } from '../common/api-error';
import { MfaChallenges } from './two-factor/challenges';

/**
 * The only routes a setup mfa_token opens (docs/security.md#two-factor-sign-in): it is not a JWT, so it never passes
 * for a session anywhere, and here it names the account without giving it one.
 */
const MFA_SETUP_ACTIONS: ReadonlySet<AccessAction> = new Set(['account.twoFactor.start', 'account.twoFactor.confirm']);
const BEARER = /^Bearer\s+([A-Za-z0-9_.-]+)\s*$/i;

const positiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

function asAuthUser(payload: Record<string, unknown>): AuthUser | null {
  if (!positiveInt(payload.userId)) return null;
  // Tokens issued before versions existed carry none: they count as version 0, valid until the first logout.
  const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
  if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion) || tokenVersion < 0) return null;
  // The member role is read again from the database by AuthService.current (a token issued before teams has none).
  if (payload.role === ROLES.association && positiveInt(payload.associationId))
    return {
      role: ROLES.association,
      userId: payload.userId,
      associationId: payload.associationId,
      associationRole: ASSOCIATION_ROLES.admin,
      tokenVersion,
    };
  if (payload.role === ROLES.family && positiveInt(payload.familyId))
    return { role: ROLES.family, userId: payload.userId, familyId: payload.familyId, tokenVersion };
  // An administrator's session is issued after the second factor only, and says so (docs/administration.md).
  if (payload.role === ROLES.admin && payload.mfa === true)
    return { role: ROLES.admin, userId: payload.userId, tokenVersion };
  return null;
}

/**
 * Global guard: every route declares its action (@Access) and needs a valid HS256 token of an existing user unless
 * the access policy opens the action to anyone. A route without an action is refused (the boot check already stops
 * an app that has one; this is the second lock).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly auth: AuthService,
    private readonly challenges: MfaChallenges,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = actionOf(this.reflector, context);
    if (!action) throw apiError('forbidden');
    const isPublic = isPublicAction(action);
    const request = context.switchToHttp().getRequest<Request & AuthedRequest>();
    const signedIn = await this.authenticate(request.headers.authorization);
    // An administrator is neither a family nor an association: on a public route its token counts as none, so that
    // no service meets a caller it was not written for (docs/administration.md#roles).
    const user = signedIn?.role === ROLES.admin && isPublic ? null : signedIn;
    if (user) request.user = user;
    else if (MFA_SETUP_ACTIONS.has(action)) {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      const challenge = token ? await this.challenges.find(token, 'setup') : null;
      if (challenge && token) request.mfaSetup = { userId: challenge.user_id, token };
      else throw apiError('unauthenticated');
    }
    if (!user && !isPublic && !request.mfaSetup) throw apiError('unauthenticated');
    return true;
  }

  private async authenticate(header: string | undefined): Promise<AuthUser | null> {
    const token = BEARER.exec(header ?? '')?.[1];
    if (!token) return null;
    let payload: Record<string, unknown>;
    try {
      payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, { algorithms: ['HS256'], maxAge: '24h' });
    } catch {
      return null;
    }
    const user = asAuthUser(payload);
    return user ? this.auth.current(user) : null;
  }
}
