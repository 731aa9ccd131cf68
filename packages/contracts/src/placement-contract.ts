import {
  ANIMAL_IDENTIFICATION_LABELS,
  PLACEMENT_COST_BEARER_LABELS,
  PLACEMENT_COST_ITEM_LABELS,
  PLACEMENT_COST_ITEMS,
  type AnimalIdentificationType,
  type PlacementCosts,
} from './placements';

/*
 * The contrat d'accueil (docs/product.md#placements-contract): what a contract version says, and its text, once. The
 * API renders these sections as the PDF, the placement pages as HTML, so that what a party reads on a phone before
 * signing is word for word what the signed PDF says.
 */

/** Everything a contract version says, written once when the association sets the terms and never changed. */
export interface ContractContent {
  placement_id: number;
  version: number;
  /** When the version was made (ISO timestamp); its date is printed on each page. */
  issued_at: string;
  association: {
    name: string;
    rna: string;
    address: string;
    zip_code: string;
    city: string;
    phone: string;
  };
  family: {
    firstname: string;
    lastname: string;
    address: string;
    zip_code: string;
    city: string;
    phone: string;
    email: string;
  };
  animal: {
    name: string;
    species: string;
    breed: string | null;
    /** 'mâle' or 'femelle'. */
    sex: string;
    date_of_birth: string;
    /** identificationText(): 'Puce électronique 250 268 712 345 678', 'Tatouage ABC123', or null. */
    identification: string | null;
    sterilised: boolean | null;
  };
  terms: {
    start_date: string;
    /** null: 'durée indéterminée'. */
    end_date: string | null;
    notice_days: number;
    costs: PlacementCosts;
    special_conditions: string | null;
  };
}

/** A puce's 15 digits in groups of three; a tatouage as stored. */
export function formatIdentificationNumber(type: AnimalIdentificationType, value: string): string {
  return type === 'puce' ? value.replace(/(\d{3})(?=\d)/g, '$1 ') : value;
}

/** 'Puce électronique 250 268 712 345 678', 'Tatouage ABC123'; null when the animal has no identification. */
export function identificationText(
  type: AnimalIdentificationType | null | undefined,
  value: string | null | undefined,
): string | null {
  if (!type || !value) return null;
  return `${ANIMAL_IDENTIFICATION_LABELS[type]} ${formatIdentificationNumber(type, value)}`;
}

/** 2026-11-27 -> '27/11/2026'. */
export function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export interface ContractSection {
  title: string;
  paragraphs: string[];
}

export const CONTRACT_TITLE = "Contrat d'accueil d'un animal en famille d'accueil";

/** 'Version 2 du 27/11/2026', printed on each page. */
export const contractVersionLine = (content: Pick<ContractContent, 'version' | 'issued_at'>) =>
  `Version ${content.version} du ${frenchDay(content.issued_at)}`;

const yesNoUnknown = (value: boolean | null) => (value === null ? 'non renseigné' : value ? 'oui' : 'non');

function costsLines(costs: PlacementCosts): string[] {
  return PLACEMENT_COST_ITEMS.map(
    (item) => `${PLACEMENT_COST_ITEM_LABELS[item]} : ${PLACEMENT_COST_BEARER_LABELS[costs[item]].toLowerCase()}.`,
  );
}

/** The contract's sections, in order: parties, animal, duration, costs, conditions, clauses. */
export function contractSections(content: ContractContent): ContractSection[] {
  const { association: a, family: f, animal, terms } = content;
  const duration = terms.end_date
    ? `L'accueil commence le ${frenchDay(terms.start_date)} et prend fin le ${frenchDay(terms.end_date)}.`
    : `L'accueil commence le ${frenchDay(terms.start_date)}, pour une durée indéterminée.`;
  return [
    {
      title: 'Entre les soussignés',
      paragraphs: [
        `L'association ${a.name}, numéro RNA ${a.rna}, dont le siège est ${a.address}, ${a.zip_code} ${a.city}, téléphone ${a.phone}, ci-après « l'association »,`,
        `et ${f.firstname} ${f.lastname}, demeurant ${f.address}, ${f.zip_code} ${f.city}, téléphone ${f.phone}, e-mail ${f.email}, ci-après « la famille d'accueil ».`,
      ],
    },
    {
      title: "L'animal",
      paragraphs: [
        `Nom : ${animal.name}. Espèce : ${animal.species}. Race : ${animal.breed ?? 'non renseignée'}. Sexe : ${animal.sex}. Date de naissance : ${frenchDay(animal.date_of_birth)}.`,
        `Identification : ${animal.identification ?? 'non renseignée'}. Stérilisé : ${yesNoUnknown(animal.sterilised)}.`,
      ],
    },
    {
      title: "Durée de l'accueil",
      paragraphs: [
        duration,
        `La famille d'accueil qui souhaite mettre fin à l'accueil en prévient l'association au moins ${terms.notice_days} jours à l'avance.`,
      ],
    },
    { title: 'Frais', paragraphs: costsLines(terms.costs) },
    {
      title: 'Conditions particulières',
      paragraphs: [terms.special_conditions?.trim() || 'Aucune.'],
    },
    {
      title: 'Engagements des parties',
      paragraphs: [
        "1. L'association reste propriétaire de l'animal pendant toute la durée de l'accueil.",
        "2. La famille d'accueil ne peut ni donner, ni vendre, ni céder, ni conserver l'animal au-delà de l'accueil.",
        "3. L'association peut reprendre l'animal à tout moment, notamment si ses conditions de vie ou de santé l'exigent.",
        "4. La famille d'accueil héberge l'animal, le nourrit et lui apporte les soins nécessaires à son bien-être ; elle prévient sans délai l'association de tout problème de santé ou de comportement.",
        "5. Si la famille d'accueil souhaite adopter l'animal, sa demande est prioritaire.",
        "6. L'association déclare la famille d'accueil comme lieu de détention temporaire de l'animal auprès du fichier national d'identification (I-CAD).",
      ],
    },
  ];
}

/** The PDF's running lines and its signatures page (docs/product.md#placements-contract). */
export const CONTRACT_PDF_TEXTS = {
  page: (page: number, pages: number) => `Page ${page} / ${pages}`,
  signaturesTitle: 'Signatures',
  signedAt: (dateTime: string) => `Signé le ${dateTime}`,
  fingerprint: (hex: string) => `Empreinte SHA-256 de la version signée : ${hex}`,
} as const;

/** '27/11/2026 à 14:05 (heure de Paris)': a moment as a French reader reads it, whatever the server's zone. */
export function frenchDateTimeInParis(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} à ${parts.hour}:${parts.minute} (heure de Paris)`;
}
