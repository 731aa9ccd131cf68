import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveEvents, LiveEventType } from '@petfoster/contracts';
import { apiBaseUrl } from '../api/client';
import { queryClient as sharedQueryClient } from '../query/query-client';
import { queryKeys, withMessage, type MessagePages } from '../query/query-keys';
import { sessionCan } from '../session/access';
import { sessionStore } from '../session/session-store';
import { openEventStream, type EventStream, type EventStreamOptions } from './event-stream';

/** What an event of the stream changes in the query cache (docs/architecture.md#live-updates-in-the-front-ends). */
export function applyLiveEvent<T extends LiveEventType>(
  client: QueryClient,
  userId: number | null,
  type: T,
  data: LiveEvents[T],
): void {
  if (type === 'counts') {
    client.setQueryData(queryKeys.notificationsCount(userId), data as LiveEvents['counts']);
    return;
  }
  if (type === 'message') {
    const { request_id, message } = data as LiveEvents['message'];
    client.setQueryData<MessagePages>(queryKeys.conversationMessages(userId, request_id), (pages) =>
      withMessage(pages, message),
    );
  } else {
    // A read mark: whose messages it covers depends on who read; the conversation's pages say it after a refetch.
    const { request_id } = data as LiveEvents['read'];
    void client.invalidateQueries({ queryKey: queryKeys.conversationMessages(userId, request_id), exact: true });
  }
  void client.invalidateQueries({ queryKey: queryKeys.conversations(userId), exact: true });
}

export interface LiveUpdatesOptions {
  client?: QueryClient;
  retryDelay?: EventStreamOptions['retryDelay'];
}

/**
 * Reads the event stream while someone is signed in: started with the session's token, stopped on sign-out, started
 * again with the new token when it changes (another login). Returns the function that stops it for good.
 */
export function startLiveUpdates({ client = sharedQueryClient, retryDelay }: LiveUpdatesOptions = {}): () => void {
  let stream: EventStream | null = null;
  let token: string | null = null;
  const follow = () => {
    const state = sessionStore.getState();
    if (state.token === token) return;
    stream?.stop();
    stream = null;
    token = state.token;
    // A platform administrator has no stream (the access policy's 'events.stream' is a family's or an association's).
    if (!token || !sessionCan(state, 'events.stream')) return;
    const userId = state.userId;
    stream = openEventStream({
      origin: apiBaseUrl(),
      token,
      retryDelay,
      onEvent: (type, data) => applyLiveEvent(client, userId, type, data),
    });
  };
  follow();
  const unsubscribe = sessionStore.subscribe(follow);
  return () => {
    unsubscribe();
    stream?.stop();
    stream = null;
  };
}

/** For the shell: live updates into the page's query cache for as long as the page is open. */
export function useLiveUpdates(): void {
  const client = useQueryClient();
  useEffect(() => startLiveUpdates({ client }), [client]);
}
