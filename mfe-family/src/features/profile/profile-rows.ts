import type { Family } from '@petfoster/contracts';

export interface ProfileRow {
  label: string;
  value: string;
}

function present(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * The SPEC 2 family profile rows. Contact rows appear only when the API sent them: it withholds them from anyone
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
