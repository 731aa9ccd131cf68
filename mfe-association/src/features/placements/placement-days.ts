import { daysBetween } from '@petfoster/contracts/schemas';
import { PLACEMENT_LIMITS } from '@petfoster/contracts';

/** Today on this device's calendar (YYYY-MM-DD): what the association means by 'today' in a date field. */
export function today(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The first day the animal may be handed over: 7 days after the certificat d'engagement et de connaissance
 * (docs/product.md#placements-legal-basis), and how many days from today that is (0 once reached).
 */
export function firstHandoverDay(certificateIssuedOn: string, on: string = today()) {
  const day = addDays(certificateIssuedOn, PLACEMENT_LIMITS.adoptionCoolingDays);
  return { day, inDays: Math.max(0, daysBetween(on, day)) };
}
