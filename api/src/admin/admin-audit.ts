import type { AdminAuditAction, AdminAuditDetails, AdminAuditEntry, AdminAuditTarget } from '@petfoster/contracts';
import type { EntityManager } from 'typeorm';
import { AdminAuditRow } from '../data-model/admin-audit.entity';

/** What an administrator action records (docs/administration.md#audit-log). */
export interface AdminAuditRecord {
  /** The administrator who acted; null for the server's command. */
  adminUserId: number | null;
  action: AdminAuditAction;
  target?: { type: AdminAuditTarget; id: number };
  /** Plain values that say what changed; never a password, hash, token or code. */
  details?: AdminAuditDetails;
}

/**
 * The writing side of the audit log: every administrator action calls `record` with the manager of its own
 * transaction, so that the action and its entry commit or roll back together. There is no update nor delete here or
 * anywhere in the application (docs/administration.md#audit-log).
 */
export const AdminAudit = {
  async record(manager: EntityManager, entry: AdminAuditRecord): Promise<void> {
    await manager.getRepository(AdminAuditRow).insert({
      admin_user_id: entry.adminUserId,
      action: entry.action,
      target_type: entry.target?.type ?? null,
      target_id: entry.target?.id ?? null,
      details: JSON.stringify(entry.details ?? {}),
      created_at: new Date(),
    });
  },
};

/** An entry as the API answers it. */
export function presentAdminAudit(row: AdminAuditRow): AdminAuditEntry {
  return {
    id: row.id,
    admin_user_id: row.admin_user_id === null ? null : Number(row.admin_user_id),
    action: row.action as AdminAuditAction,
    target_type: row.target_type as AdminAuditTarget | null,
    target_id: row.target_id === null ? null : Number(row.target_id),
    details: JSON.parse(row.details) as AdminAuditDetails,
    created_at: new Date(row.created_at).toISOString(),
  };
}
