/**
 * The README.txt of each export, in French for the person who opens it (docs/security.md#data-export): one line per
 * file the archive holds, so that nothing in it needs this code to be understood.
 */
const COMMON = `Chaque tableau est fourni deux fois :
- dans le dossier json/ au format JSON (un tableau d'objets, dates en UTC au format ISO 8601) ;
- dans le dossier csv/ au format CSV, qui s'ouvre directement dans un tableur : UTF-8 avec BOM, séparateur « ; »,
  fins de ligne CRLF, première ligne = noms des colonnes. Une cellule qui commencerait par =, +, -, @ est précédée
  d'une apostrophe pour qu'un tableur ne l'exécute pas comme une formule.
Les mots de passe et secrets de double authentification ne sont jamais exportés.`;

export const PERSONAL_TABLES: Record<string, string> = {
  profil:
    'votre compte (nom, prénom, e-mail, rôle, dates) et votre profil de famille ou votre rôle dans une association',
  demandes: "les demandes d'accueil que vous avez envoyées (famille) ou suivies comme référent (association)",
  messages: 'les messages des conversations de ces demandes, écrits et reçus, et ceux que vous avez écrits',
  placements: 'les placements (contrats d’accueil) de ces demandes',
  nouvelles: 'les nouvelles que vous avez publiées pendant un placement',
  frais: 'les frais que vous avez déclarés pendant un placement',
  favoris: 'les animaux mis en favoris',
  recherches: 'vos recherches enregistrées et leurs alertes',
  consentements:
    "l'historique de vos consentements (choix, accordé ou retiré, origine, date, et pour une recherche enregistrée son nom et ses alertes)",
};

export const ASSOCIATION_TABLES: Record<string, string> = {
  association: "le profil de l'association",
  animaux: "les animaux de l'association",
  photos: 'les photos des animaux (le fichier est dans le dossier photos/, nommé par son numéro)',
  demandes: "les demandes d'accueil reçues",
  messages: 'les messages des conversations de ces demandes',
  placements: 'les placements (contrats d’accueil)',
  evenements_placements: 'les étapes de chaque placement (signatures, fin, adoption)',
  sante: 'les carnets de santé des animaux (vaccins, traitements, visites, pesées)',
  frais: 'les frais des familles et leur décision',
  bons_veterinaires: 'les bons de prise en charge vétérinaire',
  membres: "les membres de l'équipe (nom, e-mail, rôle, date d'arrivée)",
  journal: "le journal d'activité de l'association",
};

const list = (tables: Record<string, string>) =>
  Object.entries(tables)
    .map(([name, what]) => `- json/${name}.json et csv/${name}.csv : ${what}.`)
    .join('\n');

export function personalReadme(day: string): string {
  return `PetFoster - vos données personnelles
Export du ${day} (droit d'accès et droit à la portabilité, articles 15 et 20 du RGPD).

${COMMON}

Fichiers :
- README.txt : ce fichier.
${list(PERSONAL_TABLES)}
- fichiers/ : les images et documents que vous avez déposés (photo de profil, images des messages et des nouvelles,
  justificatifs de frais), au format d'origine enregistré (JPEG, WebP, PNG, GIF ou PDF).
`;
}

export function associationReadme(day: string, name: string): string {
  return `PetFoster - données de l'association ${name}
Export du ${day}, pour que l'association puisse partir avec ses données.

${COMMON}

Fichiers :
- README.txt : ce fichier.
${list(ASSOCIATION_TABLES)}
- registre.csv : le registre des placements, tel que le donne la page du registre, sur toute la période.
- photos/ : les photos des animaux, nommées <numéro de la photo>-<nom du fichier>.
`;
}
