import type { SpeciesName } from './enums';
import type { ContractContent } from './placement-contract';

/*
 * The placement (accueil) from the association's yes to its end (docs/product.md#placements): its statuses, terms,
 * contract signatures, timeline, the register the law asks for, and the French texts of the API and the screens.
 * The legal basis of each rule is in docs/product.md#placements-legal-basis.
 */

export const PLACEMENT_STATUSES = {
  draft: 'draft',
  toSign: 'to_sign',
  signed: 'signed',
  active: 'active',
  ended: 'ended',
} as const;
export type PlacementStatus = (typeof PLACEMENT_STATUSES)[keyof typeof PLACEMENT_STATUSES];
export const PLACEMENT_STATUS_VALUES = Object.values(PLACEMENT_STATUSES) as [PlacementStatus, ...PlacementStatus[]];
export const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, string> = {
  draft: 'À préparer',
  to_sign: 'À signer',
  signed: 'Signé',
  active: 'En cours',
  ended: 'Terminé',
};

/** How a placement ends: the association's four, and the foster family's own adoption. */
export const PLACEMENT_END_OUTCOMES = ['retour_association', 'adopte_ailleurs', 'transfere', 'deces'] as const;
export const ADOPTED_BY_FAMILY = 'adopte_par_la_famille';
/** The end after which the animal is to foster again (docs/product.md#states). */
export const ANIMAL_RETURNED = 'retour_association' satisfies PlacementEndOutcome;
export type PlacementEndOutcome = (typeof PLACEMENT_END_OUTCOMES)[number];
export type PlacementOutcome = PlacementEndOutcome | typeof ADOPTED_BY_FAMILY;
export const PLACEMENT_OUTCOME_LABELS: Record<PlacementOutcome, string> = {
  retour_association: "Retour à l'association",
  adopte_ailleurs: 'Adopté par une autre famille',
  transfere: 'Transféré dans une autre famille ou structure',
  deces: 'Décès',
  adopte_par_la_famille: "Adopté par la famille d'accueil",
};

/** How an animal is identified (I-CAD): a puce (ISO 11784, 15 digits) or a tatouage (3 letters and 3 digits). */
export const ANIMAL_IDENTIFICATION_TYPES = ['puce', 'tatouage'] as const;
export type AnimalIdentificationType = (typeof ANIMAL_IDENTIFICATION_TYPES)[number];
export const ANIMAL_IDENTIFICATION_LABELS: Record<AnimalIdentificationType, string> = {
  puce: 'Puce électronique',
  tatouage: 'Tatouage',
};

/** Who pays each kind of cost during the placement. */
export const PLACEMENT_COST_ITEMS = ['veterinary', 'food', 'supplies'] as const;
export type PlacementCostItem = (typeof PLACEMENT_COST_ITEMS)[number];
export const PLACEMENT_COST_BEARERS = ['association', 'family'] as const;
export type PlacementCostBearer = (typeof PLACEMENT_COST_BEARERS)[number];
export const PLACEMENT_COST_ITEM_LABELS: Record<PlacementCostItem, string> = {
  veterinary: 'Frais vétérinaires',
  food: 'Nourriture',
  supplies: 'Matériel (litière, couchage, jouets)',
};
export const PLACEMENT_COST_BEARER_LABELS: Record<PlacementCostBearer, string> = {
  association: "À la charge de l'association",
  family: "À la charge de la famille d'accueil",
};
export type PlacementCosts = Record<PlacementCostItem, PlacementCostBearer>;
export const DEFAULT_PLACEMENT_COSTS: PlacementCosts = {
  veterinary: 'association',
  food: 'association',
  supplies: 'association',
};

/** The two parties to the contract. */
export const PLACEMENT_PARTIES = { association: 'association', family: 'family' } as const;
export type PlacementParty = (typeof PLACEMENT_PARTIES)[keyof typeof PLACEMENT_PARTIES];
export const PLACEMENT_PARTY_LABELS: Record<PlacementParty, string> = {
  association: "Pour l'association",
  family: "La famille d'accueil",
};

