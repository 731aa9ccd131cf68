/*
 * The animal's health record and what care is due (docs/product.md#health-record): the entry types, their limits,
 * the suggestions the form offers per species and every French text of the API, the screens and the reminders.
 */

export const HEALTH_ENTRY_TYPES = [
  'vaccination',
  'antiparasitaire',
  'vermifuge',
  'test',
  'sterilisation',
  'visite',
  'poids',
  'traitement',
] as const;
export type HealthEntryType = (typeof HEALTH_ENTRY_TYPES)[number];

/** What the foster family may add (and edit or delete, its own, for a day); the association adds every type. */
export const FAMILY_HEALTH_TYPES: readonly HealthEntryType[] = ['visite', 'poids', 'traitement'];

/** The types whose `next_due` makes care due and reminders (docs/product.md#what-is-due). */
export const DATED_CARE_TYPES = ['vaccination', 'antiparasitaire', 'vermifuge'] as const;
export type DatedCareType = (typeof DATED_CARE_TYPES)[number];

export const HEALTH_TEST_RESULTS = ['positif', 'négatif', 'douteux'] as const;
export type HealthTestResult = (typeof HEALTH_TEST_RESULTS)[number];

export const HEALTH_LIMITS = {
  nameMax: 100,
  productMax: 100,
  vetMax: 100,
  noteMax: 2000,
  dosageMax: 200,
  kgMin: 0.05,
  kgMax: 120,
  /** A family edits or deletes the entries it added for this long after adding them. */
  familyEditHours: 24,
} as const;

/** GET /api/associations/{id}/care-due: the window, in days from today (France). */
export const CARE_DUE_LIMITS = {
  withinDaysDefault: 14,
  withinDaysMax: 365,
  /** An animal this old (in months) that is not known to be sterilised is due for it. */
  sterilisationAgeMonths: 6,
  /** The reminders go this many days before a `next_due`, each once. */
  reminderDays: [7, 1] as const,
} as const;

/** Dogs and cats must be identified before any transfer (CRPM L.212-10): species ids 1 (Chien) and 2 (Chat). */
export const IDENTIFICATION_REQUIRED_SPECIES: readonly number[] = [1, 2];

/** One entry of an animal's record, as GET /api/animals/{id}/health answers it (newest first). */
export interface HealthEntry {
  id: number;
  animal_id: number;
  type: HealthEntryType;
  /** The day of the care (a treatment's first day, `from`). */
  date: string;
  next_due: string | null;
  /** A vaccine's, a test's or a treatment's name. */
  name: string | null;
  product: string | null;
  result: HealthTestResult | null;
  vet: string | null;
  note: string | null;
  kg: number | null;
  /** A treatment's days. */
  from: string | null;
  to: string | null;
  dosage: string | null;
  /** Who added it: the association or the foster family ('Ajouté par la famille'). */
  added_by: 'association' | 'family';
  /** The author's first name, '' once its account is gone. */
  author_firstname: string;
  /** Whether the caller may edit and delete it now. */
  editable: boolean;
  created_at: string;
  updated_at: string;
}

export type CareDueKind = DatedCareType | 'sterilisation' | 'identification';
export const CARE_DUE_KINDS: readonly CareDueKind[] = [
  'vaccination',
  'antiparasitaire',
  'vermifuge',
  'sterilisation',
  'identification',
];

export interface CareDueItem {
  animal: { id: number; name: string };
  kind: CareDueKind;
  /** The vaccine or the product, for the dated kinds. */
  name?: string;
  next_due?: string;
}

/** GET /api/associations/{id}/care-due. */
export interface CareDue {
  due: CareDueItem[];
}

/** What the form suggests for a vaccine or a test, per species id (free text: anything else is accepted). */
export const HEALTH_SUGGESTIONS: Record<'vaccination' | 'test', Record<number, readonly string[]>> = {
  vaccination: {
    1: ['CHPPiL', 'Rage', 'Toux du chenil', 'Leptospirose'],
    2: ['Typhus-Coryza', 'Leucose', 'Rage', 'Chlamydiose'],
    3: ['VHD', 'Myxomatose', 'VHD2'],
  },
  test: {
    1: ['Leishmaniose', 'Dirofilariose', 'Ehrlichiose', 'Piroplasmose'],
    2: ['FeLV', 'FIV', 'PIF', 'Coronavirose'],
    3: ['Encephalitozoon cuniculi', 'Pasteurellose'],
  },
};

