import type { Role } from './enums';
import type { Verification } from './verification';

/*
 * Moderation (docs/administration.md#moderation): the platform administrators' queues (associations asking for
 * verification, reports about messages, animals and associations) and their actions (approve or reject a
 * verification, dismiss a report, hide a message or an animal, suspend or reinstate an account), each one written in
 * the audit log; and the French texts of the API, the mails and the moderation screens.
 */

export const MODERATION_LIMITS = {
  /** A report's reason, and an administrator's reason for a rejection, a hiding or a suspension. */
  reasonMax: 1000,
  /** Entries per page of the administrators' queues, and the default. */
  pageMax: 100,
  pageDefault: 50,
  /** Messages of the conversation shown before a reported message, for its context. */
  contextMessages: 5,
} as const;

/** What can be reported: a message (POST /api/messages/{id}/report), an animal or an association. */
export const REPORT_TARGETS = ['message', 'animal', 'association'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** `open` until an administrator dismisses it or acts on its content (hiding it closes every open report on it). */
export const REPORT_STATUSES = { open: 'open', dismissed: 'dismissed', actioned: 'actioned' } as const;
export type ReportStatus = (typeof REPORT_STATUSES)[keyof typeof REPORT_STATUSES];
export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'À traiter',
  dismissed: 'Classé sans suite',
  actioned: 'Traité',
};

/** An account as the moderation screens name it: never its password, address or phone. */
export interface ModerationAccount {
  user_id: number;
  role: Role;
  /** The family's 'Prénom Nom' or the association's name. */
  name: string;
  email: string;
  suspended_at: string | null;
}

/** A message as the queue shows it, with `hidden` once an administrator removed it. */
export interface ModerationMessage {
  id: number;
  author: ModerationAccount;
  body: string;
  sent_at: string;
  hidden: boolean;
}

/** The content a report is about, shown in context so that the administrator judges without leaving the queue. */
export type ReportContext =
  | {
      type: 'message';
      /** The request whose conversation holds it. */
      request_id: number;
      animal_name: string;
      message: ModerationMessage;
      /** Up to MODERATION_LIMITS.contextMessages messages before it, oldest first. */
      before: ModerationMessage[];
    }
  | {
      type: 'animal';
      animal: { id: number; name: string; species: string; description: string | null; hidden: boolean };
      association: { id: number; name_association: string };
      owner: ModerationAccount;
    }
  | {
      type: 'association';
      association: { id: number; name_association: string; city: string; description: string | null };
      owner: ModerationAccount;
    };

/** One entry of GET /api/admin/reports, newest first. */
export interface AdminReport {
  id: number;
  target_type: ReportTarget;
  target_id: number;
  reason: string;
  status: ReportStatus;
  created_at: string;
  decided_at: string | null;
  reporter: ModerationAccount;
  /** Null when the content is gone (deleted by its author); the report can still be dismissed. */
  context: ReportContext | null;
}

/** The answer of POST /api/animals/{id}/report and /api/associations/{id}/report. */
export interface ReportReceipt {
  id: number;
  status: ReportStatus;
}

/** One entry of GET /api/admin/verifications: the association's request with who it is. */
export interface AdminVerification extends Verification {
  association: { id: number; name_association: string; city: string; email: string; verified_at: string | null };
}

/** The answer of POST /api/admin/accounts/{userId}/suspend and …/unsuspend. */
export interface AccountSuspension {
  user_id: number;
  suspended_at: string | null;
  reason: string | null;
}

/** Where a suspended person contests the decision (docs/administration.md#suspensions). */
export const MODERATION_CONTACT = 'moderation@petfoster.fr';

/** What the moderation removed shows in its place, to the other party and on every public page. */
export const MODERATED_CONTENT = 'Contenu retiré par la modération';

export const MODERATION_MESSAGES = {
  reasonRequired: 'Veuillez indiquer la raison.',
  statusInvalid: 'Le paramètre status est invalide.',
  limitInvalid: `Le paramètre limit doit être un entier entre 1 et ${MODERATION_LIMITS.pageMax}.`,
  offsetInvalid: 'Le paramètre offset doit être un entier positif.',
  reportOpen: 'Vous avez déjà signalé ce contenu : les modérateurs l’examinent.',
  reportClosed: 'Ce signalement a déjà été traité.',
  verificationDecided: 'Cette demande de vérification a déjà été examinée.',
  alreadySuspended: 'Ce compte est déjà suspendu.',
  notSuspended: 'Ce compte n’est pas suspendu.',
  adminNotSuspendable: 'Un compte administrateur ne peut pas être suspendu.',
  suspended: `Ce compte est suspendu. Pour contester cette décision, écrivez à ${MODERATION_CONTACT} en indiquant votre adresse e-mail.`,
  hidden: MODERATED_CONTENT,
  reported: 'Merci, votre signalement a été transmis à l’équipe de modération.',
} as const;