export const PLACEMENT_LIMITS = {
  /** Notice the family gives before the end it asks for, by default and at most. */
  noticeDaysDefault: 15,
  noticeDaysMax: 90,
  /** A placement starts within a year of the day its terms are set. */
  startWithinDays: 365,
  specialConditionsMax: 2000,
  fullNameMax: 200,
  reasonMax: 2000,
  /** Code rural L.214-8: at least 7 days between the certificat d'engagement et de connaissance and the handover. */
  adoptionCoolingDays: 7,
  /** 'Se terminant sous 14 jours' and the dashboard's count. */
  endingSoonDays: 14,
  /** Reminders: 7 days before an end date (both parties), a contract unsigned for 7 days (the association). */
  endReminderDays: 7,
  unsignedReminderDays: 7,
  /** How long the register keeps a deleted family's names and address (docs/product.md#placements-register). */
  registerRetentionYears: 5,
} as const;

/** The terms of a contract version. `end_date` null is 'durée indéterminée'. */
export interface PlacementTerms {
  start_date: string;
  end_date: string | null;
  notice_days: number;
  costs: PlacementCosts;
  special_conditions: string | null;
}

export interface PlacementSignature {
  role: PlacementParty;
  full_name: string;
  signed_at: string;
}

export const PLACEMENT_EVENT_TYPES = [
  'created',
  'terms_set',
  'signed',
  'started',
  'end_requested',
  'extended',
  'adoption_requested',
  'ended',
] as const;
export type PlacementEventType = (typeof PLACEMENT_EVENT_TYPES)[number];
export const PLACEMENT_EVENT_LABELS: Record<PlacementEventType, string> = {
  created: 'Accueil créé',
  terms_set: 'Conditions fixées',
  signed: 'Contrat signé',
  started: 'Accueil commencé',
  end_requested: "Fin de l'accueil demandée",
  extended: 'Conditions modifiées',
  adoption_requested: "Souhait d'adoption",
  ended: 'Accueil terminé',
};

/** One line of the timeline: what happened, when, and who did it (a name, null for the platform itself). */
export interface PlacementEvent {
  type: PlacementEventType;
  at: string;
  by: string | null;
  /** A date or a short text the event carries (the end date asked, the outcome, the contract version...). */
  detail: string | null;
}

export interface PlacementAnimalRef {
  id: number;
  name: string;
  species: SpeciesName;
}

/** The parties see each other's contact details from the acceptance on. */
export interface PlacementFamily {
  id: number;
  firstname: string;
  lastname: string;
  address: string;
  zip_code: string;
  city: string;
  phone_number: string;
  email: string;
}

export interface PlacementAssociation {
  id: number;
  name_association: string;
  RNA_code: string;
  address: string;
  zip_code: string;
  city: string;
  phone_number: string;
}

export interface PlacementEndRequest {
  date: string;
  reason: string | null;
  requested_at: string;
}

export interface PlacementAdoption {
  certificate_issued_on: string;
  certificate_issuer: string;
  adoption_date: string;
}

/** GET /api/placements/{id}. */
export interface Placement {
  id: number;
  request_id: number;
  animal: PlacementAnimalRef;
  family: PlacementFamily;
  association: PlacementAssociation;
  status: PlacementStatus;
  /** The current version's terms; null until the association first sets them. */
  terms: PlacementTerms | null;
  /** 0 until terms are set; each setting of terms makes the next version. */
  contract_version: number;
  /** The current version's signatures. */
  signatures: PlacementSignature[];
  events: PlacementEvent[];
  started_on: string | null;
  ended_on: string | null;
  outcome: PlacementOutcome | null;
  end_request: PlacementEndRequest | null;
  adoption_requested_at: string | null;
  adoption: PlacementAdoption | null;
  /** What the current version says, for the page to show it as the PDF does (contractSections); null before terms. */
  contract: ContractContent | null;
  /** SHA-256 of the current version. */
  contract_fingerprint: string | null;
  created_at: string;
}

/** One line of GET /api/placements. */
export interface PlacementSummary {
  id: number;
  request_id: number;
  status: PlacementStatus;
  animal: PlacementAnimalRef;
  family: { id: number; firstname: string; lastname: string };
  association: { id: number; name_association: string };
  contract_version: number;
  start_date: string | null;
  end_date: string | null;
  /** The parties that signed the current version. */
  signed_by: PlacementParty[];
  end_request_date: string | null;
  outcome: PlacementOutcome | null;
  created_at: string;
}

