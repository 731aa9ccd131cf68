/**
 * Verified associations (docs/product.md#verified-associations): an association proves it is one (its RNA number, or
 * in Alsace-Moselle its court registration or SIREN, and its documents); the platform's administrators check and
 * approve. Until then it cannot send invitations or urgent appeals. Labels are what users read, word for word.
 */
export const VERIFICATION_STATUSES = { pending: 'pending', approved: 'approved', rejected: 'rejected' } as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[keyof typeof VERIFICATION_STATUSES];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  pending: 'En cours d’examen',
  approved: 'Approuvée',
  rejected: 'Refusée',
};

/** statuts; récépissé de déclaration en préfecture; the DDPP declaration of an association without a shelter. */
export const VERIFICATION_DOCUMENT_KINDS = ['statuts', 'recepisse', 'ddpp'] as const;
export type VerificationDocumentKind = (typeof VERIFICATION_DOCUMENT_KINDS)[number];
export const VERIFICATION_DOCUMENT_LABELS: Record<VerificationDocumentKind, string> = {
  statuts: 'Statuts',
  recepisse: 'Récépissé de déclaration',
  ddpp: 'Déclaration à la DDPP',
};

export const VERIFICATION_LIMITS = {
  documentsMax: 5,
  /** Each document, decoded. */
  documentMaxBytes: 5 * 1024 * 1024,
  courtRegistrationMax: 100,
  reasonMax: 500,
  /** A document's link, minutes (docs/product.md#private-documents). */
  linkMinutes: 60,
} as const;

/** The RNA (répertoire national des associations): W and 9 digits. */
export const isRna = (value: string): boolean => /^W\d{9}$/.test(value);

/** A SIREN: 9 digits whose Luhn sum is a multiple of 10. */
export function isSiren(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 9; index += 1) {
    let digit = Number(value[8 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'le 3 mars 2026', from an ISO date-time, in Paris. */
const frenchDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });

export const VERIFICATION_MESSAGES = {
  rnaInvalid: 'Le numéro RNA est un W suivi de 9 chiffres (W123456789).',
  sirenInvalid: 'Le numéro SIREN compte 9 chiffres et doit être valide (vérifiez-le sur votre avis de situation).',
  identifierRequired:
    "Indiquez le numéro RNA de l'association, ou, en Alsace-Moselle, son inscription au registre du tribunal ou son SIREN.",
  documentsRequired: `Joignez de 1 à ${VERIFICATION_LIMITS.documentsMax} documents : statuts, récépissé de déclaration ou déclaration à la DDPP.`,
  documentKindInvalid: 'Le type de document doit être statuts, recepisse ou ddpp.',
  documentInvalid: 'Chaque document doit être un PDF ou une photo de 5 Mo au plus.',
  pending: 'Une demande de vérification est déjà en cours d’examen.',
  alreadyVerified: 'Votre association est déjà vérifiée.',
  notVerified:
    "Seules les associations vérifiées peuvent proposer un animal à une famille ou lancer un appel urgent. Demandez la vérification depuis 'Vérification de l'association' dans votre espace : numéro RNA (ou SIREN) et statuts.",
  submitted: 'Votre demande de vérification est envoyée : nous vous écrirons dès qu’elle sera examinée.',
  verifiedOn: (iso: string): string => `Association vérifiée le ${frenchDate(iso)}`,
  /** The short mark under an animal's card in the catalogue (the date is on the animal's page). */
} as const;

/** A document of a verification as its answers give it: `url` is a link valid for LINK minutes, for the caller. */
export interface VerificationDocument {
  id: number;
  kind: VerificationDocumentKind;
  url: string;
}

/** POST and GET /api/associations/{id}/verification. */
export interface Verification {
  id: number;
  association_id: number;
  status: VerificationStatus;
  rna: string | null;
  siren: string | null;
  court_registration: string | null;
  documents: VerificationDocument[];
  created_at: string;
  decided_at: string | null;
  /** Why it was rejected (the administrators' words); null otherwise. */
  reason: string | null;
}

/** GET /api/associations/{id}/verification: the latest request (null before any) and the association's state. */
export interface VerificationState {
  verified_at: string | null;
  verification: Verification | null;
}
