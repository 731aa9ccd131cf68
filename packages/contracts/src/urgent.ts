/**
 * Urgent appeals (docs/product.md#urgent-appeals): an association marks an animal urgent with a reason, and may mail
 * the nearby families that can take it at once. Labels are what users read, word for word.
 */
export const URGENT_REASON_MAX_LENGTH = 300;
export const URGENT_BADGE_LABEL = "Recherche famille d'accueil en urgence";
/** The /animals filter panel's checkbox (urgent=true). */
export const URGENT_FILTER_LABEL = 'Seulement les animaux en urgence';
/** The foster profile's choice (on by default): the family receives urgent appeals. */
export const URGENT_APPEALS_OPT_LABEL = 'Recevoir les appels urgents';
/** The appeal's radius around the association, in km. */
export const URGENT_APPEAL_RADIUS_MIN_KM = 1;
export const URGENT_APPEAL_RADIUS_MAX_KM = 100;
export const URGENT_APPEAL_RADIUS_DEFAULT_KM = 30;
/** At most this many families per appeal, the nearest. */
export const URGENT_APPEAL_MAX_FAMILIES = 50;
/** One appeal per animal within this many days. */
export const URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS = 7;
/** A family receives at most this many appeals within URGENT_APPEAL_WINDOW_DAYS. */
export const URGENT_APPEALS_PER_FAMILY_PER_WEEK = 2;
export const URGENT_APPEAL_WINDOW_DAYS = 7;
/** The query parameter of the mail's link that opens the request form, prefilled, on the animal's page. */
export const URGENT_REQUEST_PARAM = 'demande';
export const URGENT_REQUEST_VALUE = 'urgence';

/** The motivation the one-click 'Je peux l'accueillir' prefills; the family may change it before sending. */
export const urgentMotivation = (animalName: string): string =>
  `Suite à votre appel urgent, je peux accueillir ${animalName} rapidement.`;

/** The appeal's answer: how many families were reached, never who. */
export interface UrgentAppealResult {
  reached: number;
}

export const URGENT_MESSAGES = {
  urgentFilter: 'Le paramètre urgent doit être true ou false',
  radius: `Le rayon doit être un nombre entier entre ${URGENT_APPEAL_RADIUS_MIN_KM} et ${URGENT_APPEAL_RADIUS_MAX_KM} km`,
  notUrgent: "Marquez d'abord cet animal comme urgent pour lancer un appel.",
  tooSoon: `Un appel urgent a déjà été lancé pour cet animal il y a moins de ${URGENT_APPEAL_ANIMAL_COOLDOWN_DAYS} jours.`,
  reached: (count: number): string =>
    count === 1 ? '1 famille a été prévenue.' : `${count} familles ont été prévenues.`,
  launch: 'Lancer un appel urgent',
  oneClick: "Je peux l'accueillir",
} as const;