export const HEALTH_TYPE_LABELS: Record<HealthEntryType, string> = {
  vaccination: 'Vaccination',
  antiparasitaire: 'Antiparasitaire',
  vermifuge: 'Vermifuge',
  test: 'Test',
  sterilisation: 'Stérilisation',
  visite: 'Visite vétérinaire',
  poids: 'Poids',
  traitement: 'Traitement',
};

export const HEALTH_TEST_RESULT_LABELS: Record<HealthTestResult, string> = {
  positif: 'Positif',
  négatif: 'Négatif',
  douteux: 'Douteux',
};

export const HEALTH_MESSAGES = {
  // API and forms: each names its field
  typeInvalid:
    'Le type doit être vaccination, antiparasitaire, vermifuge, test, sterilisation, visite, poids ou traitement.',
  typeUnchangeable: "Le type d'une entrée ne peut pas être modifié : supprimez-la et ajoutez-en une autre.",
  dateRequired: 'La date est requise.',
  dateInvalid: 'La date est invalide.',
  dateInFuture: 'La date ne peut pas être dans le futur.',
  nextDueRequired: 'La date de la prochaine échéance est requise.',
  nextDueInvalid: 'La date de la prochaine échéance est invalide.',
  nextDueBeforeDate: 'La prochaine échéance doit venir après la date du soin.',
  vaccineRequired: 'Le nom du vaccin est requis.',
  testNameRequired: 'Le nom du test est requis.',
  productRequired: 'Le nom du produit est requis.',
  resultInvalid: 'Le résultat doit être positif, négatif ou douteux.',
  vetRequired: 'Le nom du vétérinaire est requis.',
  noteRequired: 'La note de la visite est requise.',
  kgInvalid: `Le poids doit être compris entre 0,05 et ${HEALTH_LIMITS.kgMax} kg.`,
  treatmentRequired: 'Le nom du traitement est requis.',
  fromRequired: 'La date de début du traitement est requise.',
  fromInvalid: 'La date de début du traitement est invalide.',
  fromInFuture: 'Le début du traitement ne peut pas être dans le futur.',
  toRequired: 'La date de fin du traitement est requise.',
  toInvalid: 'La date de fin du traitement est invalide.',
  toBeforeFrom: 'La fin du traitement ne peut pas précéder son début.',
  dosageRequired: 'La posologie est requise.',
  withinDaysInvalid: `within_days doit être un nombre entier de jours entre 0 et ${CARE_DUE_LIMITS.withinDaysMax}.`,
  // API refusals with a code (error-codes.ts)
  familyTypeNotAllowed:
    "Une famille d'accueil peut ajouter une visite, un poids ou un traitement ; les autres soins sont saisis par l'association.",
  notOwnEntry: "Cette entrée a été saisie par l'association : seule l'association peut la modifier ou la supprimer.",
  familyEditExpired: `Une entrée ne peut être modifiée ou supprimée que pendant ${HEALTH_LIMITS.familyEditHours} heures après son ajout.`,
  // Screens
  title: 'Carnet de santé',
  empty: 'Aucune entrée dans le carnet de santé pour le moment.',
  add: 'Ajouter une entrée',
  typeLabel: 'Type',
  dateLabel: 'Date',
  nextDueLabel: 'Prochaine échéance',
  vaccineLabel: 'Vaccin',
  testLabel: 'Test',
  productLabel: 'Produit',
  resultLabel: 'Résultat',
  vetLabel: 'Vétérinaire',
  noteLabel: 'Note',
  kgLabel: 'Poids (kg)',
  treatmentLabel: 'Traitement',
  fromLabel: 'Du',
  toLabel: 'Au',
  dosageLabel: 'Posologie',
  save: 'Enregistrer',
  cancel: 'Annuler',
  edit: 'Modifier',
  delete: 'Supprimer',
  confirmDelete: 'Supprimer cette entrée du carnet de santé ?',
  added: 'Entrée ajoutée au carnet de santé.',
  saved: 'Entrée modifiée.',
  deleted: 'Entrée supprimée.',
  addedByFamily: 'Ajouté par la famille',
  weightTitle: 'Courbe de poids',
  weightSummary: (count: number, first: string, last: string) => `${count} pesées, de ${first} à ${last}`,
  loadFailed: 'Le carnet de santé est momentanément indisponible.',
  suggestions: 'Suggestions',
  // The dashboard (care due)
  dueTitle: 'Soins à prévoir',
  dueVaccinate: (days: number) => `À vacciner sous ${days} jours`,
  dueParasites: (days: number) => `Antiparasitaires et vermifuges sous ${days} jours`,
  dueSterilise: 'À stériliser',
  dueIdentify: 'Sans identification',
  dueNone: 'Rien à prévoir.',
  overdue: 'en retard',
  // Reminders (mail)
  reminderSubject: (count: number) =>
    count === 1 ? 'Un soin à prévoir dans le carnet de santé' : `${count} soins à prévoir dans le carnet de santé`,
} as const;

