/**
 * The consent log (docs/security.md#consent-log): each change of a person's choices about the mails they receive,
 * with its date and where it was made, kept with the account and given in its data export.
 */
export const CONSENT_CHOICES = {
  /** 'Recevoir les notifications par e-mail'. */
  notifications: 'notifications',
  /** 'Recevoir les appels urgents' in a family's foster profile (docs/product.md#urgent-appeals). */
  urgentAppeals: 'urgent_appeals',
  /** A saved search's alerts ('Alertes par e-mail'), one line per search (docs/product.md#saved-searches). */
  savedSearchAlerts: 'saved_search_alerts',
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
  /** Which one, when the choice is made per item: a saved search's name and its alerts. Null otherwise. */
  detail: string | null;
}

/** The detail of a saved search's alerts line: « name » : how often. */
export const savedSearchConsentDetail = (name: string, frequencyLabel: string): string =>
  `« ${name} » : ${frequencyLabel}`;
