import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { AccessUser } from '@petfoster/contracts';

/**
 * The verified token of the caller: a family with its familyId or an association with its associationId, and the
 * user's token version when the token was issued (claim `tv`; a logout makes it stale).
 */
export type AuthUser = AccessUser & { tokenVersion?: number };

export type AuthedRequest = { user?: AuthUser };

/** @CurrentUser() user: AuthUser on protected routes; AuthUser | undefined on public ones (a valid token is still read there). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthedRequest>().user;
});
