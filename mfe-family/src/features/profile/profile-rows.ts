import { availabilityText, type Family, type FosterProfile } from '@petfoster/contracts';

export interface ProfileRow {
  label: string;
  value: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * The family profile rows (docs/product.md#family-profile). Contact rows appear only when the API sent them: it withholds them from anyone
 * but the family itself and associations it asked (ARCHITECTURE 3 privacy).
 */
export function familyProfileRows(family: Family): ProfileRow[] {
  const rows: Array<ProfileRow | null> = [
    present(family.address) ? { label: 'Adresse', value: family.address } : null,
    { label: 'Ville', value: family.city ?? '' },
    present(family.zip_code) ? { label: 'Code postal', value: family.zip_code } : null,
    present(family.phone_number) ? { label: 'Téléphone', value: family.phone_number } : null,
    present(family.user?.email) ? { label: 'Mail', value: family.user.email } : null,
    { label: "Type d'habitation", value: family.housing_type?.houseType ?? family.houseType ?? '' },
    {
      label: "Nombre d'animaux possédés",
      value: Number(family.owned_animals) >= 5 ? '5+' : String(family.owned_animals ?? 0),
    },
    { label: 'Jardin', value: family.garden ? 'Oui' : 'Non' },
  ];
  return rows.filter((row): row is ProfileRow => row !== null);
}

/**
 * The family's own foster profile (the API sends it to the family only): what associations see of it when it opted
 * in, and whether it did ('Je souhaite être visible des associations').
 */
export function fosterProfileRows(foster: FosterProfile): ProfileRow[] {
  const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  return [
    { label: 'Visible des associations', value: foster.visible ? 'Oui' : 'Non' },
    { label: 'Espèces accueillies', value: foster.species.length ? foster.species.join(', ') : 'Non précisées' },
    { label: 'Disponibilité', value: sentence(availabilityText(foster.available_from, foster.available_until)) },
    { label: "Nombre d'animaux à la fois", value: String(foster.capacity) },
    { label: 'Enfants au foyer', value: foster.children_at_home ? 'Oui' : 'Non' },
    { label: 'Appels urgents', value: foster.accepts_urgent_appeals === false ? 'Non' : 'Oui' },
  ];
}