export const PLACEMENT_MESSAGES = {
  // API
  endBeforeStart: 'La date de fin doit être postérieure à la date de début.',
  startTooFar: "La date de début doit se situer dans l'année qui vient.",
  noticeTooShort: (days: number, earliest: string) =>
    `Le préavis est de ${days} jours : la fin de l'accueil peut être demandée au plus tôt pour le ${earliest}.`,
  fullNameMismatch: 'Le nom saisi doit être votre prénom et votre nom, tels qu’ils figurent sur votre compte.',
  acceptRequired: "Vous devez accepter le contrat d'accueil pour le signer.",
  alreadySigned: 'Vous avez déjà signé cette version du contrat.',
  wrongStatus: "Cette action n'est pas possible à cette étape de l'accueil.",
  noTerms: "Les conditions de l'accueil n'ont pas encore été fixées.",
  adoptionTooSoon:
    "La cession ne peut avoir lieu moins de 7 jours après la délivrance du certificat d'engagement et de connaissance.",
  accountInPlacement: 'Vous ne pouvez pas supprimer votre compte pendant un accueil en cours.',
  versionUnknown: "Cette version du contrat n'existe pas.",
  // Field messages
  startRequired: 'La date de début est requise',
  startInvalid: 'La date de début est invalide',
  endInvalid: 'La date de fin est invalide',
  noticeInvalid: `Le préavis doit être un nombre de jours entre 0 et ${PLACEMENT_LIMITS.noticeDaysMax}`,
  costInvalid: "Chaque frais est à la charge de l'association ou de la famille",
  dateRequired: 'La date est requise',
  dateInvalid: 'La date est invalide',
  outcomeRequired: "L'issue de l'accueil est requise",
  outcomeInvalid: "L'issue doit être Retour à l'association, Adopté par une autre famille, Transféré ou Décès",
  fullNameRequired: 'Votre nom complet est requis',
  certificateDateRequired: 'La date de délivrance du certificat est requise',
  certificateDateInvalid: 'La date de délivrance du certificat est invalide',
  certificateIssuerRequired: 'Le nom de la personne qui a délivré le certificat est requis',
  adoptionDateRequired: 'La date de la cession est requise',
  adoptionDateInvalid: 'La date de la cession est invalide',
  statusInvalid: 'Le paramètre status doit être draft, to_sign, signed, active ou ended',
  endingWithinInvalid: 'Le paramètre ending_within_days doit être un entier entre 0 et 366',
  periodInvalid: 'La période doit être donnée par deux dates (from et to), la première avant la seconde',
  formatInvalid: 'Le format doit être csv ou pdf',
  // Screens
  familyListTitle: 'Mes accueils',
  associationListTitle: 'Nos accueils',
  noPlacements: 'Aucun accueil pour le moment.',
  nextToSign: 'Contrat à signer',
  nextEnd: (date: string) => `Fin prévue le ${date}`,
  openEnded: 'Durée indéterminée',
  acceptLabel: "J'ai lu et j'accepte le contrat d'accueil",
  signSubmit: 'Signer',
  signed: 'Votre signature est enregistrée.',
  askEnd: "Demander la fin de l'accueil",
  wishToAdopt: (name: string) => `Je souhaite adopter ${name}`,
  filterToSign: 'À signer',
  filterActive: 'En cours',
  filterEndingSoon: `Se terminant sous ${PLACEMENT_LIMITS.endingSoonDays} jours`,
  filterEnded: 'Terminés',
  register: 'Registre des animaux placés',
  // Screens: the shared placement parts (status, terms, contract, signatures, timeline)
  termsTitle: "Conditions de l'accueil",
  contractTitle: "Contrat d'accueil",
  signaturesTitle: 'Signatures',
  timelineTitle: 'Historique',
  termsStart: 'Début',
  termsEnd: 'Fin',
  termsNotice: 'Préavis',
  noticeDays: (days: number) => (days === 1 ? '1 jour' : `${days} jours`),
  specialConditions: 'Conditions particulières',
  noSpecialConditions: 'Aucune',
  downloadContract: 'Télécharger le contrat (PDF)',
  downloadingContract: 'Téléchargement…',
  downloadFailed: "Le contrat n'a pas pu être téléchargé. Réessayez.",
  contractFileName: (placementId: number, version: number) => `contrat-accueil-${placementId}-v${version}.pdf`,
  signatureOf: (name: string, date: string) => `${name}, le ${date}`,
  notSignedYet: 'Pas encore signé',
  versionSignatures: (version: number) => `Version ${version} du contrat`,
  fullNameLabel: 'Votre prénom et votre nom',
  fullNameHint: 'Tels qu’ils figurent sur votre compte.',
  signing: 'Signature…',
  signFailed: "La signature n'a pas pu être enregistrée. Réessayez.",
  waitingForOther: "Votre signature est enregistrée ; le contrat attend celle de l'autre partie.",
  nothingToSign: "Le contrat sera à signer une fois les conditions de l'accueil fixées.",
  eventBy: (name: string) => `par ${name}`,
  noEvents: 'Aucun événement pour le moment.',
  // Screens: the family's side ('Mes accueils', a placement's page)
  placementTitle: (animal: string) => `Accueil de ${animal}`,
  nextWaitingAssociation: "En attente de la signature de l'association",
  nextPreparing: "Conditions en préparation par l'association",
  nextStart: (date: string) => `Début prévu le ${date}`,
  nextEndRequested: (date: string) => `Fin demandée pour le ${date}`,
  period: (start: string, end: string | null) =>
    end ? `Du ${start} au ${end}` : `À partir du ${start}, durée indéterminée`,
  seeAllPlacements: 'Voir tous mes accueils',
  listLoadFailed: "Vos accueils n'ont pas pu être chargés.",
  placementLoadFailed: "Cet accueil n'a pas pu être chargé.",
  nextStepTitle: 'À faire',
  endDateLabel: 'Date de fin souhaitée',
  endReasonLabel: 'Raison (facultatif)',
  endNoticeHint: (days: number, earliest: string) => `Le préavis est de ${days} jours : au plus tôt le ${earliest}.`,
  endSubmit: 'Envoyer la demande',
  endSubmitting: 'Envoi…',
  endRequestSent: "Votre demande de fin d'accueil a été envoyée à l'association.",
  endRequestShown: (date: string) => `Vous avez demandé la fin de l'accueil pour le ${date}.`,
  endRequestFailed: "La demande n'a pas pu être envoyée. Réessayez.",
  adoptionTitle: 'Adoption',
  adoptConfirmTitle: (animal: string) => `Adopter ${animal} ?`,
  adoptConfirmMessage: (animal: string, association: string) =>
    `${association} sera prévenue que vous souhaitez adopter ${animal}, et vous recontactera pour la suite : le certificat d'engagement et de connaissance, puis la cession au moins 7 jours après.`,
  adoptConfirm: "Prévenir l'association",
  adoptionRequested: (animal: string, association: string) =>
    `${association} a été prévenue de votre souhait d'adopter ${animal}.`,
  adoptionFailed: "Votre souhait n'a pas pu être transmis. Réessayez.",
  associationTitle: "L'association",
  nameLabel: 'Nom',
  rnaLabel: 'Numéro RNA',
  addressLabel: 'Adresse',
  phoneLabel: 'Téléphone',
  outcomeLabel: 'Issue',
  // Screens: the association's side ('Nos accueils', its placement page, the register, the dashboard's counts)
  filterAll: 'Tous',
  filtersLabel: 'Filtrer les accueils',
  noPlacementsFiltered: 'Aucun accueil ne correspond à ce filtre.',
  familyName: (firstname: string, lastname: string) => `${firstname} ${lastname}`,
  datesToSet: 'Dates à fixer',
  signedByNobody: 'Aucune signature pour cette version',
  signedBy: (party: PlacementParty) => (party === 'family' ? 'Signé par la famille' : "Signé par l'association"),
  adoptionWished: (animal: string, date: string) => `La famille souhaite adopter ${animal} (demande du ${date}).`,
  familyContactTitle: "La famille d'accueil",
  emailLabel: 'E-mail',
  changeTermsTitle: 'Modifier les conditions',
  changeTermsHint:
    'Enregistrer de nouvelles conditions crée une nouvelle version du contrat, que les deux parties signent à nouveau.',
  startDateLabel: 'Date de début',
  termsEndDateLabel: 'Date de fin',
  noticeLabel: 'Préavis (en jours)',
  noticeHint: `De 0 à ${PLACEMENT_LIMITS.noticeDaysMax} jours ; ${PLACEMENT_LIMITS.noticeDaysDefault} par défaut.`,
  costsLegend: 'Qui paie quoi',
  /** The terms form's choices: short enough for a phone's select, under 'Qui paie quoi'. */
  costBearerChoices: { association: "L'association", family: "La famille d'accueil" } satisfies Record<
    PlacementCostBearer,
    string
  >,
  specialConditionsLabel: 'Conditions particulières (facultatives)',
  endRequired: 'La date de fin est requise, ou cochez « Durée indéterminée »',
  termsSubmit: 'Enregistrer les conditions',
  termsSaved: 'Les conditions sont enregistrées : le contrat est à signer.',
  termsFailed: "Les conditions n'ont pas pu être enregistrées. Réessayez.",
  saving: 'Enregistrement…',
  startTitle: "Commencer l'accueil",
  startHint: "Le contrat est signé par les deux parties : indiquez le jour où l'animal arrive dans la famille.",
  arrivalDateLabel: "Date d'arrivée",
  started: "L'accueil a commencé.",
  startFailed: "Le début de l'accueil n'a pas pu être enregistré. Réessayez.",
  endTitle: "Terminer l'accueil",
  endOnLabel: 'Date de fin',
  outcomeChoose: 'Choisir…',
  noteLabel: 'Note (facultative)',
  ended: "L'accueil est terminé.",
  endFailed: "La fin de l'accueil n'a pas pu être enregistrée. Réessayez.",
  adoptionByFamilyTitle: "Adoption par la famille d'accueil",
  certificateDateLabel: "Date de délivrance du certificat d'engagement et de connaissance",
  certificateIssuerLabel: 'Certificat délivré par',
  adoptionDateLabel: 'Date de la cession',
  adoptionSubmit: "Enregistrer l'adoption",
  adopted: "L'adoption est enregistrée : l'accueil est terminé.",
  adoptionRecordFailed: "L'adoption n'a pas pu être enregistrée. Réessayez.",
  adoptionCountdown: (date: string, days: number) =>
    days > 0
      ? `Cession possible à partir du ${date} (dans ${days} jour${days > 1 ? 's' : ''})`
      : `Cession possible à partir du ${date} (dès aujourd'hui)`,
  icadTitle: 'Changement de détenteur (I-CAD)',
  icadChecklist: [
    "Déclarer la cession sur i-cad.fr avec l'identité et l'adresse de l'adoptant",
    "Remettre à l'adoptant la carte d'identification de l'animal",
    'Remettre le certificat vétérinaire de cession (obligatoire pour un chien ou un chat)',
    'Remettre le carnet de santé ou le passeport, à jour des vaccins',
    "Conserver un exemplaire du certificat d'engagement et de connaissance signé par l'adoptant",
    "Remettre l'attestation de cession signée par les deux parties",
  ],
  registerFrom: 'Du',
  registerTo: 'Au',
  registerFormat: 'Format',
  registerCsv: 'CSV (tableur)',
  registerPdf: 'PDF (à imprimer)',
  registerSubmit: 'Télécharger le registre',
  registerDownloading: 'Téléchargement…',
  registerFailed: "Le registre n'a pas pu être téléchargé. Réessayez.",
  registerFileName: (from: string, to: string, format: string) => `registre-accueils-${from}-${to}.${format}`,
  endedWith: (outcome: string, date: string | null) => (date ? `${outcome}, le ${date}` : outcome),
  toSignCount: (count: number) =>
    count === 0 ? 'Aucun contrat à signer' : count === 1 ? '1 accueil à signer' : `${count} accueils à signer`,
  endingSoonCount: (count: number) =>
    count === 0
      ? `Aucun accueil ne se termine sous ${PLACEMENT_LIMITS.endingSoonDays} jours`
      : count === 1
        ? `1 accueil se termine sous ${PLACEMENT_LIMITS.endingSoonDays} jours`
        : `${count} accueils se terminent sous ${PLACEMENT_LIMITS.endingSoonDays} jours`,
} as const;

