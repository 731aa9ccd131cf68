import type { Animal } from '@petfoster/contracts';
import type { TestApp } from '../support/app';
import { registerAssociation, registerFamily, type AssociationAccount, type FamilyAccount } from '../support/fixtures';

/** YYYY-MM-DD, `years` years and `days` days before today (UTC). */
export function bornAgo(years: number, days = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - days));
  return date.toISOString().slice(0, 10);
}

/** Associations placed where the tests need them; their postal codes and cities drive département and distance. */
export async function placedAssociation(
  t: TestApp,
  zip_code: string,
  city: string,
  name: string,
): Promise<AssociationAccount> {
  return registerAssociation(t.api, { zip_code, city, name_association: name });
}

export async function visibleFamily(
  t: TestApp,
  overrides: Record<string, unknown>,
  foster: Record<string, unknown> = {},
): Promise<FamilyAccount> {
  const family = await registerFamily(t.api, overrides);
  const res = await t.api.as(family.token).put(`/api/families/${family.userId}`, {
    visible: true,
    foster_species: ['Chien', 'Chat'],
    capacity: 2,
    ...foster,
  });
  if (res.status !== 200) throw new Error(`foster profile failed: ${res.status} ${res.text}`);
  return family;
}

export const ids = (animals: Animal[]): number[] => animals.map((animal) => animal.id);
