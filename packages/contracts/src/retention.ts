import { ACTIVITY_RETENTION_DAYS } from './activity';
import { PLACEMENT_LIMITS } from './placements';

/**
 * How long PetFoster keeps each kind of personal data (storage limitation, RGPD art. 5(1)(e);
 * docs/security.md#retention). The jobs and services that erase data read these numbers, and the privacy page's
 * table is written from them, so that what the page promises is what the code does.
 */
export const RETENTION = {
  /** An account nobody signed in to for this long is warned by mail... */
  inactiveAccountYears: 3,
  /** ...then deleted this many days after the warning, unless the person signed in since. */
  inactiveAccountNoticeDays: 30,
  /** A refused request and its conversation, counted from the decision. */
  refusedRequestDays: 365,
  /** The answer kept for an Idempotency-Key, so that a retried write is not made twice. */
  idempotencyKeyHours: 24,
  /** The links sent by mail: a password reset, a change of e-mail address. */
  passwordResetLinkMinutes: 30,
  emailChangeLinkHours: 24,
  activityLogDays: ACTIVITY_RETENTION_DAYS,
  registerYears: PLACEMENT_LIMITS.registerRetentionYears,
} as const;

export interface RetentionRow {
  /** What is kept. */
  data: string;
  /** For how long, and what happens then. */
  period: string;
}

const NBSP = '\u00a0';

/** The privacy page's table, one row per kind of data, written from RETENTION. */
export const RETENTION_TABLE: readonly RetentionRow[] = [
  {
    data: 'Votre compte et votre profil',
    period: `Tant que vous l'utilisez. Sans connexion pendant ${RETENTION.inactiveAccountYears}${NBSP}ans, un e-mail vous prévient, puis le compte est supprimé ${RETENTION.inactiveAccountNoticeDays}${NBSP}jours plus tard si vous ne vous êtes pas reconnecté.`,
  },
  {
    data: 'Une demande refusée et sa conversation',
    period: `${RETENTION.refusedRequestDays}${NBSP}jours après la décision, puis supprimées.`,
  },
  {
    data: 'Les demandes acceptées, les accueils et leurs messages',
    period: `Tant que votre compte existe\u00a0; à sa suppression, l'association ne garde que ce que le registre ci-dessous demande.`,
  },
  {
    data: 'Registre des animaux placés (nom, prénom et adresse de la famille)',
    period: `${RETENTION.registerYears}${NBSP}ans après la suppression du compte de la famille, puis effacés.`,
  },
  {
    data: "Journal d'activité d'une association",
    period: `${RETENTION.activityLogDays}${NBSP}jours, puis supprimé.`,
  },
  {
    data: 'Liens envoyés par e-mail (mot de passe oublié, changement d’adresse)',
    period: `Valables ${RETENTION.passwordResetLinkMinutes}${NBSP}minutes et ${RETENTION.emailChangeLinkHours}${NBSP}heures\u00a0; conservés sous forme d'empreinte, remplacés par le lien suivant.`,
  },
  {
    data: "Clés de renvoi d'une requête (pour ne pas l'enregistrer deux fois)",
    period: `${RETENTION.idempotencyKeyHours}${NBSP}heures.`,
  },
  {
    data: 'E-mails envoyés',
    period:
      "Leur contenu est effacé dès l'envoi\u00a0; il ne reste que la date et le type d'e-mail, supprimés avec le compte.",
  },
];