/** The register's columns, in order (CSV header and PDF table). */
export const PLACEMENTS_REGISTER_COLUMNS = [
  'Animal',
  'Espèce',
  'Identification',
  'Nom de la famille',
  'Prénom',
  'Adresse',
  'Code postal',
  'Ville',
  'Début',
  'Fin',
  'Issue',
] as const;

export const PLACEMENTS_REGISTER_FORMATS = ['csv', 'pdf'] as const;
export type PlacementsRegisterFormat = (typeof PLACEMENTS_REGISTER_FORMATS)[number];

/** The register's file name and the PDF's running texts (docs/product.md#placements-register). */
export const PLACEMENTS_REGISTER_TEXTS = {
  /** 'registre-accueils-2026-01-01-2026-12-31.csv': the period's ISO days, as the query gave them. */
  filename: (from: string, to: string, format: PlacementsRegisterFormat) => `registre-accueils-${from}-${to}.${format}`,
  title: PLACEMENT_MESSAGES.register,
  /** The association and the period, under the title: 'Les Pattes de l'Espoir : du 01/01/2026 au 31/12/2026'. */
  heading: (association: string, from: string, to: string) => `${association} : du ${from} au ${to}`,
  page: (page: number) => `Page ${page}`,
  empty: 'Aucun accueil sur cette période.',
} as const;
