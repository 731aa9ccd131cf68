import { Injectable } from '@nestjs/common';

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD plus `days` (negative: before). */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The day in France of an instant: the placement's dates are French calendar days. */
export function parisDay(at: Date): string {
  return PARIS_DAY.format(at);
}

/**
 * The placement rules' one clock (notice, start within a year, reminders): the real time, unless a test fixed it
 * (fix()), so that the rules that depend on today are tested on known days.
 */
@Injectable()
export class PlacementClock {
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
