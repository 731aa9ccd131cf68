import { Injectable } from '@nestjs/common';

/**
 * The urgent appeals' one clock (the day a family must be available on, the 7-day windows): the real time, unless a
 * test fixed it (fix()), as ConversationClock does for the conversations.
 */
@Injectable()
export class UrgentAppealClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests only: every later now() answers `at` (null: the real time again). */
  fix(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}
