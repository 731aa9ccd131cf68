import { Injectable } from '@nestjs/common';
import type { LiveEvents, LiveEventType } from '@petfoster/contracts';

/** One event for one account, as a stream sends it. */
export interface LiveEvent<T extends LiveEventType = LiveEventType> {
  type: T;
  userId: number;
  data: LiveEvents[T];
}

export type LiveEventListener = (event: LiveEvent) => void;

/**
 * Where the API's services publish what an account's open streams must hear (docs/architecture.md#event-stream): a
 * new message, a read mark, the header's counts. Services name the accounts; the bus delivers to every stream those
 * accounts hold, on this process and, when REDIS_URL is set, on the others.
 */
@Injectable()
export class LiveEventsBus {
  private readonly listeners = new Map<number, Set<LiveEventListener>>();

  /** Sends the event to every open stream of each account. Never throws: a lost event is caught up by the next read. */
  async publish<T extends LiveEventType>(userIds: readonly number[], type: T, data: LiveEvents[T]): Promise<void> {
    for (const userId of new Set(userIds)) this.deliver({ type, userId, data } as LiveEvent);
  }

  /** Listens to one account's events; the returned function stops listening. */
  subscribe(userId: number, listener: LiveEventListener): () => void {
    const set = this.listeners.get(userId) ?? new Set<LiveEventListener>();
    set.add(listener);
    this.listeners.set(userId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  protected deliver(event: LiveEvent): void {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }
}
