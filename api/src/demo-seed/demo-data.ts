import { REQUEST_STATUS } from '@petfoster/contracts';

/** Demo content for SEED_DEMO and `npm run seed -w api`. Every account uses DEMO_PASSWORD, which follows the validation rules (docs/product.md#validation). */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ASSOCIATIONS = [
  {
    email: 'pattes.solidaires@petfoster.fr',
    lastname: 'Lefebvre',
    firstname: 'Claire',
    name_association: 'Les Pattes Solidaires',
    RNA_code: 'W751234567',
    address: '12 rue des Lilas',
    zip_code: '75011',
    city: 'Paris',
    phone_number: '0143556677',
    description:
      "Association parisienne qui recueille chiens et chats abandonnés et leur cherche des familles d'accueil.",
    color: '#e07a5f',
  },
  {
    email: 'refuge.bocage@petfoster.fr',
    lastname: 'Moreau',
    firstname: 'Julien',
    name_association: 'Refuge du Bocage',
    RNA_code: 'W141234567',
    address: '3 chemin des Haies',
    zip_code: '14000',
    city: 'Caen',
    phone_number: '0231445566',
    description: "Refuge normand pour chiens, chats et lapins, en lien avec un réseau de familles d'accueil bénévoles.",
    color: '#3d405b',
  },
  {
    email: 'lapins.compagnie@petfoster.fr',
    lastname: 'Girard',
    firstname: 'Sophie',
    name_association: 'Lapins & Compagnie',
    RNA_code: 'W691234567',
    address: '48 quai Saint-Vincent',
    zip_code: '69001',
    city: 'Lyon',
    phone_number: '0478123456',
    description: 'Petite association lyonnaise spécialisée dans les lapins, qui accueille aussi quelques chats.',
    color: '#81b29a',
  },
] as const;

export const DEMO_FAMILIES = [
  {
    email: 'famille.martin@petfoster.fr',
    lastname: 'Martin',
    firstname: 'Lucie',
    address: '8 allée des Tilleuls',
    zip_code: '75012',
    city: 'Paris',
    phone_number: '0612345678',
    housing_type_id: 2,
    garden: false,
    owned_animals: 1,
    description: 'Appartement calme avec balcon, habituée aux chats.',
    color: '#f2cc8f',
    // Matching (docs/matching.md): two demo families opted in, so 'Trouver une famille' has results.
    visible: true,
    accepts_cats: true,
    capacity: 1,
  },
  {
    email: 'famille.bernard@petfoster.fr',
    lastname: 'Bernard',
    firstname: 'Thomas',
    address: '21 route de Bayeux',
    zip_code: '14400',
    city: 'Bayeux',
    phone_number: '0623456789',
    housing_type_id: 1,
    garden: true,
    owned_animals: 2,
    description: 'Maison avec grand jardin clos, deux enfants qui adorent les chiens.',
    color: '#a8dadc',
    visible: true,
    accepts_dogs: true,
    accepts_cats: true,
    children_at_home: true,
    capacity: 2,
  },
  {
    email: 'famille.petit@petfoster.fr',
    lastname: 'Petit',
    firstname: 'Emma',
    address: '5 impasse du Moulin',
    zip_code: '69300',
    city: 'Caluire-et-Cuire',
    phone_number: '0634567890',
    housing_type_id: 3,
    garden: true,
    owned_animals: 5,
    description: "Ferme familiale, beaucoup d'espace pour les lapins et les chiens.",
    color: '#b5838d',
  },
  {
    email: 'famille.durand@petfoster.fr',
    lastname: 'Durand',
    firstname: 'Hugo',
    address: '17 rue Victor Hugo',
    zip_code: '75005',
    city: 'Paris',
    phone_number: '0645678901',
    housing_type_id: 4,
    garden: false,
    owned_animals: 0,
    description: 'Studio lumineux, télétravail: présent toute la journée.',
    color: '#6d6875',
  },
] as const;

