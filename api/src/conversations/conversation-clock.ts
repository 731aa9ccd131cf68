import { Injectable } from '@nestjs/common';

/**
 * The conversations' one clock (a message's time, read marks, the unread mail's 15 minutes): the real time, unless a
 * test fixed it (fix()), as PlacementClock does for the placements.
 */
@Injectable()
export class ConversationClock {
  private fixed: Date | null = null;

  now(): Date {
    return this.fixed ? new Date(this.fixed) : new Date();
  }

  /** Tests only: every later now() answers `at` (null: the real time again). */
  fix(at: Date | null): void {
    this.fixed = at ? new Date(at) : null;
  }
}
