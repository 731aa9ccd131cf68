/**
 * The consent log (docs/security.md#consent-log): each change of a person's choices about the mails they receive,
 * with its date and where it was made, kept with the account and given in its data export.
 */
export const CONSENT_CHOICES = {
  /** 'Recevoir les notifications par e-mail'. */
  notifications: 'notifications',
} as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[keyof typeof CONSENT_CHOICES];

export const CONSENT_SOURCES = {
  registration: 'inscription',
  settings: 'compte',
  unsubscribeLink: 'lien de désabonnement',
} as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[keyof typeof CONSENT_SOURCES];

/** GET /api/me/consents: the caller's choices, oldest first. */
export interface ConsentEntry {
  choice: ConsentChoice;
  granted: boolean;
  source: ConsentSource;
  at: string;
}
