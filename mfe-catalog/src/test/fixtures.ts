import type { Animal, Association } from '@petfoster/contracts';

let nextId = 100;

export function makeAnimal(overrides: Partial<Animal> = {}): Animal {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Animal ${id}`,
    breed: 'Européen',
    gender: 'femelle',
    date_of_birth: '2021-03-12',
    description: 'Très câline.',
    url_image: `/uploads/animal-${id}.jpg`,
    url_thumbnail: `/uploads/animal-${id}.webp`,
    species_id: 2,
    species: { id: 2, name: 'Chat' },
    association_id: 7,
    association: { id: 7, name_association: 'Les Amis des Bêtes' },
    requests: [],
    adopted_at: null,
    ...overrides,
  };
}

export function makeAssociation(overrides: Partial<Association> = {}): Association {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name_association: `Association ${id}`,
    url_image: `/uploads/asso-${id}.jpg`,
    url_thumbnail: `/uploads/asso-${id}.webp`,
    RNA_code: 'W123456789',
    address: '12 rue des Lilas',
    zip_code: '69001',
    city: 'Lyon',
    phone_number: '0612345678',
    description: 'Nous recueillons les chats errants.',
    user_id: 40,
    userAsso: { lastname: 'Martin', firstname: 'Claire', email: 'claire@example.org' },
    ...overrides,
  };
}
