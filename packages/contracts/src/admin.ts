/**
 * Platform administration (docs/administration.md): the audit log of what platform administrators do. Every
 * administrator action writes an entry in the transaction of the action itself; administrators read the log, nobody
 * edits it.
 */

/** What an entry records. `admin.created` and `admin.password_reset` come from the server's command (no actor). */
export const ADMIN_AUDIT_ACTIONS = [
  'admin.created',
  'admin.password_reset',
  'admin.signed_in',
  'verification.approved',
  'verification.rejected',
  'report.dismissed',
  'message.hidden',
  'animal.hidden',
  'account.suspended',
  'account.unsuspended',
] as const;
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number];

/** What an entry is about. */
export const ADMIN_AUDIT_TARGETS = ['user', 'verification', 'report', 'message', 'animal'] as const;
export type AdminAuditTarget = (typeof ADMIN_AUDIT_TARGETS)[number];

export const ADMIN_AUDIT_PAGE_DEFAULT = 50;
export const ADMIN_AUDIT_PAGE_MAX = 100;

/** Details as stored: a few plain values, never a password, hash, token or code. */
export type AdminAuditDetails = Record<string, string | number | boolean | null>;

/** One entry of GET /api/admin/audit-log, newest first. `admin_user_id` is null for the server's command. */
export interface AdminAuditEntry {
  id: number;
  admin_user_id: number | null;
  action: AdminAuditAction;
  target_type: AdminAuditTarget | null;
  target_id: number | null;
  details: AdminAuditDetails;
  created_at: string;
}

/** What the audit log screen ('Journal d'audit') says of each action. */
export const ADMIN_AUDIT_ACTION_LABELS: Record<AdminAuditAction, string> = {
  'admin.created': 'Administrateur créé',
  'admin.password_reset': 'Mot de passe d’administrateur réinitialisé',
  'admin.signed_in': 'Connexion d’un administrateur',
  'verification.approved': 'Vérification approuvée',
  'verification.rejected': 'Vérification refusée',
  'report.dismissed': 'Signalement classé sans suite',
  'message.hidden': 'Message masqué',
  'animal.hidden': 'Animal masqué',
  'account.suspended': 'Compte suspendu',
  'account.unsuspended': 'Compte rétabli',
};

/** What an entry is about, as the audit log screen names it ('Compte n° 12'). */
export const ADMIN_AUDIT_TARGET_LABELS: Record<AdminAuditTarget, string> = {
  user: 'Compte',
  verification: 'Demande de vérification',
  report: 'Signalement',
  message: 'Message',
  animal: 'Animal',
};