/** An entry's one-line summary, as the timeline and the reminders write it. */
export function healthEntryTitle(entry: Pick<HealthEntry, 'type' | 'name' | 'product' | 'kg' | 'result'>): string {
  const label = HEALTH_TYPE_LABELS[entry.type];
  switch (entry.type) {
    case 'vaccination':
    case 'traitement':
      return entry.name ? `${label} : ${entry.name}` : label;
    case 'test':
      return `${label} ${entry.name ?? ''}${entry.result ? ` : ${HEALTH_TEST_RESULT_LABELS[entry.result]}` : ''}`.trim();
    case 'antiparasitaire':
    case 'vermifuge':
      return entry.product ? `${label} : ${entry.product}` : label;
    case 'poids':
      return entry.kg === null ? label : `${label} : ${formatKg(entry.kg)}`;
    default:
      return label;
  }
}

/** 3.25 -> '3,25 kg' (French decimal comma). */
export function formatKg(kg: number): string {
  return `${kg.toLocaleString('fr-FR', { maximumFractionDigits: 3 })} kg`;
}

export const CARE_DUE_KIND_LABELS: Record<CareDueKind, string> = {
  vaccination: 'Vaccination',
  antiparasitaire: 'Antiparasitaire',
  vermifuge: 'Vermifuge',
  sterilisation: 'Stérilisation',
  identification: 'Identification',
};

/** A weight chart's geometry, computed once for both remotes' screens: points in a width × height box. */
export interface WeightSeries {
  points: Array<{ x: number; y: number; date: string; kg: number }>;
  minKg: number;
  maxKg: number;
  firstDate: string;
  lastDate: string;
}

/**
 * The weights of a record, oldest first, placed in a `width` × `height` box (`pad` inside each edge): x by date, y by
 * weight (the lightest at the bottom). Null under two weights: one point is no curve.
 */
export function weightSeries(
  entries: ReadonlyArray<Pick<HealthEntry, 'type' | 'date' | 'kg' | 'id'>>,
  { width, height, pad }: { width: number; height: number; pad: number },
): WeightSeries | null {
  const weights = entries
    .filter((entry): entry is typeof entry & { kg: number } => entry.type === 'poids' && entry.kg !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  if (weights.length < 2) return null;
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
  const first = day(weights[0].date);
  const span = day(weights[weights.length - 1].date) - first;
  // Weighings all on one day stand side by side, in the order they were added.
  const along = (date: string, index: number) => (span > 0 ? (day(date) - first) / span : index / (weights.length - 1));
  const kgs = weights.map((entry) => entry.kg);
  const minKg = Math.min(...kgs);
  const maxKg = Math.max(...kgs);
  const range = maxKg - minKg || 1;
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    points: weights.map((entry, index) => ({
      x: round(pad + along(entry.date, index) * (width - 2 * pad)),
      y: round(height - pad - ((entry.kg - minKg) / range) * (height - 2 * pad)),
      date: entry.date,
      kg: entry.kg,
    })),
    minKg,
    maxKg,
    firstDate: weights[0].date,
    lastDate: weights[weights.length - 1].date,
  };
}
