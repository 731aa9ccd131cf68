import { frenchDay } from '@petfoster/contracts';

/** A moment as the contract's signature page prints it: '27/11/2026 à 10:05', in Europe/Paris whatever the device. */
export function frenchDateTime(isoTimestamp: string): string {
  const moment = new Date(isoTimestamp);
  if (Number.isNaN(moment.getTime())) return isoTimestamp;
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} à ${part('hour')}:${part('minute')}`;
}

/** A calendar day (YYYY-MM-DD) as '27/11/2026'; the value itself when it is not one. */
export function frenchDate(isoDay: string): string {
  return /^\d{4}-\d{2}-\d{2}/.test(isoDay) ? frenchDay(isoDay) : isoDay;
}
