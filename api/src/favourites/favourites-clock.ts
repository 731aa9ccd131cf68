import { Injectable } from '@nestjs/common';

const PARIS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and hour in France of an instant: a family's "one mail a day" is a French calendar day. */
export function parisTime(at: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(PARIS.formatToParts(at).map((part) => [part.type, part.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The favourites' news clock (when a change is noted, which day a mail is for): the real time, unless a test fixed
 * it (fix()), so that "once a day" is tested on known days.
 */
@Injectable()
export class FavouritesClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests only: every later now() answers `at` (null: the real time again). */
  fix(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}
