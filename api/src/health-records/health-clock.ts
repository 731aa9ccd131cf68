import { Injectable } from '@nestjs/common';

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day in France of an instant: care dates and due dates are French calendar days. */
export function parisDay(at: Date): string {
  return PARIS_DAY.format(at);
}

/** YYYY-MM-DD plus `days` (negative: before). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** YYYY-MM-DD minus whole months (a 31st goes back to the month's last day). */
export function minusMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD to another (negative when the second is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.slice(0, 10)}T00:00:00Z`) - Date.parse(`${from.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
}

/** A DATE column as YYYY-MM-DD, whichever form the driver gives it. */
export const dayOf = (value: string | Date): string =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The health record's one clock (dates in the future, the family's 24 hours, what is due, the reminders): the real
 * time, unless a test fixed it (fix()), so that the rules that depend on today are tested on known days.
 */
@Injectable()
export class HealthClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Today in France. */
  today(): string {
    return parisDay(this.now());
  }

  /** Tests only: every later now() answers `at` (null: the real time again). */
  fix(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}
