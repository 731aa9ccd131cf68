import * as z from 'zod/mini';
import { ADMIN_AUDIT_PAGE_MAX } from '../admin';
import { digits } from './activity';
import { choosePassword, email } from './accounts';
import type { Field } from './fields';

/** GET /api/admin/audit-log (docs/administration.md#audit-log): paging, newest first. */
export const adminAuditQuerySchema = z.object({
  limit: digits(1, ADMIN_AUDIT_PAGE_MAX, `Le paramètre limit doit être un entier entre 1 et ${ADMIN_AUDIT_PAGE_MAX}`),
  offset: digits(0, 1_000_000_000, 'Le paramètre offset doit être un entier positif'),
});
export type AdminAuditQuery = z.output<typeof adminAuditQuerySchema>;

/**
 * What the server's command `admin:create` reads (docs/administration.md#creating-an-administrator): an e-mail and
 * a password chosen by the registration rules (docs/product.md#validation); the API adds the common-password list.
 */
export function adminAccount(password: Field<string> = choosePassword()) {
  return z.object({ email, password });
}
export type AdminAccountInput = z.output<ReturnType<typeof adminAccount>>;