type DemoAnimal = {
  name: string;
  species_id: 1 | 2 | 3;
  gender: 'mâle' | 'femelle';
  breed: string;
  date_of_birth: string;
  association: number;
  description: string;
};
/** association is an index into DEMO_ASSOCIATIONS. */
export const DEMO_ANIMALS: DemoAnimal[] = [
  {
    name: 'Rex',
    species_id: 1,
    gender: 'mâle',
    breed: 'Berger allemand',
    date_of_birth: '2020-04-12',
    association: 0,
    description: 'Chien joueur et fidèle, aime les longues promenades.',
  },
  {
    name: 'Bella',
    species_id: 1,
    gender: 'femelle',
    breed: 'Labrador',
    date_of_birth: '2021-06-03',
    association: 0,
    description: 'Douce et sociable, parfaite avec les enfants.',
  },
  {
    name: 'Milo',
    species_id: 1,
    gender: 'mâle',
    breed: 'Beagle',
    date_of_birth: '2023-01-20',
    association: 1,
    description: "Jeune beagle curieux, a besoin d'un jardin.",
  },
  {
    name: 'Nala',
    species_id: 1,
    gender: 'femelle',
    breed: 'Border collie',
    date_of_birth: '2019-09-15',
    association: 1,
    description: 'Très intelligente, adore apprendre des tours.',
  },
  {
    name: 'Oscar',
    species_id: 1,
    gender: 'mâle',
    breed: 'Croisé',
    date_of_birth: '2018-02-28',
    association: 0,
    description: 'Papy tranquille qui cherche un canapé.',
  },
  {
    name: 'Ruby',
    species_id: 1,
    gender: 'femelle',
    breed: 'Cocker',
    date_of_birth: '2022-11-05',
    association: 1,
    description: 'Câline et un peu timide au début.',
  },
  {
    name: 'Tango',
    species_id: 1,
    gender: 'mâle',
    breed: 'Jack Russell',
    date_of_birth: '2024-03-10',
    association: 0,
    description: "Boule d'énergie, idéal pour une famille sportive.",
  },
  {
    name: 'Praline',
    species_id: 1,
    gender: 'femelle',
    breed: 'Épagneul breton',
    date_of_birth: '2021-08-22',
    association: 1,
    description: "Adore l'eau et les balades en forêt.",
  },
  {
    name: 'Filou',
    species_id: 1,
    gender: 'mâle',
    breed: 'Caniche',
    date_of_birth: '2017-12-01',
    association: 0,
    description: "Petit chien calme, habitué à l'appartement.",
  },
  {
    name: 'Luna',
    species_id: 2,
    gender: 'femelle',
    breed: 'Européen',
    date_of_birth: '2022-05-14',
    association: 0,
    description: "Chatte douce qui ronronne dès qu'on la caresse.",
  },
  {
    name: 'Simba',
    species_id: 2,
    gender: 'mâle',
    breed: 'Maine coon',
    date_of_birth: '2020-07-30',
    association: 2,
    description: 'Grand chat majestueux et très câlin.',
  },
  {
    name: 'Cléo',
    species_id: 2,
    gender: 'femelle',
    breed: 'Siamois',
    date_of_birth: '2023-02-11',
    association: 1,
    description: 'Bavarde et pleine de caractère.',
  },
  {
    name: 'Tigrou',
    species_id: 2,
    gender: 'mâle',
    breed: 'Tigré',
    date_of_birth: '2024-06-01',
    association: 0,
    description: "Chaton joueur, s'entend bien avec les autres chats.",
  },
  {
    name: 'Minette',
    species_id: 2,
    gender: 'femelle',
    breed: 'Chartreux',
    date_of_birth: '2016-10-09',
    association: 2,
    description: 'Chatte âgée et paisible, cherche un foyer calme.',
  },
  {
    name: 'Gribouille',
    species_id: 2,
    gender: 'mâle',
    breed: 'Européen',
    date_of_birth: '2021-03-17',
    association: 1,
    description: "Aventurier qui apprécie un accès à l'extérieur.",
  },
  {
    name: 'Perle',
    species_id: 2,
    gender: 'femelle',
    breed: 'Persan',
    date_of_birth: '2019-12-25',
    association: 2,
    description: 'Demande un brossage régulier et beaucoup de calme.',
  },
  {
    name: 'Caramel',
    species_id: 2,
    gender: 'mâle',
    breed: 'Roux',
    date_of_birth: '2022-09-02',
    association: 0,
    description: 'Gourmand et affectueux.',
  },
  {
    name: 'Pompon',
    species_id: 3,
    gender: 'mâle',
    breed: 'Bélier',
    date_of_birth: '2023-04-04',
    association: 2,
    description: 'Lapin bélier très doux, habitué à être manipulé.',
  },
  {
    name: 'Noisette',
    species_id: 3,
    gender: 'femelle',
    breed: 'Nain',
    date_of_birth: '2022-08-19',
    association: 2,
    description: 'Petite lapine curieuse qui aime explorer.',
  },
  {
    name: 'Caramelle',
    species_id: 3,
    gender: 'femelle',
    breed: 'Angora',
    date_of_birth: '2021-11-11',
    association: 1,
    description: 'Pelage long, a besoin de soins réguliers.',
  },
  {
    name: 'Panpan',
    species_id: 3,
    gender: 'mâle',
    breed: 'Rex',
    date_of_birth: '2024-01-15',
    association: 2,
    description: "Jeune lapin plein d'énergie.",
  },
  {
    name: 'Flocon',
    species_id: 3,
    gender: 'mâle',
    breed: 'Hotot',
    date_of_birth: '2020-02-29',
    association: 1,
    description: 'Lapin blanc calme, idéal en intérieur.',
  },
  {
    name: 'Cannelle',
    species_id: 3,
    gender: 'femelle',
    breed: 'Fauve de Bourgogne',
    date_of_birth: '2023-07-07',
    association: 2,
    description: 'Sociable, peut vivre avec un autre lapin.',
  },
  {
    name: 'Biscotte',
    species_id: 3,
    gender: 'femelle',
    breed: 'Tête de lion',
    date_of_birth: '2022-03-03',
    association: 0,
    description: 'Adore les fanes de carottes.',
  },
];

