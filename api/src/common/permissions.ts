import type { Role } from '@petfoster/contracts';
import type { AuthUser } from '../auth/auth.decorators';
import { apiError, type CodeWithStatus } from './api-error';

/** A 403: `forbidden` by default, or a more precise code of the table whose status is 403. */
export const forbidden = (code: CodeWithStatus<403> = 'forbidden') => apiError(code);
export const notFound = () => apiError('not_found');

export function requireRole(user: AuthUser, role: Role): void {
  if (user.role !== role) throw forbidden();
}

/** A body id that the token decides: absent is fine, a different value is a 403 (ARCHITECTURE 3). */
export function requireSameId(bodyValue: number | undefined, tokenValue: number | undefined): void {
  if (bodyValue !== undefined && bodyValue !== tokenValue) throw forbidden();
}
