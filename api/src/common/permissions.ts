import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { API_MESSAGES, Role } from '@petfoster/contracts';
import type { AuthUser } from './auth.decorators';

export const forbidden = (message: string = API_MESSAGES.forbidden) => new ForbiddenException(message);
export const notFound = () => new NotFoundException(API_MESSAGES.notFound);

export function requireRole(user: AuthUser, role: Role): void {
  if (user.role !== role) throw forbidden();
}

/** A body id that the token decides: absent is fine, a different value is a 403 (ARCHITECTURE 3). */
export function requireSameId(bodyValue: number | undefined, tokenValue: number | undefined): void {
  if (bodyValue !== undefined && bodyValue !== tokenValue) throw forbidden();
}
