import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@petfoster/contracts';

export const IS_PUBLIC = 'isPublic';
/** Opts a route out of the global JWT guard (a valid token is still read when present). */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** The verified token of the caller. */
export interface AuthUser {
  role: Role;
  userId: number;
  associationId?: number;
  familyId?: number;
  /** The user's token version when the token was issued (claim `tv`); a logout makes it stale. */
  tokenVersion?: number;
}

export type AuthedRequest = { user?: AuthUser };

/** @CurrentUser() user: AuthUser on protected routes; AuthUser | undefined on @Public() ones. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return context.switchToHttp().getRequest<AuthedRequest>().user;
});
