import { frenchDay } from './placement-contract';

/*
 * The 'Bon de prise en charge vétérinaire' (docs/product.md#vet-authorisations): the association, which pays the
 * vet, gives the foster family a paper to show at the vet's, with a ceiling and a validity. Its text is written here
 * once: the API prints it in the PDF, the placement pages list the bons.
 */

export const VET_AUTHORISATION_LIMITS = {
  reasonMax: 500,
  vetNameMax: 120,
  /** The ceiling, in euros. */
  maxAmountEur: 5000,
  /** A bon is valid at most this many days from the day it is issued. */
  validityDaysMax: 365,
} as const;

export const VET_AUTHORISATION_TITLE = 'Bon de prise en charge vétérinaire';

/** What a bon says, written once when it is issued and never changed (the PDF is made again from it). */
export interface VetAuthorisationContent {
  number: number;
  /** ISO timestamp. */
  issued_at: string;
  association: { name: string; rna: string; address: string; zip_code: string; city: string; phone: string };
  animal: {
    name: string;
    species: string;
    breed: string | null;
    sex: string;
    date_of_birth: string;
    /** 'Puce électronique 250 268 712 345 678', 'Tatouage ABC123', or null. */
    identification: string | null;
  };
  family: { firstname: string; lastname: string; address: string; zip_code: string; city: string; phone: string };
  reason: string;
  max_amount_eur: number;
  /** YYYY-MM-DD, included. */
  valid_until: string;
  vet_name: string | null;
}

/** A bon as the parties list it (GET /api/placements/{id}/vet-authorisations, newest first). */
export interface VetAuthorisation {
  id: number;
  placement_id: number;
  reason: string;
  max_amount_eur: number;
  valid_until: string;
  vet_name: string | null;
  issued_at: string;
  /** Still valid today (Paris): `valid_until` not passed. */
  valid: boolean;
}

/** '1 234,50 €': an amount as a French reader reads it (the thousands with a plain space: the PDF's fonts). */
export function euros(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents} €`;
}

export interface VetAuthorisationSection {
  title: string;
  lines: string[];
}

/** The bon's sections, in order: who pays, for which animal, with which family, for what, up to how much, until when. */
export function vetAuthorisationSections(content: VetAuthorisationContent): VetAuthorisationSection[] {
  const { association: a, animal, family: f } = content;
  return [
    {
      title: "L'association",
      lines: [a.name, `Numéro RNA : ${a.rna}`, `${a.address}, ${a.zip_code} ${a.city}`, `Téléphone : ${a.phone}`],
    },
    {
      title: "L'animal",
      lines: [
        `${animal.name} (${animal.species}${animal.breed ? `, ${animal.breed}` : ''}, ${animal.sex}, ${animal.sex === 'femelle' ? 'née' : 'né'} le ${frenchDay(animal.date_of_birth)})`,
        `Identification : ${animal.identification ?? 'non renseignée'}`,
      ],
    },
    {
      title: "La famille d'accueil",
      lines: [`${f.firstname} ${f.lastname}`, `${f.address}, ${f.zip_code} ${f.city}`, `Téléphone : ${f.phone}`],
    },
    {
      title: 'Prise en charge',
      lines: [
        `Motif : ${content.reason}`,
        ...(content.vet_name ? [`Vétérinaire : ${content.vet_name}`] : []),
        `Plafond : ${euros(content.max_amount_eur)} TTC`,
        `Valable jusqu'au ${frenchDay(content.valid_until)} inclus`,
      ],
    },
    {
      title: 'Engagement',
      lines: [
        `L'association ${a.name} prend en charge les soins vétérinaires de l'animal décrit ci-dessus, pour le motif indiqué, dans la limite du plafond et jusqu'à la date de validité. La famille d'accueil présente ce bon au vétérinaire ; la facture est établie au nom de l'association. Au-delà du plafond, le vétérinaire contacte l'association avant tout soin.`,
      ],
    },
  ];
}

/** 'Bon n° 12 délivré le 27/11/2026'. */
export const vetAuthorisationIssuedLine = (content: Pick<VetAuthorisationContent, 'number' | 'issued_at'>) =>
  `Bon n° ${content.number} délivré le ${frenchDay(content.issued_at)}`;

export const VET_AUTHORISATION_MESSAGES = {
  reasonRequired: 'Le motif de la prise en charge est requis.',
  reasonTooLong: `Le motif ne doit pas dépasser ${VET_AUTHORISATION_LIMITS.reasonMax} caractères.`,
  amountInvalid: `Le plafond doit être un montant en euros, supérieur à 0 et d'au plus ${VET_AUTHORISATION_LIMITS.maxAmountEur} €.`,
  validUntilRequired: 'La date de fin de validité est requise.',
  validUntilInvalid: `La date de fin de validité doit se situer entre aujourd'hui et ${VET_AUTHORISATION_LIMITS.validityDaysMax} jours.`,
  placementNotCurrent: 'Un bon vétérinaire se délivre pour un accueil signé ou en cours.',
  // Screens
  title: 'Bons vétérinaires',
  issueTitle: 'Bon vétérinaire',
  issue: 'Délivrer le bon',
  issued: 'Bon vétérinaire délivré.',
  issueFailed: "Le bon n'a pas pu être délivré. Réessayez.",
  reasonLabel: 'Motif',
  amountLabel: 'Plafond (€)',
  validUntilLabel: "Valable jusqu'au",
  vetNameLabel: 'Vétérinaire (facultatif)',
  empty: 'Aucun bon vétérinaire pour cet accueil.',
  download: 'Télécharger le bon (PDF)',
  downloading: 'Téléchargement…',
  downloadFailed: "Le bon n'a pas pu être téléchargé. Réessayez.",
  expired: 'Expiré',
  summary: (reason: string, amount: number, until: string) =>
    `${reason} : jusqu'à ${euros(amount)}, valable jusqu'au ${frenchDay(until)}`,
  fileName: (id: number) => `bon-veterinaire-${id}.pdf`,
} as const;
