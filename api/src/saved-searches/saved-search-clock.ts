import { Injectable } from '@nestjs/common';

/**
 * The saved searches' one clock (when a match was found, when the alerts go, the day of a digest): the real time,
 * unless a test fixed it (fix()), so that "within 60 seconds" and "once a day" are tested on known instants.
 */
@Injectable()
export class SavedSearchClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests only: every later now() answers `at` (null: the real time again). */
  fix(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}