/** animal/family are indexes; statuses follow the workflow (an approved animal has no other pending request). */
export const DEMO_REQUESTS = [
  {
    animal: 0,
    family: 1,
    status: REQUEST_STATUS.approved,
    motivation: "Nous avons un grand jardin et l'habitude des bergers.",
  },
  { animal: 0, family: 2, status: REQUEST_STATUS.refused, motivation: 'Rex aurait de la place à la ferme.' },
  { animal: 9, family: 0, status: REQUEST_STATUS.pending, motivation: 'Luna serait au calme chez nous.' },
  { animal: 9, family: 3, status: REQUEST_STATUS.pending, motivation: 'Je suis présent toute la journée.' },
  { animal: 2, family: 1, status: REQUEST_STATUS.pending, motivation: 'Le jardin est clos, parfait pour un beagle.' },
  { animal: 17, family: 2, status: REQUEST_STATUS.approved, motivation: 'Nous accueillons déjà deux lapins.' },
  { animal: 10, family: 0, status: REQUEST_STATUS.refused, motivation: 'Nous adorons les grands chats.' },
  { animal: 18, family: 2, status: REQUEST_STATUS.pending, motivation: 'Noisette aurait de la compagnie.' },
] as const;

const SPECIES_COLORS: Record<number, [string, string]> = {
  1: ['#f4a261', '#e76f51'],
  2: ['#8ecae6', '#219ebc'],
  3: ['#cdb4db', '#b388eb'],
};

/** A simple drawing per species, rendered locally by sharp (no download). */
export function animalSvg(speciesId: number, seed: number): string {
  const [from, to] = SPECIES_COLORS[speciesId] ?? ['#ccc', '#999'];
  const fur = ['#8d5524', '#c68642', '#3b3b3b', '#e0ac69', '#f1f1f1', '#a0522d'][seed % 6];
  const ears =
    speciesId === 1
      ? `<ellipse cx="285" cy="290" rx="45" ry="90" fill="${fur}" transform="rotate(20 285 290)"/><ellipse cx="515" cy="290" rx="45" ry="90" fill="${fur}" transform="rotate(-20 515 290)"/>`
      : speciesId === 2
        ? `<polygon points="280,260 310,130 370,220" fill="${fur}"/><polygon points="520,260 490,130 430,220" fill="${fur}"/>`
        : `<ellipse cx="350" cy="150" rx="32" ry="110" fill="${fur}"/><ellipse cx="450" cy="150" rx="32" ry="110" fill="${fur}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="${100 + ((seed * 53) % 600)}" cy="${80 + ((seed * 31) % 120)}" r="40" fill="#ffffff" opacity="0.25"/>
  ${ears}
  <circle cx="400" cy="330" r="150" fill="${fur}"/>
  <circle cx="345" cy="300" r="18" fill="#222"/><circle cx="455" cy="300" r="18" fill="#222"/>
  <ellipse cx="400" cy="365" rx="26" ry="18" fill="#222"/>
  <path d="M370 405 Q400 430 430 405" stroke="#222" stroke-width="8" fill="none"/>
</svg>`;
}

export function logoSvg(color: string, seed: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
  <rect width="600" height="600" fill="${color}"/>
  <circle cx="300" cy="340" r="110" fill="#fff" opacity="0.9"/>
  <circle cx="190" cy="210" r="50" fill="#fff" opacity="0.9"/><circle cx="260" cy="150" r="50" fill="#fff" opacity="0.9"/>
  <circle cx="340" cy="150" r="50" fill="#fff" opacity="0.9"/><circle cx="410" cy="210" r="50" fill="#fff" opacity="0.9"/>
  <circle cx="${120 + seed * 90}" cy="520" r="30" fill="#fff" opacity="0.3"/>
</svg>`;
}
