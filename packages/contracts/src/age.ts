/**
 * The card's age (docs/product.md#animal-card): whole years with the plural when more than one; under one year, whole months followed by
 * 'mois' (invariable in French). `now` is injectable for tests.
 */
export function formatAge(dateOfBirth: string | Date, now: Date = new Date()): string {
  const birth = typeof dateOfBirth === 'string' ? new Date(`${dateOfBirth.slice(0, 10)}T00:00:00`) : dateOfBirth;
  if (Number.isNaN(birth.getTime())) return '';
  let months = (now.getFullYear() - birth.getFullYear()) * 12 + (now.getMonth() - birth.getMonth());
  if (now.getDate() < birth.getDate()) months -= 1;
  months = Math.max(0, months);
  const years = Math.floor(months / 12);
  if (years >= 1) return `${years} ${years > 1 ? 'ans' : 'an'}`;
  return `${months} mois`;
}
